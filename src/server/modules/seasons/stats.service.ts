import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../../db';
import { notFound } from '../../outcomes';
import type { PlayerRef, SeasonRef } from './seasons.service';

// Players' numbers by season: the current season's from its stat rows, a closed season's from
// its archive (season_player_stats, season_top_players), which closing wrote from those same rows.

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

/** Writes a closing season's player totals and top lists into its archive. */
export async function archivePlayers(tx: Exec, seasonId: number): Promise<void> {
  await tx.execute(sql`insert into season_player_stats (season_id, player_id, goals, assists, clean_sheets, games_played, points)
    select ${seasonId}, player_id, goals, assists, clean_sheets, games_played, points from (${LIVE_TOTALS}) t`);
  for (const kind of ['goals', 'points'] as const) {
    const top = await topPlayers(tx, kind, seasonId);
    for (const [i, t] of top.entries()) {
      await tx.execute(sql`insert into season_top_players (season_id, kind, place, player_id, player_name, player_team, value)
        values (${seasonId}, ${kind}, ${i + 1}, ${t.player.id}, ${t.player.name}, ${t.player.team}, ${t.value})`);
    }
  }
}

export interface PlayerSeason {
  season: SeasonRef;
  goals: number;
  assists: number;
  clean_sheets: number;
  games_played: number;
  points: number;
}

/** A player's totals in every season it has stats in (the current one from its stat rows),
 *  newest first; 404 when there is no such player. */
export async function playerHistory(db: Db, playerId: number, current: SeasonRef): Promise<PlayerSeason[]> {
  const [player] = await queryRows<{ id: number }>(db, sql`select id from players where id = ${playerId}`);
  if (!player) throw notFound(`There is no player with id ${playerId}.`);
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
