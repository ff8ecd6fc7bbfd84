// The router's routes, made from the route table (routeTable.ts): one layout around every page,
// an error element inside it, each page behind the guard its `access` asks for.
import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { Guard, StaffOnly } from './guards';
import { PageError } from './PageError';
import { appRoutes, type AppRoute } from './routeTable';
import { fetchEarly } from '../api/earlyFetch';

const loading = <p className="page">Loading...</p>;

/** The frame around pages: the layout (header, tab bar), and inside it the error element that
 *  a page shows when its code fails to load or it throws (the frame stays, with Retry). */
export function framed(pages: RouteObject[]): RouteObject[] {
  return [{ element: <Layout />, children: [{ errorElement: <PageError />, children: pages }] }];
}

/** The code a page needs before it is drawn: its own, and the staff check's for a staff page; the
 *  log-in page's instead when the page needs a session that the browser does not hold (its
 *  guard sends the visitor there). */
export function loadPage(route: AppRoute, signedIn: boolean): Promise<unknown> {
  if (route.access && !signedIn) return appRoutes.find((r) => r.id === 'login')!.page.preload();
  return Promise.all([route.page.preload(), route.access === 'staff' ? StaffOnly.preload() : undefined]);
}

/** The app's routes. Each page's loader loads its code (once; tried again by Retry), so the
 *  router keeps the last page on screen until the next one can draw, or shows the error element.
 *  `signedIn`: whether the browser holds a session, asked at each navigation. `access`: the
 *  access token, for the first page's early calls (its route's `early`, sent beside its code). */
export function makeRoutes(signedIn: () => boolean, access: () => string | undefined = () => undefined): RouteObject[] {
  let first = true;
  const load = (route: AppRoute) => {
    const session = signedIn();
    if (first) {
      first = false;
      const token = session ? access() : undefined;
      if (route.early && (token || !route.access)) fetchEarly(route.early, token);
    }
    return loadPage(route, session).then(() => null);
  };
  return framed(
    appRoutes.map((route) => ({
      id: route.id,
      path: route.path,
      handle: route,
      loader: () => load(route),
      hydrateFallbackElement: loading,
      element: (
        <Guard access={route.access}>
          <route.page />
        </Guard>
      ),
    })),
  );
}

/** The routes for a browser that holds a session (tests). */
export const routes = makeRoutes(() => true);
