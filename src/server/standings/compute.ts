// One team's history and the rules that turn it into its numbers for a gameweek (the rules
// themselves are src/domain's: docs/rules.md §6-§7). The standings engine (seasonModel.ts) keeps the
// results; this file keeps no state.
import { CAPTAIN_MULTIPLIER, countedPoints, doubledPlayer } from '../../domain/scoring';
import { choiceInForce, hasSnapshot, stayCovers } from '../../domain/snapshots';

/** One gameweek as the model uses it; deadlines in milliseconds. */
export interface SeasonWeek {
  id: number;
  week: number;
  startDate: string;
  deadline: number;
}

/** A player's points in one gameweek: their sum and how many stat rows (a row worth 0 counts). */
export interface PlayerWeek {
  points: number;
  rows: number;
}

/** Points of the players with stat rows in one gameweek, by player id. */
export type WeekPoints = ReadonlyMap<number, PlayerWeek>;

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
}

/**
 * A team's history as the model keeps it: two flat arrays of numbers rather than six (fewer
 * objects per team). `stays` holds each membership row as (player, joined, left), `choices` each
 * captaincy row in the order made as (set at, captain, vice).
 */
export interface History {
  stays: number[];
  choices: number[];
}

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
  return { stays, choices };
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

/** The latest captaincy row (the team's choice now), or nulls. */
export function lastChoice(h: History): { captain: number | null; vice: number | null } {
  const c = h.choices;
  return c.length === 0 ? { captain: null, vice: null } : { captain: c[c.length - 2] || null, vice: c[c.length - 1] || null };
}

/** The captaincy in force at `at`, each kept only while in the squad then. */
export function captaincyAt(h: History, at: number): { captain: number | null; vice: number | null } {
  const c = h.choices;
  const k = choiceInForce(c, at, 3);
  if (k < 0) return { captain: null, vice: null };
  const captain = c[k + 1];
  const vice = c[k + 2];
  return { captain: captain && holdsAt(h, captain, at) ? captain : null, vice: vice && holdsAt(h, vice, at) ? vice : null };
}

/** The players whose points or stat rows differ between two readings of a week. */
export function changedPlayers(before: WeekPoints, after: WeekPoints): Set<number> {
  const changed = new Set<number>();
  for (const [p, x] of after) {
    const y = before.get(p);
    if (!y || y.points !== x.points || y.rows !== x.rows) changed.add(p);
  }
  for (const p of before.keys()) if (!after.has(p)) changed.add(p);
  return changed;
}

/** A gameweek's player points as dense arrays by player id (a read past the end is 0). */
export interface DenseWeek {
  points: Int32Array;
  rows: Int32Array;
}

export function denseWeek(pts: WeekPoints): DenseWeek {
  let max = 0;
  for (const p of pts.keys()) if (p > max) max = p;
  const out = { points: new Int32Array(max + 1), rows: new Int32Array(max + 1) };
  for (const [p, x] of pts) {
    out.points[p] = x.points;
    out.rows[p] = x.rows;
  }
  return out;
}

/** The captain bonus of a history in one week: the doubled player's points once more. */
export function captainBonus(h: History, at: number, d: DenseWeek): number {
  const { captain, vice } = captaincyAt(h, at);
  const played = (p: number | null) => p !== null && (d.rows[p] | 0) > 0;
  const doubled = doubledPlayer(captain, vice, played(captain), played(vice));
  return doubled === null ? 0 : countedPoints(d.points[doubled] | 0, CAPTAIN_MULTIPLIER - 1);
}

const scratch: number[] = [];

/** A history's weekly points for one week, or null when it has no snapshot then. */
export function weekPointsOf(h: History, deadline: number, d: DenseWeek): number | null {
  const squad = squadAt(h, deadline, scratch);
  if (!hasSnapshot(squad.length)) return null;
  let sum = 0;
  for (const p of squad) sum += d.points[p] | 0;
  return sum + captainBonus(h, deadline, d);
}

/** Where the model keeps one team's weekly numbers: a row of its columns. */
export interface WeekColumns {
  has: Uint8Array;
  points: Int32Array;
  /** The team's first cell; week index wi is at base + wi. */
  base: number;
}

/** Sets every week of a history into its columns. Without overlapping rows, each membership row
 *  adds its player's points to the weeks whose deadline it covers (deadlines sorted, found by
 *  halving), rather than testing every row at every deadline. */
export function fillAll(h: History, overlaps: boolean, weeks: SeasonWeek[], byDeadline: Int32Array, deadlines: Float64Array, dense: DenseWeek[], out: WeekColumns): void {
  const n = weeks.length;
  const { has, points, base } = out;
  if (overlaps) {
    for (let wi = 0; wi < n; wi++) {
      const p = weekPointsOf(h, weeks[wi].deadline, dense[wi]);
      has[base + wi] = p === null ? 0 : 1;
      points[base + wi] = p ?? 0;
    }
    return;
  }
  has.fill(0, base, base + n);
  points.fill(0, base, base + n);
  const s = h.stays;
  for (let k = 0; k < s.length; k += 3) {
    const p = s[k];
    const joined = s[k + 1];
    const left = s[k + 2];
    let lo = 0; // the first deadline at or after `joined`
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (deadlines[mid] < joined) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < n && stayCovers(joined, left, deadlines[i]); i++) {
      const wi = byDeadline[i];
      has[base + wi] = 1;
      points[base + wi] += dense[wi].points[p] | 0;
    }
  }
  for (let wi = 0; wi < n; wi++) if (has[base + wi]) points[base + wi] += captainBonus(h, weeks[wi].deadline, dense[wi]);
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
