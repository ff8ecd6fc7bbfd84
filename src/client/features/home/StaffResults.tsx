// Staff's "N results to record" on home (ResultsBanner.tsx draws it for staff only, so only
// staff load it and its fixture reads).
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useListMensFixturesQuery, useListWomensFixturesQuery } from '../../api';
import { fixturesAwaitingResult } from '../../utils/awaitingResult';
import { resultsToRecordText } from './resultsToRecordText';

/** How many fixtures (both sides) have kicked off without a result, linking to the match page. */
export default function StaffResults() {
  const men = useListMensFixturesQuery({});
  const women = useListWomensFixturesQuery({});
  const count = useMemo(
    () => fixturesAwaitingResult([...(men.data ?? []), ...(women.data ?? [])], new Date(), Infinity).length,
    [men.data, women.data],
  );
  if (count === 0) return null;
  return (
    <p className="card home__banner" role="status">
      <Link to="/Match">{resultsToRecordText(count)}</Link>
    </p>
  );
}
