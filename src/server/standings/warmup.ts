import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import { refreshPlayerTotals } from '../modules/matches/matches.service';

class RolledBack extends Error {}

/**
 * Runs the statements that recording a match runs (its players' totals) on the latest gameweek,
 * then rolls them back: nothing changes. The embedded database compiles its code paths and loads
 * its pages on first use, so without this the first match recorded after a start is slower than
 * the rest. Answers whether there was a season to warm up.
 */
export async function warmUpSeasonWrites(db: Db): Promise<boolean> {
  const [latest] = await queryRows<{ id: number | null }>(db, sql`select max(id)::int as id from game_weeks`);
  const gameWeekId = latest?.id ?? null;
  if (gameWeekId === null) return false;
  const rows = await queryRows<{ player_id: number }>(
    db,
    sql`select distinct player_id from player_match_stats where game_week_id = ${gameWeekId} limit 16`,
  );
  const playerIds = rows.map((r) => Number(r.player_id));
  if (playerIds.length === 0) return false;
  try {
    await db.transaction(async (tx) => {
      // A few times over (the embedded database speeds a code path up once it has run it a few times).
      for (let i = 0; i < 3; i++) {
        await tx.execute(sql`update player_match_stats set points = points + 1 where game_week_id = ${gameWeekId} and player_id = any(${sql.param(playerIds)}::int[])`);
        await refreshPlayerTotals(tx, playerIds);
      }
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return true;
}
