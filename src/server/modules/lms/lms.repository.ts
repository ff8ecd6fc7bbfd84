import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { lmsCompetitions } from '../../db/schemaSeasons';

// Last Man Standing competitions as stored: a name and an anchored first week per competition;
// everything else is derived from the standings engine (lms.service.ts).

export type LmsRecord = typeof lmsCompetitions.$inferSelect;

/** A season's competitions, newest first. */
export function competitionsOfSeason(db: Pick<Db, 'select'>, seasonId: number): Promise<LmsRecord[]> {
  return db.select().from(lmsCompetitions).where(eq(lmsCompetitions.seasonId, seasonId)).orderBy(desc(lmsCompetitions.id));
}

export async function insertCompetition(tx: Db, row: { seasonId: number; name: string; firstWeek: number; firstFrom: string | null }): Promise<LmsRecord> {
  const [inserted] = await tx.insert(lmsCompetitions).values(row).returning();
  return inserted;
}

/** Deletes competition `id` of season `seasonId`; false when there is none. */
export async function deleteCompetition(tx: Db, id: number, seasonId: number): Promise<boolean> {
  const done = await tx
    .delete(lmsCompetitions)
    .where(and(eq(lmsCompetitions.id, id), eq(lmsCompetitions.seasonId, seasonId)))
    .returning({ id: lmsCompetitions.id });
  return done.length > 0;
}
