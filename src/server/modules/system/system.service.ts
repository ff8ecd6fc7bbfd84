import type { Services } from '../../context';
import { ping } from './system.repository';

/** Whether the database answers now; a silence is counted as a database error. */
export async function databaseAnswers(ctx: Pick<Services, 'db' | 'metrics'>): Promise<boolean> {
  try {
    await ping(ctx.db);
    return true;
  } catch {
    ctx.metrics.databaseErrors.labels('unavailable').inc();
    return false;
  }
}
