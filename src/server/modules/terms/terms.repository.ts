import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../../db';
import { phases } from '../../db/schemaSeasons';
import type { TermWeek } from '../../standings/terms';

// The terms' queries: the terms of a season, and what a write to them reads (the gameweeks'
// Mondays, the current season).

export type TermRecord = typeof phases.$inferSelect;

/** A term as stored, but for its id and season: its name and bounds (bounds.ts). */
export type TermFields = Pick<TermRecord, 'name' | 'firstWeek' | 'lastWeek' | 'firstMonday' | 'lastMonday'>;

/** The terms of a season, by id. */
export function termsOfSeason(db: Pick<Db, 'select'>, seasonId: number): Promise<TermRecord[]> {
  return db.select().from(phases).where(eq(phases.seasonId, seasonId)).orderBy(asc(phases.id));
}

/** Each gameweek's number and Monday, in start order. */
export async function gameWeekMondays(tx: Exec): Promise<TermWeek[]> {
  const rows = await queryRows<{ week: number; start_date: string }>(
    tx,
    sql`select week, to_char(start_date, 'YYYY-MM-DD') as start_date from game_weeks order by start_date`,
  );
  return rows.map((r) => ({ week: Number(r.week), startDate: r.start_date }));
}

/** The current season's id. */
export async function currentSeasonId(tx: Exec): Promise<number> {
  const [{ id }] = await queryRows<{ id: number }>(tx, sql`select id from seasons where ended_at is null`);
  return Number(id);
}

/** Adds a term to season `seasonId`; answers its id. */
export async function insertTerm(tx: Db, seasonId: number, fields: TermFields): Promise<number> {
  const [row] = await tx.insert(phases).values({ seasonId, ...fields }).returning({ id: phases.id });
  return row.id;
}

/** Sets term `id` of season `seasonId`; false when there is no such term. */
export async function updateTermOfSeason(tx: Db, id: number, seasonId: number, fields: TermFields): Promise<boolean> {
  const done = await tx
    .update(phases)
    .set(fields)
    .where(and(eq(phases.id, id), eq(phases.seasonId, seasonId)))
    .returning({ id: phases.id });
  return done.length > 0;
}

/** Deletes term `id` of season `seasonId`; false when there is no such term. */
export async function deleteTermOfSeason(tx: Db, id: number, seasonId: number): Promise<boolean> {
  const done = await tx.delete(phases).where(and(eq(phases.id, id), eq(phases.seasonId, seasonId))).returning({ id: phases.id });
  return done.length > 0;
}
