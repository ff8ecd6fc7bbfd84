// The router's routes, made from the route table (routeTable.ts): one layout around every page,
// each page behind the guard its `access` asks for.
import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { Guard, StaffOnly } from './guards';
import { appRoutes, pageAt } from './routeTable';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: appRoutes.map((route) => ({
      id: route.id,
      path: route.path,
      handle: route,
      element: (
        <Guard access={route.access}>
          <route.page />
        </Guard>
      ),
    })),
  },
];

/** Loads the code of the page at `pathname` (with what it needs): the log-in page's instead when
 *  the page needs a session that the browser does not hold. */
export function preloadPage(pathname: string, hasSession: boolean): Promise<unknown> {
  const { route } = pageAt(pathname);
  if (route.access && !hasSession) return pageAt('/login').route.page.preload();
  return Promise.all([route.page.preload(), route.access === 'staff' ? StaffOnly.preload() : undefined]);
}
