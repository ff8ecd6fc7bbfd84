import type { AppContext, SomeHandlers } from '../context';
import { sendCached } from '../http/cache';
import { actorOf } from '../services/audit';
import { createPlayer, deletePlayer, listPlayers, rankedPlayers, updatePlayer } from '../services/players';

export function playerHandlers(ctx: AppContext) {
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
