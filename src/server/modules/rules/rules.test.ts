import { startTestApp, expectContract, type TestApp } from '../../test/harness';
import type { Auth } from '../../test/season';

// The game's rules (the product rules §22): anyone reads those of the next deadline, staff set the whole
// object, a change counts from the next deadline on, and each change is audited.

let t: TestApp;
let staff: Auth;
let user: Auth;

const DEFAULTS = { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true };
const LIMITED = { free_transfers: 1, max_banked: 2, transfer_cost: 4, chips: false };

beforeAll(async () => {
  // A Wednesday: the next deadline is Monday 9 November 00:00 (London).
  t = await startTestApp({ now: '2026-11-04T12:00:00Z' });
  staff = (await t.user({ staff: true })).auth;
  user = (await t.user()).auth;
});
afterAll(() => t.close());

async function rules() {
  const res = await t.inject({ method: 'GET', url: '/api/rules/' });
  expectContract(res, 'getRules');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A PUT as staff, or as `as` ('nobody' sends no credentials). */
async function put(payload: unknown, as: Auth | 'nobody' = staff) {
  const headers = as === 'nobody' ? undefined : as;
  const res = await t.inject({ method: 'PUT', url: '/api/rules/', headers, payload: payload as object });
  expectContract(res, 'updateRules');
  return res;
}

async function auditOfRules(): Promise<{ action: string; entity: string; before: unknown; after: Record<string, unknown> }[]> {
  const res = await t.inject({ method: 'GET', url: '/api/audit/?entity=rules', headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test("a new database's rules are the spec's game: unlimited free transfers", async () => {
  expect(await rules()).toEqual(DEFAULTS);
});

test('only staff set the rules', async () => {
  expect((await put(LIMITED, 'nobody')).statusCode).toBe(401);
  expect((await put(LIMITED, user)).statusCode).toBe(403);
  expect(await rules()).toEqual(DEFAULTS);
});

test.each([
  [{ max_banked: 5, transfer_cost: 4, chips: true }, 'free_transfers'],
  [{ ...DEFAULTS, free_transfers: 0 }, 'free_transfers'],
  [{ ...DEFAULTS, free_transfers: 6 }, 'free_transfers'],
  [{ ...DEFAULTS, free_transfers: '1' }, 'free_transfers'],
  [{ ...DEFAULTS, max_banked: 0 }, 'max_banked'],
  [{ ...DEFAULTS, max_banked: 1.5 }, 'max_banked'],
  [{ free_transfers: 1, transfer_cost: 4, chips: true }, 'max_banked'],
  [{ ...DEFAULTS, transfer_cost: 11 }, 'transfer_cost'],
  [{ ...DEFAULTS, transfer_cost: null }, 'transfer_cost'],
  [{ ...DEFAULTS, chips: 'yes' }, 'chips'],
  [{ free_transfers: 1, max_banked: 5, transfer_cost: 4 }, 'chips'],
])('a bad or missing field is refused, naming it, and changes nothing: %j', async (payload, field) => {
  const res = await put(payload);
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().errors ?? {})).toContain(field);
  expect(await rules()).toEqual(DEFAULTS);
  expect(await auditOfRules()).toEqual([]);
});

test('an unknown field or a body that is not an object is refused', async () => {
  expect((await put({ ...LIMITED, wildcards: 2 })).statusCode).toBe(400);
  expect((await put([LIMITED])).statusCode).toBe(400);
  expect(await rules()).toEqual(DEFAULTS);
});

test('staff set the rules from the next deadline on; earlier deadlines keep theirs; each change is audited', async () => {
  const res = await put(LIMITED);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(LIMITED);
  expect(await rules()).toEqual(LIMITED);

  // Setting them again the same week replaces that week's change, and the same rules change nothing.
  const tighter = { ...LIMITED, transfer_cost: 8 };
  expect((await put(tighter)).json()).toEqual(tighter);
  expect((await put(tighter)).json()).toEqual(tighter);
  const audit = await auditOfRules();
  expect(audit.map((a) => a.action)).toEqual(['update', 'create']);
  expect(audit[0]).toMatchObject({ entity: 'rules', before: LIMITED, after: { ...tighter, from_deadline: '2026-11-09T00:00:00.000Z' } });
  expect(audit[1]).toMatchObject({ before: null, after: { ...LIMITED, from_deadline: '2026-11-09T00:00:00.000Z' } });

  // The week before that deadline is still scored by the defaults: back on Sunday 1 November the
  // next deadline is Monday 2 November, under the old rules.
  t.clock.set('2026-11-01T12:00:00Z');
  expect(await rules()).toEqual(DEFAULTS);
  // A week later the change is in force, and a change then counts from the deadline after.
  t.clock.set('2026-11-10T12:00:00Z');
  expect(await rules()).toEqual(tighter);
  const open = { ...DEFAULTS, chips: false };
  expect((await put(open)).statusCode).toBe(200);
  expect(await rules()).toEqual(open);
  t.clock.set('2026-11-08T12:00:00Z');
  expect(await rules()).toEqual(tighter);
  t.clock.set('2026-11-16T12:00:00Z');
  expect(await rules()).toEqual(open);
});
