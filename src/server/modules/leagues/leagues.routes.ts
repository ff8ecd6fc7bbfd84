import type { AppContext, SomeHandlers } from '../../context';
import { sendCached } from '../../http/cache';
import { createLeague, deleteLeague, joinLeague, leaveLeague, removeMember, renewLeagueCode } from './leagues.service';
import { leagueMatchesForMember, leagueTableForMember, myLeagues } from './tables.service';

export function leagueHandlers(ctx: AppContext) {
  return {
    async listMyLeagues(request) {
      return myLeagues(ctx, request.user!.id);
    },

    async createLeague(request, reply) {
      return reply.status(201).send(await createLeague(ctx, request.user!.id, request.body));
    },

    async joinLeague(request) {
      return joinLeague(ctx, request.user!.id, request.body.code);
    },

    async getLeague(request, reply) {
      const { id } = request.params;
      const table = await leagueTableForMember(ctx, request.user!.id, id);
      return sendCached(request, reply, table.answer);
    },

    async getLeagueMatches(request, reply) {
      const answer = await leagueMatchesForMember(ctx, request.user!.id, request.params.id, request.query.week);
      return sendCached(request, reply, answer);
    },

    async deleteLeague(request, reply) {
      const { id } = request.params;
      await deleteLeague(ctx, request.user!.id, id);
      return reply.status(204).send();
    },

    async leaveLeague(request, reply) {
      const { id } = request.params;
      await leaveLeague(ctx, request.user!.id, id);
      return reply.status(204).send();
    },

    async renewLeagueCode(request) {
      return renewLeagueCode(ctx, request.user!.id, request.params.id);
    },

    async removeLeagueMember(request, reply) {
      const { id, user_id: memberId } = request.params;
      await removeMember(ctx, request.user!.id, id, memberId);
      return reply.status(204).send();
    },
  } satisfies SomeHandlers;
}
