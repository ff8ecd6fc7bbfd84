import { sql } from 'drizzle-orm';
import type { AppContext, SomeHandlers } from '../context';
import { ApiError } from '../http/errors';

export function systemHandlers(ctx: AppContext) {
  return {
    async getHealth() {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        ctx.metrics.databaseErrors.labels('unavailable').inc();
        throw new ApiError(503, 'The database does not answer.');
      }
      return { status: 'ok', database: 'ok' };
    },
  } satisfies SomeHandlers;
}
