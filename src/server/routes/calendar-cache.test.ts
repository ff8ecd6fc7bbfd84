import zlib from 'node:zlib';
import type { TestApp } from '../test/harness';
import { fixture, fixtureCalls, startFixturesApp, type FixturesApp } from '../test/fixture-calls';

// The calendar feed is cached like the public lists: an ETag, 304 for a client that holds it,
// brotli or gzip when accepted, and dropped by any change of a fixture.

let app: FixturesApp;
let t: TestApp;

beforeAll(async () => {
  app = await startFixturesApp();
  t = app.t;
});
afterAll(() => t.close());

const { create, remove, importCsv } = fixtureCalls(() => app);
const FEED = '/api/fixtures/calendar.ics';

async function feed(query = '', headers: Record<string, string> = {}) {
  const res = await t.rawGet(`${FEED}${query}`, headers);
  expect(res.status === 304 || res.headers['content-type']?.startsWith('text/calendar')).toBe(true);
  return res;
}

test('the feed has an ETag, answers 304 to a client holding it, and travels compressed', async () => {
  for (let i = 0; i < 12; i++)
    expect((await create(i % 2 ? 'women' : 'men', fixture(`2026-12-${String(i + 1).padStart(2, '0')}`, '14:00'))).statusCode).toBe(201);
  const plain = await feed();
  expect(plain.status).toBe(200);
  expect(plain.headers.etag).toMatch(/^W\/"/);
  expect(plain.headers['cache-control']).toBe('no-cache');
  expect(plain.headers['content-disposition']).toBe('inline; filename="fixtures-all.ics"');
  const text = plain.body.toString('utf8');
  expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);

  const held = await feed('', { 'if-none-match': plain.headers.etag! });
  expect(held.status).toBe(304);
  expect(held.body.length).toBe(0);

  const br = await feed('', { 'accept-encoding': 'br, gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(text);
  expect(br.body.length).toBeLessThan(plain.body.length / 2);
  const gz = await feed('', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(text);

  // Each side has its own feed and its own validator.
  const men = await feed('?side=men');
  expect(men.headers.etag).not.toBe(plain.headers.etag);
  expect(men.headers['content-disposition']).toBe('inline; filename="fixtures-men.ics"');
});

test('any change of a fixture drops the cached feed at once', async () => {
  let last = await feed();
  const changed = async (what: string) => {
    const now = await feed('', { 'if-none-match': last.headers.etag! });
    expect({ what, status: now.status }).toEqual({ what, status: 200 });
    last = now;
    return now.body.toString('utf8');
  };

  const made = await create('men', fixture('2027-01-09', '15:00', { team1: 'Feed Town' }));
  expect(await changed('create')).toContain('Feed Town v Rivals');

  const id = made.json().id as number;
  expect(
    (await t.inject({ method: 'PUT', url: `/api/fixtures/${id}/`, headers: app.staff.auth, payload: { status: 'cancelled' } })).statusCode,
  ).toBe(200);
  expect(await changed('status')).toMatch(/STATUS:CANCELLED/);

  expect(
    (await t.inject({ method: 'PUT', url: `/api/fixtures/${id}/`, headers: app.staff.auth, payload: { location: 'New Pitch' } }))
      .statusCode,
  ).toBe(200);
  expect(await changed('edit')).toContain('LOCATION:New Pitch');

  expect(
    (await importCsv({ side: 'women', csv: 'team1,team2,location,date,time\nImported FC,Rivals,Park,2027-01-10,11:00\n' })).statusCode,
  ).toBe(200);
  expect(await changed('import')).toContain('Imported FC v Rivals');

  expect((await remove('men', id)).statusCode).toBe(204);
  expect(await changed('delete')).not.toContain('Feed Town');

  // Nothing changed: the client's copy is still good.
  expect((await feed('', { 'if-none-match': last.headers.etag! })).status).toBe(304);
});
