import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Handler, Handlers } from '../context';
import { sendCached } from '../http/cache';
import { badRequest, conflict, notFound, type FieldErrors } from '../http/errors';
import { zonedDateString } from '../../domain/gameweeks';
import { checkFixture, type FixtureFields, type FixtureSide } from '../../domain/fixtures';
import { deleteFixture, importFixturesCsv, insertFixture, listFixtures } from '../services/fixtures';

const SIDE_NAME: Record<FixtureSide, string> = { men: "men's", women: "women's" };

export function fixtureHandlers(ctx: AppContext): Handlers {
  const { db, cache } = ctx;

  const list = (side: FixtureSide): Handler => async (request: FastifyRequest, reply: FastifyReply) => {
    const { upcoming } = request.query as { upcoming?: boolean };
    // "Upcoming" moves with the club's date, so the date is part of the cache key.
    const today = upcoming ? zonedDateString(ctx.clock.now(), ctx.config.clubTimezone) : null;
    const body = await cache.get(`fixtures:${side}:${today ?? 'all'}`, () => listFixtures(db, side, today ?? undefined));
    return sendCached(request, reply, body);
  };

  const create = (side: FixtureSide): Handler => async (request: FastifyRequest, reply: FastifyReply) => {
    const check = checkFixture(request.body as FixtureFields);
    if (!check.ok) {
      const errors: FieldErrors = {};
      for (const p of check.problems) (errors[p.field] ??= []).push(p.message);
      throw badRequest(`Invalid fixture: ${check.problems.map((p) => p.message).join('; ')}.`, errors);
    }
    const fixture = await insertFixture(db, cache, side, check.fixture);
    if (!fixture) {
      throw conflict(`This ${SIDE_NAME[side]} fixture (same teams, date and time) is already stored.`);
    }
    return reply.status(201).send(fixture);
  };

  const remove = (side: FixtureSide): Handler => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: number };
    if (!(await deleteFixture(db, cache, side, id))) throw notFound(`There is no ${SIDE_NAME[side]} fixture with id ${id}.`);
    return reply.status(204).send();
  };

  return {
    listMensFixtures: list('men'),
    listWomensFixtures: list('women'),
    createMensFixture: create('men'),
    createWomensFixture: create('women'),
    deleteMensFixture: remove('men'),
    deleteWomensFixture: remove('women'),
    async importFixtures(request) {
      const { side, csv } = request.body as { side: FixtureSide; csv: string };
      return importFixturesCsv(db, cache, side, csv);
    },
  };
}
