import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useHasSession } from '../session/hooks';
import { dataPage } from './lazyPage';
import type { Access } from './routeTable';

/** The staff check asks the API who the user is: its code loads with the API's, and the staff
 *  pages' styles with it (the router draws a staff page once all are in). */
export const StaffOnly = dataPage(() =>
  import('./RequireStaff').then(async (m) => {
    await m.loadStaffStyles();
    return m;
  }),
);

/** A page's guard, from its `access` in the route table. A visitor at a page that needs a
 *  session goes to /login, which brings them back here (path, query and hash) after logging in;
 *  see session/hooks.ts for what counts as a session. */
export function Guard({ access, children }: { access?: Access; children: ReactNode }) {
  const hasSession = useHasSession();
  const location = useLocation();
  if (!access) return <>{children}</>;
  if (!hasSession) return <Navigate to="/login" replace state={{ from: location }} />;
  if (access === 'staff') return <StaffOnly>{children}</StaffOnly>;
  return <>{children}</>;
}
