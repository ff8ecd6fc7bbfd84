// One team's history as the standings engine keeps it (flat arrays of numbers), and what it says
// at an instant: the players held, the bench and the 11, the captaincy chosen. No points here
// (compute.ts), and no state.
import { choiceInForce, stayCovers } from '../../domain/snapshots';
import { BENCH_SIZE, type LineupPlayer } from '../../domain/bench';
import type { ChipWeek } from './ledger';

/** One team's history as loaded: membership rows, and captaincy rows in the order made (0 = none). */
export interface TeamFacts {
  id: number;
  name: string;
  players: number[];
  joined: number[];
  /** Infinity while the row is open. */
  left: number[];
  capSetAt: number[];
  capCaptain: number[];
  capVice: number[];
  /** Bench rows in the order made: when each was set, and BENCH_SIZE player ids a row in bench
   *  order (0 = an empty place). */
  benchSetAt: number[];
  benchPlayers: number[];
  /** The chips played, by the Monday of the week each is played for (the product rules §22). */
  chips?: ChipWeek[];
}

/**
 * A team's history as the model keeps it: flat arrays of numbers rather than eight (fewer objects
 * per team). `stays` holds each membership row as (player, joined, left), `choices` each
 * captaincy row in the order made as (set at, captain, vice), `benches` each bench row in the
 * order made as (set at, then BENCH_SIZE players in bench order, 0 for an empty place). A team
 * that never had a bench shares one empty array.
 */
export interface History {
  stays: number[];
  choices: number[];
  benches: number[];
  /** The chips played (a team that never played one shares one empty array). */
  chips: ChipWeek[];
}

/** Numbers a bench row takes in `History.benches`. */
export const BENCH_STRIDE = 1 + BENCH_SIZE;
const NO_BENCHES: number[] = [];
const NO_CHIPS: ChipWeek[] = [];

/** Each player's position as the substitution rule needs it (the players a history names). */
export type Lineups = readonly (LineupPlayer | undefined)[];

export function historyOf(f: TeamFacts): History {
  const stays = new Array<number>(f.players.length * 3);
  for (let k = 0; k < f.players.length; k++) {
    stays[3 * k] = f.players[k];
    stays[3 * k + 1] = f.joined[k];
    stays[3 * k + 2] = f.left[k];
  }
  const choices = new Array<number>(f.capSetAt.length * 3);
  for (let k = 0; k < f.capSetAt.length; k++) {
    choices[3 * k] = f.capSetAt[k];
    choices[3 * k + 1] = f.capCaptain[k];
    choices[3 * k + 2] = f.capVice[k];
  }
  let benches = NO_BENCHES;
  if (f.benchSetAt.length > 0) {
    benches = new Array<number>(f.benchSetAt.length * BENCH_STRIDE);
    for (let k = 0; k < f.benchSetAt.length; k++) {
      benches[BENCH_STRIDE * k] = f.benchSetAt[k];
      for (let i = 0; i < BENCH_SIZE; i++) benches[BENCH_STRIDE * k + 1 + i] = f.benchPlayers[BENCH_SIZE * k + i] || 0;
    }
  }
  return { stays, choices, benches, chips: f.chips && f.chips.length > 0 ? f.chips : NO_CHIPS };
}

/** The bench in force at `at`: the latest bench row made at or before it, in bench order, each
 *  player only while the team holds them then; into `out`. */
export function benchAt(h: History, at: number, out: number[] = []): number[] {
  out.length = 0;
  const b = h.benches;
  if (b.length === 0) return out;
  const k = choiceInForce(b, at, BENCH_STRIDE);
  if (k < 0) return out;
  for (let i = 1; i <= BENCH_SIZE; i++) {
    const p = b[k + i];
    if (p && holdsAt(h, p, at)) out.push(p);
  }
  return out;
}

/** Whether the bench row in force at `at` names `player` (held then or not). */
export function benchNames(h: History, player: number, at: number): boolean {
  const b = h.benches;
  if (b.length === 0) return false;
  const k = choiceInForce(b, at, BENCH_STRIDE);
  if (k < 0) return false;
  for (let i = 1; i <= BENCH_SIZE; i++) if (b[k + i] === player) return true;
  return false;
}

/** The team's bench now (the latest row, less anyone it no longer holds), in bench order. */
export function benchNow(h: History): number[] {
  const b = h.benches;
  const out: number[] = [];
  if (b.length === 0) return out;
  const now = playersNow(h);
  for (let i = b.length - BENCH_SIZE; i < b.length; i++) if (b[i] && now.includes(b[i])) out.push(b[i]);
  return out;
}

/** A team's 11 and bench at `at`: the players it holds then, the bench's in bench order and the
 *  rest (the 11) in the order of their rows. */
export function lineupAt(h: History, at: number): { starters: number[]; bench: number[] } {
  const bench = benchAt(h, at);
  const starters = squadAt(h, at).filter((p) => !bench.includes(p));
  return { starters, bench };
}

/** The distinct players of a history at instant `at`, into `out`. */
export function squadAt(h: History, at: number, out: number[] = []): number[] {
  out.length = 0;
  const s = h.stays;
  for (let k = 0; k < s.length; k += 3) {
    if (stayCovers(s[k + 1], s[k + 2], at) && !out.includes(s[k])) out.push(s[k]);
  }
  return out;
}

export function holdsAt(h: History, player: number, at: number): boolean {
  const s = h.stays;
  for (let k = 0; k < s.length; k += 3) if (s[k] === player && stayCovers(s[k + 1], s[k + 2], at)) return true;
  return false;
}

/** The players a history names at some time (its whole membership), and those it holds now. */
export function playersEver(h: History): Set<number> {
  const all = new Set<number>();
  for (let k = 0; k < h.stays.length; k += 3) all.add(h.stays[k]);
  return all;
}

export function playersNow(h: History): number[] {
  const now: number[] = [];
  for (let k = 0; k < h.stays.length; k += 3) if (h.stays[k + 2] === Infinity && !now.includes(h.stays[k])) now.push(h.stays[k]);
  return now;
}

/** The team's 11 now, its bench now (in order) and its captaincy now (the latest choices). */
export function lineupNow(h: History): { squad: number[]; bench: number[]; captain: number | null; vice: number | null } {
  const bench = benchNow(h);
  return { squad: playersNow(h).filter((p) => !bench.includes(p)), bench, ...lastChoice(h) };
}

/** The latest captaincy row (the team's choice now), or nulls. */
export function lastChoice(h: History): { captain: number | null; vice: number | null } {
  const c = h.choices;
  return c.length === 0 ? { captain: null, vice: null } : { captain: c[c.length - 2] || null, vice: c[c.length - 1] || null };
}

/** True when one player has two rows that are open at a common instant (possible after the game
 *  clock moved back): squads are then made distinct week by week (the slow path). */
export function hasOverlaps(h: History): boolean {
  const s = h.stays;
  for (let a = 0; a < s.length; a += 3) {
    for (let b = a + 3; b < s.length; b += 3) {
      if (s[a] === s[b] && s[a + 1] < s[b + 2] && s[b + 1] < s[a + 2]) return true;
    }
  }
  return false;
}
