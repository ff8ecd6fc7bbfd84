import { formatMoney, toTenths } from '../../../../domain';
import type { PlayerSummary } from '../../../api';
import { Modal } from '../../../components/Modal';

/** A team player's totals (SPEC.md section 2, Team page). */
export function PlayerStatsModal({ player, onClose }: { player: PlayerSummary; onClose: () => void }) {
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
    </Modal>
  );
}
