import { AVAILABILITY_NOTE_MAX, type Availability, type AvailabilityStatus } from '../../domain';
import type { AvailabilityUpdate } from '../api';
import { FormField } from './FormField';
import { SelectField } from './SelectField';

const STATUS_OPTIONS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  doubtful: 'Doubtful',
  injured: 'Injured',
  suspended: 'Suspended',
  unavailable: 'Unavailable',
};

/** What the availability form holds while it is edited (the date as the date input gives it). */
export interface AvailabilityForm {
  status: AvailabilityStatus;
  note: string;
  until: string;
}

export const availabilityForm = (a: Availability): AvailabilityForm => ({ status: a.status, note: a.note, until: a.until ?? '' });

/** The call's body: no note or date when available, an empty date as none. */
export const availabilityUpdate = (f: AvailabilityForm): AvailabilityUpdate =>
  f.status === 'available' ? { status: 'available' } : { status: f.status, note: f.note.trim(), until: f.until || null };

/** Status, note and end date of a player's availability (staff's dialog and the account page). */
export function AvailabilityFields({
  id,
  form,
  onChange,
  errors = {},
}: {
  id: string;
  form: AvailabilityForm;
  onChange: (form: AvailabilityForm) => void;
  errors?: Partial<Record<'status' | 'note' | 'until', string>>;
}) {
  const out = form.status !== 'available';
  return (
    <>
      <SelectField id={`${id}-status`} label="Status" value={form.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ ...form, status })}>
        {errors.status && <p className="field__error">{errors.status}</p>}
      </SelectField>
      {out && (
        <>
          <FormField
            id={`${id}-note`}
            label="Note (optional)"
            value={form.note}
            maxLength={AVAILABILITY_NOTE_MAX}
            placeholder="knock, exams, trip home"
            onChange={(note) => onChange({ ...form, note })}
            error={errors.note}
          />
          <FormField
            id={`${id}-until`}
            label="Until (optional)"
            type="date"
            value={form.until}
            onChange={(until) => onChange({ ...form, until })}
            hint="The last day; available again the day after. Leave empty when not known."
            error={errors.until}
          />
        </>
      )}
    </>
  );
}
