import { sql } from 'drizzle-orm';
import { queryColumns, queryRows, type Db, type Exec } from '../../db';
import { leagues } from '../../db/schema';
import { seasons } from '../../db/schemaSeasons';
import type { SeasonRecord } from './seasons.repository';

// Closing a season, in its one transaction: the season rows, what the archive is written from and
// into (the final table, the terms' and mini-leagues' winners; the players' in seasons.repository.ts),
// and the facts cleared for the next season.

/** Each team's owner and name, by team id. */
export type TeamsById = Map<number, { userId: number; name: string }>;

export async function teamOwnersAndNames(tx: Exec): Promise<TeamsById> {
  const { id, user_id, name } = await queryColumns(tx, sql`select id, user_id, name from fantasy_teams`, ['id', 'user_id', 'name']);
  return new Map(id.map((team, i) => [Number(team), { userId: Number(user_id[i]), name: String(name[i]) }]));
}

/** The final table as columns, a value per team in table order. */
export interface FinalTable {
  places: number[];
  ranks: number[];
  names: string[];
  points: number[];
  userIds: (number | null)[];
}

/** Rows a bulk insert refers to: every id must be a row of `table` (checked here at once). */
interface Referenced {
  table: 'users' | 'players';
  ids: number[];
}

/**
 * Runs `insert`, a bulk insert of archive rows whose foreign keys hold by construction, without the
 * per-row checks where the role may skip them (a superuser: always on the embedded database; the
 * replica role fires no row triggers, for these statements alone). Each check is a query per row
 * that finds the row it refers to and locks it (key share): here one statement per table does both
 * for all the rows, and a missing row fails the insert as its check would. Two checks a row were
 * most of closing a season (750,000 final-squad rows at 50,000 teams). Without the right the
 * checks run as usual.
 */
async function withoutRowChecks(tx: Exec, referenced: Referenced[], insert: () => Promise<void>): Promise<void> {
  const [role] = await queryRows<{ super: string }>(tx, sql`select current_setting('is_superuser') as super`);
  if (role?.super !== 'on') return insert();
  for (const { table, ids } of referenced) {
    const wanted = [...new Set(ids)];
    const [found] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} where id = any(${sql.param(wanted)}::int[]) for key share) as locked`,
    );
    if (Number(found?.n) !== wanted.length) throw new Error(`A row of ${table} that the season's archive refers to is gone.`);
  }
  await tx.execute(sql`set local session_replication_role = replica`);
  await insert(); // a failure aborts the transaction, and the setting with it
  await tx.execute(sql`set local session_replication_role = origin`);
}

/** The final table's rows. Their season is the current one, locked for update by the close
 *  (lockCurrentSeason); their owners are locked here. */
export async function insertFinalTable(tx: Exec, seasonId: number, t: FinalTable): Promise<void> {
  const owners = t.userIds.filter((id): id is number => id !== null);
  await withoutRowChecks(tx, [{ table: 'users', ids: owners }], async () => {
    await tx.execute(sql`insert into season_standings (season_id, place, rank, team_name, points, user_id)
        select ${seasonId}, v.place, v.rank, v.team_name, v.points, v.user_id
        from unnest(${sql.param(t.places)}::int[], ${sql.param(t.ranks)}::int[],
          ${sql.param(t.names)}::text[], ${sql.param(t.points)}::int[],
          ${sql.param(t.userIds)}::int[]) as v(place, rank, team_name, points, user_id)`);
  });
}

/** The players of the closing season's squads as they are at the close: name, position, side
 *  and season points (the totals are cleared after the archive is written). */
export async function playersAtClose(tx: Exec, ids: number[]): Promise<Map<number, { name: string; position: string; side: string; points: number }>> {
  if (ids.length === 0) return new Map();
  const c = await queryColumns(tx, sql`select id, name, position, team, points from players where id = any(${sql.param(ids)}::int[])`, ['id', 'name', 'position', 'team', 'points']);
  return new Map(c.id.map((id, i) => [Number(id), { name: String(c.name[i]), position: String(c.position[i]), side: String(c.team[i]), points: Number(c.points[i]) }]));
}

/** The final squads as columns, a value per player row (see season_team_players); each player's
 *  name, position, side and season points are copied from their row as it is at the close. */
export interface FinalSquads {
  places: number[];
  slots: number[];
  playerIds: number[];
  captains: boolean[];
  vices: boolean[];
}

/** Rows per insert: a season of many thousands of teams is written in a few statements. */
const SQUAD_ROWS_PER_INSERT = 30_000;

/** The final squads' rows (15 a team). Each row's place is a row of the final table written
 *  before them in this transaction; their players are locked here. The players' names, positions,
 *  sides and points are joined in the database rather than sent as text for every row. */
export async function insertFinalSquads(tx: Exec, seasonId: number, all: FinalSquads): Promise<void> {
  await withoutRowChecks(tx, [{ table: 'players', ids: all.playerIds }], async () => {
    for (let from = 0; from < all.places.length; from += SQUAD_ROWS_PER_INSERT) {
      const cut = <T>(xs: T[]) => xs.slice(from, from + SQUAD_ROWS_PER_INSERT);
      await tx.execute(sql`insert into season_team_players (season_id, place, slot, player_id, name, position, side, points, captain, vice_captain)
          select ${seasonId}, v.place, v.slot, v.player_id, p.name, p.position, p.team, p.points, v.captain, v.vice_captain
          from unnest(${sql.param(cut(all.places))}::int[], ${sql.param(cut(all.slots))}::int[], ${sql.param(cut(all.playerIds))}::int[],
            ${sql.param(cut(all.captains))}::boolean[], ${sql.param(cut(all.vices))}::boolean[])
            as v(place, slot, player_id, captain, vice_captain)
          join players p on p.id = v.player_id`);
    }
  });
}

/** A term of the closed season in its place, with its winner (null before any of its weeks was played). */
export interface TermWinner {
  place: number;
  name: string;
  firstWeek: number;
  lastWeek: number;
  teamName: string | null;
  points: number | null;
}

export async function insertTermWinner(tx: Exec, seasonId: number, t: TermWinner): Promise<void> {
  await tx.execute(sql`insert into season_phase_winners (season_id, place, name, first_week, last_week, team_name, points)
      values (${seasonId}, ${t.place}, ${t.name}, ${t.firstWeek}, ${t.lastWeek}, ${t.teamName}, ${t.points})`);
}

/** One of a closing season's Last Man Standing competitions, oldest first, with its winner. */
export async function insertLmsWinner(tx: Exec, seasonId: number, place: number, name: string, teamName: string | null): Promise<void> {
  await tx.execute(sql`insert into season_lms_winners (season_id, place, name, team_name) values (${seasonId}, ${place}, ${name}, ${teamName})`);
}

/** Every mini-league with its start (a week number, or a Monday and an offset). */
export async function leagueStarts(tx: Pick<Db, 'select'>) {
  return tx.select({ id: leagues.id, name: leagues.name, startWeek: leagues.startWeek, startFrom: leagues.startFrom, kind: leagues.kind }).from(leagues);
}

/** Every membership of a mini-league, as two columns. */
export async function leagueMembers(tx: Exec): Promise<{ leagueIds: number[]; userIds: number[] }> {
  const members = await queryColumns(tx, sql`select league_id, user_id from league_members`, ['league_id', 'user_id']);
  return { leagueIds: members.league_id.map(Number), userIds: members.user_id.map(Number) };
}

/** The head-to-head leagues' members who deleted their account after the start, as columns. */
export async function departedMembers(tx: Exec): Promise<{ leagueIds: number[]; memberIds: number[] }> {
  const rows = await queryColumns(tx, sql`select league_id, member_id from league_departed_members`, ['league_id', 'member_id']);
  return { leagueIds: rows.league_id.map(Number), memberIds: rows.member_id.map(Number) };
}

/** The mini-leagues' winners as columns, a value per league (team, points and owner null when no
 *  member had a team). */
export interface LeagueWinners {
  leagueIds: number[];
  leagueNames: string[];
  teamNames: (string | null)[];
  points: (number | null)[];
  userIds: (number | null)[];
}

export async function insertLeagueWinners(tx: Exec, seasonId: number, w: LeagueWinners): Promise<void> {
  await tx.execute(sql`insert into season_league_winners (season_id, league_id, league_name, team_name, points, user_id)
      select ${seasonId}, v.* from unnest(${sql.param(w.leagueIds)}::int[], ${sql.param(w.leagueNames)}::text[],
        ${sql.param(w.teamNames)}::text[], ${sql.param(w.points)}::int[],
        ${sql.param(w.userIds)}::int[]) as v(league_id, league_name, team_name, points, user_id)`);
}

/** The current season's row, locked for the rest of the transaction. */
export async function lockCurrentSeason(tx: Db): Promise<SeasonRecord> {
  const [current] = await tx.select().from(seasons).where(sql`ended_at is null`).for('update');
  return current;
}

/** The stored name of the season called `name` ignoring case, or null when there is none. */
export async function seasonNamed(tx: Exec, name: string): Promise<string | null> {
  const [taken] = await queryRows<{ name: string }>(tx, sql`select name from seasons where lower(name) = lower(${name})`);
  return taken ? taken.name : null;
}

/** How many matches and gameweeks are stored. */
export async function countMatchesAndWeeks(tx: Exec): Promise<{ matches: number; weeks: number }> {
  const [counts] = await queryRows<{ matches: number; weeks: number }>(
    tx,
    sql`select (select count(*) from matches)::int as matches, (select count(*) from game_weeks)::int as weeks`,
  );
  return { matches: Number(counts.matches), weeks: Number(counts.weeks) };
}

/** Moves the fixtures dated before `startDate` into season `seasonId`'s archive; answers how many. */
export async function moveFixturesToArchive(tx: Exec, seasonId: number, startDate: string): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`insert into season_fixtures (id, season_id, side, team1, team2, location, date, time, status)
        select id, ${seasonId}, side, team1, team2, location, date, time, status from fixtures where date < ${startDate}
        returning id`,
  );
  await tx.execute(sql`delete from fixtures where date < ${startDate}`);
  return moved.length;
}

/** Unlinks every remaining fixture from its result (the matches go). */
export async function clearFixtureResults(tx: Exec): Promise<void> {
  await tx.execute(sql`update fixtures set result_id = null where result_id is not null`);
}

/** Empties the teams, their histories, the stat rows, the matches and the gameweeks. */
export async function emptySeasonFacts(tx: Exec): Promise<void> {
  // The teams and their histories are the big tables: emptied at once (no dead rows left for the
  // next season's reads to step over, no per-row foreign-key work). A reader still on them is
  // waited for a moment.
  await tx.execute(sql`set local lock_timeout = '10s'`);
  await tx.execute(sql`truncate team_memberships, team_captaincies, team_benches, team_chips, player_match_stats, fantasy_teams`);
  await tx.execute(sql`delete from matches`);
  await tx.execute(sql`delete from game_weeks`);
  await tx.execute(sql`set local lock_timeout = '200ms'`);
}

/** Every player's totals back to 0. */
export async function zeroPlayerTotals(tx: Exec): Promise<void> {
  await tx.execute(sql`update players set goals = 0, assists = 0, clean_sheets = 0, yellow_cards = 0, red_cards = 0, games_played = 0, points = 0
    where (goals, assists, clean_sheets, yellow_cards, red_cards, games_played, points) <> (0, 0, 0, 0, 0, 0, 0)`);
}

/** Every mini-league counting from week 1 again. */
export async function restartLeagues(tx: Exec): Promise<void> {
  await tx.execute(sql`update leagues set start_week = 1 where start_week <> 1`);
}

export async function endSeason(tx: Exec, seasonId: number, endedAt: Date, teamCount: number): Promise<void> {
  await tx.execute(sql`update seasons set ended_at = ${endedAt}, team_count = ${teamCount} where id = ${seasonId}`);
}

export async function insertSeason(tx: Db, season: { name: string; startedAt: Date; matchesFrom: Date }): Promise<SeasonRecord> {
  const [next] = await tx.insert(seasons).values(season).returning();
  return next;
}
