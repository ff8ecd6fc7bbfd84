import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, queryRows, type Database } from './index';
import { writeBackup } from './backup';
import { setPassword } from '../modules/accounts/users.service';
import { runManage } from '../../../scripts/manage';
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
let scratch: string;
const tokens: Record<string, Auth> = {};
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-backup-'));
  t = await startTestApp({ now: '2026-11-02T09:00:00Z' });
  const pool = await addPlayerPool(t, { count: 6 });
  tokens.staff = (await t.user({ staff: true })).auth;
  const alpha = squadOf(pool, '4-4-2');
  const beta = squadOf(pool, '3-5-2');
  const a = await createTeam(t, 'Alpha Rovers', alpha, { captain: alpha[10], vice_captain: alpha[9] });
  const b = await createTeam(t, 'Beta United', beta);
  tokens.alpha = a.auth;
  tokens.beta = b.auth;
  t.clock.set('2026-11-08T20:00:00Z');
  await recordMatch(t, tokens.staff, { date: '2026-11-07T15:00:00', players_stats: [row(alpha[10], { goals: 2, MOTM: 1 }), row(beta[0], { clean_sheets: 1 }), row(pool.Defender[5], { yellow_cards: 1 })] });
  t.clock.set('2026-11-09T09:00:00Z');
  await transfer(t, b, [pool.Goalkeeper[1], ...beta.slice(1)], { captain: beta[10] });
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
  for (const drop of drops) await drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A new empty database of a kind: the settings the command line needs and a way to open it. */
async function emptyDatabase(of: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  if (of === 'pglite') {
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ databaseUrl: null, dataDir }) };
  }
  const name = `fxi_restore_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  drops.push(async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, open: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }) };
}

/** The command line with its output caught. */
async function manage(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
  const err = jest.spyOn(console, 'error').mockImplementation((m: string) => void out.push(m));
  try {
    return { code: await runManage(args, env), out };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

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

/** Signs in over HTTP: an access and a refresh token. */
async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { access: string; refresh: string };
}

async function register(base: string, email: string) {
  const res = await fetch(`${base}/api/user/register/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a-new-member-2026' }) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** What an account's old credentials still do: sign in, refresh, unsubscribe. */
async function credentialsWork(base: string, old: { access: string; refresh: string; unsubscribe: string }) {
  const me = await fetch(`${base}/api/user/`, { headers: { authorization: `Bearer ${old.access}` } });
  const refreshed = await fetch(`${base}/api/token/refresh/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh: old.refresh }) });
  const unsubscribed = await fetch(`${base}/api/unsubscribe/?token=${encodeURIComponent(old.unsubscribe)}`, { method: 'POST' });
  return { me: me.status, refresh: refreshed.status, unsubscribe: unsubscribed.status };
}

/** An account made over HTTP, with its tokens and an unsubscribe link as its emails carry. */
async function accountWithCredentials(base: string, database: Database, email: string) {
  const id = await register(base, email);
  const tokens = await signIn(base, email, 'a-new-member-2026');
  const [{ stamp }] = await queryRows<{ stamp: string }>(database.db, sql`select account_stamp as stamp from users where id = ${id}`);
  const unsubscribe = await t.app.ctx.unsubscribeLinks.issue(id, 'deadline_reminder', stamp);
  return { id, email, ...tokens, unsubscribe };
}

test("deleted accounts' ids never come back after a restore: registering again gives new ids, and their old tokens and unsubscribe links fail", async () => {
  // Two accounts with tokens and a link each, then deleted (the highest ids at the time).
  const gone = [await accountWithCredentials(t.baseUrl, t.database, 'leaving-1@example.com'), await accountWithCredentials(t.baseUrl, t.database, 'leaving-2@example.com')];
  for (const g of gone) {
    const res = await fetch(`${t.baseUrl}/api/user/`, { method: 'DELETE', headers: { authorization: `Bearer ${g.access}`, 'content-type': 'application/json' }, body: JSON.stringify({ password: 'a-new-member-2026' }) });
    expect(res.status).toBe(204);
  }
  const file = path.join(scratch, 'after-deletes.jsonl.gz');
  await writeBackup(t.database, file);
  const target = await emptyDatabase(kind);
  expect((await manage(['restore', file], target.env)).code).toBe(0);
  const db = await target.open();
  const server = await serve(db);
  try {
    const fresh = [await register(server.base, 'joining-1@example.com'), await register(server.base, 'joining-2@example.com')];
    expect(fresh.every((id) => id > Math.max(...gone.map((g) => g.id)))).toBe(true);
    for (const g of gone) expect(await credentialsWork(server.base, g)).toEqual({ me: 401, refresh: 401, unsubscribe: 400 });
    const prefs = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from users where not deadline_reminder`);
    expect(prefs[0].n).toBe(0);
  } finally {
    await server.app.close();
    await db.close();
  }
}, 180_000);

test('even when an id is given again (an older backup restored), the old account\'s tokens and links do not act on the new account', async () => {
  const older = path.join(scratch, 'older.jsonl.gz');
  await writeBackup(t.database, older);
  // An account made after that backup: lost when the older backup is restored.
  const lost = await accountWithCredentials(t.baseUrl, t.database, 'made-after-the-backup@example.com');
  const target = await emptyDatabase(kind);
  expect((await manage(['restore', older], target.env)).code).toBe(0);
  const db = await target.open();
  const server = await serve(db);
  try {
    // The next account registered takes the same id...
    const newcomer = await register(server.base, 'newcomer@example.com');
    expect(newcomer).toBe(lost.id);
    // ... and the lost account's credentials name a different account: refused, nothing changed.
    expect(await credentialsWork(server.base, lost)).toEqual({ me: 401, refresh: 401, unsubscribe: 400 });
    const [row] = await queryRows<{ on: boolean }>(db.db, sql`select deadline_reminder as on from users where id = ${newcomer}`);
    expect(row.on).toBe(true);
    // The newcomer's own credentials work.
    const own = await signIn(server.base, 'newcomer@example.com', 'a-new-member-2026');
    expect((await fetch(`${server.base}/api/user/`, { headers: { authorization: `Bearer ${own.access}` } })).status).toBe(200);
  } finally {
    await server.app.close();
    await db.close();
  }
}, 180_000);

test('hostile backup files: each refused in one line naming the line, the table and the cause, quickly, and the database stays empty', async () => {
  const { gzipSync, gunzipSync } = await import('node:zlib');
  const { BackupError, restoreBackup } = await import('./backup');
  const whole = path.join(scratch, 'source.jsonl.gz');
  await writeBackup(t.database, whole);
  const lines = gunzipSync(fs.readFileSync(whole)).toString('utf8').trimEnd().split('\n');
  const sectionOf = (table: string) => lines.indexOf(JSON.stringify({ table }));
  const usersAt = sectionOf('users');
  const firstUser = usersAt + 1; // the first users row (its line number is this index + 1)
  const user = JSON.parse(lines[firstUser]) as Record<string, unknown>;
  const edited = (change: (ls: string[]) => string[]) => change([...lines]);
  const withUser = (row: Record<string, unknown>) => edited((ls) => ls.map((l, i) => (i === firstUser ? JSON.stringify(row) : l)));
  // A team's rows moved before the users they belong to.
  const teamsAt = sectionOf('fantasy_teams');
  const teamsEnd = lines.findIndex((l, i) => i > teamsAt && (l.startsWith('{"table":') || l.startsWith('{"end":')));
  const outOfOrder = edited((ls) => [...ls.slice(0, usersAt), ...ls.slice(teamsAt, teamsEnd), ...ls.slice(usersAt, teamsAt), ...ls.slice(teamsEnd)]);

  const write = (name: string, text: string | Buffer) => {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, gzipSync(text, { level: 9 }));
    return file;
  };
  const cases: [string, string | Buffer, RegExp][] = [
    ['duplicate-id', edited((ls) => [...ls.slice(0, firstUser + 1), ls[firstUser], ...ls.slice(firstUser + 1)]).join('\n'),
      new RegExp(`line ${firstUser + 2} \\(a row of users\\): duplicate key value violates unique constraint "users_pkey" \\(Key \\(id\\)=\\(${user.id}\\) already exists\\.?\\)\\. Nothing was restored\\.$`)],
    ['bad-type', withUser({ ...user, is_staff: 'maybe' }).join('\n'), new RegExp(`line ${firstUser + 1} \\(a row of users\\): invalid input syntax for type boolean: "maybe"\\. Nothing was restored\\.$`)],
    ['missing-column', withUser(Object.fromEntries(Object.entries(user).filter(([k]) => k !== 'email'))).join('\n'),
      new RegExp(`line ${firstUser + 1} \\(a row of users\\): null value in column "email" of relation "users" violates not-null constraint.*\\. Nothing was restored\\.$`)],
    ['out-of-order', outOfOrder.join('\n'), /line \d+ \(a row of fantasy_teams\): insert or update on table "fantasy_teams" violates foreign key constraint "[\w]+" \(Key \(user_id\)=\(\d+\) is not present in table "users"\.?\)\. Nothing was restored\.$/],
    ['unknown-column', withUser({ ...user, nickname: 'Ace' }).join('\n'), new RegExp(`line ${firstUser + 1} \\(a row of users\\): "nickname" is not a column of users in this schema\\. Nothing was restored\\.$`)],
    ['not-json', edited((ls) => [...ls.slice(0, firstUser), '{"id": 1,', ...ls.slice(firstUser + 1)]).join('\n'), new RegExp(`line ${firstUser + 1} \\(in the rows of users\\): not JSON: the file is damaged\\.$`)],
    // One line that inflates to 40 MB (a gzip of a few dozen KB): stopped at 16 MB.
    ['long-line', Buffer.concat([Buffer.from(`${lines[0]}\n{"table":"users"}\n{"email":"`), Buffer.alloc(40 * 1024 * 1024, 'a')]), /line 3: longer than 16 MB, which no backup line is: it is not a Fantasy XI backup\.$/],
    // Blank lines by the million: refused at the first.
    ['blank-lines', Buffer.concat([Buffer.from(`${lines[0]}\n`), Buffer.alloc(100 * 1024 * 1024, '\n')]), /line 2: blank, which no backup line is: it is not a Fantasy XI backup \(or it is damaged\)\.$/],
    // Valid lines that inflate far more than any backup does.
    ['inflates', `${lines[0]}\n${'{"table":"users"}\n'.repeat(3_500_000)}`, /inflates to more than 200 times its size: it is not a Fantasy XI backup\.$/],
  ];
  const target = await emptyDatabase(kind);
  const db = await target.open();
  try {
    for (const [name, text, message] of cases) {
      const file = write(`${name}.jsonl.gz`, text);
      const started = Date.now();
      const error = await restoreBackup(db, file).then(
        () => null,
        (e: unknown) => e,
      );
      const took = Date.now() - started;
      expect({ name, error: error instanceof BackupError, message: (error as Error)?.message }).toEqual({ name, error: true, message: expect.stringMatching(message) });
      expect({ name, took: took < 20_000 }).toEqual({ name, took: true });
      expect((error as Error).message.startsWith(file)).toBe(true);
    }
    const [{ n }] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from users`);
    expect(n).toBe(0);
  } finally {
    await db.close();
  }
  // Through the command line: one line, exit 1.
  const res = await manage(['restore', path.join(scratch, 'unknown-column.jsonl.gz')], target.env);
  expect(res.code).toBe(1);
  expect(res.out).toEqual([expect.stringMatching(/^Error: .*unknown-column\.jsonl\.gz, line \d+ \(a row of users\): "nickname" is not a column of users in this schema\. Nothing was restored\.$/)]);
}, 240_000);
