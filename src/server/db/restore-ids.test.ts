import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { queryRows, type Database } from './index';
import { writeBackup } from './backup';
import { makeScratch, manage } from '../test/backups';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';

// Ids that never come back: a restore sets each id sequence where the backup recorded it, so
// accounts deleted before a backup do not lend their ids to new ones; and even when an id is
// given again (an older backup restored), a removed account's tokens and unsubscribe links carry
// its stamp and act on nobody else. On the test's database kind (both, with TEST_DATABASE_URL).

const kind = testDatabaseKind();
let t: TestApp;
const scratchFiles = makeScratch();
const scratch = scratchFiles.dir;
const emptyDatabase = (of: 'pglite' | 'postgres') => scratchFiles.emptyDatabase(of);

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-02T09:00:00Z' });
  for (let i = 0; i < 3; i++) await t.user(); // accounts that stay
}, 120_000);

afterAll(async () => {
  await t?.close();
  await scratchFiles.clean();
});

/** A server over a database, with the test app's settings (signing key) and clock. */
async function serve(database: Database) {
  const app = await buildApp(t.config, { database, clock: t.clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

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
