import type { AppContext, SomeHandlers } from '../../context';
import { sendCached } from '../../http/cache';
import { actorOf } from '../audit/audit.service';
import { clubToday, setAvailability } from './availability.service';
import { cachedHolders } from '../../standings/load';
import {
  createPlayer, deletePlayer, listPlayers, playerRecord, playerView, rankedPlayers, updatePlayer,
} from './players.service';

export function playerHandlers(ctx: AppContext) {
  const { db, cache } = ctx;
  // Availability reads against the club date, so the date is part of each list's cache key: a new
  // day builds the lists again (an ended status reads available) without any write.
  return {
    async listPlayers(request, reply) {
      const today = clubToday(ctx);
      return sendCached(request, reply, await cache.get(`players:${today}`, async () => listPlayers(db, today, await cachedHolders(ctx))));
    },

    async listPlayerGoals(request, reply) {
      const today = clubToday(ctx);
      const { side } = request.query;
      const key = `player-goals:${side ?? 'both'}:${today}`;
      return sendCached(request, reply, await cache.get(key, async () => rankedPlayers(db, 'goals', today, side, await cachedHolders(ctx))));
    },

    async listPlayerPoints(request, reply) {
      const today = clubToday(ctx);
      const { side } = request.query;
      const key = `player-points:${side ?? 'both'}:${today}`;
      return sendCached(request, reply, await cache.get(key, async () => rankedPlayers(db, 'points', today, side, await cachedHolders(ctx))));
    },

    async createPlayer(request, reply) {
      const player = await createPlayer(ctx, request.body, actorOf(request.user));
      return reply.status(201).send(player);
    },

    async updatePlayer(request) {
      return updatePlayer(ctx, request.params.id, request.body, actorOf(request.user));
    },

    async setPlayerAvailability(request) {
      const { id } = request.params;
      await setAvailability(ctx, id, request.body, request.user!, playerRecord);
      return playerView(ctx, id);
    },

    async deletePlayer(request, reply) {
      await deletePlayer(ctx, request.params.id, actorOf(request.user));
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
