import type { AppContext, Handlers } from '../context';
import { sendCached } from '../http/cache';
import {
  createLeague, deleteLeague, joinLeague, leagueTableForMember, leaveLeague, myLeagues, removeMember,
} from '../services/leagues';

type IdParams = { id: number };

export function leagueHandlers(ctx: AppContext): Handlers {
  return {
    async listMyLeagues(request) {
      return myLeagues(ctx, request.user!.id);
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
      const table = await leagueTableForMember(ctx, request.user!.id, id);
      return sendCached(request, reply, table.answer);
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
