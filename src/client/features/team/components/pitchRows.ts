// Groups slots or players into the pitch's four lines, from the own goal up.
import { formatMoney, slotPosition, toTenths, type Position, type SlotId } from '../../../../domain';
import type { PitchRow, PitchToken } from '../../../components/Pitch';
import type { PickedPlayer } from '../teamBuilderSlice';

const SHORT: Record<Position, string> = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MID', Attacker: 'ATT' };

const LINES: { key: string; position: Position; label: string }[] = [
  { key: 'GK', position: 'Goalkeeper', label: 'Goalkeeper' },
  { key: 'DEF', position: 'Defender', label: 'Defenders' },
  { key: 'MID', position: 'Midfielder', label: 'Midfielders' },
  { key: 'ATT', position: 'Attacker', label: 'Attackers' },
];

function rowsOf<T>(items: T[], positionOf: (item: T) => Position, toToken: (item: T) => PitchToken): PitchRow[] {
  return LINES.map((line) => ({
    key: line.key,
    label: line.label,
    keeper: line.position === 'Goalkeeper',
    tokens: items.filter((i) => positionOf(i) === line.position).map(toToken),
  })).filter((row) => row.tokens.length > 0);
}

/** The builder's pitch: every visible slot, filled or empty. */
export function builderRows(
  slots: SlotId[],
  picks: Record<SlotId, PickedPlayer | undefined>,
  onOpen: (slot: SlotId) => void,
  onRemove: (slot: SlotId) => void,
): PitchRow[] {
  return rowsOf(slots, slotPosition, (slot) => {
    const p = picks[slot];
    const position = slotPosition(slot);
    if (!p) {
      return {
        key: slot,
        name: 'Add',
        caption: position,
        shortCaption: SHORT[position],
        empty: true,
        onClick: () => onOpen(slot),
        ariaLabel: `Select a ${position}`,
      };
    }
    return {
      key: slot,
      name: p.name,
      caption: formatMoney(p.priceTenths),
      onClick: () => onOpen(slot),
      ariaLabel: `${p.name}, ${position}, ${formatMoney(p.priceTenths)}: change player`,
      onRemove: () => onRemove(slot),
      removeLabel: `Remove ${p.name}`,
    };
  });
}

type TeamPlayer = { id: number; name: string; position: Position; price: number; points: number };

/** A saved team's pitch: its players by position, with their points. */
export function teamRows(players: TeamPlayer[], onOpen: (id: number) => void): PitchRow[] {
  return rowsOf(players, (p) => p.position, (p) => ({
    key: String(p.id),
    name: p.name,
    caption: `${p.points} pts`,
    onClick: () => onOpen(p.id),
    ariaLabel: `${p.name}, ${p.position}, ${p.points} points, ${formatMoney(toTenths(p.price) ?? 0)}: show stats`,
  }));
}
