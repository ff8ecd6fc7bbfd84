import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, SomeHandlers } from '../context';
import { sendCached } from '../http/cache';
import { notFound } from '../outcomes';
import { listGameWeeks } from '../services/gameweeks';
import { actorOf } from '../services/audit';
import { clubToday } from '../services/availability';
import { deleteMatch, listMatches, listPlayerGameStats, listResults, recordMatch, updateMatch } from '../services/matches';
import { cachedPlayerExtras } from '../services/playerViews';
import { findSnapshot } from '../services/snapshots';
import { gameWeekSummary } from '../services/summary';
import { nextDeadlineAfter, zonedIsoString } from '../../domain/gameweeks';

const NO_RECENT_SNAPSHOT = 'Team snapshot not found for the most recent game week.';

export function seasonHandlers(ctx: AppContext) {
  const { db, cache } = ctx;
  // Public lists are answered from the cache (until the next write that changes them); those that
  // show players are kept per club date too, as a player's availability reads against it.
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    sendCached(request, reply, await cache.get(key, build));

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

    async listGameWeeks(request, reply) {
      const { week } = request.query;
      return cached(request, reply, `game-weeks:${week ?? 'all'}`, () => listGameWeeks(db, week));
    },

    async getDeadline() {
      const now = ctx.clock.now();
      const zone = ctx.config.clubTimezone;
      return { now: zonedIsoString(now, zone), next_deadline: zonedIsoString(nextDeadlineAfter(now, zone), zone), time_zone: zone };
    },

    async getGameWeekSummary(request, reply) {
      const { id } = request.params;
      const today = clubToday(ctx);
      const answer = await cache.get(`summary:${id}:${today}`, async () => gameWeekSummary(ctx, id, await cachedPlayerExtras(ctx), today));
      if (answer.isNull) throw notFound(`There is no gameweek with id ${id}.`);
      return sendCached(request, reply, answer);
    },

    async getMostRecentSnapshot(request, reply) {
      const { team_id: teamId } = request.query;
      // A missing snapshot is cached too (as null), so repeated misses cost no query.
      const today = clubToday(ctx);
      const answer = await cache.get(`snapshot:${teamId}:latest:${today}`, async () =>
        findSnapshot(ctx, teamId, 'latest', await cachedPlayerExtras(ctx), today),
      );
      if (answer.isNull) throw notFound(NO_RECENT_SNAPSHOT);
      return sendCached(request, reply, answer);
    },

    async listTeamSnapshots(request, reply) {
      const { team_id: teamId, game_week_id: gameWeekId } = request.query;
      const today = clubToday(ctx);
      return cached(request, reply, `snapshot:${teamId}:${gameWeekId}:${today}`, async () => {
        const snapshot = await findSnapshot(ctx, teamId, gameWeekId, await cachedPlayerExtras(ctx), today);
        return snapshot ? [snapshot] : [];
      });
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
