import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../api';

// The staff pages' styles come with their guard (guards.tsx waits for them).
export { loadStaffStyles } from './staffStyles';

/** Staff-only pages (/Match, /Players, /Fixtures): is_staff from GET /api/user/, else to /. */
export default function RequireStaff({ children }: { children?: ReactNode }) {
  const { data, isLoading, isFetching, isError } = useGetCurrentUserQuery();
  if (isLoading || (isFetching && !data?.is_staff && !isError)) return <p className="page">Loading...</p>;
  if (isError || !data?.is_staff) return <Navigate to="/" replace />;
  return <>{children}</>;
}
