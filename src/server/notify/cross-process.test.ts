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
// off mid-round (its mails left `sending`, its lease held) sends nothing twice.

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

test('a sender cut off mid-round: its lease runs out, and the mails it had claimed are never sent again', async () => {
  await addUsers('cut', 20);
  const box: Message[] = [];
  (a.app.ctx.notifier as unknown as { deps: { mailer: unknown } }).deps.mailer = slow(box);
  // A crashed process: it holds the lease and claimed the reminders of the first 5 users.
  const db = a.database.db;
  await db.execute(sql`update notification_sender set holder = 'crashed', lease_until = now() + interval '1 hour' where id = 1`);
  expect((await a.app.ctx.notifier.round()).ran).toBe(false);
  await db.execute(sql`insert into notifications (user_id, kind, key, data, status, attempts)
    select id, 'deadline_reminder', ${deadline.toISOString()}, '{}'::jsonb, 'sending', 1 from users where email like 'cut%' order by id limit 5`);
  // Its lease runs out; the next round sends the others, not the 5 it had claimed.
  await db.execute(sql`update notification_sender set lease_until = now() - interval '1 second' where id = 1`);
  const round = await a.app.ctx.notifier.round();
  expect(round.ran).toBe(true);
  const cut = box.filter((m) => m.to.startsWith('cut'));
  expect(cut).toHaveLength(15);
  await a.app.ctx.notifier.round();
  expect(box.filter((m) => m.to.startsWith('cut'))).toHaveLength(15);
  const left = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from notifications where status = 'sending'`);
  expect(left[0].n).toBe(5);
});
