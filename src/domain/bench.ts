// The bench and automatic substitutions (docs/rules.md §16, the product rules §21). One pure rule, used by
// the server's standings engine and the client's points view, so the two can never disagree.
import { BUDGET_TENTHS, formatMoney, sumTenths } from './money';
import { countPositions, isAllowedOutfield, OUTFIELD_SIZE } from './squad';
import type { Position } from './positions';

/** How many substitutes a team may keep. */
export const BENCH_SIZE = 4;

export interface LineupPlayer {
  id: number;
  position: Position;
}

/** One automatic substitution: the starter who did not play, and the bench player who came on. */
export interface AutomaticSub {
  out: number;
  in: number;
}

/** Positions in the order absent starters are taken (undefined: not a position). */
const RANK: Readonly<Record<string, number | undefined>> = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 };

/** Whether eleven players make a shape the squad rules allow: one goalkeeper, ten outfield players
 *  within the caps and not five defenders with five midfielders. */
export function isAllowedShape(players: readonly { position: Position }[]): boolean {
  return allowedCounts(countPositions(players));
}

/**
 * The automatic substitutions of one snapshot, in the order made. A starter "did not play" when
 * `played` is false for them (no stat row that gameweek). Those starters are taken goalkeeper
 * first, then defenders, midfielders and attackers, by ascending id within a position; each is
 * replaced by the first bench player, in bench order, who played, has not already come on, and
 * whose coming on leaves an allowed shape (so a goalkeeper only by a goalkeeper, an outfield
 * player only by an outfield player). A bench player passed over for shape stays available for
 * later starters.
 */
export function automaticSubstitutions(
  starters: readonly LineupPlayer[],
  bench: readonly LineupPlayer[],
  played: (id: number) => boolean,
): AutomaticSub[] {
  // The standings engine asks this of every snapshot whose bench played (hundreds of thousands
  // for a whole season at 50,000 teams), so it works on position ranks and small arrays.
  const subs: AutomaticSub[] = [];
  // Who may come on: the bench players who played, in bench order.
  const candidates = bench.filter((b) => RANK[b.position] !== undefined && played(b.id));
  if (candidates.length === 0) return subs;
  // The 11's shape as counts by rank, and the starters who did not play in the order they are
  // taken (rank, then id), put in place as they are found.
  const counts = [0, 0, 0, 0];
  const absent: LineupPlayer[] = [];
  for (const p of starters) {
    const rank = RANK[p.position];
    if (rank === undefined) continue;
    counts[rank]++;
    if (played(p.id)) continue;
    let at = absent.length;
    for (; at > 0; at--) {
      const before = absent[at - 1];
      if (RANK[before.position]! < rank || (RANK[before.position] === rank && before.id < p.id)) break;
      absent[at] = before;
    }
    absent[at] = p;
  }
  for (const out of absent) {
    const r = RANK[out.position]!;
    // The first candidate whose coming on for `out` leaves an allowed shape (a goalkeeper only for
    // the goalkeeper, an outfield player only for an outfield player).
    const k = candidates.findIndex((c) => {
      const cr = RANK[c.position]!;
      if ((cr === 0) !== (r === 0)) return false;
      counts[r]--;
      counts[cr]++;
      if (counts[1] + counts[2] + counts[3] === OUTFIELD_SIZE && isAllowedOutfield(counts[1], counts[2], counts[3]) && counts[0] === 1) return true;
      counts[cr]--;
      counts[r]++;
      return false;
    });
    if (k < 0) continue;
    subs.push({ out: out.id, in: candidates[k].id });
    candidates.splice(k, 1);
    if (candidates.length === 0) break;
  }
  return subs;
}

function allowedCounts(c: Record<Position, number>): boolean {
  return c.Goalkeeper === 1 && c.Defender + c.Midfielder + c.Attacker === OUTFIELD_SIZE && isAllowedOutfield(c.Defender, c.Midfielder, c.Attacker);
}

/** Each player's multiplier in a snapshot: the 11 and the bench, in their own orders. */
export interface LineupMultipliers {
  starters: number[];
  bench: number[];
  subs: AutomaticSub[];
}

/**
 * The multipliers of a snapshot's 11 and bench: a starter 1 (0 when replaced), a bench player 0
 * (1 when they came on), and the doubled player (the captain when they played, else the vice when
 * they played; both only among the 11) 2. A substitute never counts twice.
 */
export function lineupMultipliers(
  starters: readonly LineupPlayer[],
  bench: readonly LineupPlayer[],
  played: (id: number) => boolean,
  doubled: number | null,
  doubledMultiplier = 2,
): LineupMultipliers {
  const subs = automaticSubstitutions(starters, bench, played);
  const replaced = new Set(subs.map((s) => s.out));
  const cameOn = new Set(subs.map((s) => s.in));
  return {
    starters: starters.map((p) => (replaced.has(p.id) ? 0 : p.id === doubled ? doubledMultiplier : 1)),
    bench: bench.map((p) => (cameOn.has(p.id) ? 1 : 0)),
    subs,
  };
}

/** The problems of a bench as a list of player ids: not more than BENCH_SIZE, distinct, none
 *  among the 11. Existence, retirement and the budget are checked where the players are known. */
export function benchListProblems(bench: readonly number[], starters: readonly number[]): string[] {
  const errors: string[] = [];
  if (bench.length > BENCH_SIZE) errors.push(`A bench holds at most ${BENCH_SIZE} players (got ${bench.length}).`);
  if (new Set(bench).size !== bench.length) errors.push('A player can be on the bench only once.');
  const eleven = new Set(starters);
  if (bench.some((id) => eleven.has(id))) errors.push('A bench player cannot also be among the 11.');
  return errors;
}

/** The budget rule with a bench: the 11 and the bench together cost at most the budget at the
 *  prices of the moment they are saved (a problem of the `bench` field; the 11 alone are
 *  checked by checkSquad). */
export function benchBudgetProblems(startersTenths: readonly number[], benchTenths: readonly number[], budgetTenths: number = BUDGET_TENTHS): string[] {
  if (benchTenths.length === 0) return [];
  const total = sumTenths([...startersTenths, ...benchTenths]);
  return total > budgetTenths ? [`The 11 and the bench cost ${formatMoney(total)}, over the ${formatMoney(budgetTenths)} budget.`] : [];
}
