import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LeagueRow } from '../../api';

/**
 * The league: rank, team and total points, highest first as the server orders them. A click
 * anywhere on a row opens the team's snapshot; the team name is a real link, so the keyboard
 * (Tab, then Enter) and screen readers reach the same page.
 */
export function LeagueTable({ rows }: { rows: LeagueRow[] }) {
  const navigate = useNavigate();
  function openRow(e: MouseEvent<HTMLTableRowElement>, id: number) {
    // The link handles its own clicks (and middle or modified clicks); only the rest of the row is ours.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(`/team/${id}`);
  }
  return (
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
        {rows.map((row, i) => (
          <tr
            key={row.id}
            className={i === 0 ? 'league-table__row league-table__row--leader' : 'league-table__row'}
            onClick={(e) => openRow(e, row.id)}
          >
            <td className="num league-table__rank">{row.rank ?? i + 1}</td>
            <th scope="row">
              <Link to={`/team/${row.id}`} className="league-table__link">
                {row.name}
              </Link>
              {i === 0 && (
                <span className="league-table__badge">Leader</span>
              )}
            </th>
            <td className="num league-table__points">{row.total_points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
