import { memo, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useGetCurrentUserQuery, useListMensFixturesQuery, useListWomensFixturesQuery } from '../../api';
import { useHasSession } from '../../session/hooks';
import { fixturesAwaitingResult } from '../../utils/awaitingResult';

/** The words of the banner: "1 result to record", "3 results to record". */
export function resultsToRecordText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'} to record`;
}

/** Staff land on how many fixtures (both sides) have kicked off without a result, linking to
 *  the match page; nobody else sees it, and nothing is asked for a user who is not staff. */
export const ResultsBanner = memo(function ResultsBanner() {
  const signedIn = useHasSession();
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  const staff = signedIn && user?.is_staff === true;
  const men = useListMensFixturesQuery({}, { skip: !staff });
  const women = useListWomensFixturesQuery({}, { skip: !staff });
  const count = useMemo(
    () => fixturesAwaitingResult([...(men.data ?? []), ...(women.data ?? [])], new Date(), Infinity).length,
    [men.data, women.data],
  );
  if (!staff || count === 0) return null;
  return (
    <p className="card home__banner" role="status">
      <Link to="/Match">{resultsToRecordText(count)}</Link>
    </p>
  );
});
