import { Link } from '../../router';
import { formatMoney, toTenths } from '../../../domain';
import type { Player } from '../../api';

/** Every player with the totals of their matches, and a delete button per player. */
export function PlayersTable({
  players,
  deletingId,
  onDelete,
  onEdit,
  onHistory,
}: {
  players: Player[];
  deletingId: number | null;
  onDelete: (player: Player) => void;
  onEdit?: (player: Player) => void;
  onHistory?: (player: Player) => void;
}) {
  if (players.length === 0) return <p className="admin-empty">No players match.</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Players table">
      <table className="table admin-table">
        <caption className="visually-hidden">Players and their season totals</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Position</th>
            <th scope="col">Side</th>
            <th scope="col" className="num">Price</th>
            <th scope="col" className="num"><abbr title="Matches played">Matches</abbr></th>
            <th scope="col" className="num">Goals</th>
            <th scope="col" className="num">Assists</th>
            <th scope="col" className="num"><abbr title="Clean sheets">CS</abbr></th>
            <th scope="col" className="num"><abbr title="Yellow cards">YC</abbr></th>
            <th scope="col" className="num"><abbr title="Red cards">RC</abbr></th>
            <th scope="col" className="num">Points</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.retired ? p.name : <Link to={`/player/${p.id}`}>{p.name}</Link>}</th>
              <td>{p.position}</td>
              <td>{p.team}</td>
              <td className="num">{formatMoney(toTenths(p.price) ?? 0)}</td>
              <td className="num">{p.games_played}</td>
              <td className="num">{p.goals}</td>
              <td className="num">{p.assists}</td>
              <td className="num">{p.clean_sheets}</td>
              <td className="num">{p.yellow_cards}</td>
              <td className="num">{p.red_cards}</td>
              <td className="num">{p.points}</td>
              <td>
                <div className="admin-table__actions">
                  {onEdit && (
                    <button type="button" className="button button--small" onClick={() => onEdit(p)} aria-label={`Edit ${p.name}`}>
                      Edit
                    </button>
                  )}
                  {onHistory && (
                    <button type="button" className="button button--small" onClick={() => onHistory(p)} aria-label={`History of ${p.name}`}>
                      History
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => onDelete(p)}
                    disabled={deletingId === p.id}
                    aria-label={`Delete ${p.name}`}
                  >
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
