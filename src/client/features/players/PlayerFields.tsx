import { useState } from 'react';
import { POSITIONS, type Position } from '../../../domain';
import { FormField } from '../../components/FormField';
import { SelectField } from '../../components/SelectField';

/** A player's fields as the admin forms hold them (text, as typed). */
export interface PlayerForm {
  name: string;
  position: string;
  team: string;
  price: string;
}

type Set = (field: keyof PlayerForm) => (value: string) => void;

const POSITION_OPTIONS = Object.fromEntries(POSITIONS.map((p) => [p, p])) as Record<Position, string>;

/** The player's name (`${id}-name`). */
export function PlayerNameField({ id, form, set }: { id: string; form: PlayerForm; set: Set }) {
  return <FormField id={`${id}-name`} label="Name" required maxLength={100} value={form.name} onChange={set('name')} autoComplete="off" />;
}

/** The club's sides, offered before any player has one. */
export const CLUB_SIDES = ["Men's 1st", "Women's 1st"];
const ANOTHER = '\u0000another';

/**
 * The player's side (`${id}-team`), chosen from the club's sides (those in use, or the club's
 * two); "Another side..." opens a field for a new one (`${id}-team-new`).
 */
export function PlayerSideField({ id, form, set, sides }: { id: string; form: PlayerForm; set: Set; sides: string[] }) {
  const known = sides.length > 0 ? sides : CLUB_SIDES;
  const [another, setAnother] = useState(form.team !== '' && !known.includes(form.team));
  const choose = (value: string) => {
    setAnother(value === ANOTHER);
    set('team')(value === ANOTHER ? '' : value);
  };
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-team`}>Team (side)</label>
        <select id={`${id}-team`} value={another ? ANOTHER : form.team} onChange={(e) => choose(e.target.value)} required>
          <option value="" disabled>
            Choose a side
          </option>
          {known.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          <option value={ANOTHER}>Another side...</option>
        </select>
      </div>
      {another && (
        <FormField id={`${id}-team-new`} label="New side" required maxLength={100} value={form.team} onChange={set('team')} placeholder="e.g. Men's 2nd" autoComplete="off" />
      )}
    </>
  );
}

/** The player's price in £m (`${id}-price`). */
export function PlayerPriceField({ id, form, set, placeholder }: { id: string; form: PlayerForm; set: Set; placeholder?: string }) {
  return (
    <FormField
      id={`${id}-price`}
      label="Price (£m)"
      required
      type="number"
      inputMode="decimal"
      min="0.1"
      max="100"
      step="0.1"
      value={form.price}
      onChange={set('price')}
      placeholder={placeholder}
    />
  );
}

/** The player's position (`${id}-position`); other props go to the select. */
export function PlayerPositionField({
  id,
  form,
  set,
  ...select
}: { id: string; form: PlayerForm; set: Set } & Omit<Parameters<typeof SelectField<Position>>[0], 'id' | 'label' | 'value' | 'onChange' | 'options' | 'form'>) {
  return <SelectField<Position> id={`${id}-position`} label="Position" value={form.position as Position | ''} onChange={set('position')} options={POSITION_OPTIONS} {...select} />;
}
