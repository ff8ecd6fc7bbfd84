import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, toTenths } from '../../../../domain';
import type { PlayerSummary } from '../../../api';
import { Modal } from '../../../components/Modal';

/** A team player's totals (shown from the team page). */
export function PlayerStatsModal({
  player,
  onClose,
  children,
}: {
  player: PlayerSummary;
  onClose: () => void;
  /** Actions under the stats (e.g. "Make captain"). */
  children?: ReactNode;
}) {
  const price = toTenths(player.price);
  const rows: [string, string | number][] = [
    ['Name', player.name],
    ['Position', player.position],
    ['Side', player.team],
    ['Matches', player.games_played],
    ['Goals', player.goals],
    ['Assists', player.assists],
    ['Clean sheets', player.clean_sheets],
    ['Points', player.points],
    ['Form', player.form],
    ['Selected by', `${player.selected_by_percent}%`],
    ['Price', price === null ? String(player.price) : formatMoney(price)],
  ];
  return (
    <Modal title={player.name} onClose={onClose}>
      <dl className="stats-list">
        {rows.map(([label, value]) => (
          <div key={label} className="stats-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {player.retired && <p className="stats-list__note">This player has retired and can no longer be picked.</p>}
      {children}
      <p className="stats-list__more">
        <Link to={`/player/${player.id}`}>{player.name}: season match by match</Link>
      </p>
    </Modal>
  );
}
