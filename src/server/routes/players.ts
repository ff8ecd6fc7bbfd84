import type { AppContext, Handlers } from '../context';
import { sendCached } from '../http/cache';
import { actorOf } from '../services/audit';
import { createPlayer, deletePlayer, listPlayers, rankedPlayers, updatePlayer, type NewPlayerInput, type PlayerUpdateInput } from '../services/players';

export function playerHandlers(ctx: AppContext): Handlers {
  const { db, cache } = ctx;
  return {
    async listPlayers(request, reply) {
      return sendCached(request, reply, await cache.get('players', () => listPlayers(db)));
    },

    async listPlayerGoals(request, reply) {
      return sendCached(request, reply, await cache.get('player-goals', () => rankedPlayers(db, 'goals')));
    },

    async listPlayerPoints(request, reply) {
      return sendCached(request, reply, await cache.get('player-points', () => rankedPlayers(db, 'points')));
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
