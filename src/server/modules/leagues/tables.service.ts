import { anchoredWeekNumber } from '../../../domain/weekAnchors';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { CachedAnswer } from '../../cache/answers';
import { fieldError, forbidden, notFound } from '../../outcomes';
import { currentStandings } from '../../standings/load';
import { ranksOf } from '../../standings/table';
import { NO_LEAGUE, leagueView, type LeagueRecord, type LeagueView } from './leagues.service';
import { type PerVersionValues } from '../../db/dataVersion';
import { findLeagueById, leagueIdsOf, memberTeams } from './leagues.repository';
import { playH2h, type H2hStanding } from './h2h.service';

export interface Standing {
  rank: number;
  member_id: number;
  team: { id: number; name: string } | null;
  points: number;
  /** The team's points in the latest gameweek, when that counts for the league (else 0). */
  week_points: number;
  /** The rank before the latest gameweek's points, or null when the league had no earlier gameweek. */
  last_rank: number | null;
}

export interface MyLeagueView extends LeagueView {
  rank: number;
  points: number;
  members: number;
}

const NOT_MEMBER = 'Only members of this league can see it.';

/** A member as a mini-league orders them: points, their team's place in name order (Infinity
 *  without a team), their id. */
export interface LeagueEntry {
  points: number;
  order: number;
  member_id: number;
}

/** A mini-league's order (the live table's, and the archive's winner): most points first, then
 *  team name ignoring case (members without a team last), then member id. */
export function leagueOrder(a: LeagueEntry, b: LeagueEntry): number {
  return b.points - a.points || a.order - b.order || a.member_id - b.member_id;
}

/**
 * Points of each member of the league: the sum of their team's weekly points in gameweeks from
 * the league's start week on (0, and no team, for a member without one), from the standings engine.
 * The start week is held by its Monday, so it is numbered again here with today's gameweeks.
 * Ranked as the main table: highest first, equal points share a rank (1, 2, 2, 4), then by team
 * name ignoring case (members without a team last), then member id.
 */
export async function leagueStandings(
  ctx: { db: Db; values: PerVersionValues },
  league: LeagueRecord,
): Promise<{ view: LeagueView; standings: Standing[] | H2hStanding[] }> {
  const season = await currentStandings(ctx);
  const weeks = [...season.weeks()].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const mondays = weeks.map((w) => w.startDate);
  const view = leagueView(league, mondays);
  if (league.kind === 'h2h') return { view, standings: playH2h(season, league, await memberTeams(ctx.db, league.id)).standings };
  const fromWeek = anchoredWeekNumber({ from: league.startFrom, offset: league.startWeek }, mondays);
  // Gameweeks numbered fromWeek or later: from the first of them in season order to the last.
  const firstId = season.firstWeekFrom(fromWeek);
  // The latest gameweek counts when it is one of the league's; it had an earlier one unless
  // the latest is its first.
  const latest = weeks.length && weeks[weeks.length - 1].week >= fromWeek ? weeks[weeks.length - 1].id : null;
  const hadEarlier = latest !== null && latest !== firstId;
  const rows = await memberTeams(ctx.db, league.id);
  const members = rows.map(({ memberId, team }) => ({
    member_id: memberId,
    team,
    points: team && firstId !== null ? season.pointsBetween(team.id, firstId, null) : 0,
    week_points: team && latest !== null ? (season.pointsIn(team.id, latest) ?? 0) : 0,
    order: team ? season.namePlace(team.id) : Infinity,
  }));
  members.sort(leagueOrder);
  const lastRanks = hadEarlier ? ranksOf(members.map((m) => m.points - m.week_points)) : null;
  let rank = 0;
  const standings = members.map((m, i) => {
    if (i === 0 || members[i - 1].points !== m.points) rank = i + 1;
    return { rank, member_id: m.member_id, team: m.team, points: m.points, week_points: m.week_points, last_rank: lastRanks ? lastRanks[i] : null };
  });
  return { view, standings };
}

/** A league's cached table: the JSON every member is sent, and its rows by member (read once
 *  per cached answer, so member checks and "my rank" cost no query and no parsing). */
export interface CachedLeagueTable {
  answer: CachedAnswer;
  league: LeagueView;
  byMember: Map<number, Standing | H2hStanding>;
}

const parsedTables = new WeakMap<CachedAnswer, CachedLeagueTable>();

/**
 * The league with its table, as every member sees it, or null when there is no such league.
 * Cached with the public lists: any write that changes points, teams, gameweeks or a league's
 * members raises the data version, so a table is never stale.
 */
export async function cachedLeagueTable(ctx: AppContext, leagueId: number): Promise<CachedLeagueTable | null> {
  const answer = await ctx.cache.get(`league:${leagueId}`, async () => {
    const league = await findLeagueById(ctx.db, leagueId);
    if (!league) return null;
    const { view, standings } = await leagueStandings(ctx, league);
    return { ...view, standings };
  });
  if (answer.isNull) return null;
  let table = parsedTables.get(answer);
  if (!table) {
    const { standings, ...league } = JSON.parse(answer.json.toString('utf8')) as LeagueView & { standings: (Standing | H2hStanding)[] };
    table = { answer, league, byMember: new Map(standings.map((row) => [row.member_id, row])) };
    parsedTables.set(answer, table);
  }
  return table;
}

/** The league's table for a member (403 for anyone else, 404 when there is no such league). */
export async function leagueTableForMember(ctx: AppContext, userId: number, leagueId: number): Promise<CachedLeagueTable> {
  const table = await cachedLeagueTable(ctx, leagueId);
  if (!table) throw notFound(NO_LEAGUE);
  if (!table.byMember.has(userId)) throw forbidden(NOT_MEMBER);
  return table;
}

/** The caller's leagues by name, each with the caller's rank and points and its size (from the
 *  same cached tables as the league pages). */
export async function myLeagues(ctx: AppContext, userId: number): Promise<MyLeagueView[]> {
  const out: MyLeagueView[] = [];
  for (const id of await leagueIdsOf(ctx.db, userId)) {
    const table = await cachedLeagueTable(ctx, id);
    if (!table) continue;
    const me = table.byMember.get(userId);
    out.push({ ...table.league, rank: me?.rank ?? table.byMember.size, points: me?.points ?? 0, members: table.byMember.size });
  }
  return out.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
}

/**
 * An h2h league's matches in gameweek `week` (as numbered now), or in its latest round when no
 * week is given: [] for a week that is not one of its rounds, and for a classic league. Members
 * only (403), 404 when there is no such league. Cached like the table, per data version.
 */
export async function leagueMatchesForMember(ctx: AppContext, userId: number, leagueId: number, week: number | undefined): Promise<CachedAnswer> {
  if (week !== undefined && (!Number.isSafeInteger(week) || week < 1)) throw fieldError('week', 'The week must be a gameweek number, 1 or more.');
  await leagueTableForMember(ctx, userId, leagueId);
  return ctx.cache.get(`league-matches:${leagueId}:${week ?? 'latest'}`, async () => {
    const league = await findLeagueById(ctx.db, leagueId);
    if (!league || league.kind !== 'h2h') return [];
    const { rounds } = playH2h(await currentStandings(ctx), league, await memberTeams(ctx.db, league.id));
    const round = week === undefined ? rounds[rounds.length - 1] : rounds.find((r) => r.week === week);
    return round?.matches ?? [];
  });
}
