import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { fantasyTeams, players, teamBenches, teamCaptaincies, teamChips, teamMemberships } from '../../db/schema';
import { byName, positionRank, type PlayerRow } from '../players/players.service';

// Every query of the fantasy teams: the team rows, their membership history, their captaincy and
// bench histories, and the players a squad names.

export type TeamRow = typeof fantasyTeams.$inferSelect;

/** A team's captain and vice-captain as stored (null: none). */
export interface CaptaincyRow {
  captain: number | null;
  vice: number | null;
}

const teamOfUser = (db: Db, userId: number) => db.select().from(fantasyTeams).where(eq(fantasyTeams.userId, userId)).limit(1);

/** The user's team, if they have one. */
export async function findTeamOfUser(db: Db, userId: number): Promise<TeamRow | undefined> {
  const [team] = await teamOfUser(db, userId);
  return team;
}

/** The user's team, its row locked (for update), if they have one. */
export async function lockTeamOfUser(tx: Db, userId: number): Promise<TeamRow | undefined> {
  const [team] = await teamOfUser(tx, userId).for('update');
  return team;
}

/** Whether a team has this name, ignoring case. */
export async function teamNameTaken(tx: Db, name: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: fantasyTeams.id })
    .from(fantasyTeams)
    .where(sql`lower(${fantasyTeams.name}) = lower(${name})`)
    .limit(1);
  return taken !== undefined;
}

export async function insertTeam(tx: Db, team: { userId: number; name: string; formation: string; createdAt: Date }): Promise<TeamRow> {
  const [row] = await tx.insert(fantasyTeams).values(team).returning();
  return row;
}

export async function setFormation(tx: Db, teamId: number, formation: string): Promise<void> {
  await tx.update(fantasyTeams).set({ formation }).where(eq(fantasyTeams.id, teamId));
}

/** Deletes the user's team (its history goes with it); answers whether there was one. */
export async function deleteTeamOfUser(tx: Db, userId: number): Promise<boolean> {
  const deleted = await tx.delete(fantasyTeams).where(eq(fantasyTeams.userId, userId)).returning({ id: fantasyTeams.id });
  return deleted.length > 0;
}

/** The team's players now, in squad order (position, then name). */
export async function selectSquadPlayers(db: Db, teamId: number): Promise<PlayerRow[]> {
  return db
    .select(getTableColumns(players))
    .from(teamMemberships)
    .innerJoin(players, eq(players.id, teamMemberships.playerId))
    .where(and(eq(teamMemberships.teamId, teamId), isNull(teamMemberships.leftAt)))
    .orderBy(positionRank, ...byName);
}

/** The ids of the team's players now. */
export async function currentMemberIds(tx: Db, teamId: number): Promise<number[]> {
  const current = await tx
    .select({ playerId: teamMemberships.playerId })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.teamId, teamId), isNull(teamMemberships.leftAt)));
  return current.map((m) => m.playerId);
}

/** Opens a membership for each player (at least one), from `joinedAt`. */
export async function openMemberships(tx: Db, teamId: number, playerIds: number[], joinedAt: Date): Promise<void> {
  await tx.insert(teamMemberships).values(playerIds.map((playerId) => ({ teamId, playerId, joinedAt })));
}

/** Closes the open memberships of those players (at least one) at `leftAt`. */
export async function closeMemberships(tx: Db, teamId: number, playerIds: number[], leftAt: Date): Promise<void> {
  await tx
    .update(teamMemberships)
    .set({ leftAt })
    .where(and(eq(teamMemberships.teamId, teamId), isNull(teamMemberships.leftAt), inArray(teamMemberships.playerId, playerIds)));
}

/** The players of those ids that exist (by id), their rows locked (key share) so none is deleted
 *  or retired meanwhile. No query for no ids. */
export async function lockPlayers(db: Db, ids: number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(players).where(inArray(players.id, ids)).orderBy(players.id).for('key share');
}

/** The latest row of the team's captaincy history, if it has one. */
export async function latestCaptaincy(db: Db, teamId: number): Promise<CaptaincyRow | undefined> {
  const [row] = await db
    .select({ captain: teamCaptaincies.captainId, vice: teamCaptaincies.viceCaptainId })
    .from(teamCaptaincies)
    .where(eq(teamCaptaincies.teamId, teamId))
    .orderBy(desc(teamCaptaincies.id))
    .limit(1);
  return row;
}

/** Appends a row to the team's captaincy history. */
export async function insertCaptaincy(db: Db, teamId: number, row: CaptaincyRow, setAt: Date): Promise<void> {
  await db.insert(teamCaptaincies).values({ teamId, captainId: row.captain, viceCaptainId: row.vice, setAt });
}

/** The team's bench as its latest bench row names it, in bench order ([] without one). */
export async function latestBench(db: Db, teamId: number): Promise<number[]> {
  const [row] = await db
    .select({ b1: teamBenches.bench1, b2: teamBenches.bench2, b3: teamBenches.bench3, b4: teamBenches.bench4 })
    .from(teamBenches)
    .where(eq(teamBenches.teamId, teamId))
    .orderBy(desc(teamBenches.id))
    .limit(1);
  return row ? [row.b1, row.b2, row.b3, row.b4].filter((p): p is number => p !== null) : [];
}

/** Appends a row to the team's bench history (0-4 players in bench order). */
export async function insertBench(db: Db, teamId: number, bench: readonly number[], setAt: Date): Promise<void> {
  const at = (i: number) => bench[i] ?? null;
  await db.insert(teamBenches).values({ teamId, bench1: at(0), bench2: at(1), bench3: at(2), bench4: at(3), setAt });
}

/** A chip row as stored (the product rules §22). */
export type ChipRow = typeof teamChips.$inferSelect;

/** The team's chips, by week. */
export function chipsOfTeam(db: Db, teamId: number): Promise<ChipRow[]> {
  return db.select().from(teamChips).where(eq(teamChips.teamId, teamId)).orderBy(teamChips.weekStart);
}

export async function insertChip(
  tx: Db,
  row: { teamId: number; weekStart: string; chip: string; playedAt: Date; freeHit: { players: number[]; bench: number[]; captain: number | null; vice: number | null } | null },
): Promise<void> {
  const fh = row.freeHit;
  await tx.insert(teamChips).values({
    teamId: row.teamId,
    weekStart: row.weekStart,
    chip: row.chip,
    playedAt: row.playedAt,
    freeHitPlayers: fh?.players ?? null,
    freeHitBench: fh?.bench ?? null,
    freeHitCaptain: fh?.captain ?? null,
    freeHitVice: fh?.vice ?? null,
  });
}

/** Drops the team's chip for a week; answers whether there was one. */
export async function deleteChip(tx: Db, teamId: number, weekStart: string): Promise<boolean> {
  const gone = await tx.delete(teamChips).where(and(eq(teamChips.teamId, teamId), eq(teamChips.weekStart, weekStart))).returning({ id: teamChips.id });
  return gone.length > 0;
}

/** Saves the squad played under a free hit (its 11, bench in order and captaincy). */
export async function setFreeHitSquad(tx: Db, id: number, fh: { players: number[]; bench: number[]; captain: number | null; vice: number | null }): Promise<void> {
  await tx
    .update(teamChips)
    .set({ freeHitPlayers: fh.players, freeHitBench: fh.bench, freeHitCaptain: fh.captain, freeHitVice: fh.vice })
    .where(eq(teamChips.id, id));
}
