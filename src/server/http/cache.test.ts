import zlib from 'node:zlib';
import { buildApp } from '../app';
import { openDatabase } from '../db';
import { DataVersion } from '../db/dataVersion';
import { CachedAnswer, ResponseCache } from '../cache/answers';
import { chooseEncoding, etagMatches } from './cache';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function addPlayer(name: string) {
  const staff = await t.user({ staff: true });
  const res = await t.inject({ method: 'POST', url: '/api/players/', headers: staff.auth, payload: { name, position: 'Defender', team: "Men's 1st", price: 5.5 } });
  expect(res.statusCode).toBe(201);
}

test('a cached list is fresh after a write in the same process', async () => {
  const before = (await t.inject({ method: 'GET', url: '/api/players/' })).json();
  await addPlayer('Cache Fresh');
  const after = (await t.inject({ method: 'GET', url: '/api/players/' })).json();
  expect(after.length).toBe(before.length + 1);
});

// Only PostgreSQL can be shared by several server processes.
(testDatabaseKind() === 'postgres' ? test : test.skip)('a second server process on the same PostgreSQL sees the first one\'s writes', async () => {
  const second = await openDatabase({ databaseUrl: t.database.url!, dataDir: null });
  const other = await buildApp(t.config, { database: second, clock: t.clock, logger: false });
  await other.listen({ port: 0, host: '127.0.0.1' });
  const address = other.server.address() as { port: number };
  const read = async () => (await (await fetch(`http://127.0.0.1:${address.port}/api/players/`)).json()) as { name: string }[];
  try {
    const before = await read();
    await addPlayer('Seen Elsewhere');
    let after = await read();
    for (let i = 0; i < 50 && after.length === before.length; i++) {
      await new Promise((r) => setTimeout(r, 20)); // the notification crosses processes at commit
      after = await read();
    }
    expect(after.map((p) => p.name)).toContain('Seen Elsewhere');
  } finally {
    await other.close();
    await second.close();
  }
});


describe('sending cached lists', () => {
  beforeAll(async () => {
    // Enough players for the list to be worth compressing.
    for (let i = 0; i < 12; i++) await addPlayer(`Compressible Player ${i}`);
  });

  test('brotli or gzip as the client accepts, the same JSON after decoding', async () => {
    const plain = await t.rawGet('/api/players/', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const list = JSON.parse(plain.body.toString('utf8'));
    expect(list.length).toBeGreaterThanOrEqual(12);

    const br = await t.rawGet('/api/players/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(list);

    const gz = await t.rawGet('/api/players/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toEqual(list);

    const refused = await t.rawGet('/api/players/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  test('a client holding the current answer gets 304; after a write it gets the new one', async () => {
    const first = await t.rawGet('/api/players/', {});
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.rawGet('/api/players/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    await addPlayer('Changes The List');
    const after = await t.rawGet('/api/players/', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(JSON.parse(after.body.toString('utf8')).map((p: { name: string }) => p.name)).toContain('Changes The List');
  });

  test('a not-found snapshot is still 404, not a cached 304', async () => {
    const res = await t.rawGet('/api/team-snapshots/most_recent/?team_id=999999', { 'if-none-match': '*' });
    expect(res.status).toBe(404);
  });
});

test('Accept-Encoding negotiation', () => {
  expect(chooseEncoding(undefined)).toBe('identity');
  expect(chooseEncoding('')).toBe('identity');
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chooseEncoding('gzip')).toBe('gzip');
  expect(chooseEncoding('deflate')).toBe('identity');
  expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
  expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
  expect(chooseEncoding('*')).toBe('br');
  expect(chooseEncoding('*;q=0')).toBe('identity');
  expect(chooseEncoding('identity')).toBe('identity');
  expect(chooseEncoding('BR')).toBe('br');
  expect(chooseEncoding(';;, ,q=1')).toBe('identity');
});

test('If-None-Match comparison', () => {
  expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
  expect(etagMatches('"a"', 'W/"a"')).toBe(true);
  expect(etagMatches('W/"b", W/"a"', 'W/"a"')).toBe(true);
  expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
  expect(etagMatches('*', 'W/"a"')).toBe(true);
});

test('the cache drops the least recently used answers past its byte budget', async () => {
  const answerBytes = (n: number) => Buffer.byteLength(JSON.stringify('x'.repeat(n)));
  // Each entry counts twice its JSON (room for compressed forms) plus 256 bytes.
  const budget = 3 * (answerBytes(1000) * 2 + 256);
  const cache = new ResponseCache(new DataVersion(t.database.db, false), budget);
  let builds = 0;
  const build = async () => {
    builds++;
    return 'x'.repeat(1000);
  };
  await cache.get('a', build);
  await cache.get('b', build);
  await cache.get('c', build);
  expect(cache.size.entries).toBe(3);
  await cache.get('a', build); // a is now the most recently used
  expect(builds).toBe(3);
  await cache.get('d', build); // b goes
  expect(cache.size.entries).toBe(3);
  expect(cache.size.bytes).toBeLessThanOrEqual(budget);
  await cache.get('a', build);
  await cache.get('c', build);
  expect(builds).toBe(4);
  await cache.get('b', build);
  expect(builds).toBe(5);
});

test('many requests missing together build the answer once', async () => {
  const cache = new ResponseCache(new DataVersion(t.database.db, false));
  let builds = 0;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      cache.get('k', async () => {
        builds++;
        await new Promise((r) => setTimeout(r, 10));
        return { ok: true };
      }),
    ),
  );
  expect(builds).toBe(1);
  expect(new Set(answers).size).toBe(1);
  expect(answers[0]).toBeInstanceOf(CachedAnswer);
  cache.invalidate();
  await cache.get('k', async () => {
    builds++;
    return { ok: true };
  });
  expect(builds).toBe(2);
});
