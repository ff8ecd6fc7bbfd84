import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LeagueRow } from '../../api';

/** The viewer's own row, for a link that jumps to it. */
export const MY_ROW_ID = 'league-row-mine';

/** Rows shown at first, and added by each "Show more". A season can have thousands of teams. */
export const LEAGUE_PAGE = 50;

/**
 * The league: rank, team and total points, highest first as the server orders them. A click
 * anywhere on a row opens the team's snapshot; the team name is a real link, so the keyboard
 * (Tab, then Enter) and screen readers reach the same page.
 * Long leagues show their top rows and grow on request; the viewer's own team is marked, and
 * kept in view below the shown rows when it ranks lower.
 */
export function LeagueTable({ rows, myTeamId }: { rows: LeagueRow[]; myTeamId?: number }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(LEAGUE_PAGE);
  function openRow(e: MouseEvent<HTMLTableRowElement>, id: number) {
    // The link handles its own clicks (and middle or modified clicks); only the rest of the row is ours.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(`/team/${id}`);
  }
  const visible = rows.slice(0, shown);
  const myIndex = myTeamId === undefined ? -1 : rows.findIndex((r) => r.id === myTeamId);
  const pinned = myIndex >= shown ? rows[myIndex] : null;
  const more = Math.min(LEAGUE_PAGE, rows.length - shown);

  const row = (r: LeagueRow, i: number) => {
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
        <td className="num league-table__rank">{r.rank ?? i + 1}</td>
        <th scope="row">
          <Link to={`/team/${r.id}`} className="league-table__link">
            {r.name}
          </Link>
          {i === 0 && <span className="league-table__badge">Leader</span>}
          {r.id === myTeamId && <span className="league-table__badge league-table__badge--mine">Your team</span>}
        </th>
        <td className="num league-table__points">{r.total_points}</td>
      </tr>
    );
  };

  return (
    <>
      <table className="table league-table">
        <caption className="visually-hidden">Fantasy teams by total points</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              <abbr title="Rank">#</abbr>
            </th>
            <th scope="col">Team</th>
            <th scope="col" className="num">Points</th>
          </tr>
        </thead>
        <tbody>
          {visible.map(row)}
          {pinned && (
            <>
              <tr className="league-table__gap" aria-hidden="true">
                <td colSpan={3}>⋯</td>
              </tr>
              {row(pinned, myIndex)}
            </>
          )}
        </tbody>
      </table>
      {more > 0 && (
        <div className="league-table__more">
          <p className="home__note" aria-live="polite">
            Showing the top {visible.length.toLocaleString('en-GB')} of {rows.length.toLocaleString('en-GB')} teams.
          </p>
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + LEAGUE_PAGE)}>
            Show {more} more
          </button>
        </div>
      )}
    </>
  );
}
