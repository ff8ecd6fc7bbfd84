// How a term is described: its gameweeks, and whether it has started (a term whose first week is
// still to come has no table yet, only a start).

type Term = { name: string; first_week: number; last_week: number; leader: unknown };

/** The number of the latest gameweek played (0 before any). */
export const latestWeek = (weeks: readonly { week: number }[] | undefined) => (weeks ?? []).reduce((n, w) => Math.max(n, w.week), 0);

/** True once one of the term's gameweeks has been played. */
export const hasStarted = (term: Term, latest: number) => term.leader !== null || latest >= term.first_week;

/** 'Gameweeks 3-6' (or 'Gameweek 3' for a term of one week). */
export const termWeeks = (term: Pick<Term, 'first_week' | 'last_week'>) =>
  term.first_week === term.last_week ? `Gameweek ${term.first_week}` : `Gameweeks ${term.first_week}-${term.last_week}`;

/** 'Spring starts with gameweek 12: its table fills once that week's matches are recorded.' */
export const startsWhen = (term: Term) => `${term.name} starts with gameweek ${term.first_week}: its table fills once that week's matches are recorded.`;
