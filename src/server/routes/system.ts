import { sql } from 'drizzle-orm';
import type { AppContext, SomeHandlers } from '../context';
import { unavailable } from '../outcomes';

export function systemHandlers(ctx: AppContext) {
  return {
    async getHealth() {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        ctx.metrics.databaseErrors.labels('unavailable').inc();
        throw unavailable('The database does not answer.');
      }
      return { status: 'ok', database: 'ok' };
    },
  } satisfies SomeHandlers;
}
