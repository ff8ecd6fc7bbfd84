import type { AppContext, SomeHandlers } from '../../context';
import { cachedReads } from '../../http/cache';
import { actorOf } from '../audit/audit.service';
import { deleteMatch, listMatches, listPlayerGameStats, listResults, recordMatch, updateMatch } from './matches.service';

export function matchHandlers(ctx: AppContext) {
  const { db } = ctx;
  // Public lists are answered from the cache (until the next write that changes them).
  const cached = cachedReads(ctx.cache);

  return {
    async listMatches(request, reply) {
      return cached(request, reply, 'matches', () => listMatches(db));
    },

    async listPlayerGameStats(request, reply) {
      return cached(request, reply, 'player-game-stats', () => listPlayerGameStats(db));
    },

    // `upcoming` is accepted and changes nothing: results are the recorded matches.
    async listResults(request, reply) {
      return cached(request, reply, 'results', () => listResults(db));
    },

    async createMatch(request, reply) {
      return reply.status(201).send(await recordMatch(ctx, request.body, actorOf(request.user)));
    },

    async updateMatch(request) {
      const { id } = request.params;
      return updateMatch(ctx, id, request.body, actorOf(request.user));
    },

    async deleteMatch(request, reply) {
      const { id } = request.params;
      await deleteMatch(ctx, id, actorOf(request.user));
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
