import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { queryRows, type Database } from './index';
import { writeBackup } from './backup';
import { setPassword } from '../modules/accounts/users.service';
import { makeScratch, manage } from '../test/backups';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';
import { addPlayerPool, squadOf } from '../test/fixtures';
import { createTeam, recordMatch, row, transfer, type Auth } from '../test/season';

// A backup of each kind restored into the other (PGlite -> PostgreSQL -> PGlite, or the other
// way round) leaves every answer of the API the same; a restore into a database holding data is
// refused with one line and changes nothing. Without TEST_DATABASE_URL the hops are PGlite only.

const adminUrl = process.env.TEST_DATABASE_URL;
const kind = testDatabaseKind();
const other = kind === 'postgres' ? 'pglite' : adminUrl ? 'postgres' : 'pglite';

let t: TestApp;
const scratchFiles = makeScratch();
const scratch = scratchFiles.dir;
const tokens: Record<string, Auth> = {};

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-02T09:00:00Z' });
  const pool = await addPlayerPool(t, { count: 6 });
  tokens.staff = (await t.user({ staff: true })).auth;
  const alpha = squadOf(pool, '4-4-2');
  const beta = squadOf(pool, '3-5-2');
  // Alpha keeps a bench, whose defender comes on for an absent one in week 1 (snapshots, bench
  // and substitutions must answer the same after a restore).
  const a = await createTeam(t, 'Alpha Rovers', alpha, { captain: alpha[10], vice_captain: alpha[9], bench: [pool.Defender[5], pool.Goalkeeper[2]] });
  const b = await createTeam(t, 'Beta United', beta);
  tokens.alpha = a.auth;
  tokens.beta = b.auth;
  t.clock.set('2026-11-08T20:00:00Z');
  await recordMatch(t, tokens.staff, { date: '2026-11-07T15:00:00', players_stats: [row(alpha[10], { goals: 2, MOTM: 1 }), row(beta[0], { clean_sheets: 1 }), row(pool.Defender[5], { yellow_cards: 1 })] });
  t.clock.set('2026-11-09T09:00:00Z');
  await transfer(t, b, [pool.Goalkeeper[1], ...beta.slice(1)], { captain: beta[10], bench: [pool.Attacker[4], beta[0]] });
  t.clock.set('2026-11-15T20:00:00Z');
  await recordMatch(t, tokens.staff, { date: '2026-11-14T15:00:00', team2: 'Town "Quoted" FC', players_stats: [row(alpha[9], { goals: 1, assists: 1 }), row(pool.Goalkeeper[1], { Pen_Saves: 1 })] });
  for (const [url, date] of [['/api/fixtures/', '2026-12-05'], ['/api/womensfixtures/', '2026-12-06']]) {
    const res = await t.inject({ method: 'POST', url, headers: tokens.staff, payload: { team1: 'Club', team2: 'Rivals, Ünïcode', location: 'Home', date, time: '14:00' } });
    expect(res.statusCode).toBe(201);
  }
  const league = await t.inject({ method: 'POST', url: '/api/leagues/', headers: a.auth, payload: { name: 'Halls' } });
  expect(league.statusCode).toBe(201);
  expect((await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: b.auth, payload: { code: league.json().code } })).statusCode).toBe(200);
  // A user whose password changed: only tokens of the new version work, before and after.
  const changed = await t.user();
  await t.app.ctx.db.transaction((tx) => setPassword(tx, t.app.ctx.tokenVersions, changed.id, 'a-new-password-9'));
  tokens.oldVersion = changed.auth;
  const [{ stamp }] = await queryRows<{ stamp: string }>(t.database.db, sql`select account_stamp as stamp from users where id = ${changed.id}`);
  tokens.newVersion = { authorization: `Bearer ${await t.app.ctx.tokens.issue(changed.id, 'access', 1, stamp)}` };
}, 240_000);

afterAll(async () => {
  await t?.close();
  await scratchFiles.clean();
});

const emptyDatabase = (of: 'pglite' | 'postgres') => scratchFiles.emptyDatabase(of);

/** A server over a database, with the test app's settings (signing key) and clock. */
async function serve(database: Database) {
  const app = await buildApp(t.config, { database, clock: t.clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Every GET answer of the API over this data, public and signed in. */
async function answers(base: string) {
  const got: Record<string, { status: number; body: string }> = {};
  const get = async (url: string, auth?: Auth) => {
    const res = await fetch(base + url, { headers: { ...auth, 'accept-encoding': 'identity' } });
    // The calendar stamps each event with the time it was made (not stored data).
    const body = (await res.text()).replace(/^DTSTAMP:.*$/gm, 'DTSTAMP');
    got[`${url}${auth ? ` as ${Object.keys(tokens).find((k) => tokens[k] === auth)}` : ''}`] = { status: res.status, body };
    return /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(body || 'null') : null;
  };
  const lists = ['/api/players/', '/api/player-goals/', '/api/player-points/', '/api/player-game-stats/', '/api/teams/', '/api/results/', '/api/deadline/'];
  for (const url of lists) await get(url);
  const weeks = (await get('/api/game-weeks/')) as { id: number }[];
  for (const url of ['/api/matches/', '/api/fixtures/', '/api/womensfixtures/']) await get(url);
  await get('/api/fixtures/calendar.ics');
  for (const w of weeks) await get(`/api/game-weeks/${w.id}/summary/`);
  for (const team of (await get('/api/teams/')) as { id: number }[]) {
    await get(`/api/team-snapshots/most_recent/?team_id=${team.id}`);
    for (const w of weeks) await get(`/api/team-snapshots/?team_id=${team.id}&game_week_id=${w.id}`);
  }
  for (const auth of Object.values(tokens)) {
    await get('/api/user/', auth);
    await get('/api/team/', auth);
    const leagues: unknown = await get('/api/leagues/', auth);
    if (Array.isArray(leagues)) for (const l of leagues as { id: number }[]) await get(`/api/leagues/${l.id}/`, auth);
  }
  await get('/api/audit/', tokens.staff);
  return got;
}

test(`a backup restored ${kind} -> ${other} -> ${kind} answers every call the same; a restore into data is refused and changes nothing`, async () => {
  const before = await answers(t.baseUrl);
  expect(Object.keys(before).length).toBeGreaterThan(35);
  expect(before['/api/user/ as oldVersion'].status).toBe(401);
  expect(before['/api/user/ as newVersion'].status).toBe(200);

  // Hop 1: the test's database (in memory for PGlite, so written in-process) into the other kind.
  const first = path.join(scratch, 'first.jsonl.gz');
  await writeBackup(t.database, first);
  const middle = await emptyDatabase(other);
  const restored = await manage(['restore', first], middle.env);
  expect(restored).toEqual({ code: 0, out: [expect.stringMatching(/^Restored \d+ rows of \d+ tables from /)] });
  let db = await middle.open();
  let server = await serve(db);
  expect(await answers(server.base)).toEqual(before);

  // Hop 2: a backup through the command line (PostgreSQL: while its server runs), into the first kind.
  if (other === 'pglite') {
    await server.app.close();
    await db.close();
  }
  const second = path.join(scratch, 'second.jsonl.gz');
  const backedUp = await manage(['backup', second], middle.env);
  expect(backedUp).toEqual({ code: 0, out: [expect.stringMatching(/^Backed up \d+ rows of \d+ tables to /)] });
  if (other === 'postgres') {
    await server.app.close();
    await db.close();
  }
  const last = await emptyDatabase(kind);
  expect((await manage(['restore', second], last.env)).code).toBe(0);

  // A restore into a database that holds data: one line, exit 1, nothing changed.
  const refused = await manage(['restore', first], last.env);
  expect(refused.code).toBe(1);
  expect(refused.out).toEqual([expect.stringMatching(/^Error: The database is not empty \(.*\): restore needs a new, empty database\.$/)]);
  const garbage = path.join(scratch, 'garbage.txt');
  fs.writeFileSync(garbage, 'not a backup\n');
  expect(await manage(['restore', garbage], last.env)).toEqual({ code: 1, out: [`Error: ${garbage} is not a Fantasy XI backup.`] });

  db = await last.open();
  server = await serve(db);
  try {
    expect(await answers(server.base)).toEqual(before);
    // The sequences are past the largest ids: new rows take the next ones.
    const [{ max }] = await queryRows<{ max: number }>(db.db, sql`select max(id)::int as max from users`);
    const registered = await fetch(`${server.base}/api/user/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-restore@example.com', password: 'after-restore-1' }),
    });
    expect(registered.status).toBe(201);
    expect(((await registered.json()) as { id: number }).id).toBe(max + 1);
  } finally {
    await server.app.close();
    await db.close();
  }
}, 300_000);

test('an incomplete backup file restores nothing', async () => {
  const whole = path.join(scratch, 'whole.jsonl.gz');
  await writeBackup(t.database, whole);
  const lines = (await import('node:zlib')).gunzipSync(fs.readFileSync(whole)).toString('utf8').trimEnd().split('\n');
  const cut = path.join(scratch, 'cut.jsonl');
  fs.writeFileSync(cut, lines.slice(0, -1).join('\n') + '\n'); // no end line (and not gzipped: both are read)
  const target = await emptyDatabase('pglite');
  const res = await manage(['restore', cut], target.env);
  expect(res).toEqual({ code: 1, out: [`Error: ${cut} is incomplete (it has no end line): nothing was restored.`] });
  const db = await target.open();
  try {
    const [{ n }] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from users`);
    expect(n).toBe(0);
  } finally {
    await db.close();
  }
}, 180_000);
