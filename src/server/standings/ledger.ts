// Transfers, the bank and chips (the product rules §22) as the standings engine derives them: from a
// team's squads at each deadline, the chips it played and the rules in force at each deadline.
// Nothing here is stored: a full recompute folds the same numbers. No state in this file.
import { CAPTAIN_MULTIPLIER, countedPoints, doubledPlayer } from '../../domain/scoring';
import { automaticSubstitutions, type AutomaticSub, type LineupPlayer } from '../../domain/bench';
import { hasSnapshot } from '../../domain/snapshots';
import { CHIPS, foldBank, transfersBetween, type Chip, type GameRules } from '../../domain/rules';
import { captainBonus, captaincyAt, substitutionsAt, weekPointsOf, type DenseWeek, type SeasonWeek } from './compute';
import { lineupAt, squadAt, type History, type Lineups } from './history';

/** The squad a free hit is played with: the 11, the bench in order, and its captaincy. */
export interface FreeHitSquad {
  squad: number[];
  bench: number[];
  captain: number | null;
  vice: number | null;
}

/** A chip a team played, for the week whose Monday is `weekStart`. */
export interface ChipWeek {
  weekStart: string;
  chip: Chip;
  freeHit: FreeHitSquad | null;
}

/** One of a team's snapshots as the bank sees it. */
export interface WeekLedger {
  transfers: number;
  transferCost: number;
  /** The bank before this snapshot (null: unlimited, or the first snapshot under limits). */
  freeTransfers: number | null;
  chip: Chip | null;
}

/** A rules change: in force from the deadline `from` (ms) on. */
export interface RulesFrom {
  from: number;
  rules: GameRules;
}

/** A new database's rules: unlimited transfers, chips on. */
const OPEN: GameRules = { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true };

/** The rules in force at a deadline, from the changes by deadline (the defaults before the first). */
export function rulesIn(changes: readonly RulesFrom[], deadline: number): GameRules {
  let found = OPEN;
  for (const c of changes) {
    if (c.from > deadline) break;
    found = c.rules;
  }
  return found;
}

export function chipOf(chips: readonly ChipWeek[] | undefined, weekStart: string): ChipWeek | null {
  if (!chips) return null;
  for (const c of chips) if (c.weekStart === weekStart) return c;
  return null;
}

/** The squad (the 11 and the bench) of a snapshot: a free hit's, or the team's own at the deadline. */
export function snapshotSquad(h: History, week: SeasonWeek, chip: ChipWeek | null): number[] {
  if (chip?.freeHit) return [...chip.freeHit.squad, ...chip.freeHit.bench];
  return squadAt(h, week.deadline);
}

/** What a team's history says of its transfers: each snapshot's transfers, cost, bank and chip, in
 *  deadline order, the bank after them, and the squad the next one is counted against (a free
 *  hit's squad never is). */
export interface TeamLedger {
  /** Each snapshot's numbers, LEDGER_STRIDE a snapshot in deadline order: the gameweek's id, the
   *  transfers, their cost, the bank before it (-1: none) and the chip (its index in CHIPS, -1:
   *  none). One array rather than an object a week: the engine keeps a ledger for every team. */
  weeks: Int32Array;
  /** The bank the next snapshot starts from (null: none kept). */
  bank: number | null;
  /** The squad of the team's last snapshot that was not a free hit, or null before any. */
  base: number[] | null;
}

export const LEDGER_STRIDE = 5;

/** Where the team's snapshot in a gameweek starts in `ledger.weeks`, or -1 when it has none then. */
function ledgerAt(ledger: TeamLedger, gameWeekId: number): number {
  const w = ledger.weeks;
  for (let k = 0; k < w.length; k += LEDGER_STRIDE) if (w[k] === gameWeekId) return k;
  return -1;
}

/** The ledger's numbers of the team's snapshot in a gameweek, or undefined when it has none then. */
export function weekLedger(ledger: TeamLedger, gameWeekId: number): WeekLedger | undefined {
  const [w, k] = [ledger.weeks, ledgerAt(ledger, gameWeekId)];
  if (k < 0) return undefined;
  return { transfers: w[k + 1], transferCost: w[k + 2], freeTransfers: w[k + 3] < 0 ? null : w[k + 3], chip: w[k + 4] < 0 ? null : CHIPS[w[k + 4]] };
}

/** The transfer cost of the team's snapshot in a gameweek (0 without one). */
export function weekCost(ledger: TeamLedger, gameWeekId: number): number {
  const k = ledgerAt(ledger, gameWeekId);
  return k < 0 ? 0 : ledger.weeks[k + 2];
}

/** Whether the team's snapshot in a gameweek is scored by the bench's rule alone (no chip, or a
 *  wildcard) before its transfer cost; false without a snapshot then. */
export function plainWeek(ledger: TeamLedger, gameWeekId: number): boolean {
  const k = ledgerAt(ledger, gameWeekId);
  return k >= 0 && (ledger.weeks[k + 4] < 0 || CHIPS[ledger.weeks[k + 4]] === 'wildcard');
}

/**
 * The ledger of one team over the weeks in deadline order: a week counts when the team has a
 * snapshot then. A snapshot's transfers are the players of the previous snapshot's squad not in its
 * own, where a free hit's snapshot is never the previous one (the team is again its squad before).
 */
export function ledgerOf(h: History, chips: readonly ChipWeek[], weeksByDeadline: readonly SeasonWeek[], changes: readonly RulesFrom[]): TeamLedger {
  const folded: { transfers: number; rules: GameRules; chip: Chip | null }[] = [];
  const ids: number[] = [];
  let base: number[] | null = null;
  // The squad held changes only at a membership row's start or end: between two deadlines with
  // none in between it is the same array, and a snapshot counted against it has no transfers.
  const moves = squadChanges(h);
  let next = 0;
  let held: number[] | null = null;
  for (const w of weeksByDeadline) {
    let moved = held === null;
    for (; next < moves.length && moves[next] <= w.deadline; next++) moved = true;
    if (moved) held = squadAt(h, w.deadline);
    if (!hasSnapshot(held!.length)) continue;
    const chip = chipOf(chips, w.startDate);
    const squad = chip?.freeHit ? [...chip.freeHit.squad, ...chip.freeHit.bench] : held!; // snapshotSquad's
    const transfers = base === null || base === squad ? 0 : transfersBetween(base, squad);
    if (chip?.chip !== 'free_hit') base = squad;
    folded.push({ transfers, rules: rulesIn(changes, w.deadline), chip: chip?.chip ?? null });
    ids.push(w.id);
  }
  const { costs, bank } = foldBank(folded);
  const weeks = new Int32Array(ids.length * LEDGER_STRIDE);
  ids.forEach((id, i) => {
    const chip = folded[i].chip;
    weeks.set([id, folded[i].transfers, costs[i].transfer_cost, costs[i].free_transfers ?? -1, chip === null ? -1 : CHIPS.indexOf(chip)], i * LEDGER_STRIDE);
  });
  return { weeks, bank, base };
}

/** The instants at which a history's squad can change (its membership rows' starts and ends), in order. */
function squadChanges(h: History): Float64Array {
  const s = h.stays;
  const at = new Float64Array((s.length / 3) * 2);
  let n = 0;
  for (let k = 0; k < s.length; k += 3) {
    at[n++] = s[k + 1];
    if (s[k + 2] !== Infinity) at[n++] = s[k + 2];
  }
  return at.subarray(0, n).sort();
}

/** The next snapshot's numbers if it were taken now with `squad` and `chip`, by `rules`. */
export function pendingOf(ledger: TeamLedger | null, squad: readonly number[], chip: Chip | null, rules: GameRules): { transfers: number; transferCost: number; freeTransfers: number | null } {
  const transfers = ledger?.base ? transfersBetween(ledger.base, squad) : 0;
  if (rules.free_transfers === null) return { transfers, transferCost: 0, freeTransfers: null };
  const [last] = foldBank([{ transfers, rules, chip }], ledger?.bank ?? null).costs;
  return { transfers, transferCost: last.transfer_cost, freeTransfers: last.free_transfers };
}

/** The captain of a team's squad that played the week: a free hit's (when in its 11), else the
 *  team's own at the deadline, as the snapshot shows it (chipLineup). */
export function weekCaptain(h: History, week: SeasonWeek): number | null {
  const chip = h.chips.length > 0 ? chipOf(h.chips, week.startDate) : null;
  const fh = chip?.chip === 'free_hit' ? chip.freeHit : null;
  if (fh) return fh.captain !== null && fh.squad.includes(fh.captain) ? fh.captain : null;
  return captaincyAt(h, week.deadline).captain;
}

const UNKNOWN = '' as LineupPlayer['position'];

/** A snapshot's lineup under its chip: the 11, the bench, the captaincy, the substitutions (none
 *  under a bench boost), and who counts how many times. */
export interface ChipLineup {
  squad: number[];
  bench: number[];
  captain: number | null;
  vice: number | null;
  subs: AutomaticSub[];
  /** The player whose points count more than once, and how many times (2, or 3 under a triple captain). */
  doubled: number | null;
  times: number;
  benchCounts: boolean;
}

export function chipLineup(h: History, week: SeasonWeek, chip: ChipWeek | null, d: DenseWeek, lineups: Lineups): ChipLineup {
  const fh = chip?.chip === 'free_hit' ? chip.freeHit : null;
  const boost = chip?.chip === 'bench_boost';
  let squad: number[];
  let bench: number[];
  let captain: number | null;
  let vice: number | null;
  let subs: AutomaticSub[];
  if (fh) {
    squad = [...fh.squad];
    bench = [...fh.bench];
    captain = fh.captain !== null && squad.includes(fh.captain) ? fh.captain : null;
    vice = fh.vice !== null && squad.includes(fh.vice) ? fh.vice : null;
    const lineup = (p: number) => lineups[p] ?? { id: p, position: UNKNOWN };
    subs = boost ? [] : automaticSubstitutions(squad.map(lineup), bench.map(lineup), d.played);
  } else {
    ({ starters: squad, bench } = lineupAt(h, week.deadline));
    ({ captain, vice } = captaincyAt(h, week.deadline));
    subs = boost ? [] : [...substitutionsAt(h, week.deadline, d, lineups)];
  }
  const played = (p: number | null) => p !== null && (d.rows[p] | 0) > 0;
  const doubled = doubledPlayer(captain, vice, played(captain), played(vice));
  const times = chip?.chip === 'triple_captain' ? CAPTAIN_MULTIPLIER + 1 : CAPTAIN_MULTIPLIER;
  return { squad, bench, captain, vice, subs, doubled, times, benchCounts: boost };
}

/** A week's points before transfer costs, under the team's chip for that week (null: no snapshot). */
export function chipWeekPoints(h: History, week: SeasonWeek, chip: ChipWeek | null, d: DenseWeek, lineups: Lineups): number | null {
  if (!chip || chip.chip === 'wildcard') return weekPointsOf(h, week.deadline, d, lineups);
  if (!hasSnapshot(squadAt(h, week.deadline).length)) return null;
  if (chip.chip === 'triple_captain') return weekPointsOf(h, week.deadline, d, lineups)! + captainBonus(h, week.deadline, d);
  const l = chipLineup(h, week, chip, d, lineups);
  const pts = (p: number) => d.points[p] | 0;
  const cameOn = new Set(l.subs.map((s) => s.in));
  let sum = 0;
  for (const p of l.squad) sum += pts(p);
  for (const p of l.bench) if (l.benchCounts || cameOn.has(p)) sum += pts(p);
  if (l.doubled !== null) sum += countedPoints(pts(l.doubled), l.times - 1);
  return sum;
}
