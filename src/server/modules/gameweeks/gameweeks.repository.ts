import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../../db';
import { gameWeeks } from '../../db/schema';
import { playerRowOf, type PlayerRow } from '../players/players.service';

// Every query of the gameweeks: found, made, renumbered, removed, listed, and what a summary reads.

/** What the gameweek writes need of a database or transaction. */
export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface GameWeekRow {
  id: number;
  week: number;
  deadline: Date;
}

const rowColumns = { id: gameWeeks.id, week: gameWeeks.week, deadline: gameWeeks.deadline };

/** The gameweek starting on that Monday, if there is one. */
export async function findGameWeekByStart(tx: Tx, startDate: string): Promise<GameWeekRow | undefined> {
  const [found] = await tx.select(rowColumns).from(gameWeeks).where(eq(gameWeeks.startDate, startDate)).limit(1);
  return found;
}

/** Stores a new gameweek numbered 0 (renumbering gives it its number). */
export async function insertGameWeek(tx: Tx, dates: { startDate: string; endDate: string; deadline: Date }): Promise<GameWeekRow> {
  const [row] = await tx
    .insert(gameWeeks)
    .values({ week: 0, startDate: dates.startDate, endDate: dates.endDate, deadline: dates.deadline })
    .returning(rowColumns);
  return row;
}

/** Numbers the gameweeks 1..n in date order; answers how many numbers changed. */
export async function renumberGameWeeks(tx: Exec): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update game_weeks g set week = r.n
        from (select id, (row_number() over (order by start_date))::int as n from game_weeks) r
        where g.id = r.id and g.week <> r.n
        returning g.id`,
  );
  return rows.length;
}

/** Deletes the gameweek (its stat rows must be gone). */
export async function deleteGameWeek(tx: Tx, id: number): Promise<void> {
  await tx.delete(gameWeeks).where(eq(gameWeeks.id, id));
}

export async function selectWeekNumber(tx: Tx, gameWeekId: number): Promise<number> {
  const [row] = await tx.select({ week: gameWeeks.week }).from(gameWeeks).where(eq(gameWeeks.id, gameWeekId));
  return row.week;
}

export interface GameWeekListRow {
  id: number;
  week: number;
  start_date: string;
  end_date: string;
  published_at: Date | null;
}

/** All gameweeks in date order, or the one numbered `week` (a list of 0 or 1). */
export async function selectGameWeeks(db: Db, week?: number): Promise<GameWeekListRow[]> {
  const query = db
    .select({
      id: gameWeeks.id,
      week: gameWeeks.week,
      start_date: gameWeeks.startDate,
      end_date: gameWeeks.endDate,
      published_at: gameWeeks.publishedAt,
    })
    .from(gameWeeks);
  return week === undefined
    ? query.orderBy(asc(gameWeeks.startDate))
    : query.where(eq(gameWeeks.week, week)).orderBy(asc(gameWeeks.startDate));
}

/** What a gameweek's summary reads from the database. */
export interface SummaryRows {
  dates: { startDate: string; endDate: string; publishedAt: Date | null };
  /** Every player still in the game, and any retired one with points that week, with those
   *  points (null: no stat row that week). */
  players: { row: PlayerRow; weekPoints: number | null }[];
  /** The player most teams captain (ties by name, then id), with how many; none without captains. */
  captained: { row: PlayerRow; teams: number } | null;
}

/** A gameweek's dates, players and most captained player (of `captains`: player id to teams), in
 *  one read-only snapshot; null when there is no such gameweek. */
export async function readSummaryRows(db: Db, gameWeekId: number, captains: ReadonlyMap<number, number>): Promise<SummaryRows | null> {
  return db.transaction(
    async (tx) => {
      const [dates] = await queryRows<{ start_date: string; end_date: string; published_at: Date | string | null }>(
        tx,
        sql`select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, published_at
            from game_weeks where id = ${gameWeekId}`,
      );
      if (!dates) return null;
      const players = await queryRows<Record<string, unknown>>(
        tx,
        sql`select p.*, w.pts as week_points
            from players p left join (
              select player_id, sum(points)::int as pts from player_match_stats where game_week_id = ${gameWeekId} group by player_id
            ) w on w.player_id = p.id
            where not p.retired or w.pts is not null`,
      );
      const [captained] = captains.size
        ? await queryRows<Record<string, unknown>>(
            tx,
            sql`select p.*, c.teams
                from unnest(${sql.param([...captains.keys()])}::int[], ${sql.param([...captains.values()])}::int[]) as c(captain_id, teams)
                  join players p on p.id = c.captain_id
                order by c.teams desc, lower(p.name), p.id limit 1`,
          )
        : [];
      return {
        dates: {
          startDate: dates.start_date,
          endDate: dates.end_date,
          publishedAt: dates.published_at === null ? null : new Date(dates.published_at),
        },
        players: players.map((r) => ({ row: playerRowOf(r), weekPoints: r.week_points === null ? null : Number(r.week_points) })),
        captained: captained ? { row: playerRowOf(captained), teams: Number(captained.teams) } : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
