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

/** The player's side (`${id}-team`), suggesting the sides already in use. */
export function PlayerSideField({ id, form, set, sides, placeholder }: { id: string; form: PlayerForm; set: Set; sides: string[]; placeholder?: string }) {
  return (
    <FormField
      id={`${id}-team`}
      label="Team (side)"
      required
      maxLength={100}
      list={`${id}-sides`}
      value={form.team}
      onChange={set('team')}
      placeholder={placeholder}
      autoComplete="off"
    >
      <datalist id={`${id}-sides`}>
        {sides.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
    </FormField>
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
