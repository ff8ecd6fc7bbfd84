import { asc, eq, sql } from 'drizzle-orm';
import { addDays, deadlineOf, weekStartOf, zonedDateString } from '../../../domain/gameweeks';
import { queryRows, type Db } from '../../db';
import { gameWeeks } from '../../db/schema';

export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

export interface WeekDates {
  startDate: string;
  endDate: string;
  deadline: Date;
}

/** The Monday-to-Sunday week (club time zone) holding an instant, with its deadline (Monday 00:00). */
export function weekOf(instant: Date, timeZone: string): WeekDates {
  const startDate = weekStartOf(zonedDateString(instant, timeZone));
  return { startDate, endDate: addDays(startDate, 6), deadline: deadlineOf(startDate, timeZone) };
}

export interface GameWeekRow {
  id: number;
  week: number;
  deadline: Date;
}

/** The gameweek of that week, made if it is new (its `week` number is then set by renumbering). */
export async function findOrCreateGameWeek(tx: Tx, dates: WeekDates): Promise<GameWeekRow & { created: boolean }> {
  const [found] = await tx
    .select({ id: gameWeeks.id, week: gameWeeks.week, deadline: gameWeeks.deadline })
    .from(gameWeeks)
    .where(eq(gameWeeks.startDate, dates.startDate))
    .limit(1);
  if (found) return { ...found, created: false };
  const [row] = await tx
    .insert(gameWeeks)
    .values({ week: 0, startDate: dates.startDate, endDate: dates.endDate, deadline: dates.deadline })
    .returning({ id: gameWeeks.id, week: gameWeeks.week, deadline: gameWeeks.deadline });
  return { ...row, created: true };
}

/** Numbers the gameweeks 1..n in date order; answers how many numbers changed. */
export async function renumberGameWeeks(tx: Pick<Db, 'execute'>): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update game_weeks g set week = r.n
        from (select id, (row_number() over (order by start_date))::int as n from game_weeks) r
        where g.id = r.id and g.week <> r.n
        returning g.id`,
  );
  return rows.length;
}

export async function weekNumberOf(tx: Tx, gameWeekId: number): Promise<number> {
  const [row] = await tx.select({ week: gameWeeks.week }).from(gameWeeks).where(eq(gameWeeks.id, gameWeekId));
  return row.week;
}

export interface GameWeekView {
  id: number;
  week: number;
  start_date: string;
  end_date: string;
  published_at: string | null;
}

/** All gameweeks in order, or the one numbered `week` (a list of 0 or 1). */
export async function listGameWeeks(db: Db, week?: number): Promise<GameWeekView[]> {
  const query = db
    .select({ id: gameWeeks.id, week: gameWeeks.week, start_date: gameWeeks.startDate, end_date: gameWeeks.endDate, published_at: gameWeeks.publishedAt })
    .from(gameWeeks);
  const rows = await (week === undefined
    ? query.orderBy(asc(gameWeeks.startDate))
    : query.where(eq(gameWeeks.week, week)).orderBy(asc(gameWeeks.startDate)));
  return rows.map((r) => ({ ...r, published_at: r.published_at ? r.published_at.toISOString() : null }));
}
