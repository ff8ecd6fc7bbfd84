import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PlayerSummary } from '../../api';
import { DataTable, num } from '../../components/Table';

/** One of the home page's top-5 lists: position in the list, player and side, and one total. */
export function TopPlayersTable({
  id,
  title,
  column,
  players,
  value,
  loading,
  failed,
  empty,
  controls,
}: {
  id: string;
  title: string;
  column: string;
  players: PlayerSummary[];
  value: (p: PlayerSummary) => number;
  loading: boolean;
  failed: boolean;
  empty: string;
  /** Shown under the heading (the side switch). */
  controls?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="card home__top" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {controls}
      {loading ? (
        <p className="home__note home__loading home__loading--top">Loading...</p>
      ) : failed ? null : players.length === 0 ? (
        <p className="home__note">{empty}</p>
      ) : (
        <DataTable className="table top-table" caption={`${title}, top ${players.length}`} columns={[num('#', 'Place'), 'Player', num(column)]}>
          {players.map((p, i) => (
            <tr key={p.id}>
              <td className="num">{i + 1}</td>
              <th scope="row">
                <Link to={`/player/${p.id}`} className="top-table__name">
                  {p.name}
                </Link>
                <span className="top-table__side">
                  {p.position} · {p.team}
                </span>
              </th>
              <td className="num top-table__value">{value(p)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
