import { lazy, memo, Suspense } from 'react';
import { useGetCurrentUserQuery } from '../../api';
import { useHasSession } from '../../session/hooks';

// The banner's reads and markup load only for staff: nobody else downloads them.
const StaffResults = lazy(() => import('./StaffResults'));

/** Staff land on how many fixtures (both sides) have kicked off without a result, linking to
 *  the match page; nobody else sees it, and nothing is asked for a user who is not staff. */
export const ResultsBanner = memo(function ResultsBanner() {
  const signedIn = useHasSession();
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  if (!signedIn || user?.is_staff !== true) return null;
  return (
    <Suspense fallback={null}>
      <StaffResults />
    </Suspense>
  );
});
