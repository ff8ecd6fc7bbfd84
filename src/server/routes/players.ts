import type { AppContext, SomeHandlers } from '../context';
import { sendCached } from '../http/cache';
import { actorOf } from '../services/audit';
import { cachedHolders } from '../services/seasonLoad';
import { createPlayer, deletePlayer, listPlayers, rankedPlayers, updatePlayer } from '../services/players';

export function playerHandlers(ctx: AppContext) {
  const { db, cache } = ctx;
  return {
    async listPlayers(request, reply) {
      return sendCached(request, reply, await cache.get('players', async () => listPlayers(db, await cachedHolders(ctx))));
    },

    async listPlayerGoals(request, reply) {
      return sendCached(request, reply, await cache.get('player-goals', async () => rankedPlayers(db, 'goals', await cachedHolders(ctx))));
    },

    async listPlayerPoints(request, reply) {
      return sendCached(request, reply, await cache.get('player-points', async () => rankedPlayers(db, 'points', await cachedHolders(ctx))));
    },

    async createPlayer(request, reply) {
      const player = await createPlayer(ctx, request.body, actorOf(request.user));
      return reply.status(201).send(player);
    },

    async updatePlayer(request) {
      return updatePlayer(ctx, request.params.id, request.body, actorOf(request.user));
    },

    async deletePlayer(request, reply) {
      await deletePlayer(ctx, request.params.id, actorOf(request.user));
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
