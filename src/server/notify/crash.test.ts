import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db';
import { freshDatabase, testDatabaseKind } from '../test/harness';
import { nextDeadlineAfter } from '../../domain/gameweeks';

// A server killed (kill -9) in the middle of a round of reminders, then started again (the
// embedded database), or left to the other server on the same PostgreSQL: in the end every user
// has exactly one reminder in the outbox, and every row says sent. Nothing the killed server had
// claimed is lost, nothing it had written is written twice.

const root = path.resolve(__dirname, '../../..');
const HOUR = 3_600_000;
const USERS = 800;
const onPostgres = testDatabaseKind() === 'postgres';
// The game clock 12 hours before a deadline.
const deadline = nextDeadlineAfter(new Date(Date.now() + 2 * 24 * HOUR), 'Europe/London');
const offsetSeconds = Math.round((deadline.getTime() - 12 * HOUR - Date.now()) / 1000);

let dataDir: string;
let databaseUrl = '';
let drop: () => Promise<void> = async () => undefined;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-crash-'));
  if (onPostgres) {
    const fresh = await freshDatabase();
    databaseUrl = fresh.database.url!;
    await fresh.database.close();
    drop = fresh.drop;
  }
  const db = await open();
  try {
    await db.db.execute(sql`insert into users (email, password_hash) select 'crash' || g || '@example.com', 'not-a-hash' from generate_series(1, ${USERS}) g`);
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 200));
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function open(): Promise<Database> {
  return databaseUrl ? openDatabase({ databaseUrl, dataDir: null }) : openDatabase({ databaseUrl: null, dataDir });
}

/** The real server in its own process, sending a round every second; resolves once it answers. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'crash-test-secret-crash-test-secret-12',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      CLOCK_OFFSET: `${offsetSeconds >= 0 ? '+' : '-'}${Math.abs(offsetSeconds)}s`,
      NOTIFY_INTERVAL: '1s',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (/ready at http/.test(chunk.toString())) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before answering:\n${log.join('')}`)));
  });
  return child;
}

/** The reminders in the outbox, as a count per address. */
function outboxCounts(): Map<string, number> {
  const outbox = path.join(dataDir, 'outbox');
  const counts = new Map<string, number>();
  if (!fs.existsSync(outbox)) return counts;
  for (const f of fs.readdirSync(outbox).filter((n) => n.endsWith('.json'))) {
    const to = (JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string }).to;
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

const outboxSize = () => {
  const outbox = path.join(dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((n) => n.endsWith('.json')).length : 0;
};

async function until(what: string, done: () => boolean | Promise<boolean>, ms: number) {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > ms) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test('kill -9 during a round of reminders: after a restart (or on the other server), every user has exactly one, and every row says sent', async () => {
  // PostgreSQL: two servers share the database (and, here, the data folder with its outbox).
  const servers = [await startServer(), ...(onPostgres ? [await startServer()] : [])];
  // Part-way through the round: some reminders written, not all.
  await until('the round to start', () => outboxSize() >= 40, 60_000);
  let victim = servers[0];
  if (onPostgres) {
    const db = await open();
    try {
      const [lease] = await queryRows<{ holder: string | null }>(db.db, sql`select holder from notification_sender where id = 1`);
      victim = servers.find((s) => lease.holder?.includes(`:${s.pid}:`)) ?? servers[0];
    } finally {
      await db.close();
    }
  }
  victim.kill('SIGKILL');
  await new Promise<void>((resolve) => (victim.exitCode !== null || victim.signalCode !== null ? resolve() : victim.once('exit', () => resolve())));
  const atKill = outboxSize();
  expect(atKill).toBeLessThan(USERS);

  if (onPostgres) {
    // The killed server's lease would run out within 2 minutes; the test does not wait for it.
    const db = await open();
    try {
      await db.db.execute(sql`update notification_sender set lease_until = now() - interval '1 second' where id = 1 and holder like ${`%:${victim.pid}:%`}`);
    } finally {
      await db.close();
    }
  } else {
    servers.push(await startServer()); // the embedded database: the same server started again
  }

  await until('every reminder to be written', () => outboxSize() >= USERS, 120_000);
  // A few rounds more (every second): nothing is written again. Then the servers stop (the
  // embedded database is theirs while they run) and the rows are read.
  await new Promise((r) => setTimeout(r, 3_000));
  for (const server of servers.filter((s) => s.exitCode === null && s.signalCode === null)) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  const counts = outboxCounts();
  expect(counts.size).toBe(USERS);
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
  const db = await open();
  try {
    const rows = await queryRows<{ status: string; n: number }>(db.db, sql`select status, count(*)::int as n from notifications group by status`);
    expect(rows).toEqual([{ status: 'sent', n: USERS }]);
  } finally {
    await db.close();
  }
  console.log(`killed after ${atKill} of ${USERS} reminders; the rest sent once after the ${onPostgres ? 'other server took over' : 'restart'}`);
}, 300_000);
