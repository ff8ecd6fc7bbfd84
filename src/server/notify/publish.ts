import type { Db } from '../db';
import type { DataVersion, PerVersionValues } from '../db/dataVersion';
import { write } from '../db/write';
import { notFound } from '../outcomes';
import { recordResults, resultsMails } from './enqueue';
import { findGameWeek, findGameWeekForUpdate, markGameWeekPublished } from './notify.repository';

/**
 * Publishes a gameweek's results once: the first call stamps `published_at` and records the
 * results emails in the same transaction (the row is locked, so of two calls at once one
 * publishes); later calls answer the same gameweek and record nothing.
 */
export async function publishGameWeek(ctx: { db: Db; version: DataVersion; values: PerVersionValues }, id: number) {
  const found = await findGameWeek(ctx.db, id);
  if (!found) throw notFound(`There is no gameweek with id ${id}.`);
  const mails = found.publishedAt ? [] : await resultsMails(ctx, found);
  const published = await write(ctx, { lock: 'none' }, async (tx, w) => {
    const week = await findGameWeekForUpdate(tx, id);
    if (!week) throw notFound(`There is no gameweek with id ${id}.`);
    if (week.publishedAt) {
      w.unchanged();
      return week;
    }
    const now = await markGameWeekPublished(tx, id);
    await recordResults(tx, mails);
    return now;
  });
  return { id: published.id, week: published.week, published_at: published.publishedAt!.toISOString() };
}
