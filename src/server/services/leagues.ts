import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH, LEAGUE_NAME_MAX, MAX_LEAGUES_PER_USER, isLeagueCodeShape, normaliseLeagueCode,
} from '../../domain/leagues';
import type { AppContext } from '../context';
import { queryRows, type Db } from '../db';
import { leagueMembers, leagues, users } from '../db/schema';
import type { CachedAnswer, ResponseCache } from '../http/cache';
import { ApiError, fieldError, invalidInput, notFound } from '../http/errors';
import { currentSeason } from './seasonLoad';

type LeagueRecord = typeof leagues.$inferSelect;

export interface LeagueView {
  id: number;
  name: string;
  code: string;
  owner_id: number;
  start_week: number;
}

export interface Standing {
  rank: number;
  member_id: number;
  team: { id: number; name: string } | null;
  points: number;
}

export interface MyLeagueView extends LeagueView {
  rank: number;
  points: number;
  members: number;
}

const MINUTE = 60_000;
/** Wrong codes a user may try per window before joining answers 429 (as failed logins do). */
export const JOIN_FAILURES_PER_USER = 10;
export const JOIN_FAILURE_WINDOW_MS = 15 * MINUTE;

const NO_LEAGUE = 'There is no league with that id.';
const NOT_MEMBER = 'Only members of this league can see it.';
const OWNER_ONLY = 'Only the owner of this league can do this.';

export const leagueView = (l: LeagueRecord): LeagueView => ({
  id: l.id,
  name: l.name,
  code: l.code,
  owner_id: l.ownerId,
  start_week: l.startWeek,
});

/** A new code from the secure random source, each character drawn evenly from the alphabet. */
export function newLeagueCode(): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[crypto.randomInt(LEAGUE_CODE_ALPHABET.length)];
  return code;
}

async function findLeague(db: Db, id: number): Promise<LeagueRecord> {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  if (!league) throw notFound(NO_LEAGUE);
  return league;
}

async function isMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Locks the user's row (so two joins at once cannot pass the limit together) and checks it. */
async function checkRoomForOneMore(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from league_members where user_id = ${userId}`);
  if (Number(n) >= MAX_LEAGUES_PER_USER) {
    throw invalidInput(
      { league: [`You can be in at most ${MAX_LEAGUES_PER_USER} leagues.`] },
      `You can be in at most ${MAX_LEAGUES_PER_USER} leagues. Leave one first.`,
    );
  }
}

/** Creates a league owned by the caller, who becomes its first member. */
export async function createLeague(ctx: AppContext, userId: number, input: { name: string; start_week?: number }): Promise<LeagueView> {
  const name = input.name.trim();
  const length = [...name].length;
  if (length === 0) throw fieldError('name', 'Enter a league name.');
  if (length > LEAGUE_NAME_MAX) throw fieldError('name', `The league name must be at most ${LEAGUE_NAME_MAX} characters.`);
  const startWeek = input.start_week ?? 1;
  return ctx.db.transaction(async (tx) => {
    await checkRoomForOneMore(tx, userId);
    // 31^8 codes: a collision is very rare, and then another code is drawn.
    for (let attempt = 0; attempt < 10; attempt++) {
      const [league] = await tx
        .insert(leagues)
        .values({ name, code: newLeagueCode(), ownerId: userId, startWeek })
        .onConflictDoNothing({ target: leagues.code })
        .returning();
      if (!league) continue;
      await tx.insert(leagueMembers).values({ leagueId: league.id, userId });
      await ctx.cache.bump(tx);
      return leagueView(league);
    }
    throw new ApiError(503, 'No free league code was found. Please try again.');
  });
}

/** Joins by code (normalised first). Unknown codes count towards the caller's limit. */
export async function joinLeague(ctx: AppContext, userId: number, rawCode: string): Promise<LeagueView> {
  const code = normaliseLeagueCode(rawCode);
  if (code.length === 0) throw fieldError('code', 'Enter the league code.');
  const failuresKey = `league-code-failures:${userId}`;
  await ctx.limiter.check(failuresKey, JOIN_FAILURES_PER_USER, JOIN_FAILURE_WINDOW_MS);
  const [league] = isLeagueCodeShape(code) ? await ctx.db.select().from(leagues).where(eq(leagues.code, code)).limit(1) : [];
  if (!league) {
    await ctx.limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, JOIN_FAILURE_WINDOW_MS);
    throw notFound('No league has that code. Check it and try again.');
  }
  await ctx.db.transaction(async (tx) => {
    if (await isMember(tx, league.id, userId)) return;
    await checkRoomForOneMore(tx, userId);
    await tx.insert(leagueMembers).values({ leagueId: league.id, userId }).onConflictDoNothing();
    await ctx.cache.bump(tx);
  });
  return leagueView(league);
}

export async function leaveLeague(ctx: AppContext, userId: number, leagueId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId === userId) {
      throw invalidInput({ league: ['The owner cannot leave the league.'] }, 'The owner cannot leave the league. Delete it instead.');
    }
    const left = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
      .returning({ userId: leagueMembers.userId });
    if (left.length === 0) throw new ApiError(403, 'You are not a member of this league.');
    await ctx.cache.bump(tx);
  });
}

export async function removeMember(ctx: AppContext, userId: number, leagueId: number, memberId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId !== userId) throw new ApiError(403, OWNER_ONLY);
    if (memberId === userId) {
      throw invalidInput({ user_id: ['The owner cannot be removed.'] }, 'The owner cannot be removed. Delete the league instead.');
    }
    const removed = await tx
      .delete(leagueMembers)
      .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, memberId)))
      .returning({ userId: leagueMembers.userId });
    if (removed.length === 0) throw notFound('That user is not a member of this league.');
    await ctx.cache.bump(tx);
  });
}

export async function deleteLeague(ctx: AppContext, userId: number, leagueId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId !== userId) throw new ApiError(403, OWNER_ONLY);
    await tx.delete(leagues).where(eq(leagues.id, leagueId));
    await ctx.cache.bump(tx);
  });
}

/**
 * Points of each member of the league: the sum of their team's weekly points in gameweeks
 * numbered start_week or later (0, and no team, for a member without one), from the season
 * model. Ranked as the main table: highest first, equal points share a rank (1, 2, 2, 4), then by
 * team name ignoring case (members without a team last), then member id.
 */
export async function leagueStandings(ctx: { db: Db; cache: ResponseCache }, leagueId: number): Promise<Standing[]> {
  const season = await currentSeason(ctx);
  const rows = await queryRows<{ member_id: number; start_week: number; team_id: number | null; team_name: string | null }>(
    ctx.db,
    sql`select m.user_id as member_id, l.start_week, t.id as team_id, t.name as team_name
        from league_members m
          join leagues l on l.id = m.league_id
          left join fantasy_teams t on t.user_id = m.user_id
        where m.league_id = ${leagueId}`,
  );
  // Gameweeks numbered start_week or later: from the first of them in season order to the last.
  const firstFrom = (startWeek: number) => season.weeks().find((w) => w.week >= startWeek)?.id ?? -1;
  const members = rows.map((r) => {
    const team = r.team_id === null ? null : { id: Number(r.team_id), name: String(r.team_name) };
    return {
      member_id: Number(r.member_id),
      team,
      points: team ? season.pointsBetween(team.id, firstFrom(Number(r.start_week)), null) : 0,
      order: team ? season.namePlace(team.id) : Infinity,
    };
  });
  members.sort((a, b) => b.points - a.points || a.order - b.order || a.member_id - b.member_id);
  let rank = 0;
  return members.map((m, i) => {
    if (i === 0 || members[i - 1].points !== m.points) rank = i + 1;
    return { rank, member_id: m.member_id, team: m.team, points: m.points };
  });
}

/** A league's cached table: the JSON every member is sent, and its rows by member (read once
 *  per cached answer, so member checks and "my rank" cost no query and no parsing). */
export interface CachedLeagueTable {
  answer: CachedAnswer;
  league: LeagueView;
  byMember: Map<number, Standing>;
}

const parsedTables = new WeakMap<CachedAnswer, CachedLeagueTable>();

/**
 * The league with its table, as every member sees it, or null when there is no such league.
 * Cached with the public lists: any write that changes points, teams or a league's members
 * raises the data version, so a table is never stale.
 */
export async function cachedLeagueTable(ctx: AppContext, leagueId: number): Promise<CachedLeagueTable | null> {
  const answer = await ctx.cache.get(`league:${leagueId}`, async () => {
    const [league] = await ctx.db.select().from(leagues).where(eq(leagues.id, leagueId)).limit(1);
    if (!league) return null;
    return { ...leagueView(league), standings: await leagueStandings(ctx, league.id) };
  });
  if (answer.isNull) return null;
  let table = parsedTables.get(answer);
  if (!table) {
    const { standings, ...league } = JSON.parse(answer.json.toString('utf8')) as LeagueView & { standings: Standing[] };
    table = { answer, league, byMember: new Map(standings.map((row) => [row.member_id, row])) };
    parsedTables.set(answer, table);
  }
  return table;
}

/** The league's table for a member (403 for anyone else, 404 when there is no such league). */
export async function leagueTableForMember(ctx: AppContext, userId: number, leagueId: number): Promise<CachedLeagueTable> {
  const table = await cachedLeagueTable(ctx, leagueId);
  if (!table) throw notFound(NO_LEAGUE);
  if (!table.byMember.has(userId)) throw new ApiError(403, NOT_MEMBER);
  return table;
}

/** The caller's leagues by name, each with the caller's rank and points and its size (from the
 *  same cached tables as the league pages). */
export async function myLeagues(ctx: AppContext, userId: number): Promise<MyLeagueView[]> {
  const mine = await ctx.db.select({ id: leagueMembers.leagueId }).from(leagueMembers).where(eq(leagueMembers.userId, userId));
  const out: MyLeagueView[] = [];
  for (const { id } of mine) {
    const table = await cachedLeagueTable(ctx, id);
    if (!table) continue;
    const me = table.byMember.get(userId);
    out.push({ ...table.league, rank: me?.rank ?? table.byMember.size, points: me?.points ?? 0, members: table.byMember.size });
  }
  return out.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id);
}
