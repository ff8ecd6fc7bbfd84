import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads, sendCached } from '../../http/cache';
import { notFound } from '../../outcomes';
import { findCompetition, listCompetitions, NO_COMPETITION, removeCompetition, startCompetition } from './lms.service';

// Last Man Standing: anyone reads the competitions (cached until the next write), staff start and
// delete them.

export function lmsHandlers(ctx: AppContext) {
  const cached = cachedReads(ctx.cache);

  return {
    async listLmsCompetitions(request, reply) {
      return cached(request, reply, 'lms', () => listCompetitions(ctx));
    },

    async getLmsCompetition(request, reply) {
      const { id } = request.params;
      const answer = await ctx.cache.get(`lms:${id}`, () => findCompetition(ctx, id));
      if (answer.isNull) throw notFound(NO_COMPETITION);
      return sendCached(request, reply, answer);
    },

    async createLmsCompetition(request, reply) {
      return reply.status(201).send(await startCompetition(ctx, request.body));
    },

    async deleteLmsCompetition(request, reply) {
      await removeCompetition(ctx, request.params.id);
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
