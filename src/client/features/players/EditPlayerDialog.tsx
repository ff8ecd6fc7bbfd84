import { useId, useState, type FormEvent } from 'react';
import { POSITIONS } from '../../../domain';
import type { Player, PlayerUpdate } from '../../api';
import { Modal } from '../../components/Modal';

/** Staff: a player's name, side and price (and position while it has no history), in a dialog. */
export function EditPlayerDialog({
  player,
  sides,
  busy,
  onSave,
  onClose,
}: {
  player: Player;
  sides: string[];
  busy: boolean;
  /** Resolves true when saved, so the dialog can close. */
  onSave: (update: PlayerUpdate) => Promise<boolean>;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState({ name: player.name, team: player.team, price: String(player.price), position: player.position as string });
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));
  // The server refuses a new position once the player has stats or has been in a team.
  const positionLocked = player.games_played > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const update: PlayerUpdate = { name: form.name.trim(), team: form.team.trim(), price: Number(form.price) };
    if (form.position !== player.position) update.position = form.position;
    if (await onSave(update)) onClose();
  }

  return (
    <Modal title={`Edit ${player.name}`} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} required maxLength={100} value={form.name} onChange={set('name')} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-team`}>Team (side)</label>
          <input id={`${id}-team`} required maxLength={100} list={`${id}-sides`} value={form.team} onChange={set('team')} autoComplete="off" />
          <datalist id={`${id}-sides`}>
            {sides.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>Price (£m)</label>
          <input id={`${id}-price`} required type="number" inputMode="decimal" min="0.1" max="100" step="0.1" value={form.price} onChange={set('price')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-position`}>Position</label>
          <select id={`${id}-position`} value={form.position} onChange={set('position')} disabled={positionLocked} aria-describedby={positionLocked ? `${id}-pos-note` : undefined}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          {positionLocked && (
            <p id={`${id}-pos-note`} className="field__hint">
              The position stays: this player already has match stats.
            </p>
          )}
        </div>
        <div className="confirm__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save player'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
