import { Navigate, Outlet } from '../router';
import { useGetCurrentUserQuery } from '../api';

/** Staff-only routes (/Match, /Players, /Fixtures): is_staff from GET /api/user/, else to /.
 *  Needs the store: it sits under WithStore in routes.tsx. */
export default function RequireStaff() {
  const { data, isLoading, isFetching, isError } = useGetCurrentUserQuery();
  if (isLoading || (isFetching && !data?.is_staff && !isError)) return <p className="page">Loading...</p>;
  if (isError || !data?.is_staff) return <Navigate to="/" replace />;
  return <Outlet />;
}
