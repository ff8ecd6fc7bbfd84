// The team builder's slots (docs/rules.md §2), as pure functions for the
// Redux reducers. A slot's position follows from its id, so the counts come from the slot map.
//
// Reading of the spec's slot rules, with D, M, A the filled defender, midfielder and attacker
// slots and O = D + M + A:
//  1. GK is always shown, and a filled slot is always shown (a pick never vanishes).
//  2. Safety: an empty outfield slot is shown only if filling it keeps the squad rules (O <= 10,
//     not 5 defenders with 5 midfielders). The spec states this for the extra slots ("only while
//     the outfield count is 9 or fewer", "4->5 while the other line is under 5"), but slots can be
//     filled in any order, so it must hold for every slot: a full 5-3-2 would otherwise still
//     offer MID4 (5-4-2), and DEF1-3 + DEF5 with MID1-5 would still offer DEF4 (5-5-0).
//  3. Base 4-4-2: DEF1-4, MID1-4, ATT1 and ATT2 are shown (subject to 2).
//  4. Extra slots as the spec words them: DEF5 only while M < 5, MID5 only while D < 5, ATT3
//     (attackers may be 2 or 3) like any slot while O <= 9.
//  5. With 4+5 or 5+4 (D + M = 9) only one attacker fits: ATT2 is hidden when empty, as the
//     spec says, and so is ATT3 (else it would simply take ATT2's place on the pitch).
// Rule 2 alone keeps every reachable state inside the squad rules (slots.test.ts checks every
// state reachable by filling and clearing); rules 3-5 decide what the pitch looks like.
import type { Position } from './positions';
import { OUTFIELD_SIZE, MAX_PER_POSITION, isAllowedOutfield } from './squad';

export type SlotId = string;
/** Slot id → picked player id; an absent key or undefined means the slot is empty. */
export type SlotMap = Record<SlotId, number | undefined>;
export type OutfieldCounts = { Defender: number; Midfielder: number; Attacker: number };

const PREFIX: Record<Exclude<Position, 'Goalkeeper'>, string> = {
  Defender: 'DEF',
  Midfielder: 'MID',
  Attacker: 'ATT',
};

const lineSlots = (pos: Exclude<Position, 'Goalkeeper'>): SlotId[] =>
  Array.from({ length: MAX_PER_POSITION[pos] }, (_, i) => `${PREFIX[pos]}${i + 1}`);

/** Every slot, in pitch order: GK, DEF1-5, MID1-5, ATT1-3. */
export const ALL_SLOTS: readonly SlotId[] = Object.freeze([
  'GK',
  ...lineSlots('Defender'),
  ...lineSlots('Midfielder'),
  ...lineSlots('Attacker'),
]);

const POSITION_OF_SLOT: ReadonlyMap<SlotId, Position> = new Map(
  ALL_SLOTS.map((s): [SlotId, Position] => [
    s,
    s === 'GK' ? 'Goalkeeper' : s.startsWith('DEF') ? 'Defender' : s.startsWith('MID') ? 'Midfielder' : 'Attacker',
  ]),
);

export function isSlotId(x: unknown): x is SlotId {
  return typeof x === 'string' && POSITION_OF_SLOT.has(x);
}

/** The position a slot holds; throws for an unknown slot id (a programming error). */
export function slotPosition(slot: SlotId): Position {
  const pos = POSITION_OF_SLOT.get(slot);
  if (!pos) throw new RangeError(`Unknown slot: ${slot}`);
  return pos;
}

const isFilled = (filled: SlotMap, slot: SlotId): boolean =>
  Object.prototype.hasOwnProperty.call(filled, slot) && filled[slot] !== undefined;

/** Filled slots per position; keys that are not slot ids are ignored. */
export function countsFromSlots(filled: SlotMap): Record<Position, number> {
  const counts: Record<Position, number> = { Goalkeeper: 0, Defender: 0, Midfielder: 0, Attacker: 0 };
  for (const slot of ALL_SLOTS) if (isFilled(filled, slot)) counts[slotPosition(slot)] += 1;
  return counts;
}

/**
 * The slots the builder shows, in pitch order. `counts` must be the filled counts of `filled`
 * (countsFromSlots(filled)); see the reading at the top of this file.
 */
export function visibleSlots(counts: OutfieldCounts, filled: SlotMap): SlotId[] {
  const { Defender: d, Midfielder: m, Attacker: a } = counts;
  const oneAttackerFits = d + m >= OUTFIELD_SIZE - 1;
  const showEmpty = (slot: SlotId): boolean => {
    const pos = slotPosition(slot);
    if (pos === 'Goalkeeper') return true;
    const after: OutfieldCounts = { Defender: d, Midfielder: m, Attacker: a };
    after[pos] += 1;
    if (!isAllowedOutfield(after.Defender, after.Midfielder, after.Attacker)) return false;
    if (slot === 'DEF5') return m < MAX_PER_POSITION.Midfielder;
    if (slot === 'MID5') return d < MAX_PER_POSITION.Defender;
    if (slot === 'ATT2' || slot === 'ATT3') return !oneAttackerFits;
    return true;
  };
  return ALL_SLOTS.filter((slot) => isFilled(filled, slot) || showEmpty(slot));
}

/** visibleSlots with the counts taken from the map itself. */
export function visibleSlotsOf(filled: SlotMap): SlotId[] {
  return visibleSlots(countsFromSlots(filled), filled);
}

/** Whether a player may be put into this slot now: it exists, is empty and is shown. */
export function canFillSlot(filled: SlotMap, slot: SlotId): boolean {
  return isSlotId(slot) && !isFilled(filled, slot) && visibleSlotsOf(filled).includes(slot);
}

/** The picked player ids in pitch order (the payload of create and transfer calls). */
export function pickedPlayerIds(filled: SlotMap): number[] {
  return ALL_SLOTS.filter((s) => isFilled(filled, s)).map((s) => filled[s] as number);
}

/**
 * Lays out an existing team (e.g. for the transfers page): each player takes the lowest free
 * slot of its position. Throws when a position has more players than slots.
 */
export function slotsForPlayers(players: readonly { id: number; position: Position }[]): SlotMap {
  const map: SlotMap = {};
  for (const p of players) {
    const free = ALL_SLOTS.find((s) => slotPosition(s) === p.position && !isFilled(map, s));
    if (!free) throw new RangeError(`No free ${p.position} slot for player ${p.id}`);
    map[free] = p.id;
  }
  return map;
}
