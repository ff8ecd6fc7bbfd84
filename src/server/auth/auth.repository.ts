import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../db';
import { users } from '../db/schema';

// Every query of the sign-in machinery: the rate limits' counters and the users' token versions.

/** Counts one hit in the key's window: the window's count with it. */
export async function countRateLimitHit(db: Exec, key: string, windowStart: Date): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
  return Number(rows[0].count);
}

/** The hits counted in the key's window, or null when there are none. */
export async function findRateLimitCount(db: Exec, key: string, windowStart: Date): Promise<number | null> {
  const rows = await queryRows<{ count: number }>(db, sql`
      select count from rate_limits where key = ${key} and window_start = ${windowStart.toISOString()}`);
  return rows.length ? Number(rows[0].count) : null;
}

export async function clearRateLimit(db: Exec, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Forgets the windows older than a day. */
export async function pruneRateLimits(db: Exec): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

/** What a signed-in call needs of its user: who they are and their tokens' current version. */
export interface SignedInUser {
  id: number;
  email: string;
  isStaff: boolean;
  tokenVersion: number;
  accountStamp: string;
}

/** The user with this id as a signed-in call needs them, or null. */
export async function findSignedInUser(db: Db, userId: number): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, isStaff: users.isStaff, tokenVersion: users.tokenVersion, accountStamp: users.accountStamp })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Raises the user's token version: every token issued before stops working. */
export async function raiseTokenVersion(tx: Exec, userId: number): Promise<void> {
  await tx.execute(sql`update users set token_version = token_version + 1 where id = ${userId}`);
}
