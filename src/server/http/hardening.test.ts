import net from 'node:net';
import { chunkedBody, rawRequest, startTestApp, type TestApp } from '../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../test/fixtures';

// Defects found by attacking the running app from outside, each closed with a test.

let t: TestApp;
let staff: Record<string, string>;
let pool: PlayerPool;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await t.user({ staff: true })).auth;
  pool = await addPlayerPool(t, { prefix: 'Hard', count: 6 });
});
afterAll(() => t.close());

test('defect 1: JSON nested thousands of levels deep is refused with a 400, cheaply', async () => {
  for (const depth of [2_000, 100_000]) {
    const body = '['.repeat(depth) + ']'.repeat(depth);
    const res = await t.inject({ method: 'POST', url: '/api/token/', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/nested too deeply/);
    const obj = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    const res2 = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: obj });
    expect(res2.statusCode).toBe(400);
  }
  // Brackets inside strings are text, not nesting.
  const text = await t.inject({ method: 'POST', url: '/api/token/', payload: { email: 'brackets@x.io', password: '{['.repeat(100) } });
  expect(text.statusCode).toBe(401);
  expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

test('defect 2: null is refused where the contract says integer or string, naming the field; query strings still coerce', async () => {
  const before = (await t.inject({ method: 'GET', url: '/api/matches/' })).json().length;
  const res = await t.inject({
    method: 'POST',
    url: '/api/matches/',
    headers: staff,
    payload: { team1: 'Uni', team2: 'Rivals', team1_score: null, team2_score: 0, date: '2026-11-14T15:00:00', players_stats: [] },
  });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().errors)).toEqual(['team1_score']);
  expect((await t.inject({ method: 'GET', url: '/api/matches/' })).json().length).toBe(before);

  const player = await t.inject({
    method: 'POST',
    url: '/api/players/',
    headers: staff,
    payload: { name: null, position: 'Defender', team: "Men's 1st", price: 5 },
  });
  expect(player.statusCode).toBe(400);
  expect(Object.keys(player.json().errors)).toEqual(['name']);
  const price = await t.inject({
    method: 'POST',
    url: '/api/players/',
    headers: staff,
    payload: { name: 'P', position: 'Defender', team: "Men's 1st", price: null },
  });
  expect(price.statusCode).toBe(400);
  expect(Object.keys(price.json().errors)).toEqual(['price']);

  // Query values are text by nature: "5" is still a number there (no such team: 404, not 400).
  const snap = await t.inject({ method: 'GET', url: '/api/team-snapshots/most_recent/?team_id=5' });
  expect(snap.statusCode).toBe(404);
});

test('defect 3: a 5 MB body sent chunked answers 413 JSON, as with a Content-Length', async () => {
  const chunks = chunkedBody(5 * 1024 * 1024);
  const res = await rawRequest(t.baseUrl, {
    method: 'POST',
    path: '/api/players/',
    headers: { 'content-type': 'application/json', ...staff },
    chunks,
  });
  expect(res.status).toBe(413);
  expect(JSON.parse(res.body).detail).toMatch(/too large/);
  const sized = await rawRequest(t.baseUrl, {
    method: 'POST',
    path: '/api/players/',
    headers: { 'content-type': 'application/json', ...staff },
    body: Buffer.concat(chunks),
  });
  expect(sized.status).toBe(413);
});

/** A sender that writes the whole chunked body at once, without waiting for the answer, then
 *  reads: the answer it gets, or the socket error that lost it. */
function fastChunkedPost(baseUrl: string, path: string, headers: Record<string, string>, size: number): Promise<{ error?: string; text: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (d) => (text += d.toString('latin1')));
    socket.on('error', (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message, text }));
    socket.on('close', () => resolve({ text }));
    const head = Object.entries({ host: hostname, 'content-type': 'application/json', 'transfer-encoding': 'chunked', connection: 'close', ...headers });
    socket.write(`POST ${path} HTTP/1.1\r\n${head.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
    for (const chunk of chunkedBody(size)) socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
    socket.end('0\r\n\r\n');
  });
}

test('defect 3: a fast sender of a 5 MB chunked body reads the 413 JSON (the connection is not reset under it)', async () => {
  for (const [path, headers] of [['/api/players/', staff], ['/api/token/', {}], ['/api/teams/', {}]] as const) {
    const res = await fastChunkedPost(t.baseUrl, path, headers, 5 * 1024 * 1024);
    expect(res.error).toBeUndefined();
    expect(res.text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.text.slice(res.text.indexOf('\r\n\r\n') + 4)).detail).toMatch(/too large/);
  }
});

test('defect 6: a reset link used by 5 requests at once succeeds exactly once', async () => {
  const email = `race-${Date.now()}@example.com`;
  await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email, password: 'old-password-1' } });
  await t.inject({ method: 'POST', url: '/api/password-reset/', payload: { email } });
  const mail = t.outbox.filter((m) => m.to === email).pop()!;
  const [uid, token] = new URL(mail.link!).pathname.split('/').slice(2);
  const answers = await Promise.all(
    [1, 2, 3, 4, 5].map((i) =>
      t.inject({ method: 'POST', url: '/api/reset-password/', payload: { uid, token, new_password: `race-password-${i}x` } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  const winner = answers.findIndex((a) => a.statusCode === 200) + 1;
  expect(
    (await t.inject({ method: 'POST', url: '/api/token/', payload: { email, password: `race-password-${winner}x` } })).statusCode,
  ).toBe(200);
});

test('defect 7: teams deleted while a match opens a new gameweek: the match is recorded', async () => {
  const owners = await Promise.all(Array.from({ length: 30 }, () => t.user()));
  for (const [i, owner] of owners.entries()) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/team/',
      headers: owner.auth,
      payload: { name: `Racer ${i}`, players: squadOf(pool, '4-4-2') },
    });
    expect(res.statusCode).toBe(201);
  }
  // Next week: the match opens a gameweek whose deadline all these teams were made before.
  t.clock.set('2026-11-24T12:00:00Z');
  const deletes = owners.map((o) => t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: o.auth }));
  const match = t.inject({
    method: 'POST',
    url: '/api/matches/',
    headers: staff,
    payload: {
      team1: 'Uni',
      team2: 'Racers',
      team1_score: 1,
      team2_score: 0,
      date: '2026-11-24T10:00:00',
      players_stats: [{ player: pool.Attacker[0], goals: 1 }],
    },
  });
  const [answer, ...deleted] = await Promise.all([match, ...deletes]);
  t.clock.set('2026-11-18T12:00:00Z');
  expect(answer.statusCode).toBe(201);
  expect(deleted.every((d) => d.statusCode === 204)).toBe(true);
});

test('defect 10: a reset request takes as long for a registered email as for an unknown one', async () => {
  const email = `timing-${Date.now()}@example.com`;
  await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email, password: 'old-password-1' } });
  let sent = 0;
  // A slow mail server: the answer must not wait for it.
  const slow = await startTestApp({ mailer: { send: () => new Promise<void>((resolve) => setTimeout(() => resolve(void sent++), 300)) } });
  try {
    await slow.inject({ method: 'POST', url: '/api/user/register/', payload: { email, password: 'old-password-1' } });
    const started = Date.now();
    const res = await fetch(`${slow.baseUrl}/api/password-reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(250);
    await slow.app.ctx.background.idle();
    expect(sent).toBe(1);
  } finally {
    await slow.close();
  }
});

/** A failed login that says it comes, through a proxy, from `ip`. */
const loginFrom = (app: TestApp, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/token/',
    headers: { 'x-forwarded-for': ip },
    payload: { email: 'no@example.com', password: 'x' },
  });

test('defect 11: behind a trusted proxy each visitor has their own rate-limit bucket', async () => {
  const proxied = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
  try {
    const login = (ip: string) => loginFrom(proxied, ip);
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.1')).statusCode).toBe(429);
    expect((await login('203.0.113.2')).statusCode).toBe(401);
  } finally {
    await proxied.close();
  }
  // Off by default: a forwarded address is not believed.
  const direct = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1' } });
  try {
    const login = (ip: string) => loginFrom(direct, ip);
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.2')).statusCode).toBe(429);
  } finally {
    await direct.close();
  }
});

test('defect 12: a malformed URL encoding answers our JSON 400 with a detail', async () => {
  for (const path of ['/api/teams/%ff', '/api/players/delete/%ff/']) {
    const res = await rawRequest(t.baseUrl, { method: 'GET', path });
    expect(res.status).toBe(400);
    expect(typeof JSON.parse(res.body).detail).toBe('string');
  }
});
