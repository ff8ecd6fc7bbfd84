// Head-to-head leagues (the product rules §23): the members at the start meet in a round-robin, one round
// a gameweek, repeated in the same order once every pair has met; with an odd number of members,
// one a round meets AVERAGE (the mean of every member's weekly points that round). Pure: the
// server feeds it the weekly points.

/** The opponent who stands in for the odd member out. */
export const AVERAGE = 0;

/** A pair of a round: member ids, `away` AVERAGE when the home member meets the average. */
export interface H2hPair {
  home: number;
  away: number;
}

/**
 * The rounds of a round-robin of `members` (their order as given; ids are never 0): with an even
 * count, count - 1 rounds in which each meets every other once; with an odd count, AVERAGE joins
 * and there are count rounds. The first member stays put and the others turn around it.
 */
export function roundRobin(members: readonly number[]): H2hPair[][] {
  const ring = members.length % 2 === 0 ? [...members] : [...members, AVERAGE];
  const n = ring.length;
  if (n < 2) return [];
  const rounds: H2hPair[][] = [];
  let order = ring;
  for (let r = 0; r < n - 1; r++) {
    const pairs: H2hPair[] = [];
    for (let i = 0; i < n / 2; i++) {
      let home = order[i];
      let away = order[n - 1 - i];
      // The odd member out always meets AVERAGE at home; otherwise sides alternate by round.
      if (home === AVERAGE || (away !== AVERAGE && (r + i) % 2 === 1)) [home, away] = [away, home];
      pairs.push({ home, away });
    }
    rounds.push(pairs);
    order = [order[0], order[n - 1], ...order.slice(1, n - 1)];
  }
  return rounds;
}

/** The pairs of the k-th round played (0 the first): the round-robin repeated in the same order. */
export function roundAt(rounds: readonly H2hPair[][], k: number): H2hPair[] {
  return rounds.length === 0 ? [] : rounds[k % rounds.length];
}

/** AVERAGE's points in a round: the mean of the members' weekly points, to the nearest integer. */
export function averageOf(points: readonly number[]): number {
  if (points.length === 0) return 0;
  let sum = 0;
  for (const p of points) sum += p;
  return Math.round(sum / points.length);
}

export const H2H_WIN = 3;
export const H2H_DRAW = 1;

/** One member's line of the table. */
export interface H2hLine {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
  /** The sum of the member's weekly points over its rounds. */
  score: number;
}

export const emptyLine = (): H2hLine => ({ played: 0, won: 0, drawn: 0, lost: 0, points: 0, score: 0 });

/** Adds one result to a line: `mine` against `theirs`. */
export function addResult(line: H2hLine, mine: number, theirs: number): void {
  line.played += 1;
  line.score += mine;
  if (mine > theirs) {
    line.won += 1;
    line.points += H2H_WIN;
  } else if (mine === theirs) {
    line.drawn += 1;
    line.points += H2H_DRAW;
  } else line.lost += 1;
}

/**
 * Plays the rounds: `pointsIn(member, round)` is the member's weekly points in the k-th round (0
 * without a snapshot). Answers each member's line.
 */
export function h2hTable(members: readonly number[], roundCount: number, pointsIn: (member: number, round: number) => number): Map<number, H2hLine> {
  const lines = new Map(members.map((m) => [m, emptyLine()]));
  const rounds = roundRobin(members);
  for (let k = 0; k < roundCount; k++) {
    const pairs = roundAt(rounds, k);
    const average = members.length % 2 === 1 ? averageOf(members.map((m) => pointsIn(m, k))) : 0;
    for (const { home, away } of pairs) {
      const h = pointsIn(home, k);
      const a = away === AVERAGE ? average : pointsIn(away, k);
      addResult(lines.get(home)!, h, a);
      if (away !== AVERAGE) addResult(lines.get(away)!, a, h);
    }
  }
  return lines;
}
