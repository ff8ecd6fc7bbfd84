import { useId, useState, type FormEvent } from 'react';
import { useSetPlayerAvailabilityMutation, type Player } from '../../api';
import { errorText, fieldError } from '../../api/errors';
import { AvailabilityFields, availabilityForm, availabilityUpdate } from '../../components/AvailabilityFields';
import { FormDialog } from '../../components/FormDialog';

/** Staff: whether a player can play (status, note, last day), in a dialog. */
export function AvailabilityDialog({ player, onSaved, onClose }: { player: Player; onSaved: (text: string) => void; onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState(() => availabilityForm(player.availability));
  const [setAvailability, { isLoading, error }] = useSetPlayerAvailabilityMutation();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await setAvailability({ id: player.id, availabilityUpdate: availabilityUpdate(form) });
    if ('data' in result) {
      onSaved(`Availability of ${player.name} saved.`);
      onClose();
    }
  }

  const errors = { status: fieldError(error, 'status') ?? undefined, note: fieldError(error, 'note') ?? undefined, until: fieldError(error, 'until') ?? undefined };
  const other = error && !errors.status && !errors.note && !errors.until ? errorText(error) : null;
  return (
    <FormDialog title={`Availability: ${player.name}`} saveLabel="Save availability" busy={isLoading} onSubmit={submit} onClose={onClose}>
      <AvailabilityFields id={id} form={form} onChange={setForm} errors={errors} />
      {other && <p className="field__error" role="alert">{other}</p>}
    </FormDialog>
  );
}
