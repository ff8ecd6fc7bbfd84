import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads, sendCached } from '../../http/cache';
import { notFound } from '../../outcomes';
import { actorOf } from '../audit/audit.service';
import { closeSeason } from './close.service';
import { seasonDetail, seasonTeam } from './detail.service';
import { cachedCurrentSeason, listSeasons, pageKey, userHistory } from './seasons.service';
import { playerHistory } from './stats.service';

// Seasons and their archive. Public answers are cached until the next write (closing a season,
// or anything that changes points).

export function seasonHandlers(ctx: AppContext) {
  const cached = cachedReads(ctx.cache);

  return {
    async listSeasons(request, reply) {
      return cached(request, reply, 'seasons', () => listSeasons(ctx));
    },

    async closeSeason(request, reply) {
      const report = await closeSeason(ctx, actorOf(request.user), request.body);
      return reply.status(201).send(report.next);
    },

    async getSeason(request, reply) {
      const { id } = request.params;
      const answer = await ctx.cache.get(`season:${id}:${pageKey(request.query)}`, () => seasonDetail(ctx, id, request.query));
      if (answer.isNull) throw notFound(`There is no season with id ${id}.`);
      return sendCached(request, reply, answer);
    },

    async getSeasonTeam(request, reply) {
      const { id, place } = request.params;
      const answer = await ctx.cache.get(`season-team:${id}:${place}`, () => seasonTeam(ctx, id, place));
      if (answer.isNull) throw notFound(`There is no team at place ${place} of a closed season with id ${id}.`);
      return sendCached(request, reply, answer);
    },

    async getUserHistory(request) {
      return userHistory(ctx.db, request.user!.id);
    },

    async getPlayerHistory(request, reply) {
      const { id } = request.params;
      const current = await cachedCurrentSeason(ctx);
      return cached(request, reply, `player-history:${id}`, () => playerHistory(ctx.db, id, current));
    },
  } satisfies SomeHandlers;
}
