import type { Db } from '../db';
import { tooMany } from '../outcomes';
import { clearRateLimit, countRateLimitHit, findRateLimitCount, pruneRateLimits } from './auth.repository';

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
    if ((await countRateLimitHit(this.db, key, start)) > limit) throw tooManyAttempts(retryAfter);
    if (Math.random() < 0.01) await this.prune();
  }

  /** Throws 429 when the window already holds `limit` hits (without counting one). */
  async check(key: string, limit: number, windowMs: number): Promise<void> {
    const { start, retryAfter } = this.windowOf(windowMs);
    const count = await findRateLimitCount(this.db, key, start);
    if (count !== null && count >= limit) throw tooManyAttempts(retryAfter);
  }

  async clear(key: string): Promise<void> {
    await clearRateLimit(this.db, key);
  }

  private async prune() {
    await pruneRateLimits(this.db);
  }
}

const tooManyAttempts = (retryAfter: number) => tooMany(`Too many attempts. Please try again in ${retryAfter} seconds.`, retryAfter);
