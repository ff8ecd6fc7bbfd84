import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../../db';
import { fixtures, gameWeeks, matches, playerMatchStats, players } from '../../db/schema';

// Every query of the matches: a match's row, its stat rows, the fixture it is the result of, the
// players it names and their totals.

/** A stat row as stored, with its player's name. */
export type StatRow = typeof playerMatchStats.$inferSelect & { playerName: string };
/** A stat row to store. */
export type NewStatRow = typeof playerMatchStats.$inferInsert;
/** A match's own fields, as stored. */
export type MatchFields = { team1: string; team2: string; team1Score: number; team2Score: number; playedAt: Date; gameWeekId: number };
export type ResultRow = Omit<MatchFields, 'gameWeekId'> & { id: number };
/** A match with its gameweek and the fixture it is the result of (if any). */
export type MatchRow = ResultRow & { gameWeekId: number; week: number; fixtureId: number | null };
/** What a match's checks need of each player it names. */
export type PlayerInfo = { id: number; name: string; position: string; retired: boolean };

const statColumns = {
  id: playerMatchStats.id,
  matchId: playerMatchStats.matchId,
  playerId: playerMatchStats.playerId,
  gameWeekId: playerMatchStats.gameWeekId,
  goals: playerMatchStats.goals,
  assists: playerMatchStats.assists,
  yellowCards: playerMatchStats.yellowCards,
  redCards: playerMatchStats.redCards,
  cleanSheets: playerMatchStats.cleanSheets,
  motm: playerMatchStats.motm,
  penSaves: playerMatchStats.penSaves,
  points: playerMatchStats.points,
  playerName: players.name,
};

const resultColumns = {
  id: matches.id,
  team1: matches.team1,
  team2: matches.team2,
  team1Score: matches.team1Score,
  team2Score: matches.team2Score,
  playedAt: matches.playedAt,
};

/** Matches with their gameweek and fixture (to narrow or order). */
const matchRows = (tx: Db) =>
  tx
    .select({ ...resultColumns, gameWeekId: gameWeeks.id, week: gameWeeks.week, fixtureId: fixtures.id })
    .from(matches)
    .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
    .leftJoin(fixtures, eq(fixtures.resultId, matches.id));

/** Stat rows with their player's name (to narrow or order). */
const statRows = (tx: Db) => tx.select(statColumns).from(playerMatchStats).innerJoin(players, eq(players.id, playerMatchStats.playerId));

/** The match with its gameweek and fixture, if there is one. */
export async function selectMatch(tx: Db, id: number): Promise<MatchRow | undefined> {
  const [m] = await matchRows(tx).where(eq(matches.id, id));
  return m;
}

/** The match's stat rows in the order entered. */
export async function selectStatsOfMatch(tx: Db, matchId: number): Promise<StatRow[]> {
  return statRows(tx).where(eq(playerMatchStats.matchId, matchId)).orderBy(asc(playerMatchStats.id));
}

/** Every match (newest first) and every stat row (in the order entered), in one read-only snapshot. */
export async function selectAllMatchesAndStats(db: Db): Promise<{ matches: MatchRow[]; stats: StatRow[] }> {
  return db.transaction(
    async (tx) => {
      const rows = await matchRows(tx).orderBy(desc(matches.playedAt), desc(matches.id));
      const stats = await statRows(tx).orderBy(asc(playerMatchStats.id));
      return { matches: rows, stats };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every stat row, newest match first (rows of a match in the order entered). */
export async function selectStatsNewestFirst(db: Db): Promise<StatRow[]> {
  return statRows(db)
    .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
    .orderBy(desc(matches.playedAt), desc(matches.id), asc(playerMatchStats.id));
}

/** The recorded matches, newest first. */
export async function selectResults(db: Db): Promise<ResultRow[]> {
  return db.select(resultColumns).from(matches).orderBy(desc(matches.playedAt), desc(matches.id));
}

/** Locks the match's row (for update) and answers its id and gameweek, if there is one. */
export async function lockMatch(tx: Db, id: number): Promise<{ id: number; gameWeekId: number } | undefined> {
  const [match] = await tx.select({ id: matches.id, gameWeekId: matches.gameWeekId }).from(matches).where(eq(matches.id, id)).for('update');
  return match;
}

export async function insertMatch(tx: Db, fields: MatchFields): Promise<typeof matches.$inferSelect> {
  const [match] = await tx.insert(matches).values(fields).returning();
  return match;
}

export async function updateMatchFields(tx: Db, id: number, fields: MatchFields): Promise<void> {
  await tx.update(matches).set(fields).where(eq(matches.id, id));
}

export async function deleteMatchRow(tx: Db, id: number): Promise<void> {
  await tx.delete(matches).where(eq(matches.id, id));
}

/** Whether gameweek `gameWeekId` has a match. */
export async function weekHasMatch(tx: Db, gameWeekId: number): Promise<boolean> {
  const [other] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.gameWeekId, gameWeekId)).limit(1);
  return other !== undefined;
}

/** Stores stat rows (at least one); answers them as stored. */
export async function insertStatRows(tx: Db, rows: NewStatRow[]): Promise<(typeof playerMatchStats.$inferSelect)[]> {
  return tx.insert(playerMatchStats).values(rows).returning();
}

/** Deletes the match's stat rows; answers the player of each row deleted. */
export async function deleteStatsOfMatch(tx: Db, matchId: number): Promise<number[]> {
  const removed = await tx
    .delete(playerMatchStats)
    .where(eq(playerMatchStats.matchId, matchId))
    .returning({ playerId: playerMatchStats.playerId });
  return removed.map((r) => r.playerId);
}

/** Makes fixture `fixtureId` (or none) the one whose result is match `matchId`. */
export async function linkFixture(tx: Db, matchId: number, fixtureId: number | null): Promise<void> {
  await tx.execute(sql`update fixtures set result_id = null
    where result_id = ${matchId} and id is distinct from ${fixtureId}::int`);
  if (fixtureId !== null) await tx.update(fixtures).set({ resultId: matchId }).where(eq(fixtures.id, fixtureId));
}

/** Locks the fixture's row (for update) and answers the match that is its result, if there is such a fixture. */
export async function lockFixture(tx: Db, fixtureId: number): Promise<{ id: number; resultId: number | null } | undefined> {
  const [fixture] = await tx
    .select({ id: fixtures.id, resultId: fixtures.resultId })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId))
    .for('update');
  return fixture;
}

/** The players of those ids that exist, their rows locked (key share) so none goes while the
 *  match is stored. No query for no ids. */
export async function lockPlayers(tx: Db, playerIds: number[]): Promise<PlayerInfo[]> {
  if (playerIds.length === 0) return [];
  return tx
    .select({ id: players.id, name: players.name, position: players.position, retired: players.retired })
    .from(players)
    .where(inArray(players.id, playerIds))
    .for('key share');
}

/** Sets the totals of the players given (all when 'all') from their stat rows; answers how many changed. */
export async function refreshPlayerTotals(tx: Exec, playerIds: number[] | 'all'): Promise<number> {
  if (playerIds !== 'all' && playerIds.length === 0) return 0;
  const which = playerIds === 'all' ? sql`true` : sql`p2.id = any(${sql.param(playerIds)}::int[])`;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update players p set goals = x.goals, assists = x.assists, clean_sheets = x.clean_sheets,
          yellow_cards = x.yellow_cards, red_cards = x.red_cards, games_played = x.games_played, points = x.points
        from (
          select p2.id,
            coalesce(sum(s.goals), 0)::int as goals, coalesce(sum(s.assists), 0)::int as assists,
            coalesce(sum(s.clean_sheets), 0)::int as clean_sheets, coalesce(sum(s.yellow_cards), 0)::int as yellow_cards,
            coalesce(sum(s.red_cards), 0)::int as red_cards, count(s.id)::int as games_played,
            coalesce(sum(s.points), 0)::int as points
          from players p2 left join player_match_stats s on s.player_id = p2.id
          where ${which}
          group by p2.id
        ) x
        where p.id = x.id and (p.goals, p.assists, p.clean_sheets, p.yellow_cards, p.red_cards, p.games_played, p.points)
          is distinct from (x.goals, x.assists, x.clean_sheets, x.yellow_cards, x.red_cards, x.games_played, x.points)
        returning p.id`,
  );
  return rows.length;
}
