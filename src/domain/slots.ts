// The team builder's slots (SPEC.md section 4, "Formation and slots"), as pure functions for the
// Redux reducers. A slot's position follows from its id, so the counts come from the slot map.
//
// Reading of the spec's slot rules, with D, M, A the filled defender, midfielder and attacker
// slots and O = D + M + A:
//  1. GK is always shown, and a filled slot is always shown (a pick never vanishes).
//  2. An empty outfield slot is shown only while O <= 9. The spec says this of the extra slots;
//     it must hold for the base slots too, or a full 5-3-2 would still offer MID4 and allow a
//     12th player (5-4-2). With it, no empty slot is offered once the outfield is complete.
//  3. Base 4-4-2: DEF1-4, MID1-4, ATT1 and ATT2 are shown (subject to 2).
//  4. DEF5 is shown while M < 5; MID5 while D < 5. So 5 defenders and 5 midfielders never meet.
//  5. ATT3 (attackers may be 2 or 3) is shown like any extra slot, while O <= 9.
//  6. With 4+5 or 5+4 (D + M = 9) only one attacker fits: ATT2 is hidden when empty, as the
//     spec says, and so is ATT3 (else it would simply take ATT2's place on the pitch).
// Rules 2 and 4 are what keep every reachable state inside the squad rules (slots.test.ts checks
// every state reachable by filling and clearing); the others decide what the pitch looks like.
import type { Position } from './positions';
import { OUTFIELD_SIZE, MAX_PER_POSITION } from './squad';

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
  const outfieldFull = d + m + a >= OUTFIELD_SIZE;
  const oneAttackerFits = d + m >= OUTFIELD_SIZE - 1;
  const showEmpty = (slot: SlotId): boolean => {
    if (slot === 'GK') return true;
    if (outfieldFull) return false;
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
