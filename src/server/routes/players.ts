import type { AppContext, Handlers } from '../context';
import { sendCached } from '../http/cache';
import { actorOf } from '../services/audit';
import { cachedHolders } from '../services/seasonLoad';
import { createPlayer, deletePlayer, listPlayers, rankedPlayers, updatePlayer, type NewPlayerInput, type PlayerUpdateInput } from '../services/players';

export function playerHandlers(ctx: AppContext): Handlers {
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
      const player = await createPlayer(ctx, request.body as NewPlayerInput, actorOf(request.user));
      return reply.status(201).send(player);
    },

    async updatePlayer(request) {
      const { id } = request.params as { id: number };
      return updatePlayer(ctx, id, request.body as PlayerUpdateInput, actorOf(request.user));
    },

    async deletePlayer(request, reply) {
      const { id } = request.params as { id: number };
      await deletePlayer(ctx, id, actorOf(request.user));
      return reply.status(204).send();
    },
  };
}
