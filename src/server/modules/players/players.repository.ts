import { and, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Availability } from '../../../domain/availability';
import { queryRows, type Db, type Exec } from '../../db';
import { gameWeeks, matches, playerMatchStats, players, users } from '../../db/schema';

// Every query of the players: the lists, a player's writes, the links to users and what the
// derived columns (form, selected-by) are counted from.

export type PlayerRow = typeof players.$inferSelect;

/** Goalkeeper, Defender, Midfielder, Attacker: the order every player list and squad is shown in. */
export const positionRank: SQL<number> = sql<number>`case ${players.position}
  when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end`;

/** Name order that is the same on every database collation: ignoring case, then by id. */
export const byName: SQL[] = [sql`lower(${players.name})`, sql`${players.id}`];

const notRetired = eq(players.retired, false);

/** A date column as 'YYYY-MM-DD' (raw SQL may hand back a string or a Date at UTC midnight). */
const dateText = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** A player row read by raw SQL (snake_case columns, numbers maybe as strings) as Drizzle's row. */
export const playerRowOf = (r: Record<string, unknown>): PlayerRow => ({
  id: Number(r.id),
  name: String(r.name),
  position: String(r.position),
  team: String(r.team),
  priceTenths: Number(r.price_tenths),
  retired: Boolean(r.retired),
  goals: Number(r.goals),
  assists: Number(r.assists),
  cleanSheets: Number(r.clean_sheets),
  yellowCards: Number(r.yellow_cards),
  redCards: Number(r.red_cards),
  gamesPlayed: Number(r.games_played),
  points: Number(r.points),
  userId: r.user_id === null || r.user_id === undefined ? null : Number(r.user_id),
  availabilityStatus: String(r.availability_status ?? 'available'),
  availabilityNote: String(r.availability_note ?? ''),
  availabilityUntil: r.availability_until === null || r.availability_until === undefined ? null : dateText(r.availability_until),
});

/** How a list of players is ordered: by position, or highest goals or points first (ties by name). */
export type PlayerOrder = 'position' | 'goals' | 'points';

const orderOf = (order: PlayerOrder): SQL[] =>
  order === 'position' ? [positionRank, ...byName] : [desc(order === 'goals' ? players.goals : players.points), ...byName];

/** The players still in the game, in this order. */
export async function findActivePlayers(tx: Db, order: PlayerOrder): Promise<PlayerRow[]> {
  return tx
    .select()
    .from(players)
    .where(notRetired)
    .orderBy(...orderOf(order));
}

/** Every stat row of the players still in the game, with its match and gameweek, in match order. */
export async function findActivePlayersStats(tx: Db) {
  return tx
    .select({
      playerId: playerMatchStats.playerId,
      id: playerMatchStats.id,
      goals: playerMatchStats.goals,
      assists: playerMatchStats.assists,
      yellowCards: playerMatchStats.yellowCards,
      redCards: playerMatchStats.redCards,
      cleanSheets: playerMatchStats.cleanSheets,
      points: playerMatchStats.points,
      motm: playerMatchStats.motm,
      penSaves: playerMatchStats.penSaves,
      matchId: matches.id,
      team1: matches.team1,
      team2: matches.team2,
      playedAt: matches.playedAt,
      gameWeekId: gameWeeks.id,
      week: gameWeeks.week,
    })
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
    .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
    .where(notRetired)
    .orderBy(matches.playedAt, matches.id);
}

export type PlayerStatRow = Awaited<ReturnType<typeof findActivePlayersStats>>[number];

/** Every player (retired too) in the order a squad is shown: position, name ignoring case, id. */
export async function findPlayersInSquadOrder(db: Exec): Promise<PlayerRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from players
        order by case position when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end, lower(name), id`,
  );
  return rows.map(playerRowOf);
}

/** The player (not retired) under a row lock for the rest of the transaction, or null. */
export async function findActivePlayerForUpdate(tx: Db, id: number): Promise<PlayerRow | null> {
  const [player] = await tx
    .select()
    .from(players)
    .where(and(eq(players.id, id), notRetired))
    .for('update');
  return player ?? null;
}

export interface PlayerFields {
  name: string;
  team: string;
  priceTenths: number;
  position: string;
}

export async function insertPlayer(tx: Db, fields: PlayerFields): Promise<PlayerRow> {
  const [inserted] = await tx.insert(players).values(fields).returning();
  return inserted;
}

export async function updatePlayerRow(tx: Db, id: number, fields: PlayerFields & { userId: number | null }): Promise<PlayerRow> {
  const [updated] = await tx.update(players).set(fields).where(eq(players.id, id)).returning();
  return updated;
}

/** A player's availability as set, stored. */
export async function updateAvailability(tx: Db, id: number, next: Availability): Promise<PlayerRow> {
  const [updated] = await tx
    .update(players)
    .set({ availabilityStatus: next.status, availabilityNote: next.note, availabilityUntil: next.until })
    .where(eq(players.id, id))
    .returning();
  return updated;
}

/** Whether the player has been in a team or has match stats (and, with `seasons`, stats of a
 *  closed season). A squad saved under a free hit (the 11 or the bench, played or still pending) is
 *  a team too: it is kept apart from the team's memberships (team_chips). */
async function hasHistory(tx: Exec, id: number, seasons: boolean): Promise<boolean> {
  const ofSeasons = seasons ? sql`
            or exists (select 1 from season_player_stats where player_id = ${id})` : sql``;
  const [history] = await queryRows<{ used: boolean }>(
    tx,
    sql`select exists (select 1 from team_memberships where player_id = ${id})
            or exists (select 1 from team_chips where ${id} = any(free_hit_players) or ${id} = any(free_hit_bench))
            or exists (select 1 from player_match_stats where player_id = ${id})${ofSeasons} as used`,
  );
  return Boolean(history?.used);
}

/** Whether the player has been in a team or has stats in this season's matches. */
export const playerHasPlayed = (tx: Exec, id: number) => hasHistory(tx, id, false);

/** Whether the player has any history: in a team, stats in a match, or stats of a closed season. */
export const playerHasHistory = (tx: Exec, id: number) => hasHistory(tx, id, true);

/** Retires the player: out of the lists, linked to no user. */
export async function retirePlayer(tx: Db, id: number): Promise<void> {
  await tx.update(players).set({ retired: true, userId: null }).where(eq(players.id, id));
}

export async function deletePlayerRow(tx: Db, id: number): Promise<void> {
  await tx.delete(players).where(eq(players.id, id));
}

/** Every player linked to a user, with the user. */
export async function findPlayerLinks(db: Db): Promise<{ id: number; userId: number }[]> {
  const rows = await db.select({ id: players.id, userId: players.userId }).from(players).where(isNotNull(players.userId));
  return rows.map((r) => ({ id: r.id, userId: r.userId! }));
}

/** Whether the user exists; their row stays locked for the rest of the transaction. */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return user !== undefined;
}

/** A player other than `playerId` linked to the user, or null. */
export async function findOtherPlayerOfUser(tx: Db, userId: number, playerId: number): Promise<{ id: number; name: string } | null> {
  const [other] = await tx
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(and(eq(players.userId, userId), ne(players.id, playerId)))
    .limit(1);
  return other ?? null;
}

/** How many gameweeks there are, up to 4 (the form's span), and, when `countTeams`, how many
 *  teams (else 0). */
export async function countFormWeeksAndTeams(db: Exec, countTeams: boolean): Promise<{ weeks: number; teams: number }> {
  const [counts] = await queryRows<{ weeks: number; teams: number }>(
    db,
    sql`select (select count(*) from (select 1 from game_weeks limit 4) w)::int as weeks,
               ${countTeams ? sql`(select count(*) from fantasy_teams)::int` : sql`0`} as teams`,
  );
  return { weeks: Number(counts?.weeks ?? 0), teams: Number(counts?.teams ?? 0) };
}

/** The points of the players given (all when 'all') over the last 4 gameweeks, by player. */
export async function findFormPoints(db: Exec, ids: number[] | 'all'): Promise<{ playerId: number; points: number }[]> {
  const stats = ids === 'all' ? sql`true` : sql`st.player_id = any(${sql.param(ids)}::int[])`;
  const rows = await queryRows<{ player_id: number; pts: number }>(
    db,
    sql`select st.player_id, sum(st.points)::int as pts from player_match_stats st
        where st.game_week_id in (select id from game_weeks order by start_date desc limit 4) and ${stats}
        group by st.player_id`,
  );
  return rows.map((r) => ({ playerId: Number(r.player_id), points: Number(r.pts) }));
}

/** How many teams hold each of the players given (all when 'all') now (open membership rows). */
export async function countHolders(db: Exec, ids: number[] | 'all'): Promise<{ playerId: number; teams: number }[]> {
  const members = ids === 'all' ? sql`true` : sql`m.player_id = any(${sql.param(ids)}::int[])`;
  const rows = await queryRows<{ player_id: number; n: number }>(
    db,
    sql`select m.player_id, count(distinct m.team_id)::int as n from team_memberships m
        where m.left_at is null and ${members}
        group by m.player_id`,
  );
  return rows.map((r) => ({ playerId: Number(r.player_id), teams: Number(r.n) }));
}
