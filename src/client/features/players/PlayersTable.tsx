import { Link } from 'react-router-dom';
import { formatMoney, toTenths } from '../../../domain';
import type { Player } from '../../api';
import { DataTable, NumCells, num, unseen } from '../../components/Table';
import { RowActions } from '../../components/RowActions';
import { AvailabilityFlag } from '../../components/Availability';

const COLUMNS = [
  'Name',
  { label: <abbr title="Position">Pos</abbr> },
  'Side',
  'Availability',
  num('Price'),
  num('MP', 'Matches played'),
  num('Goals'),
  num('Assists'),
  num('CS', 'Clean sheets'),
  num('YC', 'Yellow cards'),
  num('RC', 'Red cards'),
  num('Points'),
  unseen('Actions'),
];

const TOTALS = ['Price', 'Matches', 'Goals', 'Assists', 'Clean sheets', 'Yellow cards', 'Red cards', 'Points'];

const SHORT_POSITION: Record<string, string> = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MID', Attacker: 'ATT' };

/** Every player with the totals of their matches, and a delete button per player. On a phone
 *  each row is drawn as a card of two lines (name, price and points; position, side and the
 *  availability) over its buttons; the match totals are on the player's own page. */
export function PlayersTable({
  players,
  deletingId,
  onDelete,
  onEdit,
  onHistory,
  onAvailability,
}: {
  players: Player[];
  deletingId: number | null;
  onDelete: (player: Player) => void;
  onEdit?: (player: Player) => void;
  onHistory?: (player: Player) => void;
  onAvailability?: (player: Player) => void;
}) {
  if (players.length === 0) return <p className="admin-empty">No players match.</p>;
  return (
    <DataTable className="table admin-table admin-table--cards players-table" caption="Players and their season totals" columns={COLUMNS} scroll="Players table">
      {players.map((p) => (
        <tr key={p.id}>
          <th scope="row">{p.retired ? p.name : <Link to={`/player/${p.id}`}>{p.name}</Link>}</th>
          <td className="players-table__position" data-label="Position">
            <span aria-hidden="true">{SHORT_POSITION[p.position] ?? p.position}</span>
            <span className="visually-hidden">{p.position}</span>
          </td>
          <td data-label="Side">{p.team}</td>
          <td className="admin-table__availability" data-label="Availability">
            <AvailabilityFlag availability={p.availability} />
            {onAvailability && (
              <button type="button" className="button button--small" onClick={() => onAvailability(p)} aria-label={`Set availability of ${p.name}`}>
                {p.availability.status === 'available' ? 'Available' : 'Change'}
              </button>
            )}
          </td>
          <NumCells
            values={[formatMoney(toTenths(p.price) ?? 0), p.games_played, p.goals, p.assists, p.clean_sheets, p.yellow_cards, p.red_cards, p.points]}
            labels={TOTALS}
          />
          <td className="admin-table__actions-cell">
            {/* The buttons in a box of their own: a flex table cell breaks the row. */}
            <div className="admin-table__actions">
              <RowActions
                onEdit={onEdit && (() => onEdit(p))}
                onHistory={onHistory && (() => onHistory(p))}
                onDelete={() => onDelete(p)}
                deleting={deletingId === p.id}
                labels={{ edit: `Edit ${p.name}`, history: `History of ${p.name}`, delete: `Delete ${p.name}` }}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
