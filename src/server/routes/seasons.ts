import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, SomeHandlers } from '../context';
import { sendCached } from '../http/cache';
import { notFound } from '../outcomes';
import { actorOf } from '../services/audit';
import { createPhase, deletePhase, listPhases, phaseTablePage, updatePhase } from '../services/phases';
import { closeSeason } from '../services/seasonClose';
import { seasonDetail } from '../services/seasonDetail';
import { cachedCurrentSeason, listSeasons, userHistory } from '../services/seasons';
import { playerHistory } from '../services/seasonStats';

// Seasons, their archive, and the current season's terms. Public answers are cached until the
// next write (closing a season, a term changed, or anything that changes points).

const page = (q: { limit?: number; offset?: number }) => `${q.limit ?? 'all'}:${q.offset ?? 0}`;

export function seasonArchiveHandlers(ctx: AppContext) {
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    sendCached(request, reply, await ctx.cache.get(key, build));

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
      const answer = await ctx.cache.get(`season:${id}:${page(request.query)}`, () => seasonDetail(ctx, id, request.query));
      if (answer.isNull) throw notFound(`There is no season with id ${id}.`);
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

    async listPhases(request, reply) {
      return cached(request, reply, 'phases', () => listPhases(ctx));
    },

    async createPhase(request, reply) {
      return reply.status(201).send(await createPhase(ctx, request.body));
    },

    async updatePhase(request) {
      return updatePhase(ctx, request.params.id, request.body);
    },

    async deletePhase(request, reply) {
      await deletePhase(ctx, request.params.id);
      return reply.status(204).send();
    },

    async getPhaseTable(request, reply) {
      const { id } = request.params;
      const answer = await ctx.cache.get(`phase-table:${id}:${page(request.query)}`, async () => phaseTablePage(ctx, id, request.query));
      if (answer.isNull) throw notFound('There is no term with that id in the current season.');
      return sendCached(request, reply, answer);
    },
  } satisfies SomeHandlers;
}
