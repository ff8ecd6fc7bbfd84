// Week numbers that stay put. Gameweeks are numbered 1..n in date order, so a match recorded in an
// earlier week renumbers every later one. A table that starts (or ends) at a week a person named
// is anchored to that week's Monday instead, and its number is worked out again on every read.
// Used by mini-leagues' start week (and by terms' first and last weeks). Pure: no I/O.
import { addDays } from './gameweeks';

/**
 * A named week held by the calendar: the `offset`-th gameweek whose Monday is `from` or later.
 * `from` null: the `offset`-th gameweek of the season (week 1 means "from the start", whatever
 * is recorded before it later). A week named beyond the last gameweek is held as the k-th
 * gameweek after the last one, so matches dated before that week never move it either.
 */
export interface WeekAnchor {
  /** A Monday, YYYY-MM-DD, or null for the season's start. */
  from: string | null;
  /** 1 or more. */
  offset: number;
}

/** The anchor of week number `week` given the Mondays (YYYY-MM-DD) of the gameweeks now, oldest first. */
export function anchorWeek(week: number, mondays: readonly string[]): WeekAnchor {
  if (week <= 1 || mondays.length === 0) return { from: null, offset: week };
  if (week <= mondays.length) return { from: mondays[week - 1], offset: 1 };
  return { from: addDays(mondays[mondays.length - 1], 7), offset: week - mondays.length };
}

/** The number an anchored week has in today's numbering (the Mondays of the gameweeks now, oldest first). */
export function anchoredWeekNumber(anchor: WeekAnchor, mondays: readonly string[]): number {
  if (anchor.from === null) return anchor.offset;
  const from = anchor.from;
  return mondays.filter((monday) => monday < from).length + anchor.offset;
}
