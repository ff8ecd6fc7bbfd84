import { Writable } from 'node:stream';
import { decodeJwt } from 'jose';
import { startTestApp, type RawResponse, type TestApp } from '../test/harness';

// The quick path (quick.ts): the same request again gets the kept answer without the framework,
// byte for byte what the framework sent, and only while everything the answer depends on holds:
// the data, the club's date, and for a signed-in call its token.

let t: TestApp;
const logLines: { reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number } }[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp({ logStream: stream, env: { METRICS: 'true' } });
});
afterAll(() => t.close());

/** Who answered `url` last: 'quick' (the quick path) or 'framework', from the access log. */
function answeredBy(url: string): 'quick' | 'framework' {
  const line = [...logLines].reverse().find((l) => l.msg === 'incoming request' && l.req?.url === url);
  if (!line?.reqId) throw new Error(`${url} is not in the access log`);
  return line.reqId.startsWith('quick-') ? 'quick' : 'framework';
}

/** The headers that must match between two answers of the same request (all but the date). */
const sameHeaders = (res: RawResponse) => {
  const { date, ...rest } = res.headers;
  expect(date).toBeDefined();
  return rest;
};

/**
 * The same GET until the quick path answers it: the framework's last answer and the quick one.
 * (On PostgreSQL a write's own notification arrives a moment after its commit and moves the data
 * version on once more, so the answer kept right after a write can go once.)
 */
async function frameworkThenQuick(url: string, headers: Record<string, string> = {}): Promise<{ first: RawResponse; second: RawResponse }> {
  const first = await t.rawGet(url, headers);
  expect(answeredBy(url)).toBe('framework');
  return untilQuick(url, headers, first);
}

/** Asks again until the quick path answers: the answer before and the quick one. */
async function untilQuick(url: string, headers: Record<string, string> = {}, before?: RawResponse): Promise<{ first: RawResponse; second: RawResponse }> {
  let first = before ?? (await t.rawGet(url, headers));
  for (let tries = 0; tries < 100; tries++) {
    const second = await t.rawGet(url, headers);
    if (answeredBy(url) === 'quick') return { first, second };
    first = second;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} was never answered by the quick path`);
}

async function addPlayer(name: string, staff: { authorization: string }) {
  const res = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: { name, position: 'Attacker', team: "Men's 1st", price: 6 } });
  expect(res.statusCode).toBe(201);
}

test('the same request again is answered by the quick path with the same status, headers and bytes, in every encoding and for a 304', async () => {
  const staff = (await t.user({ staff: true })).auth;
  // Enough players for the list to be compressed (over 1 KB).
  for (let i = 0; i < 12; i++) await addPlayer(`Quick Player ${i}`, staff);
  for (const encoding of ['br', 'gzip', 'identity', 'gzip, deflate, br, zstd']) {
    // A write first: the framework answers the next request, the quick path the one after.
    await addPlayer(`Quick Player ${encoding}`, staff);
    const { first, second } = await frameworkThenQuick('/api/players/', { 'accept-encoding': encoding });
    expect(second.status).toBe(200);
    expect(sameHeaders(second)).toEqual(sameHeaders(first));
    expect(second.body.equals(first.body)).toBe(true);
  }
  const identity = await t.rawGet('/api/players/', { 'accept-encoding': 'identity' });
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(identity.body.toString('utf8'))).toHaveLength(16);
  const br = await t.rawGet('/api/players/', { 'accept-encoding': 'br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-security-policy']).toBeDefined();

  // A client that holds the answer: 304 from both, with the same headers. (The next club day
  // sends the next request to the framework; the list itself is the same.)
  const etag = identity.headers.etag!;
  t.clock.advance(24 * 3600_000);
  const { first: byFramework, second: byQuick } = await frameworkThenQuick('/api/players/', { 'if-none-match': etag });
  expect(byFramework.status).toBe(304);
  expect(byQuick.status).toBe(304);
  expect(byQuick.body.length).toBe(0);
  expect(sameHeaders(byQuick)).toEqual(sameHeaders(byFramework));
});

test('a write, a new club date or a different request goes to the framework, and the answer is fresh', async () => {
  const staff = (await t.user({ staff: true })).auth;
  t.clock.advance(24 * 3600_000);
  const before = JSON.parse((await frameworkThenQuick('/api/players/')).second.body.toString('utf8')) as { name: string }[];

  await addPlayer('Quick Newcomer', staff);
  const after = JSON.parse((await t.rawGet('/api/players/')).body.toString('utf8')) as { name: string }[];
  expect(answeredBy('/api/players/')).toBe('framework');
  expect(after).toHaveLength(before.length + 1);
  expect(after.some((p) => p.name === 'Quick Newcomer')).toBe(true);

  await untilQuick('/api/players/');
  // The next club day: a player's availability reads against the date, so the answer is made again.
  t.clock.advance(24 * 3600_000);
  await t.rawGet('/api/players/');
  expect(answeredBy('/api/players/')).toBe('framework');

  // Another spelling, a body, or a HEAD is the framework's.
  await t.rawGet('/api/players/?x=1');
  expect(answeredBy('/api/players/?x=1')).toBe('framework');
  const head = await fetch(`${t.baseUrl}/api/players/`, { method: 'HEAD' });
  expect(head.status).toBe(200);
});

test('a signed-in answer is kept per token, and stops with the token: a non-member, a changed password, another token', async () => {
  const owner = await t.user({ password: 'quick-path-password-1' });
  const other = await t.user();
  const created = await t.inject({ method: 'POST', url: '/api/leagues/', headers: owner.auth, payload: { name: 'Quick League' } });
  expect(created.statusCode).toBe(201);
  const url = `/api/leagues/${created.json().id}/`;
  const { first, second } = await frameworkThenQuick(url, owner.auth);
  expect(second.status).toBe(200);
  expect(second.body.equals(first.body)).toBe(true);
  // Not a member: the framework refuses, as before.
  expect((await t.rawGet(url, other.auth)).status).toBe(403);
  expect(answeredBy(url)).toBe('framework');
  expect((await t.rawGet(url)).status).toBe(401);

  // The password changed: every earlier token stops at once, the quick path's too.
  const changed = await t.inject({ method: 'POST', url: '/api/user/password/', headers: owner.auth, payload: { current_password: 'quick-path-password-1', new_password: 'quick-path-password-2' } });
  expect(changed.statusCode).toBe(200);
  expect((await t.rawGet(url, owner.auth)).status).toBe(401);
  expect(answeredBy(url)).toBe('framework');
  const fresh = { authorization: `Bearer ${changed.json().access}` };
  const again = await frameworkThenQuick(url, fresh);
  expect(again.first.status).toBe(200);
  expect(again.second.status).toBe(200);
});

test('an expired token is refused, not answered from the quick path', async () => {
  // Long enough for the calls before the expiry on a loaded machine (a token's expiry is in whole
  // seconds, so it can end up to a second early); then the wait runs to the token's own expiry.
  const short = await startTestApp({ env: { ACCESS_TOKEN_LIFETIME: '6s' } });
  try {
    const owner = await short.user();
    const expires = decodeJwt(owner.access).exp! * 1000;
    const created = await short.inject({ method: 'POST', url: '/api/leagues/', headers: owner.auth, payload: { name: 'Brief League' } });
    const url = `/api/leagues/${created.json().id}/`;
    expect((await short.rawGet(url, owner.auth)).status).toBe(200);
    expect((await short.rawGet(url, owner.auth)).status).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, expires - Date.now()) + 200));
    expect((await short.rawGet(url, owner.auth)).status).toBe(401);
  } finally {
    await short.close();
  }
});

test('quick answers are counted in the metrics under their route, as cache hits', async () => {
  await frameworkThenQuick('/api/game-weeks/');
  const count = async () => {
    const text = (await t.rawGet('/metrics')).body.toString('utf8');
    const line = text.split('\n').find((l) => l.startsWith('fantasy_xi_http_requests_total{') && l.includes('route="/api/game-weeks/"') && l.includes('status="200"'));
    const hits = text.split('\n').find((l) => l.startsWith('fantasy_xi_cache_lookups_total{result="hit"}'));
    return { requests: Number(line?.split(' ').pop() ?? 0), hits: Number(hits?.split(' ').pop() ?? 0) };
  };
  const before = await count();
  for (let i = 0; i < 5; i++) await t.rawGet('/api/game-weeks/');
  expect(answeredBy('/api/game-weeks/')).toBe('quick');
  const after = await count();
  expect(after.requests - before.requests).toBe(5);
  expect(after.hits - before.hits).toBe(5);
});
