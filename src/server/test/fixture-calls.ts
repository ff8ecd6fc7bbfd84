import { fixtures } from '../db/schema';
import { expectContract, startTestApp, type TestApp, type TestResponse } from './harness';
import type { Auth } from './season';

// The fixture calls for the fixture tests: every answer is checked against openapi.yaml.

export interface FixturesApp {
  t: TestApp;
  staff: { auth: Auth };
  fan: { auth: Auth };
}

/** A test file's app with a staff user and a fan (a user who is not staff). */
export async function startFixturesApp(): Promise<FixturesApp> {
  const t = await startTestApp();
  const staff = await t.user({ staff: true });
  const fan = await t.user();
  return { t, staff, fan };
}

/** No fixtures and nothing cached, on the day the fixture tests are set. */
export async function clearFixtures(t: TestApp) {
  await t.app.ctx.db.delete(fixtures);
  t.app.ctx.cache.invalidate();
  t.clock.set('2026-11-18T12:00:00Z');
}

export type Side = 'men' | 'women';
const base = (side: Side) => (side === 'men' ? '/api/fixtures' : '/api/womensfixtures');
const op = (side: Side, what: 'list' | 'create' | 'delete') =>
  `${what}${side === 'men' ? 'Mens' : 'Womens'}${what === 'list' ? 'Fixtures' : 'Fixture'}`;

/** The fixture calls over the test file's app (read when called: the app starts in beforeAll); staff by default. */
export function fixtureCalls(app: () => FixturesApp) {
  async function list(side: Side, query = ''): Promise<TestResponse> {
    const res = await app().t.inject({ method: 'GET', url: `${base(side)}/${query}` });
    expectContract(res, op(side, 'list'));
    return res;
  }

  async function create(side: Side, payload: unknown, headers: Record<string, string> = app().staff.auth): Promise<TestResponse> {
    const res = await app().t.inject({ method: 'POST', url: `${base(side)}/`, payload, headers });
    expectContract(res, op(side, 'create'));
    return res;
  }

  async function remove(side: Side, id: number | string, headers: Record<string, string> = app().staff.auth): Promise<TestResponse> {
    const res = await app().t.inject({ method: 'DELETE', url: `${base(side)}/delete/${id}/`, headers });
    expectContract(res, op(side, 'delete'));
    return res;
  }

  async function importCsv(payload: unknown, headers: Record<string, string> = app().staff.auth): Promise<TestResponse> {
    const res = await app().t.inject({ method: 'POST', url: '/api/fixtures/import/', payload, headers });
    expectContract(res, 'importFixtures');
    return res;
  }

  return { list, create, remove, importCsv };
}

export const fixture = (date: string, time: string, extra: Record<string, string> = {}) => ({
  team1: 'Club',
  team2: 'Rivals',
  location: 'Home Ground',
  date,
  time,
  ...extra,
});

export const whenOf = (res: TestResponse) => (res.json() as { date: string; time: string }[]).map((f) => `${f.date} ${f.time}`);
