// The rules that turn a team's history (history.ts) into its numbers for a gameweek: its squad,
// bench and substitutions, captain bonus and weekly points (the rules themselves are src/domain's:
// docs/rules.md §6-§7, §16). The standings engine (model.ts) keeps the results; this file keeps no state.
import { CAPTAIN_MULTIPLIER, countedPoints, doubledPlayer } from '../../domain/scoring';
import { choiceInForce, hasSnapshot, stayCovers } from '../../domain/snapshots';
import { automaticSubstitutions, BENCH_SIZE, type AutomaticSub, type LineupPlayer } from '../../domain/bench';
import { benchAt, benchNames, BENCH_STRIDE, holdsAt, lineupAt, squadAt, type History, type Lineups } from './history';

export {
  benchAt, benchNow, hasOverlaps, historyOf, holdsAt, lastChoice, lineupAt, lineupNow, playersEver, playersNow, squadAt,
  type History, type Lineups, type TeamFacts,
} from './history';

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

/** The captaincy in force at `at`, each kept only while among the 11 then (held, not on the bench). */
export function captaincyAt(h: History, at: number): { captain: number | null; vice: number | null } {
  const c = h.choices;
  const k = choiceInForce(c, at, 3);
  if (k < 0) return { captain: null, vice: null };
  const captain = c[k + 1];
  const vice = c[k + 2];
  const starts = (p: number) => p !== 0 && holdsAt(h, p, at) && !benchNames(h, p, at);
  return { captain: starts(captain) ? captain : null, vice: starts(vice) ? vice : null };
}

/** For each of `weeks`, the index in `before` of the week of the same id and deadline, or -1 (a
 *  week made or re-dated since). */
export function keptWeeks(before: readonly SeasonWeek[], weeks: readonly SeasonWeek[]): number[] {
  const index = new Map(before.map((w, i) => [w.id, i]));
  return weeks.map((w) => {
    const o = index.get(w.id);
    return o !== undefined && before[o].deadline === w.deadline ? o : -1;
  });
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

/** A gameweek's player points as dense arrays by player id (a read past the end is 0), and
 *  whether a player has a stat row that week. */
export interface DenseWeek {
  points: Int32Array;
  rows: Int32Array;
  played: (player: number) => boolean;
}

export function denseWeek(pts: WeekPoints): DenseWeek {
  let max = 0;
  for (const p of pts.keys()) if (p > max) max = p;
  const rows = new Int32Array(max + 1);
  const out = { points: new Int32Array(max + 1), rows, played: (p: number) => (rows[p] | 0) > 0 };
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

const UNKNOWN_POSITION = '' as LineupPlayer['position'];
const NO_SUBS: readonly AutomaticSub[] = Object.freeze([]);
const scratch: number[] = [];
const scratchSquad: number[] = [];
const scratchBench: number[] = [];
const scratchStarters: LineupPlayer[] = [];
const scratchSubs: LineupPlayer[] = [];

/** The automatic substitutions of a history's snapshot at `at` (src/domain/bench.ts): none
 *  without a bench, or when nobody on it played. Only read until the next call. */
export function substitutionsAt(h: History, at: number, d: DenseWeek, lineups: Lineups): readonly AutomaticSub[] {
  if (!benchPlayed(h, at, d)) return NO_SUBS;
  const bench = benchAt(h, at, scratchBench);
  const squad = squadAt(h, at, scratchSquad);
  const lineup = (p: number) => lineups[p] ?? { id: p, position: UNKNOWN_POSITION };
  scratchStarters.length = 0;
  scratchSubs.length = 0;
  for (const p of squad) if (!bench.includes(p)) scratchStarters.push(lineup(p));
  for (const p of bench) scratchSubs.push(lineup(p));
  return automaticSubstitutions(scratchStarters, scratchSubs, d.played);
}

/** Whether a player of the bench row in force at `at` has a stat row in the week (held or not). */
function benchPlayed(h: History, at: number, d: DenseWeek): boolean {
  const b = h.benches;
  if (b.length === 0) return false;
  const k = choiceInForce(b, at, BENCH_STRIDE);
  if (k < 0) return false;
  for (let i = 1; i <= BENCH_SIZE; i++) if (b[k + i] && (d.rows[b[k + i]] | 0) > 0) return true;
  return false;
}

/** What the bench takes off a sum of every held player's points: the points of the bench players
 *  who did not come on (a starter replaced has no stat row, so no points to take off). */
export function benchDeduction(h: History, at: number, d: DenseWeek, lineups: Lineups): number {
  const subs = substitutionsAt(h, at, d, lineups);
  if (subs === NO_SUBS) return 0;
  let off = 0;
  for (const p of scratchBench) if (!subs.some((s) => s.in === p)) off += d.points[p] | 0;
  return off;
}

/** A snapshot's lineup: the 11 and the bench (in bench order) at the deadline, the captaincy then,
 *  and the automatic substitutions in the order made. */
export interface SnapshotLineup {
  squad: number[];
  bench: number[];
  captain: number | null;
  vice: number | null;
  subs: AutomaticSub[];
}

export function snapshotLineup(h: History, deadline: number, d: DenseWeek, lineups: Lineups): SnapshotLineup {
  const { starters, bench } = lineupAt(h, deadline);
  return { squad: starters, bench, ...captaincyAt(h, deadline), subs: [...substitutionsAt(h, deadline, d, lineups)] };
}

/** A history's weekly points for one week, or null when it has no snapshot then: the 11's points,
 *  the substitutes' who came on, and the captain bonus. */
export function weekPointsOf(h: History, deadline: number, d: DenseWeek, lineups: Lineups): number | null {
  const squad = squadAt(h, deadline, scratch);
  if (!hasSnapshot(squad.length)) return null;
  let sum = 0;
  for (const p of squad) sum += d.points[p] | 0;
  return sum + captainBonus(h, deadline, d) - benchDeduction(h, deadline, d, lineups);
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
export function fillAll(h: History, overlaps: boolean, weeks: SeasonWeek[], byDeadline: Int32Array, deadlines: Float64Array, dense: DenseWeek[], lineups: Lineups, out: WeekColumns): void {
  const n = weeks.length;
  const { has, points, base } = out;
  if (overlaps) {
    for (let wi = 0; wi < n; wi++) {
      const p = weekPointsOf(h, weeks[wi].deadline, dense[wi], lineups);
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
  for (let wi = 0; wi < n; wi++) {
    if (has[base + wi]) points[base + wi] += captainBonus(h, weeks[wi].deadline, dense[wi]) - benchDeduction(h, weeks[wi].deadline, dense[wi], lineups);
  }
}
