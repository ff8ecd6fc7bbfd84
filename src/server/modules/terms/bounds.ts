import type { TermWeek } from '../../standings/terms';

// A term names gameweeks by number, but keeps each bound as the Monday of the gameweek it named
// when it was set: a match recorded or deleted later that renumbers the gameweeks (a back-dated
// week) moves neither bound, and the answers show the bounds in the new numbering. A bound naming
// a week not played yet has no Monday to keep: it stays a number until it is set again.

export interface TermBounds {
  firstWeek: number;
  lastWeek: number;
  firstMonday: string | null;
  lastMonday: string | null;
}

/** The Monday of the gameweek numbered `week`, or null when there is none yet. */
export function mondayOf(weeks: TermWeek[], week: number): string | null {
  return weeks.find((w) => w.week === week)?.startDate ?? null;
}

/** The bounds in today's numbering, and the gameweek numbers the term's table sums. */
export function resolveTerm(weeks: TermWeek[], b: TermBounds): { first: number; last: number; weeks: Set<number> } {
  const afterFirst = (w: TermWeek) => (b.firstMonday === null ? w.week >= b.firstWeek : w.startDate >= b.firstMonday);
  const beforeLast = (w: TermWeek) => (b.lastMonday === null ? w.week <= b.lastWeek : w.startDate <= b.lastMonday);
  const first = b.firstMonday === null ? b.firstWeek : 1 + weeks.filter((w) => w.startDate < b.firstMonday!).length;
  const last = b.lastMonday === null ? b.lastWeek : weeks.filter((w) => w.startDate <= b.lastMonday!).length;
  return {
    first,
    // A term whose only weeks have gone (their matches deleted) shows as one week long.
    last: Math.max(first, last),
    weeks: new Set(weeks.filter((w) => afterFirst(w) && beforeLast(w)).map((w) => w.week)),
  };
}
