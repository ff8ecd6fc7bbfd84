import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../api';
import { useAppSelector } from './hooks';
import { isTokenFresh } from '../features/auth/token';

/** True while the browser holds a session: a live access token, or a refresh token to get one. */
export function useSignedIn(): boolean {
  const { access, refresh } = useAppSelector((s) => s.auth);
  return isTokenFresh(access) || isTokenFresh(refresh);
}

export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RequireStaff() {
  const { data, isLoading, isError } = useGetCurrentUserQuery();
  if (isLoading) return <p className="page">Loading...</p>;
  if (isError || !data?.is_staff) return <Navigate to="/" replace />;
  return <Outlet />;
}
