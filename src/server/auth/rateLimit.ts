import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { tooMany } from '../outcomes';

/** Fixed-window counters kept in the database, so several server processes share them. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  private windowOf(windowMs: number, now = Date.now()) {
    const start = Math.floor(now / windowMs) * windowMs;
    return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
  }

  /** Counts one hit; throws 429 once the window holds more than `limit`. */
  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const { start, retryAfter } = this.windowOf(windowMs);
    const rows = await queryRows<{ count: number }>(this.db, sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    if (Number(rows[0].count) > limit) throw tooManyAttempts(retryAfter);
    if (Math.random() < 0.01) await this.prune();
  }

  /** Throws 429 when the window already holds `limit` hits (without counting one). */
  async check(key: string, limit: number, windowMs: number): Promise<void> {
    const { start, retryAfter } = this.windowOf(windowMs);
    const rows = await queryRows<{ count: number }>(this.db, sql`
      select count from rate_limits where key = ${key} and window_start = ${start.toISOString()}`);
    if (rows.length && Number(rows[0].count) >= limit) throw tooManyAttempts(retryAfter);
  }

  async clear(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }

  private async prune() {
    await this.db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  }
}

const tooManyAttempts = (retryAfter: number) => tooMany(`Too many attempts. Please try again in ${retryAfter} seconds.`, retryAfter);
