import { and, eq, ne, sql } from 'drizzle-orm';
import { queryColumns, queryRows, type Db } from '../../db';
import { leagueDepartedMembers, leagueMembers, leagueRemovals, leagues, users } from '../../db/schema';

// Every query of the mini-leagues: the leagues, their members, the members the owner removed, and
// what a league's week numbers and table are read from.

export type LeagueRecord = typeof leagues.$inferSelect;

/** A league's member with their team, if they have one. */
export interface MemberTeamRow {
  memberId: number;
  team: { id: number; name: string } | null;
  /** A member of a head-to-head league who deleted their account after its start (no team). */
  deleted: boolean;
}

/** The Mondays of the gameweeks there are now, oldest first. */
export async function gameWeekMondays(db: Db): Promise<string[]> {
  const rows = await queryRows<{ monday: string }>(
    db,
    sql`select to_char(start_date, 'YYYY-MM-DD') as monday from game_weeks order by start_date`,
  );
  return rows.map((r) => r.monday);
}

export async function findLeagueById(db: Db, id: number): Promise<LeagueRecord | undefined> {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return league;
}

export async function findLeagueByCode(db: Db, code: string): Promise<LeagueRecord | undefined> {
  const [league] = await db.select().from(leagues).where(eq(leagues.code, code)).limit(1);
  return league;
}

/** The league, its row held (key share) until the transaction ends, if there is one. */
export async function holdLeague(tx: Db, id: number): Promise<LeagueRecord | undefined> {
  const [held] = await tx.select().from(leagues).where(eq(leagues.id, id)).for('key share');
  return held;
}

/** Whether any league has this code. */
export async function codeTaken(tx: Db, code: string): Promise<boolean> {
  const [taken] = await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.code, code)).limit(1);
  return taken !== undefined;
}

/** Stores a new league unless its code is taken (then answers nothing). */
export async function insertLeagueUnlessCodeTaken(
  tx: Db,
  league: { name: string; code: string; ownerId: number; startWeek: number; startFrom: LeagueRecord['startFrom']; kind: LeagueRecord['kind'] },
): Promise<LeagueRecord | undefined> {
  const [row] = await tx.insert(leagues).values(league).onConflictDoNothing({ target: leagues.code }).returning();
  return row;
}

export async function setLeagueCode(tx: Db, id: number, code: string): Promise<LeagueRecord> {
  const [renewed] = await tx.update(leagues).set({ code }).where(eq(leagues.id, id)).returning();
  return renewed;
}

export async function deleteLeagueRow(tx: Db, id: number): Promise<void> {
  await tx.delete(leagues).where(eq(leagues.id, id));
}

export async function isMember(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: leagueMembers.userId })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds the member; `ifAbsent`: nothing happens when they already are one (else that fails). */
export async function insertMember(tx: Db, leagueId: number, userId: number, ifAbsent = false): Promise<void> {
  const insert = tx.insert(leagueMembers).values({ leagueId, userId });
  await (ifAbsent ? insert.onConflictDoNothing() : insert);
}

/** Removes the member; answers whether they were one. */
export async function deleteMember(tx: Db, leagueId: number, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId)))
    .returning({ userId: leagueMembers.userId });
  return gone.length > 0;
}

/** Locks the user's row (no key update), so that two joins at once count one after the other. */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** How many leagues the user is a member of. */
export async function countLeaguesOf(tx: Db, userId: number): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from league_members where user_id = ${userId}`);
  return Number(n);
}

/** The ids of the leagues the user is a member of. */
export async function leagueIdsOf(db: Db, userId: number): Promise<number[]> {
  const mine = await db.select({ id: leagueMembers.leagueId }).from(leagueMembers).where(eq(leagueMembers.userId, userId));
  return mine.map((m) => m.id);
}

/** The league's members, each with their team (none: null), and a head-to-head league's members
 *  who deleted their account after its start (no team). Read as columns (queryColumns): the league
 *  of every team has a row a team, and PGlite hands over one row of arrays several times faster. */
export async function memberTeams(db: Db, leagueId: number): Promise<MemberTeamRow[]> {
  const c = await queryColumns(
    db,
    sql`select m.user_id as member_id, t.id as team_id, t.name as team_name, false as deleted
        from league_members m
          left join fantasy_teams t on t.user_id = m.user_id
        where m.league_id = ${leagueId}
        union all
        select d.member_id, null::int, null::text, true
        from league_departed_members d
        where d.league_id = ${leagueId}`,
    ['member_id', 'team_id', 'team_name', 'deleted'],
    sql`q.member_id, q.deleted`,
  );
  return c.member_id.map((memberId, i) => ({
    memberId: Number(memberId),
    team: c.team_id[i] === null ? null : { id: Number(c.team_id[i]), name: String(c.team_name[i]) },
    deleted: Boolean(c.deleted[i]),
  }));
}

/** The head-to-head leagues the user is a member of and does not own. */
export async function h2hLeaguesJoinedBy(tx: Db, userId: number): Promise<LeagueRecord[]> {
  const rows = await tx
    .select({ league: leagues })
    .from(leagueMembers)
    .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
    .where(and(eq(leagueMembers.userId, userId), eq(leagues.kind, 'h2h'), ne(leagues.ownerId, userId)));
  return rows.map((r) => r.league);
}

/** Keeps a member whose account goes in these leagues' round-robins, under their member id. */
export async function insertDepartedMembers(tx: Db, leagueIds: readonly number[], memberId: number, at: Date): Promise<void> {
  if (leagueIds.length === 0) return;
  await tx.insert(leagueDepartedMembers).values(leagueIds.map((leagueId) => ({ leagueId, memberId, departedAt: at }))).onConflictDoNothing();
}

/** Whether the owner removed the user from the league (and has not renewed its code since). */
export async function wasRemoved(tx: Db, leagueId: number, userId: number): Promise<boolean> {
  const [removed] = await tx
    .select({ userId: leagueRemovals.userId })
    .from(leagueRemovals)
    .where(and(eq(leagueRemovals.leagueId, leagueId), eq(leagueRemovals.userId, userId)))
    .limit(1);
  return removed !== undefined;
}

/** Keeps the user out of the league (until its code is renewed). */
export async function insertRemoval(tx: Db, leagueId: number, userId: number): Promise<void> {
  await tx.insert(leagueRemovals).values({ leagueId, userId }).onConflictDoNothing();
}

/** Lets every removed user in again. */
export async function deleteRemovals(tx: Db, leagueId: number): Promise<void> {
  await tx.delete(leagueRemovals).where(eq(leagueRemovals.leagueId, leagueId));
}
