import type { AppContext, SomeHandlers } from '../../context';
import { sendCached } from '../../http/cache';
import { cachedLeague, createTeam, deleteTeam, getMyTeam, leaguePage, updateTeam, withRank } from './teams.service';
import { playChip, takeBackChip } from './chip-writes.service';

export function teamHandlers(ctx: AppContext) {
  const { cache } = ctx;
  return {
    async listTeams(request, reply) {
      const { limit, offset } = request.query;
      if (limit === undefined && !offset) return sendCached(request, reply, await cache.get('teams', async () => (await cachedLeague(ctx)).rows));
      // A page of the table, cut from the cached whole (ranks are those of the whole table).
      return sendCached(request, reply, await cache.get(`teams?limit=${limit ?? ''}&offset=${offset ?? 0}`, () => leaguePage(ctx, { limit, offset })));
    },

    async getMyTeam(request) {
      return withRank(ctx, await getMyTeam(ctx, request.user!.id));
    },

    async createTeam(request, reply) {
      return reply.status(201).send(await withRank(ctx, await createTeam(ctx, request.user!.id, request.body)));
    },

    async updateTeam(request) {
      // `formation` may come with the players; the server derives its own (docs/rules.md §2).
      const body = request.body;
      return withRank(ctx, await updateTeam(ctx, request.user!.id, { players: body.players, bench: body.bench, captain: body.captain, vice_captain: body.vice_captain }));
    },

    async playChip(request) {
      return withRank(ctx, await playChip(ctx, request.user!.id, request.body));
    },

    async takeBackChip(request, reply) {
      await takeBackChip(ctx, request.user!.id);
      return reply.status(204).send();
    },

    async deleteTeam(request, reply) {
      await deleteTeam(ctx, request.user!.id);
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
