import { desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../../db';
import { seasons } from '../../db/schemaSeasons';
import type { components } from '../../openapi/contract.gen';
import type { Position } from '../../../domain/positions';

// The seasons' queries: the seasons themselves, a closed season's archived table and terms, and
// the players' numbers by season (the current season's from its stat rows, a closed season's from
// its archive, which closing writes from those same rows). What closing writes and clears is in
// archive.repository.ts.

export type SeasonRecord = typeof seasons.$inferSelect;

type Schemas = components['schemas'];
export type SeasonRef = Schemas['SeasonRef'];

export interface SeasonPlace {
  team_name: string;
  points: number;
}

export type PlayerRef = Schemas['PlayerRef'];

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The current season's row, if the database has one. */
export async function findCurrentSeason(db: Db): Promise<SeasonRecord | undefined> {
  const [found] = await db.select().from(seasons).where(isNull(seasons.endedAt)).limit(1);
  return found;
}

/** Makes the first season, started at the earliest of `now` and the first recorded match; does
 *  nothing when there is a season already (two processes may ask at once: the one-current index
 *  lets one insert win). */
export async function insertFirstSeason(db: Db, name: string, now: Date): Promise<void> {
  await db.execute(sql`insert into seasons (name, started_at)
    select ${name}, least(${now}::timestamptz, (select min(played_at) from matches))
    where not exists (select 1 from seasons) on conflict do nothing`);
}

/** The current season's `matches_from` (null when there is none, or no current season). */
export async function currentMatchesFrom(tx: Exec): Promise<Date | null> {
  const [row] = await queryRows<{ matches_from: unknown }>(tx, sql`select matches_from from seasons where ended_at is null limit 1`);
  if (!row || row.matches_from === null) return null;
  return toDate(row.matches_from);
}

/** A season of the list with its archived champion, runner-up and top scorer. */
export interface SeasonListRow {
  id: number;
  name: string;
  startedAt: Date;
  endedAt: Date | null;
  champion: SeasonPlace | null;
  runnerUp: SeasonPlace | null;
  topScorer: { player: PlayerRef; goals: number } | null;
}

const place = (name: unknown, points: unknown): SeasonPlace | null =>
  name === null || name === undefined ? null : { team_name: String(name), points: Number(points) };

/** Every season, the current first, then newest first. */
export async function seasonList(db: Exec): Promise<SeasonListRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select s.id, s.name, s.started_at, s.ended_at,
          c.team_name as c_name, c.points as c_points, r.team_name as r_name, r.points as r_points,
          g.player_id as g_id, g.player_name as g_name, g.player_team as g_team, g.value as g_goals
        from seasons s
          left join season_standings c on c.season_id = s.id and c.place = 1
          left join season_standings r on r.season_id = s.id and r.place = 2
          left join season_top_players g on g.season_id = s.id and g.kind = 'goals' and g.place = 1
        order by s.ended_at is null desc, s.started_at desc, s.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    startedAt: toDate(r.started_at),
    endedAt: r.ended_at === null ? null : toDate(r.ended_at),
    champion: place(r.c_name, r.c_points),
    runnerUp: place(r.r_name, r.r_points),
    topScorer:
      r.g_id === null ? null : { player: { id: Number(r.g_id), name: String(r.g_name), team: String(r.g_team) }, goals: Number(r.g_goals) },
  }));
}

export async function seasonById(db: Db, id: number): Promise<SeasonRecord | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return row ?? null;
}

/** A closed season as one user's team finished it. */
export type UserSeason = Schemas['UserSeason'];

/** The closed seasons in which `userId` had a team, newest first. */
export async function seasonsOfUser(db: Exec, userId: number): Promise<UserSeason[]> {
  const rows = await queryRows<{ id: number; name: string; team_name: string; points: number; rank: number; place: number; teams: number }>(
    db,
    sql`select s.id, s.name, st.team_name, st.points, st.rank, st.place, coalesce(s.team_count, 0) as teams
        from season_standings st join seasons s on s.id = st.season_id
        where st.user_id = ${userId} and s.ended_at is not null
        order by s.ended_at desc, s.id desc`,
  );
  return rows.map((r) => ({
    season: { id: Number(r.id), name: String(r.name) },
    team_name: String(r.team_name),
    points: Number(r.points),
    rank: Number(r.rank),
    place: Number(r.place),
    teams: Number(r.teams),
  }));
}

/** The seasons, newest started first. */
export async function seasonsByStartDesc(db: Db): Promise<SeasonRecord[]> {
  return db.select().from(seasons).orderBy(desc(seasons.startedAt), desc(seasons.id));
}

/** A page (from `offset`, at most `limit` rows when given) of a closed season's archived table. */
export async function archivedStandings(db: Exec, seasonId: number, offset: number, limit: number | undefined) {
  const rows = await queryRows<{ place: number; rank: number; team_name: string; points: number }>(
    db,
    sql`select place, rank, team_name, points from season_standings where season_id = ${seasonId}
        order by place offset ${offset} ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r) => ({ place: Number(r.place), rank: Number(r.rank), team_name: r.team_name, points: Number(r.points), team_id: null }));
}

/** One row of a closed season's final table, by its place, or null. */
export async function archivedStanding(db: Exec, seasonId: number, place: number) {
  const [r] = await queryRows<{ rank: number; team_name: string; points: number }>(
    db,
    sql`select rank, team_name, points from season_standings where season_id = ${seasonId} and place = ${place}`,
  );
  return r ? { rank: Number(r.rank), team_name: r.team_name, points: Number(r.points) } : null;
}

/** A closed season's final squad of the team at `place`: the 11 (slots 1-11) then the bench. */
export async function archivedSquad(db: Exec, seasonId: number, place: number) {
  const rows = await queryRows<{ slot: number; player_id: number | null; name: string; position: string; side: string; points: number; captain: boolean; vice_captain: boolean }>(
    db,
    sql`select slot, player_id, name, position, side, points, captain, vice_captain from season_team_players
        where season_id = ${seasonId} and place = ${place} order by slot`,
  );
  return rows.map((r) => ({
    slot: Number(r.slot),
    id: r.player_id === null ? null : Number(r.player_id),
    name: r.name,
    position: r.position as Position,
    team: r.side,
    points: Number(r.points),
    captain: Boolean(r.captain),
    vice_captain: Boolean(r.vice_captain),
  }));
}

/** A closed season's terms in order, each with its winner (null: no team had a point in it). */
export async function archivedTermWinners(db: Exec, seasonId: number) {
  const rows = await queryRows<{ name: string; first_week: number; last_week: number; team_name: string | null; points: number | null }>(
    db,
    sql`select name, first_week, last_week, team_name, points from season_phase_winners where season_id = ${seasonId} order by place`,
  );
  return rows.map((p) => ({
    name: p.name,
    first_week: Number(p.first_week),
    last_week: Number(p.last_week),
    winner: p.team_name === null ? null : { team_name: p.team_name, points: Number(p.points) },
  }));
}

// --- Players' numbers by season.

export interface TopPlayer {
  player: PlayerRef;
  value: number;
}

/** How many players each top list of a season holds. */
export const TOP_PLAYERS = 5;

/** Each player's totals over the stat rows stored now (the current season), as SQL to select from. */
const LIVE_TOTALS = sql`select s.player_id, sum(s.goals)::int as goals, sum(s.assists)::int as assists,
    sum(s.clean_sheets)::int as clean_sheets, count(*)::int as games_played, sum(s.points)::int as points
  from player_match_stats s group by s.player_id`;

/** The top players by goals (those who scored) or by points (those who played), ties by name
 *  ignoring case, then id: from the stat rows (`live`) or a closed season's archive. */
export async function topPlayers(tx: Exec, kind: 'goals' | 'points', from: 'live' | number): Promise<TopPlayer[]> {
  const totals = from === 'live' ? LIVE_TOTALS : sql`select * from season_player_stats where season_id = ${from}`;
  const column = sql.raw(kind);
  const rows = await queryRows<{ id: number; name: string; team: string; value: number }>(
    tx,
    sql`select p.id, p.name, p.team, t.${column} as value
        from (${totals}) t join players p on p.id = t.player_id
        where ${kind === 'goals' ? sql`t.goals > 0` : sql`true`}
        order by t.${column} desc, lower(p.name), p.id limit ${TOP_PLAYERS}`,
  );
  return rows.map((r) => ({ player: { id: Number(r.id), name: String(r.name), team: String(r.team) }, value: Number(r.value) }));
}

/** A closed season's top lists as archived (names as they were then). */
export async function archivedTopPlayers(db: Exec, seasonId: number, kind: 'goals' | 'points'): Promise<TopPlayer[]> {
  const rows = await queryRows<{ player_id: number; player_name: string; player_team: string; value: number }>(
    db,
    sql`select player_id, player_name, player_team, value from season_top_players
        where season_id = ${seasonId} and kind = ${kind} order by place`,
  );
  return rows.map((r) => ({ player: { id: Number(r.player_id), name: r.player_name, team: r.player_team }, value: Number(r.value) }));
}

/** Copies every player's live totals into season `seasonId`'s archive. */
export async function insertPlayerTotals(tx: Exec, seasonId: number): Promise<void> {
  await tx.execute(sql`insert into season_player_stats (season_id, player_id, goals, assists, clean_sheets, games_played, points)
    select ${seasonId}, player_id, goals, assists, clean_sheets, games_played, points from (${LIVE_TOTALS}) t`);
}

/** One place of a closed season's top list. */
export async function insertTopPlayer(tx: Exec, seasonId: number, kind: 'goals' | 'points', place: number, t: TopPlayer): Promise<void> {
  await tx.execute(sql`insert into season_top_players (season_id, kind, place, player_id, player_name, player_team, value)
        values (${seasonId}, ${kind}, ${place}, ${t.player.id}, ${t.player.name}, ${t.player.team}, ${t.value})`);
}

export async function playerExists(db: Exec, playerId: number): Promise<boolean> {
  const [player] = await queryRows<{ id: number }>(db, sql`select id from players where id = ${playerId}`);
  return player !== undefined;
}

export type PlayerSeason = Schemas['PlayerSeason'];

/** A player's totals in every season it has stats in (`current` from its stat rows), newest first. */
export async function playerSeasons(db: Exec, playerId: number, current: SeasonRef): Promise<PlayerSeason[]> {
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`select * from (
          select ${current.id}::int as season_id, ${current.name}::text as name, 1 as newest, 0::float8 as ended,
            goals, assists, clean_sheets, games_played, points
          from (${LIVE_TOTALS}) t where t.player_id = ${playerId}
          union all
          select s.id, s.name, 0, extract(epoch from s.ended_at)::float8, a.goals, a.assists, a.clean_sheets, a.games_played, a.points
          from season_player_stats a join seasons s on s.id = a.season_id
          where a.player_id = ${playerId} and s.ended_at is not null
        ) h order by newest desc, ended desc, season_id desc`,
  );
  return rows.map((r) => ({
    season: { id: Number(r.season_id), name: String(r.name) },
    goals: Number(r.goals),
    assists: Number(r.assists),
    clean_sheets: Number(r.clean_sheets),
    games_played: Number(r.games_played),
    points: Number(r.points),
  }));
}

/** A closed season's Last Man Standing competitions, oldest first, with their winners. */
export async function archivedLmsWinners(db: Exec, seasonId: number): Promise<{ name: string; winner: { team_name: string } | null }[]> {
  const rows = await queryRows<{ name: string; team_name: string | null }>(
    db,
    sql`select name, team_name from season_lms_winners where season_id = ${seasonId} order by place`,
  );
  return rows.map((r) => ({ name: r.name, winner: r.team_name === null ? null : { team_name: r.team_name } }));
}
