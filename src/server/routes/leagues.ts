import type { AppContext, Handlers } from '../context';
import { sendCached } from '../http/cache';
import {
  createLeague, deleteLeague, joinLeague, leagueForMember, leagueStandings, leagueView, leaveLeague, myLeagues, removeMember,
} from '../services/leagues';

type IdParams = { id: number };

export function leagueHandlers(ctx: AppContext): Handlers {
  const { db, cache } = ctx;
  return {
    async listMyLeagues(request) {
      return myLeagues(db, request.user!.id);
    },

    async createLeague(request, reply) {
      const body = request.body as { name: string; start_week?: number };
      return reply.status(201).send(await createLeague(ctx, request.user!.id, body));
    },

    async joinLeague(request) {
      const { code } = request.body as { code: string };
      return joinLeague(ctx, request.user!.id, code);
    },

    async getLeague(request, reply) {
      const { id } = request.params as IdParams;
      const league = await leagueForMember(db, request.user!.id, id);
      // Every member sees the same table: cached per league until its members change (its
      // version) or a write changes points or teams (the data version).
      const answer = await cache.get(`league:${league.id}:${league.version}`, async () => ({
        ...leagueView(league),
        standings: await leagueStandings(db, league.id),
      }));
      return sendCached(request, reply, answer);
    },

    async deleteLeague(request, reply) {
      const { id } = request.params as IdParams;
      await deleteLeague(ctx, request.user!.id, id);
      return reply.status(204).send();
    },

    async leaveLeague(request, reply) {
      const { id } = request.params as IdParams;
      await leaveLeague(ctx, request.user!.id, id);
      return reply.status(204).send();
    },

    async removeLeagueMember(request, reply) {
      const { id, user_id: memberId } = request.params as IdParams & { user_id: number };
      await removeMember(ctx, request.user!.id, id, memberId);
      return reply.status(204).send();
    },
  };
}
