// How the standings engine stores its teams (docs/season-model.md): one slot per team, and columns
// indexed by slot (typed arrays) instead of an object and four typed arrays per team. A team's
// weekly numbers are the cells slot * weeks + week index of two shared columns. Slots of deleted
// teams are reused. Nothing here knows the game's rules.
import type { History } from './compute';

/** 2^31 - 1: the name place of a team whose place is not known yet (it sorts last). */
export const NO_PLACE = 0x7fffffff;

export class TeamStore {
  /** Team id by slot (0 = a free slot) and slot by team id. */
  ids = new Int32Array(0);
  slotOf = new Map<number, number>();
  names: string[] = [];
  histories: (History | null)[] = [];
  overlaps = new Uint8Array(0);
  /** Place in name order (lower(name), id), for the league table's ties. */
  places = new Int32Array(0);
  totals = new Int32Array(0);
  /** Per slot and week: whether a snapshot exists, and its weekly points. */
  has = new Uint8Array(0);
  points = new Int32Array(0);
  /** Weeks per slot in `has` and `points`. */
  stride = 0;
  /** Slots ever used (the columns' used length) and the free ones among them. */
  used = 0;
  private free: number[] = [];

  get size(): number {
    return this.slotOf.size;
  }

  /** A slot for a new team, growing the columns by half when full. */
  claim(id: number): number {
    let slot = this.free.pop();
    if (slot === undefined) {
      if (this.used === this.ids.length) this.grow(Math.max(64, Math.ceil(this.used * 1.5)));
      slot = this.used++;
    }
    this.ids[slot] = id;
    this.slotOf.set(id, slot);
    return slot;
  }

  release(slot: number): void {
    this.slotOf.delete(this.ids[slot]);
    this.ids[slot] = 0;
    this.names[slot] = '';
    this.histories[slot] = null;
    this.totals[slot] = 0;
    this.places[slot] = NO_PLACE;
    this.free.push(slot);
  }

  /** New week columns for `weeks` weeks per slot (every team is then computed again). */
  resize(weeks: number): void {
    this.stride = weeks;
    this.has = new Uint8Array(this.ids.length * weeks);
    this.points = new Int32Array(this.ids.length * weeks);
  }

  /** New week columns for `weeks` weeks per slot, week `wi` holding the cells of the old week
   *  `from[wi]` (-1: none, left empty). */
  reindex(weeks: number, from: readonly number[]): void {
    const { has, points, stride } = this;
    this.resize(weeks);
    this.forEach((slot) => {
      for (let wi = 0; wi < weeks; wi++) {
        if (from[wi] < 0) continue;
        this.has[slot * weeks + wi] = has[slot * stride + from[wi]];
        this.points[slot * weeks + wi] = points[slot * stride + from[wi]];
      }
    });
  }

  /** The used slots. */
  slots(): number[] {
    const out: number[] = [];
    this.forEach((slot) => out.push(slot));
    return out;
  }

  /** Calls `fn` with each used slot. */
  forEach(fn: (slot: number) => void): void {
    for (let slot = 0; slot < this.used; slot++) if (this.ids[slot] !== 0) fn(slot);
  }

  private grow(capacity: number): void {
    const copy = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T, per = 1): T => {
      const b = make(capacity * per);
      b.set(a);
      return b;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.overlaps = copy(this.overlaps, (n) => new Uint8Array(n));
    this.places = copy(this.places, (n) => new Int32Array(n).fill(NO_PLACE));
    this.totals = copy(this.totals, (n) => new Int32Array(n));
    this.has = copy(this.has, (n) => new Uint8Array(n), this.stride);
    this.points = copy(this.points, (n) => new Int32Array(n), this.stride);
  }
}

/** Sets of team slots by player (which teams' histories name each player), as growable typed
 *  arrays: a few bytes an entry where a Set of numbers takes tens. */
export class SlotsByPlayer {
  private lists = new Map<number, { slots: Int32Array; size: number }>();

  add(player: number, slot: number): void {
    let list = this.lists.get(player);
    if (!list) this.lists.set(player, (list = { slots: new Int32Array(8), size: 0 }));
    if (list.size === list.slots.length) {
      const bigger = new Int32Array(list.size * 2);
      bigger.set(list.slots);
      list.slots = bigger;
    }
    list.slots[list.size++] = slot;
  }

  remove(player: number, slot: number): void {
    const list = this.lists.get(player);
    if (!list) return;
    const i = list.slots.subarray(0, list.size).indexOf(slot);
    if (i < 0) return;
    list.slots[i] = list.slots[--list.size];
  }

  forEach(player: number, fn: (slot: number) => void): void {
    const list = this.lists.get(player);
    if (list) for (let i = 0; i < list.size; i++) fn(list.slots[i]);
  }
}
