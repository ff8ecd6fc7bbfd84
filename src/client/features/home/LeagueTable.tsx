import { useState, type MouseEvent } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { api, useListTeamsQuery, type LeagueRow, type MyTeam } from '../../api';
import { RankMove } from '../../components/RankMove';
import { DataTable, RANKED } from '../../components/Table';
import { groupDigits } from '../../utils/numbers';

/** The viewer's own row, for a link that jumps to it. */
export const MY_ROW_ID = 'league-row-mine';

/** Rows shown at first, and added by each "Show more". A season can have thousands of teams. */
export const LEAGUE_PAGE = 50;

/** The arguments of the `k`th page of the table (0 first): each page is one cached call. */
export const leaguePageArgs = (k: number) => ({ limit: LEAGUE_PAGE, offset: k * LEAGUE_PAGE });

/** Keeps a further page of the table loaded while it is shown (the table reads it from the store). */
function LoadPage({ page }: { page: number }) {
  useListTeamsQuery(leaguePageArgs(page));
  return null;
}

/**
 * The league: rank, team and total points, highest first as the server orders them. A click
 * anywhere on a row opens the team's snapshot; the team name is a real link, so the keyboard
 * (Tab, then Enter) and screen readers reach the same page.
 * Long leagues show their top rows (`first`, the first page) and grow a page at a time on request,
 * each page asked of the server on its own; the viewer's own team is marked, and kept in view
 * below the shown rows when it ranks lower (its row comes with the viewer's team: rank and size of
 * the table).
 */
type ShownRow = Omit<LeagueRow, 'week_points' | 'last_rank'> & Partial<Pick<LeagueRow, 'week_points' | 'last_rank'>>;

type ApiState = Parameters<ReturnType<typeof api.endpoints.listTeams.select>>[0];

export function LeagueTable({ first, myTeam }: { first: LeagueRow[]; myTeam?: MyTeam }) {
  const navigate = useNavigate();
  const [pages, setPages] = useState(1);
  const further = useSelector(
    (state: ApiState) => Array.from({ length: pages - 1 }, (_, k) => api.endpoints.listTeams.select(leaguePageArgs(k + 1))(state).data),
    shallowEqual,
  );
  function openRow(e: MouseEvent<HTMLTableRowElement>, id: number) {
    // The link handles its own clicks (and middle or modified clicks); only the rest of the row is ours.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(`/team/${id}`);
  }
  // The pages loaded so far, in order (a page still loading ends the run).
  const visible = [...first];
  let lastPage = first;
  for (const page of further) {
    if (!page) break;
    visible.push(...page);
    lastPage = page;
  }
  const loading = further.some((page) => !page);
  const myTeamId = myTeam?.id;
  const myIndex = myTeamId === undefined ? -1 : visible.findIndex((r) => r.id === myTeamId);
  // The viewer's own row below the shown ones: its gameweek points and move are not known here.
  const pinned: ShownRow | null =
    myTeam && myIndex < 0 && typeof myTeam.rank === 'number'
      ? { id: myTeam.id, name: myTeam.name, total_points: myTeam.total_points, rank: myTeam.rank }
      : null;
  const total = typeof myTeam?.team_count === 'number' ? myTeam.team_count : undefined;
  // With the table's size known, how many the next page adds; else whether the last page was full.
  const more = total !== undefined ? Math.min(LEAGUE_PAGE, total - visible.length) : lastPage.length === LEAGUE_PAGE ? LEAGUE_PAGE : 0;

  const row = (r: ShownRow, i: number) => {
    const classes = ['league-table__row'];
    if (i === 0) classes.push('league-table__row--leader');
    if (r.id === myTeamId) classes.push('league-table__row--mine');
    return (
      <tr
        key={r.id}
        id={r.id === myTeamId ? MY_ROW_ID : undefined}
        className={classes.join(' ')}
        onClick={(e) => openRow(e, r.id)}
      >
        <td className="num league-table__rank">
          {r.rank ?? i + 1}
          <RankMove rank={r.rank} lastRank={r.last_rank} />
        </td>
        <th scope="row">
          <Link to={`/team/${r.id}`} className="league-table__link">
            {r.name}
          </Link>
          {i === 0 && <span className="league-table__badge">Leader</span>}
          {r.id === myTeamId && <span className="league-table__badge league-table__badge--mine">Your team</span>}
        </th>
        <td className="num league-table__week">{r.week_points ?? '–'}</td>
        <td className="num league-table__points">{r.total_points}</td>
      </tr>
    );
  };

  return (
    <>
      {/* The pages shown, and the next one ahead of time so that "Show more" is usually instant. */}
      {Array.from({ length: more > 0 ? pages : pages - 1 }, (_, k) => (
        <LoadPage key={k + 1} page={k + 1} />
      ))}
      <DataTable className="table league-table" caption="Fantasy teams by total points" columns={RANKED}>
        {visible.map(row)}
        {pinned && (
          <>
            <tr className="league-table__gap" aria-hidden="true">
              <td colSpan={4}>⋯</td>
            </tr>
            {row(pinned, Math.max(1, pinned.rank - 1))}
          </>
        )}
      </DataTable>
      {(more > 0 || loading) && (
        <div className="league-table__more">
          <p className="home__note" aria-live="polite">
            {loading
              ? 'Loading more teams...'
              : total !== undefined
                ? `Showing the top ${groupDigits(visible.length)} of ${groupDigits(total)} teams.`
                : `Showing the top ${groupDigits(visible.length)} teams.`}
          </p>
          {!loading && (
            <button type="button" className="button button--secondary" onClick={() => setPages((n) => n + 1)}>
              Show {more} more
            </button>
          )}
        </div>
      )}
    </>
  );
}
