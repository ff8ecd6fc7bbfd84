import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { openDatabase, queryRows, type Database } from '../db';
import { runManage } from '../../../scripts/manage';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';
import { nextDeadlineAfter } from '../../domain/gameweeks';
import type { Message } from '../mail/mailer';

// Exactly once: two server processes on one PostgreSQL and the command line run a round at the
// same time, each with a slow mailer; every user gets one reminder for the deadline. A sender cut
// off mid-round (its mails left `sending` or `handing`, its lease held) loses none of the mails it
// had only claimed and sends nothing twice. (Real processes killed mid-round: crash.test.ts.)

const HOUR = 3_600_000;
const USERS = 150;
const onPostgres = testDatabaseKind() === 'postgres';

// The game clock 12 hours before a deadline, for the servers and (as CLOCK_OFFSET) the command line.
const deadline = nextDeadlineAfter(new Date(Date.now() + 2 * 24 * HOUR), 'Europe/London');
const offsetMs = deadline.getTime() - 12 * HOUR - Date.now();

let a: TestApp;
let second: Database;
let b: Awaited<ReturnType<typeof buildApp>>;
const bOutbox: Message[] = [];
const slow = (box: Message[]) => ({
  send: async (m: Message) => {
    await new Promise((r) => setTimeout(r, 2));
    box.push(m);
  },
});

beforeAll(async () => {
  a = await startTestApp({ now: new Date(Date.now() + offsetMs).toISOString(), mailer: slow([]) });
  if (!onPostgres) return;
  second = await openDatabase({ databaseUrl: a.database.url!, dataDir: null });
  b = await buildApp(a.config, { database: second, clock: a.clock, logger: false, mailer: slow(bOutbox) });
});
afterAll(async () => {
  if (onPostgres) {
    await b.close();
    await second.close();
  }
  await a.close();
});

async function addUsers(prefix: string, n: number) {
  await a.database.db.execute(sql`insert into users (email, password_hash)
    select ${prefix} || g || '@example.com', 'not-a-hash' from generate_series(1, ${n}) g`);
}

const sentPerUser = () =>
  queryRows<{ email: string; n: number }>(
    a.database.db,
    sql`select u.email, count(n.id)::int as n from users u left join notifications n on n.user_id = u.id and n.kind = 'deadline_reminder'
        and n.key = ${deadline.toISOString()} and n.status = 'sent' group by u.email`,
  );

(onPostgres ? test : test.skip)('two servers and the command line at once: one reminder per user per deadline', async () => {
  await addUsers('many', USERS);
  const aOutbox: Message[] = [];
  (a.app.ctx.notifier as unknown as { deps: { mailer: unknown } }).deps.mailer = slow(aOutbox);
  const env = {
    DATABASE_URL: a.database.url!,
    DATA_DIR: a.dataDir,
    JWT_SECRET: a.config.jwtSecret!,
    LOG_LEVEL: 'silent',
    CLOCK_OFFSET: `${offsetMs >= 0 ? '+' : '-'}${Math.abs(Math.round(offsetMs / 1000))}s`,
  };
  const results = await Promise.all([a.app.ctx.notifier.round(), b.ctx.notifier.round(), runManage(['send-notifications'], env), a.app.ctx.notifier.round()]);
  expect(results[2]).toBe(0);
  // Rounds until nothing is left (a sender that found the lease taken did nothing).
  for (let i = 0; i < 3; i++) await Promise.all([a.app.ctx.notifier.round(), b.ctx.notifier.round(), runManage(['send-notifications'], env)]);
  const outboxDir = path.join(a.dataDir, 'outbox');
  const cliMails = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')) as Message) : [];
  const all = [...aOutbox, ...bOutbox, ...cliMails].filter((m) => m.to.startsWith('many'));
  expect(all).toHaveLength(USERS);
  expect(new Set(all.map((m) => m.to)).size).toBe(USERS);
  expect((await sentPerUser()).filter((r) => r.email.startsWith('many')).every((r) => r.n === 1)).toBe(true);
  console.log(`reminders sent by server A ${aOutbox.length}, server B ${bOutbox.length}, command line ${cliMails.length}`);
});

test('a sender cut off mid-round: once its lease runs out, the mails it had claimed are sent once, and those it was handing over are never sent twice', async () => {
  await addUsers('cut', 20);
  const box: Message[] = [];
  (a.app.ctx.notifier as unknown as { deps: { mailer: unknown } }).deps.mailer = slow(box);
  // A crashed process: it holds the lease, claimed the reminders of the first 5 users and was
  // handing the next 3 to its mailer (which may or may not have taken them).
  const db = a.database.db;
  await db.execute(sql`update notification_sender set holder = 'crashed-host:1:x', lease_until = now() + interval '1 hour' where id = 1`);
  await db.execute(sql`insert into notifications (user_id, kind, key, data, status, attempts, claimed_by)
    select id, 'deadline_reminder', ${deadline.toISOString()}, jsonb_build_object('deadline', ${deadline.toISOString()}::text, 'has_team', false),
      case when row_number() over (order by id) <= 5 then 'sending' else 'handing' end, 1, 'crashed-host:1:x:1'
    from users where email like 'cut%' order by id limit 8`);
  if (onPostgres) {
    // Another process may be alive: nothing happens while its lease runs.
    expect((await a.app.ctx.notifier.round()).ran).toBe(false);
    expect(box).toHaveLength(0);
    await db.execute(sql`update notification_sender set lease_until = now() - interval '1 second' where id = 1`);
  }
  // Its lease runs out (the embedded database is this process's alone: at once). The next round
  // sends the 5 it had claimed and the 12 others; the 3 it was handing over, which this mailer
  // cannot tell it holds, are marked failed rather than perhaps sent twice.
  const round = await a.app.ctx.notifier.round();
  expect(round.ran).toBe(true);
  const cut = () => box.filter((m) => m.to.startsWith('cut'));
  expect(cut()).toHaveLength(17);
  expect(new Set(cut().map((m) => m.to)).size).toBe(17);
  await a.app.ctx.notifier.round();
  expect(cut()).toHaveLength(17);
  const states = await queryRows<{ status: string; n: number; error: string | null }>(
    db,
    sql`select n.status, count(*)::int as n, max(n.last_error) as error from notifications n join users u on u.id = n.user_id
        where u.email like 'cut%' group by n.status order by n.status`,
  );
  expect(states).toEqual([
    { status: 'failed', n: 3, error: 'cut off while being handed to the mail server; not sent again (it may have gone)' },
    { status: 'sent', n: 17, error: null },
  ]);
});
