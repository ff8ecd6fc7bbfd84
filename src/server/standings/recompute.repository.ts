import { sql } from 'drizzle-orm';
import type { Position } from '../../domain/positions';
import type { StatLine } from '../../domain/scoring';
import { queryRows, type Exec } from '../db';

// The stat rows, matches and gameweeks as the recompute (recompute.ts) corrects them, and the
// warm-up's reads and its rolled-back write (warmup.ts).

/** A stat row with its player's position and the points stored on it. */
export interface ScoredStatRow {
  id: number;
  position: Position;
  stats: StatLine;
  points: number;
}

/** Every stat row, for checking its points against the scoring table. */
export async function statRowsWithPositions(tx: Exec): Promise<ScoredStatRow[]> {
  const rows = await queryRows<Record<string, number | string>>(
    tx,
    sql`select s.id, p.position, s.goals, s.assists, s.yellow_cards, s.red_cards, s.clean_sheets, s.motm, s.pen_saves, s.points
        from player_match_stats s join players p on p.id = s.player_id`,
  );
  return rows.map((r) => {
    const n = (k: string) => Number(r[k]);
    return {
      id: n('id'),
      position: r.position as Position,
      stats: {
        goals: n('goals'),
        assists: n('assists'),
        yellow_cards: n('yellow_cards'),
        red_cards: n('red_cards'),
        clean_sheets: n('clean_sheets'),
        MOTM: n('motm'),
        Pen_Saves: n('pen_saves'),
      },
      points: n('points'),
    };
  });
}

/** Sets the points of the stat rows `ids` (`points[i]` on `ids[i]`). */
export async function setStatPoints(tx: Exec, ids: number[], points: number[]): Promise<void> {
  await tx.execute(sql`update player_match_stats s set points = v.points
      from unnest(${sql.param(ids)}::int[], ${sql.param(points)}::int[]) as v(id, points) where s.id = v.id`);
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** Every match: when it was played and the gameweek it is filed under. */
export async function matchDates(tx: Exec): Promise<{ id: number; playedAt: Date; gameWeekId: number }[]> {
  const rows = await queryRows<{ id: number; played_at: unknown; game_week_id: number }>(tx, sql`select id, played_at, game_week_id from matches`);
  return rows.map((m) => ({ id: Number(m.id), playedAt: toDate(m.played_at), gameWeekId: Number(m.game_week_id) }));
}

/** Every gameweek's dates (`YYYY-MM-DD`) and deadline. */
export async function gameWeekDates(tx: Exec): Promise<{ id: number; startDate: string; endDate: string; deadline: Date }[]> {
  const rows = await queryRows<{ id: number; start_date: unknown; end_date: unknown; deadline: unknown }>(
    tx,
    sql`select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, deadline from game_weeks`,
  );
  return rows.map((w) => ({ id: Number(w.id), startDate: dateText(w.start_date), endDate: dateText(w.end_date), deadline: toDate(w.deadline) }));
}

export async function setGameWeekEnd(tx: Exec, id: number, endDate: string, deadline: Date): Promise<void> {
  await tx.execute(sql`update game_weeks set end_date = ${endDate}, deadline = ${deadline} where id = ${id}`);
}

/** Makes a gameweek (numbered 0 until the gameweeks are numbered again); answers its id. */
export async function insertGameWeek(tx: Exec, dates: { startDate: string; endDate: string; deadline: Date }): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into game_weeks (week, start_date, end_date, deadline) values (0, ${dates.startDate}, ${dates.endDate}, ${dates.deadline}) returning id`,
  );
  return Number(row.id);
}

/** Files the matches `ids` under the gameweeks `weekIds` (`weekIds[i]` for `ids[i]`). */
export async function moveMatches(tx: Exec, ids: number[], weekIds: number[]): Promise<void> {
  await tx.execute(sql`update matches m set game_week_id = v.gw
      from unnest(${sql.param(ids)}::int[], ${sql.param(weekIds)}::int[]) as v(id, gw) where m.id = v.id`);
}

/** Files every stat row under its match's gameweek; answers how many moved. */
export async function refileStatRows(tx: Exec): Promise<number> {
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update player_match_stats s set game_week_id = m.game_week_id from matches m
        where m.id = s.match_id and s.game_week_id <> m.game_week_id returning s.id`,
  );
  return moved.length;
}

/** The gameweeks other than `keep`. */
export async function gameWeeksNotIn(tx: Exec, keep: number[]): Promise<number[]> {
  const gone = await queryRows<{ id: number }>(tx, sql`select id from game_weeks where not (id = any(${sql.param(keep)}::int[]))`);
  return gone.map((g) => Number(g.id));
}

export async function deleteGameWeeks(tx: Exec, ids: number[]): Promise<void> {
  await tx.execute(sql`delete from game_weeks where id = any(${sql.param(ids)}::int[])`);
}

// --- The warm-up (warmup.ts).

/** The latest gameweek's id (null when there is none). */
export async function latestGameWeekId(db: Exec): Promise<number | null> {
  const [latest] = await queryRows<{ id: number | null }>(db, sql`select max(id)::int as id from game_weeks`);
  const id = latest?.id ?? null;
  return id === null ? null : Number(id);
}

/** Up to 16 players with stat rows in gameweek `gameWeekId`. */
export async function somePlayersOfWeek(db: Exec, gameWeekId: number): Promise<number[]> {
  const rows = await queryRows<{ player_id: number }>(
    db,
    sql`select distinct player_id from player_match_stats where game_week_id = ${gameWeekId} limit 16`,
  );
  return rows.map((r) => Number(r.player_id));
}

/** Adds a point to the stat rows of `playerIds` in gameweek `gameWeekId`. */
export async function addStatPoint(tx: Exec, gameWeekId: number, playerIds: number[]): Promise<void> {
  await tx.execute(sql`update player_match_stats set points = points + 1 where game_week_id = ${gameWeekId} and player_id = any(${sql.param(playerIds)}::int[])`);
}
