import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import type { ResponseCache } from '../http/cache';
import { gameWeeks } from '../db/schema';
import { notFound } from '../http/errors';
import { recordResults, resultsMails } from './enqueue';

/**
 * Publishes a gameweek's results once: the first call stamps `published_at` and records the
 * results emails in the same transaction (the row is locked, so of two calls at once one
 * publishes); later calls answer the same gameweek and record nothing.
 */
export async function publishGameWeek(ctx: { db: Db; cache: ResponseCache }, id: number) {
  const [found] = await ctx.db.select().from(gameWeeks).where(eq(gameWeeks.id, id));
  if (!found) throw notFound(`There is no gameweek with id ${id}.`);
  const mails = found.publishedAt ? [] : await resultsMails(ctx, found);
  const published = await ctx.db.transaction(async (tx) => {
    const [week] = await tx.select().from(gameWeeks).where(eq(gameWeeks.id, id)).for('update');
    if (!week) throw notFound(`There is no gameweek with id ${id}.`);
    if (week.publishedAt) return week;
    const [now] = await tx.update(gameWeeks).set({ publishedAt: new Date() }).where(eq(gameWeeks.id, id)).returning();
    await recordResults(tx, mails);
    await ctx.cache.bump(tx); // the game-week lists show published_at
    return now;
  });
  return { id: published.id, week: published.week, published_at: published.publishedAt!.toISOString() };
}
