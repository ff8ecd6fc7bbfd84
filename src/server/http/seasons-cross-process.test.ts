import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runManage } from '../../../scripts/manage';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';
import { commandLineEnv, startSecondServer, type SecondServer } from '../test/second-process';
import { addPlayerPool, squadOf } from '../test/fixtures';

// A season closed on one server process (or from the command line) is seen by every other
// process sharing the PostgreSQL database at once: the new season, its empty table, the archive.

const WINDOW_MS = 1_000;
const onPostgres = testDatabaseKind() === 'postgres';

let a: TestApp;
let b: SecondServer;
let bUrl: string;
let staff: Record<string, string>;
let dir: string;

beforeAll(async () => {
  a = await startTestApp({ now: '2026-11-22T22:30:00Z' });
  staff = (await a.user({ staff: true })).auth;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-seasons-'));
  if (!onPostgres) return;
  b = await startSecondServer(a);
  bUrl = b.baseUrl;
});
afterAll(async () => {
  if (onPostgres) await b.close();
  await a.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const json = async (base: string, url: string) => (await fetch(base + url)).json();

/** Milliseconds until `seen` holds on the server at `base` (fails past the window). */
async function within(base: string, seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > WINDOW_MS) throw new Error(`${base} was still stale after ${WINDOW_MS} ms`);
    await new Promise((r) => setTimeout(r, 2));
  }
  return Date.now() - started;
}

(onPostgres ? test : test.skip)('a season closed on one server, or from the command line, is the current season on every server at once', async () => {
  const pool = await addPlayerPool(a, { prefix: 'Across', count: 5 });
  const squad = squadOf(pool, '4-4-2');
  const owner = await a.user();
  expect((await a.inject({ method: 'POST', url: '/api/team/', headers: owner.auth, payload: { name: 'Both Ways', players: squad } })).statusCode).toBe(201);
  const match = { team1: 'Uni', team2: 'Others', team1_score: 1, team2_score: 0, date: '2026-11-23T10:00', players_stats: [{ player: squad[0], goals: 1 }] };
  expect((await a.inject({ method: 'POST', url: '/api/matches/', headers: staff, payload: match })).statusCode).toBe(201);
  // Both servers hold the lists in their caches.
  for (const base of [a.baseUrl, bUrl]) {
    expect((await json(base, '/api/teams/')).length).toBe(1);
    expect((await json(base, '/api/seasons/')).map((s: { name: string }) => s.name)).toEqual(['2026/27']);
  }
  const [{ id: firstId }] = await json(a.baseUrl, '/api/seasons/');

  // Closed on B: B's own next read is the new season; A follows within the window.
  const closed = await fetch(`${bUrl}/api/seasons/`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Next Year', confirm: '2026/27' }),
  });
  expect(closed.status).toBe(201);
  const isNew = async (base: string) => {
    const seasons = await json(base, '/api/seasons/');
    const teams = await json(base, '/api/teams/');
    const weeks = await json(base, '/api/game-weeks/');
    return seasons[0].name === 'Next Year' && seasons[1].status === 'archived' && teams.length === 0 && weeks.length === 0;
  };
  expect(await isNew(bUrl)).toBe(true);
  await within(a.baseUrl, () => isNew(a.baseUrl));
  for (const base of [bUrl, a.baseUrl]) {
    expect((await json(base, `/api/seasons/${firstId}/`)).standings).toEqual([{ place: 1, rank: 1, team_name: 'Both Ways', team_id: null, points: expect.any(Number) }]);
  }

  // The new season's numbers on both servers: a team made on A, a match recorded on B.
  expect((await a.inject({ method: 'POST', url: '/api/team/', headers: owner.auth, payload: { name: 'Again', players: squad } })).statusCode).toBe(201);
  a.clock.set('2026-11-30T12:00:00Z');
  const again = await fetch(`${bUrl}/api/matches/`, {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ ...match, date: '2026-11-30T10:00' }),
  });
  expect(again.status).toBe(201);
  const points = async (base: string) => (await json(base, '/api/teams/'))[0]?.total_points;
  await within(a.baseUrl, async () => (await points(a.baseUrl)) > 0);
  expect(await points(bUrl)).toBe(await points(a.baseUrl));

  // The command line: a dry run changes nothing; the real run reaches both servers.
  const env = { ...commandLineEnv(a, dir), CLOCK_OFFSET: '+4d' };
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  expect(await runManage(['new-season', '--name', 'Third', '--dry-run'], env)).toBe(0);
  expect(log.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/Would close season Next Year .*\n.*final table of 1 teams \(champion Again/);
  expect((await json(a.baseUrl, '/api/seasons/')).length).toBe(2);
  // It closes only the season the admin names (the current one), as the staff page asks.
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await runManage(['new-season', '--name', 'Third'], env)).toBe(2);
  expect(await runManage(['new-season', '--name', 'Third', '--confirm', '2026/27'], env)).toBe(1);
  expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
    "Error: --confirm is required: the current season's name (Next Year).",
    "Error: confirm: Type the current season's name, Next Year, to confirm.",
  ]);
  error.mockRestore();
  expect((await json(a.baseUrl, '/api/seasons/')).length).toBe(2);
  expect(await runManage(['new-season', '--name', 'Third', '--confirm', 'Next Year'], env)).toBe(0);
  log.mockRestore();
  for (const base of [a.baseUrl, bUrl]) {
    await within(base, async () => (await json(base, '/api/seasons/'))[0].name === 'Third' && (await json(base, '/api/teams/')).length === 0);
  }
  const audit = await a.inject({ method: 'GET', url: '/api/audit/?entity=season', headers: staff });
  expect(audit.json().map((e: { by: unknown }) => e.by === null)).toEqual([true, false]);
});
