import { useId, useState, type FormEvent } from 'react';
import type { NewPlayer } from '../../api';
import { SubmitButton } from '../../components/SubmitButton';
import { PlayerNameField, PlayerPositionField, PlayerPriceField, PlayerSideField, type PlayerForm } from './PlayerFields';

const EMPTY: PlayerForm = { name: '', position: '', team: '', price: '' };

/** Name, position, side and price, all required (docs/rules.md §1). */
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
  const set = (field: keyof PlayerForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const created = await onCreate({ name: form.name.trim(), position: form.position, team: form.team.trim(), price: Number(form.price) });
    if (created) setForm(EMPTY);
  }

  return (
    <form className="form card admin-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a player</h2>
      <div className="admin-form__grid">
        <PlayerNameField id={id} form={form} set={set} />
        <PlayerPositionField id={id} form={form} set={set} required blank={{ label: 'Choose a position', disabled: true }} />
        <PlayerSideField id={id} form={form} set={set} sides={sides} />
        <PlayerPriceField id={id} form={form} set={set} placeholder="7.5" />
      </div>
      <SubmitButton label="Create Player" busy={busy} />
    </form>
  );
}
