import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads, sendCached } from '../../http/cache';
import { notFound } from '../../outcomes';
import { pageKey } from '../seasons/seasons.service';
import { createTerm, deleteTerm, listTerms, termTablePage, updateTerm } from './terms.service';

// The current season's terms (the API's "phases"). Public answers are cached until the next
// write (a term changed, a season closed, or anything that changes points).

export function termHandlers(ctx: AppContext) {
  const cached = cachedReads(ctx.cache);

  return {
    async listPhases(request, reply) {
      return cached(request, reply, 'phases', () => listTerms(ctx));
    },

    async createPhase(request, reply) {
      return reply.status(201).send(await createTerm(ctx, request.body));
    },

    async updatePhase(request) {
      return updateTerm(ctx, request.params.id, request.body);
    },

    async deletePhase(request, reply) {
      await deleteTerm(ctx, request.params.id);
      return reply.status(204).send();
    },

    async getPhaseTable(request, reply) {
      const { id } = request.params;
      const answer = await ctx.cache.get(`phase-table:${id}:${pageKey(request.query)}`, async () => termTablePage(ctx, id, request.query));
      if (answer.isNull) throw notFound('There is no term with that id in the current season.');
      return sendCached(request, reply, answer);
    },
  } satisfies SomeHandlers;
}
