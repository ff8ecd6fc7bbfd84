import { loadContract, type JsonSchema, type Operation } from '../openapi/contract';
import { chunkedBody, rawRequest, startTestApp, type TestApp } from '../test/harness';
import { addPlayerPool, squadOf } from '../test/fixtures';

// Every call in the contract, sent values of the wrong type, out of range, oversized, with NUL
// characters, broken JSON and odd ids: each must answer a clear 4xx (JSON with a `detail`) and
// never a 500.

let t: TestApp;
let staffAuth: Record<string, string>;
let userAuth: Record<string, string>;
const { operations } = loadContract();

beforeAll(async () => {
  t = await startTestApp();
  const pool = await addPlayerPool(t, { prefix: 'Fuzz', count: 6 });
  staffAuth = (await t.user({ staff: true })).auth;
  const user = await t.user();
  userAuth = user.auth;
  const res = await t.inject({ method: 'POST', url: '/api/team/', headers: userAuth, payload: { name: 'Fuzz Town', players: squadOf(pool, '4-4-2') } });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

const ODD_VALUES: unknown[] = [
  null, true, -1, 0, 1.5, 2 ** 31, -(2 ** 31) - 1, 1e308, 'x', '', ' ', 'a'.repeat(10_000), 'nul\u0000byte',
  '😀'.repeat(60), '2026-02-30', '2026-11-22T25:61:00', '../../etc/passwd', '<script>alert(1)</script>', [], [1, 'a'], {}, { $gt: 1 },
];
const ODD_IDS = ['abc', '-1', '0', '99999999999', '1.5', '%00', '1e3', '2147483648', ' 1'];

function propertiesOf(schema: JsonSchema | undefined): string[] {
  const props = (schema?.properties ?? {}) as Record<string, unknown>;
  return Object.keys(props);
}

/** A valid-looking body to start from: each known property once with a plain value. */
function baseBody(op: Operation): Record<string, unknown> {
  return Object.fromEntries(propertiesOf(op.body).map((p) => [p, 1]));
}

/** The body's lists of objects (a match's stat rows). */
function listFieldsOf(op: Operation): [string, JsonSchema][] {
  return Object.entries((op.body?.properties ?? {}) as Record<string, JsonSchema>).filter(
    ([, schema]) => schema.type === 'array' && (schema.items as JsonSchema | undefined)?.properties,
  );
}

function urlOf(op: Operation, id: string): string {
  return op.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(id).replace(/%25/g, '%'));
}

async function expectNo500(label: string, req: Parameters<TestApp['inject']>[0]) {
  const res = await t.inject(req);
  if (res.statusCode >= 500) throw new Error(`${label}: ${req.method} ${req.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (res.statusCode >= 400 && res.statusCode !== 404 && res.body) {
    expect(typeof res.json().detail).toBe('string');
  }
  return res;
}

describe.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', (_name, op) => {
  const headers = () => (op.access === 'staff' ? staffAuth : userAuth);
  const method = op.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const plainUrl = () => urlOf(op, '1');

  if (op.body) {
    test('bodies of the wrong shape', async () => {
      for (const payload of [null, [], 'text', 42, {}, { unknown_field: 1 }]) {
        await expectNo500('body', { method, url: plainUrl(), headers: headers(), payload: JSON.stringify(payload) });
      }
      await expectNo500('broken JSON', { method, url: plainUrl(), headers: { ...headers(), 'content-type': 'application/json' }, payload: '{"a": ' });
      await expectNo500('form body', { method, url: plainUrl(), headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' });
    });

    test('each field given odd values', async () => {
      for (const field of propertiesOf(op.body)) {
        for (const value of ODD_VALUES) {
          await expectNo500(`field ${field}=${JSON.stringify(value)?.slice(0, 40)}`, { method, url: plainUrl(), headers: headers(), payload: { ...baseBody(op), [field]: value } });
        }
      }
    });
  }

  if (op.method !== 'GET') {
    test('JSON nested thousands deep, and a 5 MB body sent chunked', async () => {
      for (const depth of [100, 5_000]) {
        for (const payload of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
          const res = await expectNo500(`nested ${depth}`, { method, url: plainUrl(), headers: headers(), payload });
          expect(res.statusCode).toBe(400);
          expect(res.json().detail).toMatch(/nested too deeply/);
        }
      }
      const big = await rawRequest(t.baseUrl, {
        method,
        path: plainUrl(),
        headers: { ...headers(), 'content-type': 'application/json' },
        chunks: chunkedBody(5 * 1024 * 1024),
      });
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body).detail).toMatch(/too large/);
    });
  }

  // Every field the contract types as a number (or text), at the top or in a list item, sent as
  // null: refused with a 400 naming that field, never turned into 0.
  const nullable = (schema: JsonSchema) => schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const typedFields = (schema: JsonSchema | undefined) =>
    Object.entries((schema?.properties ?? {}) as Record<string, JsonSchema>).filter(
      ([, f]) => ['integer', 'number', 'string'].includes(String(f.type)) && !nullable(f),
    );
  if (op.body && typedFields(op.body).length + listFieldsOf(op).length > 0) {
    test('null in every number and text field is refused naming the field', async () => {
      for (const [field] of typedFields(op.body)) {
        const res = await expectNo500(`${field}=null`, { method, url: plainUrl(), headers: headers(), payload: { ...baseBody(op), [field]: null } });
        expect([field, res.statusCode]).toEqual([field, 400]);
        expect(Object.keys(res.json().errors ?? {})).toContain(field);
      }
      for (const [list, schema] of listFieldsOf(op)) {
        const item = Object.fromEntries(propertiesOf(schema.items as JsonSchema).map((f) => [f, 0]));
        for (const [field] of typedFields(schema.items as JsonSchema)) {
          const payload = { ...baseBody(op), [list]: [{ ...item, [field]: null }] };
          const res = await expectNo500(`${list}.0.${field}=null`, { method, url: plainUrl(), headers: headers(), payload });
          expect(res.statusCode).toBe(400);
          expect(Object.keys(res.json().errors ?? {})).toContain(`${list}.0.${field}`);
        }
      }
    });
  }

  // Lists of objects (a match's stat rows): each item field given odd values too.
  const listFields = listFieldsOf(op);
  if (listFields.length > 0) {
    test('each field of a list item given odd values', async () => {
      for (const [field, schema] of listFields) {
        const itemFields = propertiesOf(schema.items as JsonSchema);
        const item = Object.fromEntries(itemFields.map((f) => [f, 0]));
        for (const itemField of itemFields) {
          for (const value of ODD_VALUES) {
            await expectNo500(`${field}.0.${itemField}=${JSON.stringify(value)?.slice(0, 40)}`, {
              method,
              url: plainUrl(),
              headers: headers(),
              payload: { ...baseBody(op), [field]: [{ ...item, [itemField]: value }] },
            });
          }
        }
      }
    });
  }

  if (op.path.includes('{')) {
    test('odd ids in the path', async () => {
      for (const id of ODD_IDS) {
        await expectNo500(`id ${id}`, { method, url: urlOf(op, id), headers: headers(), payload: op.body ? baseBody(op) : undefined });
      }
    });
  }

  test('odd query values', async () => {
    const names = [...propertiesOf(op.query), 'unknown_param'];
    for (const name of names) {
      for (const value of ['', 'abc', '-1', '99999999999', '1.5', 'true', '%00', 'a'.repeat(3000)]) {
        const sep = plainUrl().includes('?') ? '&' : '?';
        await expectNo500(`query ${name}=${value.slice(0, 20)}`, { method, url: `${plainUrl()}${sep}${name}=${value}`, headers: headers(), payload: op.body ? baseBody(op) : undefined });
      }
    }
  });

  test('no credentials, or broken ones', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer x.y.z', 'Basic abc', `Bearer ${'a'.repeat(5000)}`]) {
      const res = await expectNo500(`auth ${authorization?.slice(0, 20)}`, {
        method,
        url: plainUrl(),
        headers: authorization ? { authorization } : {},
        payload: op.body ? baseBody(op) : undefined,
      });
      if (op.access !== 'anyone' && authorization !== undefined) expect(res.statusCode).toBe(401);
    }
  });
});

test('text with a NUL character is refused naming its field, and nothing is stored', async () => {
  const login = await t.inject({ method: 'POST', url: '/api/token/', payload: { email: 'a\u0000b@example.com', password: 'x' } });
  expect(login.statusCode).toBe(400);
  expect(login.json().errors).toEqual({ email: ['Text may not contain the NUL character (\\u0000).'] });

  const before = (await t.inject({ method: 'GET', url: '/api/players/' })).json().length;
  const player = await t.inject({
    method: 'POST',
    url: '/api/players/',
    headers: staffAuth,
    payload: { name: 'Null\u0000Name', position: 'Defender', team: "Men's 1st", price: 5 },
  });
  expect(player.statusCode).toBe(400);
  expect(Object.keys(player.json().errors)).toEqual(['name']);
  expect((await t.inject({ method: 'GET', url: '/api/players/' })).json().length).toBe(before);

  const match = await t.inject({
    method: 'POST',
    url: '/api/matches/',
    headers: staffAuth,
    payload: { team1: 'Uni', team2: 'Rivals\u0000', team1_score: 1, team2_score: 0, date: '2026-11-14T15:00:00', players_stats: [] },
  });
  expect(match.statusCode).toBe(400);
  expect(Object.keys(match.json().errors)).toEqual(['team2']);
});
