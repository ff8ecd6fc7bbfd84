// Groups slots or players into the pitch's four lines, from the own goal up.
import type { ReactNode } from 'react';
import { formatMoney, slotPosition, toTenths, type Position, type SlotId } from '../../../../domain';
import type { Availability } from '../../../../domain';
import { pitchFlag } from '../../../components/Availability';
import type { PitchRow, PitchToken } from '../../../components/Pitch';
import { captainBadge } from '../../../utils/points';
import type { PickedPlayer } from '../teamBuilderSlice';

/** 'Select a Defender', 'Select an Attacker' (docs/rules.md §2: "an" before a vowel). */
export function selectTitle(position: Position): string {
  return `Select ${/^[aeiou]/i.test(position) ? 'an' : 'a'} ${position}`;
}

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

/** The places beyond the base 4-4-2 (docs/rules.md §2): shown while there is room for them. */
const EXTRA_SLOTS: readonly SlotId[] = ['DEF5', 'MID5', 'ATT3'];

/** The builder's pitch: every visible slot, filled or empty; an empty extra place reads "Extra"
 *  rather than "Add", so the eleven of the base 4-4-2 stand out from the three optional ones. */
export function builderRows(
  slots: SlotId[],
  picks: Record<SlotId, PickedPlayer | undefined>,
  onOpen: (slot: SlotId) => void,
  onRemove: (slot: SlotId) => void,
  availabilityOf: (id: number) => Availability | undefined = () => undefined,
): PitchRow[] {
  return rowsOf(slots, slotPosition, (slot) => {
    const p = picks[slot];
    const position = slotPosition(slot);
    if (!p) {
      return {
        key: slot,
        name: EXTRA_SLOTS.includes(slot) ? 'Extra' : 'Add',
        caption: position,
        shortCaption: SHORT[position],
        empty: true,
        onClick: () => onOpen(slot),
        ariaLabel: selectTitle(position),
      };
    }
    return {
      key: slot,
      name: p.name,
      team: p.team,
      caption: formatMoney(p.priceTenths),
      onClick: () => onOpen(slot),
      ariaLabel: `${p.name}, ${position}, ${formatMoney(p.priceTenths)}: change player`,
      onRemove: () => onRemove(slot),
      removeLabel: `Remove ${p.name}`,
      flag: pitchFlag(availabilityOf(p.id)),
    };
  });
}

type TeamPlayer = { id: number; name: string; position: Position; price: number; points: number; team?: string; availability?: Availability };

/** How a saved team's pitch shows each player: what is under the name (the Pick team view: the
 *  opponent of the gameweek the picks count from) and the captain's and vice-captain's marks.
 *  Without a caption, season points. */
export interface TeamPitchExtras {
  /** The line under a player's name and its words for a screen reader. */
  caption?: (id: number) => { caption: ReactNode; spoken: string };
  captain?: number | null;
  viceCaptain?: number | null;
}

/** A saved team's pitch: its players by position. */
export function teamRows(players: TeamPlayer[], onOpen: (id: number) => void, extras: TeamPitchExtras = {}): PitchRow[] {
  return rowsOf(players, (p) => p.position, (p) => {
    const line = extras.caption ? extras.caption(p.id) : { caption: `${p.points} pts`, spoken: `${p.points} points` };
    const mark = captainBadge(p.id, extras.captain, extras.viceCaptain);
    return {
      key: String(p.id),
      name: p.name,
      team: p.team,
      caption: line.caption,
      badge: mark.badge,
      flag: pitchFlag(p.availability),
      onClick: () => onOpen(p.id),
      ariaLabel: `${p.name}${mark.spoken}, ${p.position}${line.spoken ? `, ${line.spoken}` : ''}, ${formatMoney(toTenths(p.price) ?? 0)}: show stats`,
    };
  });
}
