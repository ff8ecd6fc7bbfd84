// The club's game rules (the product rules §22): free transfers, their cost, and whether chips can be
// played. Each gameweek is scored by the rules in force at its own deadline. The bank of free
// transfers is never stored: it is folded from a team's snapshots in order, here, by the server's
// standings engine and the client alike.
import type { Problem } from './problems';

export interface GameRules {
  /** Free transfers gained each gameweek, or null: unlimited transfers at no cost. */
  free_transfers: number | null;
  max_banked: number;
  transfer_cost: number;
  chips: boolean;
}

/** A new database's rules: the spec's game, transfers unlimited and free. */
export const DEFAULT_RULES: Readonly<GameRules> = Object.freeze({ free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true });

export const RULE_LIMITS = {
  free_transfers: { min: 1, max: 5 },
  max_banked: { min: 1, max: 5 },
  transfer_cost: { min: 1, max: 10 },
} as const;

type RuleField = keyof GameRules;

function wholeIn(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** Every problem of a whole rules object, each naming its field; empty when it can be set. */
export function rulesProblems(input: unknown): Problem<RuleField>[] {
  const problems: Problem<RuleField>[] = [];
  const x = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const need = (field: RuleField, ok: boolean, message: string) => {
    if (!(field in x)) problems.push({ field, message: `${field} is required.` });
    else if (!ok) problems.push({ field, message });
  };
  const { free_transfers: ft, max_banked: mb, transfer_cost: tc } = RULE_LIMITS;
  need('free_transfers', x.free_transfers === null || wholeIn(x.free_transfers, ft.min, ft.max), `free_transfers must be null (unlimited) or a whole number from ${ft.min} to ${ft.max}.`);
  need('max_banked', wholeIn(x.max_banked, mb.min, mb.max), `max_banked must be a whole number from ${mb.min} to ${mb.max}.`);
  need('transfer_cost', wholeIn(x.transfer_cost, tc.min, tc.max), `transfer_cost must be a whole number of points from ${tc.min} to ${tc.max}.`);
  need('chips', typeof x.chips === 'boolean', 'chips must be true or false.');
  return problems;
}

/** The chips, each played for one gameweek. */
export const CHIPS = ['wildcard', 'free_hit', 'bench_boost', 'triple_captain'] as const;
export type Chip = (typeof CHIPS)[number];

export function isChip(x: unknown): x is Chip {
  return typeof x === 'string' && (CHIPS as readonly string[]).includes(x);
}

/** One of a team's snapshots, in order, as the bank needs it. */
export interface SnapshotTransfers {
  /** Players of the previous snapshot's squad (the 11 and the bench) not in this one's. */
  transfers: number;
  /** The rules in force at this snapshot's deadline. */
  rules: Pick<GameRules, 'free_transfers' | 'max_banked' | 'transfer_cost'>;
  chip: Chip | null;
}

export interface SnapshotCost {
  /** The bank before this snapshot; null when no bank was kept (unlimited rules, or the first
   *  snapshot under limits, which costs nothing). */
  free_transfers: number | null;
  transfer_cost: number;
}

/** What the bank holds after a run of snapshots (null when none is kept). */
export interface BankFold {
  costs: SnapshotCost[];
  bank: number | null;
}

/**
 * The bank and the cost of each of a team's snapshots, in order. Under unlimited rules nothing is
 * kept and nothing costs. The first snapshot under limits (the team's first, or its first after
 * unlimited weeks) costs nothing and leaves a bank of `free_transfers`. After each later one the
 * bank is min(max_banked, max(0, bank - transfers) + free_transfers), and each transfer beyond the
 * bank costs `transfer_cost` points. A wildcard or a free hit costs nothing and the bank still
 * gains: min(max_banked, bank + free_transfers). `start` is the bank after earlier snapshots
 * (what an earlier fold answered): folding on from it is folding the whole run again.
 */
export function foldBank(snapshots: readonly SnapshotTransfers[], start: number | null = null): BankFold {
  const costs: SnapshotCost[] = [];
  let bank: number | null = start;
  for (const s of snapshots) {
    const cost: SnapshotCost = { free_transfers: null, transfer_cost: 0 };
    bank = bankStep(bank, s, cost);
    costs.push(cost);
  }
  return { costs, bank };
}

/** One snapshot of foldBank: its cost and the bank before it into `cost`, and the bank after it. */
export function bankStep(bank: number | null, s: SnapshotTransfers, cost: SnapshotCost): number | null {
  const { free_transfers: gain, max_banked: cap, transfer_cost: price } = s.rules;
  if (gain === null) {
    cost.free_transfers = null;
    cost.transfer_cost = 0;
    return null;
  }
  if (bank === null) {
    cost.free_transfers = null;
    cost.transfer_cost = 0;
    return Math.min(cap, gain);
  }
  cost.free_transfers = bank;
  if (s.chip === 'wildcard' || s.chip === 'free_hit') {
    cost.transfer_cost = 0;
    return Math.min(cap, bank + gain);
  }
  cost.transfer_cost = Math.max(0, s.transfers - bank) * price;
  return Math.min(cap, Math.max(0, bank - s.transfers) + gain);
}

/** The players of `before` not in `after`: a snapshot's transfers. Moves between the 11 and the
 *  bench are not transfers, and neither is filling an empty bench place. */
export function transfersBetween(before: Iterable<number>, after: Iterable<number>): number {
  // Squads are a few players: looking through the arrays is quicker than building sets (the
  // standings engine counts this for every team and gameweek).
  const was = Array.isArray(before) ? (before as readonly number[]) : [...before];
  const now = Array.isArray(after) ? (after as readonly number[]) : [...after];
  let n = 0;
  for (let i = 0; i < was.length; i++) if (!now.includes(was[i]) && was.indexOf(was[i]) === i) n += 1;
  return n;
}

/** A term's bounds as chips see them: week numbers, and the Mondays they were set to (null while
 *  the week named is not played yet). */
export interface ChipTerm {
  id: number;
  firstWeek: number;
  lastWeek: number;
  firstMonday: string | null;
  lastMonday: string | null;
}

/**
 * The period a week belongs to for the once-per-term rule: the id of the first term (by id) whose
 * Mondays hold the week's Monday, or null for the weeks outside every term (one more period). A
 * week without a gameweek yet is numbered as the next one after those before it.
 */
export function chipPeriod(monday: string, gameweekMondays: readonly string[], terms: readonly ChipTerm[]): number | null {
  const number = 1 + gameweekMondays.filter((m) => m < monday).length;
  for (const t of [...terms].sort((a, b) => a.id - b.id)) {
    const afterFirst = t.firstMonday === null ? number >= t.firstWeek : monday >= t.firstMonday;
    const beforeLast = t.lastMonday === null ? number <= t.lastWeek : monday <= t.lastMonday;
    if (afterFirst && beforeLast) return t.id;
  }
  return null;
}

/** Why a chip cannot be played for the week of `monday`, or null when it can. `played` holds the
 *  team's chips by week Monday; those of weeks without a gameweek (other than `monday` itself)
 *  were given back and count as never played. */
export function chipRefusal(
  chip: Chip,
  monday: string,
  played: readonly { weekStart: string; chip: Chip }[],
  gameweekMondays: readonly string[],
  terms: readonly ChipTerm[],
  chipsOn: boolean,
): string | null {
  if (!chipsOn) return 'Chips are not played under the current rules.';
  if (played.some((p) => p.weekStart === monday)) return 'A chip is already played for that week: one chip per week.';
  const weeks = new Set(gameweekMondays);
  const period = chipPeriod(monday, gameweekMondays, terms);
  const used = played.some((p) => p.chip === chip && weeks.has(p.weekStart) && chipPeriod(p.weekStart, gameweekMondays, terms) === period);
  if (used) return period === null ? `The ${chip} is already used in the weeks outside the terms.` : `The ${chip} is already used in this term.`;
  return null;
}
