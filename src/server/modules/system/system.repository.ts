import { sql } from 'drizzle-orm';
import type { Db } from '../../db';

/** Asks the database the smallest question: throws when it does not answer. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
