import type { FastifyReply } from 'fastify';
import type { AppContext, OperationRequest, SomeHandlers } from '../context';
import { sendCached } from '../http/cache';
import { conflict, invalidInput, notFound } from '../outcomes';
import { zonedDateString } from '../../domain/gameweeks';
import { checkFixture, type FixtureSide } from '../../domain/fixtures';
import { actorOf } from '../services/audit';
import { fixturesCalendar } from '../services/calendar';
import { recordFixtureChange } from '../notify/enqueue';
import {
  deleteFixture, importFixturesCsv, insertFixture, listFixtures, updateFixture,
} from '../services/fixtures';

const SIDE_NAME: Record<FixtureSide, string> = { men: "men's", women: "women's" };
const CALENDAR_NAME: Record<FixtureSide | 'all', string> = {
  men: "Men's fixtures",
  women: "Women's fixtures",
  all: 'Fixtures',
};

export function fixtureHandlers(ctx: AppContext) {
  const { db, cache } = ctx;

  const list = (side: FixtureSide) => async (request: OperationRequest<'listMensFixtures'>, reply: FastifyReply) => {
    const { upcoming } = request.query;
    // "Upcoming" moves with the club's date, so the date is part of the cache key.
    const today = upcoming ? zonedDateString(ctx.clock.now(), ctx.config.clubTimezone) : null;
    const body = await cache.get(`fixtures:${side}:${today ?? 'all'}`, () => listFixtures(db, side, today ?? undefined));
    return sendCached(request, reply, body);
  };

  const create = (side: FixtureSide) => async (request: OperationRequest<'createMensFixture'>, reply: FastifyReply) => {
    const body = request.body;
    const check = checkFixture(body);
    if (!check.ok) throw invalidInput(check.problems);
    const fixture = await insertFixture(ctx, side, check.fixture, actorOf(request.user), body.status ?? 'scheduled');
    if (!fixture) {
      throw conflict(`This ${SIDE_NAME[side]} fixture (same teams, date and time) is already stored.`);
    }
    return reply.status(201).send(fixture);
  };

  const update = (side: FixtureSide) => async (request: OperationRequest<'updateMensFixture'>) => {
    const { id } = request.params;
    const outcome = await updateFixture(ctx, side, id, request.body, actorOf(request.user), recordFixtureChange);
    if (outcome === 'missing') throw notFound(`There is no ${SIDE_NAME[side]} fixture with id ${id}.`);
    if (outcome === 'conflict') throw conflict(`Another ${SIDE_NAME[side]} fixture has the same teams, date and time.`);
    return outcome;
  };

  const remove = (side: FixtureSide) => async (request: OperationRequest<'deleteMensFixture'>, reply: FastifyReply) => {
    const { id } = request.params;
    if (!(await deleteFixture(ctx, side, id, actorOf(request.user)))) {
      throw notFound(`There is no ${SIDE_NAME[side]} fixture with id ${id}.`);
    }
    return reply.status(204).send();
  };

  return {
    listMensFixtures: list('men'),
    listWomensFixtures: list('women'),
    createMensFixture: create('men'),
    createWomensFixture: create('women'),
    updateMensFixture: update('men'),
    updateWomensFixture: update('women'),
    deleteMensFixture: remove('men'),
    deleteWomensFixture: remove('women'),
    async importFixtures(request) {
      const { side, csv } = request.body;
      return importFixturesCsv(ctx, side, csv, actorOf(request.user));
    },
    async getFixturesCalendar(request, reply) {
      const { side = 'all' } = request.query;
      // Cached with the fixture lists: every fixture write raises the data version and drops it.
      const feed = await cache.getText(`calendar:${side}`, async () =>
        fixturesCalendar(await listFixtures(db, side), {
          timeZone: ctx.config.clubTimezone,
          uidDomain: new URL(ctx.config.appUrl).hostname || 'fantasy-xi',
          now: new Date(),
          name: CALENDAR_NAME[side],
        }),
      );
      reply.header('content-disposition', `inline; filename="fixtures-${side}.ics"`);
      return sendCached(request, reply, feed, 200, 'text/calendar; charset=utf-8');
    },
  } satisfies SomeHandlers;
}
