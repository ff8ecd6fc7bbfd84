import { useId, useState, type FormEvent } from 'react';
import { POSITIONS } from '../../../domain';
import type { NewPlayer } from '../../api';

const EMPTY = { name: '', position: '', team: '', price: '' };

/** Name, position, side and price, all required (SPEC.md section 5). */
export function CreatePlayerForm({
  sides,
  busy,
  onCreate,
}: {
  sides: string[];
  busy: boolean;
  /** Resolves true when the player was created, so the form can be cleared. */
  onCreate: (player: NewPlayer) => Promise<boolean>;
}) {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const created = await onCreate({ name: form.name.trim(), position: form.position, team: form.team.trim(), price: Number(form.price) });
    if (created) setForm(EMPTY);
  }

  return (
    <form className="form card admin-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a player</h2>
      <div className="admin-form__grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} required maxLength={100} value={form.name} onChange={set('name')} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-position`}>Position</label>
          <select id={`${id}-position`} required value={form.position} onChange={set('position')}>
            <option value="" disabled>
              Choose a position
            </option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-team`}>Team (side)</label>
          <input id={`${id}-team`} required maxLength={100} list={`${id}-sides`} value={form.team} onChange={set('team')} placeholder="e.g. Men's 1st" autoComplete="off" />
          <datalist id={`${id}-sides`}>
            {sides.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>Price (£m)</label>
          <input id={`${id}-price`} required type="number" inputMode="decimal" min="0.1" max="100" step="0.1" value={form.price} onChange={set('price')} placeholder="7.5" />
        </div>
      </div>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        Create Player
      </button>
    </form>
  );
}
