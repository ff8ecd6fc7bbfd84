import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetPhaseTableQuery, useListGameWeeksQuery, type PhaseTable } from '../../api';
import { errorText } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { DataTable, RANKED_POINTS } from '../../components/Table';
import { LEAGUE_PAGE, leaguePageArgs } from './LeagueTable';
import { hasStarted, latestWeek, startsWhen } from '../../utils/termWords';

type Row = PhaseTable['standings'][number];

function TermRow({ row, mine }: { row: Row; mine: boolean }) {
  return (
    <tr className={`league-table__row${row.rank === 1 ? ' league-table__row--leader' : ''}${mine ? ' league-table__row--mine' : ''}`}>
      <td className="num league-table__rank">{row.rank}</td>
      <th scope="row">
        <Link to={`/team/${row.team.id}`} className="league-table__link">
          {row.team.name}
        </Link>
        {mine && <span className="league-table__badge league-table__badge--mine">Your team</span>}
      </th>
      <td className="num league-table__points">{row.points}</td>
    </tr>
  );
}

/** One page of a term's table (the first page is drawn by the table itself). */
function TermPage({ id, page, myTeamId, onRows }: { id: number; page: number; myTeamId?: number; onRows?: (n: number) => void }) {
  const { data } = useGetPhaseTableQuery({ id, ...leaguePageArgs(page) });
  const count = data?.standings.length;
  useEffect(() => {
    if (count !== undefined) onRows?.(count);
  }, [count, onRows]);
  return <>{data?.standings.map((r) => <TermRow key={r.team.id} row={r} mine={r.team.id === myTeamId} />)}</>;
}

/** A term's table on home: the points of its gameweeks only, ranked as the main table, a page at a time. */
export function TermTable({ id, myTeamId }: { id: number; myTeamId?: number }) {
  const first = useGetPhaseTableQuery({ id, ...leaguePageArgs(0) });
  const weeks = useListGameWeeksQuery({});
  const [pages, setPages] = useState(1);
  // Whether the last page shown was full: then there may be more.
  const [lastFull, setLastFull] = useState(true);
  if (first.isLoading) return <p className="home__note">Loading...</p>;
  if (!first.data) {
    return <Alert message={{ kind: 'error', text: `Error fetching the term's table: ${errorText(first.error)}` }} onRetry={() => void first.refetch()} />;
  }
  const { phase, standings } = first.data;
  // Not started: no table of everyone joint first on 0 points, but when it starts.
  if (!hasStarted(phase, latestWeek(weeks.data))) return <p className="home__note">{startsWhen(phase)}</p>;
  if (standings.length === 0) return <p className="home__note">No points in {phase.name} yet.</p>;
  const more = pages === 1 ? standings.length === LEAGUE_PAGE : lastFull;
  return (
    <>
      <p className="home__note">
        {phase.name}: gameweeks {phase.first_week}-{phase.last_week}.
      </p>
      <DataTable className="table league-table" caption={`Fantasy teams by points in ${phase.name}`} columns={RANKED_POINTS}>
        {standings.map((r) => (
          <TermRow key={r.team.id} row={r} mine={r.team.id === myTeamId} />
        ))}
        {Array.from({ length: pages - 1 }, (_, k) => (
          <TermPage
            key={k + 1}
            id={id}
            page={k + 1}
            myTeamId={myTeamId}
            onRows={k + 2 === pages ? (n) => setLastFull(n === LEAGUE_PAGE) : undefined}
          />
        ))}
      </DataTable>
      {more && (
        <div className="league-table__more">
          <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
            Show more
          </button>
        </div>
      )}
    </>
  );
}
