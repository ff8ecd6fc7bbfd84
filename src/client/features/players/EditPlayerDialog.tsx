import { useId, useState, type FormEvent } from 'react';
import type { Player, PlayerUpdate } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { PlayerNameField, PlayerPositionField, PlayerPriceField, PlayerSideField, type PlayerForm } from './PlayerFields';

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
  const [form, setForm] = useState<PlayerForm>({ name: player.name, team: player.team, price: String(player.price), position: player.position });
  const linked = player.user_id === null ? '' : String(player.user_id);
  const [userId, setUserId] = useState(linked);
  const set = (field: keyof PlayerForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  // The server refuses a new position once the player has stats or has been in a team.
  const positionLocked = player.games_played > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const update: PlayerUpdate = { name: form.name.trim(), team: form.team.trim(), price: Number(form.price) };
    if (form.position !== player.position) update.position = form.position;
    if (userId.trim() !== linked) update.user_id = userId.trim() === '' ? null : Number(userId.trim());
    if (await onSave(update)) onClose();
  }

  return (
    <FormDialog title={`Edit ${player.name}`} saveLabel="Save player" busy={busy} onSubmit={submit} onClose={onClose}>
      <PlayerNameField id={id} form={form} set={set} />
      <PlayerSideField id={id} form={form} set={set} sides={sides} />
      <PlayerPriceField id={id} form={form} set={set} />
      <PlayerPositionField id={id} form={form} set={set} disabled={positionLocked} aria-describedby={positionLocked ? `${id}-pos-note` : undefined}>
        {positionLocked && (
          <p id={`${id}-pos-note`} className="field__hint">
            The position stays: this player already has match stats.
          </p>
        )}
      </PlayerPositionField>
      <FormField
        id={`${id}-user`}
        label="Linked user (account number)"
        inputMode="numeric"
        pattern="[0-9]*"
        value={userId}
        onChange={setUserId}
        hint="The player's own account, shown on their account page: they can then set their availability. Empty for none."
      />
    </FormDialog>
  );
}
