import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads, sendCached } from '../../http/cache';
import { notFound } from '../../outcomes';
import { clubToday } from '../players/availability.service';
import { cachedPlayerExtras } from '../players/players.service';
import { findSnapshot } from './snapshots.service';

const NO_RECENT_SNAPSHOT = 'Team snapshot not found for the most recent game week.';

export function snapshotHandlers(ctx: AppContext) {
  const { cache } = ctx;
  // Kept per club date too, as a player's availability reads against it.
  const cached = cachedReads(cache);

  return {
    async getMostRecentSnapshot(request, reply) {
      const { team_id: teamId } = request.query;
      // A missing snapshot is cached too (as null), so repeated misses cost no query.
      const today = clubToday(ctx);
      const answer = await cache.get(`snapshot:${teamId}:latest:${today}`, async () =>
        findSnapshot(ctx, teamId, 'latest', await cachedPlayerExtras(ctx), today),
      );
      if (answer.isNull) throw notFound(NO_RECENT_SNAPSHOT);
      return sendCached(request, reply, answer);
    },

    async listTeamSnapshots(request, reply) {
      const { team_id: teamId, game_week_id: gameWeekId } = request.query;
      const today = clubToday(ctx);
      return cached(request, reply, `snapshot:${teamId}:${gameWeekId}:${today}`, async () => {
        const snapshot = await findSnapshot(ctx, teamId, gameWeekId, await cachedPlayerExtras(ctx), today);
        return snapshot ? [snapshot] : [];
      });
    },
  } satisfies SomeHandlers;
}
