import { asc, eq, sql } from 'drizzle-orm';
import { addDays, deadlineOf, weekStartOf, zonedDateString } from '../../domain/gameweeks';
import { queryRows, type Db } from '../db';
import { gameWeeks } from '../db/schema';

export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

// Every write that changes matches, gameweeks or snapshots runs under one advisory lock, taken
// at the start of its transaction: match records and deletes (and the recompute) take it
// exclusively, a team's snapshot sync (create, transfer) takes it shared. So a match never
// builds a gameweek's snapshots from a squad a concurrent transfer is changing, and the sums
// each write reads are never stale (PostgreSQL's read committed re-reads after the lock).
// With the embedded database there is one connection and the lock is free.
const SEASON_LOCK = 0x5ea5_0001;

export async function lockSeason(tx: Pick<Db, 'execute'>, mode: 'exclusive' | 'shared'): Promise<void> {
  await tx.execute(
    mode === 'exclusive' ? sql`select pg_advisory_xact_lock(${SEASON_LOCK})` : sql`select pg_advisory_xact_lock_shared(${SEASON_LOCK})`,
  );
}

// Lock not available, deadlock, serialization failure: the transaction can simply run again.
const RETRYABLE = new Set(['55P03', '40P01', '40001']);

function pgCodeOf(e: unknown): string | undefined {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Runs a write that changes matches, gameweeks or snapshots: one transaction holding the season
 * lock exclusively. Team writes (create, transfer, delete) take the season lock shared before any
 * row lock, so they wait for this one rather than hold a row it needs; any other row lock (a
 * league's user row, say) is waited for at most a moment, then this one steps back and runs again.
 */
export async function seasonWrite<T>(db: Db, work: (tx: Db) => Promise<T>, attempts = 25): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await lockSeason(tx, 'exclusive');
        await tx.execute(sql`set local lock_timeout = '200ms'`);
        return work(tx);
      });
    } catch (e) {
      if (attempt >= attempts || !RETRYABLE.has(pgCodeOf(e) ?? '')) throw e;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(attempt, 10)));
    }
  }
}

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
