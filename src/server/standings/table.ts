import type { Db } from '../db';
import type { components } from '../openapi/contract.gen';
import { currentStandings } from './load';
import type { Standings, SeasonWeek, TeamTotal } from './model';
import { perVersion, type PerVersionValues } from '../db/dataVersion';

/** What reading the table needs: the database and the values kept per data version. */
type Reader = { db: Db; values: PerVersionValues };

/** One row of the league table, as the contract gives it. */
export type LeagueRow = components['schemas']['LeagueRow'];

/** Each value's rank among them, highest first, equal values sharing a rank (1, 2, 2, 4). */
export function ranksOf(values: ArrayLike<number>): number[] {
  const sorted = Float64Array.from(values).sort().reverse();
  return Array.from(values, (v) => {
    // The first place holding v: 1 + how many are higher.
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] > v) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  });
}

/** The latest gameweek in season order, or null before the first. */
export function latestWeekId(season: Standings): number | null {
  const weeks = season.weeks();
  return weeks.length ? weeks[weeks.length - 1].id : null;
}

/** The league table from the standings engine: highest total first; equal totals share a rank
 *  (1, 2, 2, 4), then by name ignoring case (as the database orders names), then id. */
export function leagueTable(season: Standings): LeagueRow[] {
  const teams = inTableOrder(season.totals());
  const latest = latestWeekId(season);
  const weekPoints = teams.map((t) => (latest === null ? 0 : (season.pointsIn(t.id, latest) ?? 0)));
  const lastRanks = season.weeks().length > 1 ? ranksOf(teams.map((t, i) => t.total - weekPoints[i])) : null;
  let rank = 0;
  return teams.map((t, i) => {
    if (i === 0 || teams[i - 1].total !== t.total) rank = i + 1;
    return { id: t.id, name: t.name, total_points: t.total, rank, week_points: weekPoints[i], last_rank: lastRanks ? lastRanks[i] : null };
  });
}

const RANK_BITS = 2 ** 21;
const TOTAL_OFFSET = 2 ** 30;

/**
 * Teams by total (highest first), then name order, then id. With every name place below 2^21 and
 * totals within ±2^30 (always, in practice) each team has one exact number that orders it, and a
 * typed array of those sorts several times faster than objects compared field by field.
 */
function inTableOrder(teams: TeamTotal[]): TeamTotal[] {
  const compared = () => teams.sort((a, b) => b.total - a.total || a.namePlace - b.namePlace || a.id - b.id);
  if (!teams.every((t) => t.namePlace < RANK_BITS && Math.abs(t.total) < TOTAL_OFFSET)) return compared();
  const byRank = new Map<number, TeamTotal>();
  const keys = new Float64Array(teams.length);
  teams.forEach((t, i) => {
    byRank.set(t.namePlace, t);
    keys[i] = (TOTAL_OFFSET - t.total) * RANK_BITS + t.namePlace;
  });
  // Name places are distinct, so each key is; otherwise fall back to comparing.
  if (byRank.size !== teams.length) return compared();
  keys.sort();
  return Array.from(keys, (k) => byRank.get(k % RANK_BITS)!);
}

/** True when every team of `table` still has the total, name and name place it was sorted by,
 *  and the same latest week's points, and no team or gameweek came or went: the order holds (a
 *  transfer or a new captain changes no total). */
function stillInOrder(season: Standings, table: CachedLeague, places: Float64Array): boolean {
  if (table.rows.length !== season.teamCount() || table.weeks !== season.weeks()) return false;
  const latest = latestWeekId(season);
  for (let i = 0; i < table.rows.length; i++) {
    const row = table.rows[i];
    if (!season.hasTeam(row.id) || season.total(row.id) !== row.total_points || season.teamName(row.id) !== row.name || season.namePlace(row.id) !== places[i]) return false;
    if (latest !== null && (season.pointsIn(row.id, latest) ?? 0) !== row.week_points) return false;
  }
  return true;
}

/** The last table made from each standings engine, with each row's name place. */
const lastTables = new WeakMap<Standings, { table: CachedLeague; places: Float64Array }>();

/** The whole league table with each team's row by id: kept until the next write (pages are cut from it). */
export interface CachedLeague {
  rows: LeagueRow[];
  byId: Map<number, LeagueRow>;
  /** The season's gameweek list the table was made with. */
  weeks: readonly SeasonWeek[];
}

const LEAGUE_TABLE = perVersion<CachedLeague>('league table');

export function cachedLeague(ctx: Reader): Promise<CachedLeague> {
  return ctx.values.get(LEAGUE_TABLE, async () => {
    const season = await currentStandings(ctx);
    const last = lastTables.get(season);
    if (last && stillInOrder(season, last.table, last.places)) return last.table;
    const rows = leagueTable(season);
    const table = { rows, byId: new Map(rows.map((r) => [r.id, r])), weeks: season.weeks() };
    lastTables.set(season, { table, places: Float64Array.from(rows, (r) => season.namePlace(r.id)) });
    return table;
  });
}

/** A page of the league table (ranks those of the whole table), cut from the cached table. */
export async function leaguePage(ctx: Reader, page: { limit?: number; offset?: number }): Promise<LeagueRow[]> {
  const { rows } = await cachedLeague(ctx);
  const from = page.offset ?? 0;
  return rows.slice(from, page.limit === undefined ? undefined : from + page.limit);
}

/** The team with its place in the league table (as GET /api/teams/ ranks it) and the table's size. */
export async function withRank<T extends { id: number; total_points: number }>(
  ctx: Reader,
  view: T,
): Promise<T & { rank: number; team_count: number }> {
  const league = await cachedLeague(ctx);
  // A team made or changed a moment ago is ranked by its own total among the others.
  const mine = league.byId.get(view.id);
  const rank =
    mine && mine.total_points === view.total_points
      ? mine.rank
      : 1 + league.rows.filter((r) => r.id !== view.id && r.total_points > view.total_points).length;
  return { ...view, rank, team_count: league.rows.length + (mine ? 0 : 1) };
}
