import type { Standings } from './model';

// The one place the term tables (and a closing season's archive) read the standings engine: the
// gameweeks in date order, and each team's weekly points, name and place in name order.

/** A gameweek as the terms see it. */
export interface TermWeek {
  week: number;
  startDate: string;
}

/** The gameweeks in date order. */
export function termWeeks(season: Standings): TermWeek[] {
  return season.weeks().map((w) => ({ week: w.week, startDate: w.startDate })).sort((a, b) => a.week - b.week);
}

/** The gameweeks' Mondays (YYYY-MM-DD), oldest first: what anchored weeks are numbered by. */
export function weekMondays(season: Standings): string[] {
  return season.weeks().map((w) => w.startDate).sort();
}

/** A team's row in a table over some gameweeks. */
export interface TermRow {
  rank: number;
  team: { id: number; name: string };
  points: number;
}

/**
 * Every team's points over a run of consecutive gameweeks (`weeks`: their numbers, as
 * resolveTerm in termBounds.ts gives a term's), ranked as the league table: highest first,
 * equal points share a rank (1, 2, 2, 4), then name ignoring case, then id.
 */
export function tableOverWeeks(season: Standings, weeks: ReadonlySet<number>): TermRow[] {
  const ids = season.weeks().filter((w) => weeks.has(w.week)).map((w) => w.id);
  const rows = season.teamIds().map((id) => {
    const points = ids.length === 0 ? 0 : season.pointsBetween(id, ids[0], ids[ids.length - 1]);
    return { id, name: season.teamName(id) ?? '', points, order: season.namePlace(id) };
  });
  rows.sort((a, b) => b.points - a.points || a.order - b.order || a.id - b.id);
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || rows[i - 1].points !== r.points) rank = i + 1;
    return { rank, team: { id: r.id, name: r.name }, points: r.points };
  });
}

/** A team's points in gameweeks numbered `fromWeek` or later (a mini-league's table). */
export function pointsFromWeek(season: Standings, teamId: number, fromWeek: number): number {
  const first = season.firstWeekFrom(fromWeek);
  return first === null ? 0 : season.pointsBetween(teamId, first, null);
}

/** A team's place in name order (teams the model does not know go last). */
export function nameOrder(season: Standings, teamId: number): number {
  return season.namePlace(teamId);
}
