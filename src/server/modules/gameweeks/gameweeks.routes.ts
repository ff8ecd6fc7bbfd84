import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads, sendCached } from '../../http/cache';
import { notFound } from '../../outcomes';
import { nextDeadlineAfter, zonedIsoString } from '../../../domain/gameweeks';
import { clubToday } from '../players/availability.service';
import { cachedPlayerExtras } from '../players/players.service';
import { listGameWeeks } from './gameweeks.service';
import { gameWeekSummary } from './summary.service';

export function gameWeekHandlers(ctx: AppContext) {
  const { db, cache } = ctx;
  // Public lists are answered from the cache (until the next write that changes them); those that
  // show players are kept per club date too, as a player's availability reads against it.
  const cached = cachedReads(cache);

  return {
    async listGameWeeks(request, reply) {
      const { week } = request.query;
      return cached(request, reply, `game-weeks:${week ?? 'all'}`, () => listGameWeeks(db, week));
    },

    async getDeadline() {
      const now = ctx.clock.now();
      const zone = ctx.config.clubTimezone;
      return { now: zonedIsoString(now, zone), next_deadline: zonedIsoString(nextDeadlineAfter(now, zone), zone), time_zone: zone };
    },

    async getGameWeekSummary(request, reply) {
      const { id } = request.params;
      const today = clubToday(ctx);
      const answer = await cache.get(`summary:${id}:${today}`, async () => gameWeekSummary(ctx, id, await cachedPlayerExtras(ctx), today));
      if (answer.isNull) throw notFound(`There is no gameweek with id ${id}.`);
      return sendCached(request, reply, answer);
    },
  } satisfies SomeHandlers;
}
