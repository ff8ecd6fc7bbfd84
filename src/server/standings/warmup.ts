import type { Db } from '../db';
import { refreshPlayerTotals } from '../modules/matches/matches.service';
import { addStatPoint, latestGameWeekId, somePlayersOfWeek } from './recompute.repository';

class RolledBack extends Error {}

/**
 * Runs the statements that recording a match runs (its players' totals) on the latest gameweek,
 * then rolls them back: nothing changes. The embedded database compiles its code paths and loads
 * its pages on first use, so without this the first match recorded after a start is slower than
 * the rest. Answers whether there was a season to warm up.
 */
export async function warmUpSeasonWrites(db: Db): Promise<boolean> {
  const gameWeekId = await latestGameWeekId(db);
  if (gameWeekId === null) return false;
  const playerIds = await somePlayersOfWeek(db, gameWeekId);
  if (playerIds.length === 0) return false;
  try {
    await db.transaction(async (tx) => {
      // A few times over (the embedded database speeds a code path up once it has run it a few times).
      for (let i = 0; i < 3; i++) {
        await addStatPoint(tx, gameWeekId, playerIds);
        await refreshPlayerTotals(tx, playerIds);
      }
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return true;
}
