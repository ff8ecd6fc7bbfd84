import { Navigate, Outlet, useLocation } from '../router';
import { useHasSession } from '../session/hooks';

/** Login-required routes: a visitor goes to /login (see session/hooks.ts for what counts). */
export function RequireAuth() {
  const hasSession = useHasSession();
  const location = useLocation();
  if (!hasSession) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
