import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../db';
import { recordDueReminders } from './enqueue';
import { MailThread } from './mail-thread';

// The server's own mailer without SMTP: a round goes out from the mail thread (a worker) into the
// outbox folder, one .eml and one .json per reminder as before; the thread ends when idle. The
// reminders are recorded in runs of users, each user once however the runs fall.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ mailer: 'real', now: '2026-11-22T06:00:00Z', env: { APP_URL: 'https://fantasy.club.example' } }); // 18 hours before Monday's deadline
});
afterAll(() => t.close());

const outboxDir = () => path.join(t.dataDir, 'outbox');
const outboxJson = () =>
  fs
    .readdirSync(outboxDir())
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir(), f), 'utf8')) as Record<string, unknown>);

test('a round from the mail thread writes one reminder per user to the outbox, as the server always wrote them', async () => {
  const users = [await t.user(), await t.user(), await t.user()];
  await t.inject({ method: 'PUT', url: '/api/user/notifications/', headers: users[2].auth, payload: { deadline_reminder: false } });
  expect(await t.app.ctx.notifier.round()).toMatchObject({ ran: true, due: 2, sent: 2, failed: 0 });
  expect(t.app.ctx.notifier.mailThreadId).toEqual(expect.any(Number));
  expect(await t.app.ctx.notifier.round()).toMatchObject({ ran: true, sent: 0 });

  const files = fs.readdirSync(outboxDir());
  expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(2);
  const mails = outboxJson();
  expect(mails.map((m) => m.to).sort()).toEqual([users[0].email, users[1].email].sort());
  for (const m of mails) {
    expect(Object.keys(m).sort()).toEqual(['headers', 'html', 'link', 'quiet', 'sentAt', 'subject', 'text', 'to']);
    expect(m).toMatchObject({ quiet: true, link: 'https://fantasy.club.example/CreateTeam', subject: 'Deadline Monday 23 November 2026, 00:00 (Europe/London)' });
    expect(m.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/fantasy\.club\.example\/api\/unsubscribe\/\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  }
  const eml = fs.readFileSync(path.join(outboxDir(), files.find((f) => f.endsWith('.eml'))!), 'utf8');
  expect(eml).toMatch(/Content-Type: multipart\/alternative/);
  expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

  // The link signed in the mail thread works here.
  const token = /token=([\w.-]+)>$/.exec((mails[0].headers as Record<string, string>)['List-Unsubscribe'])![1];
  expect(await t.app.ctx.unsubscribeLinks.verify(token)).toMatchObject({ kind: 'deadline_reminder' });
});

test('the mail thread ends after a while without a batch', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-mail-thread-'));
  const thread = new MailThread(
    { mailer: { smtpUrl: null, dataDir }, compose: { appUrl: 'https://a.example', clubName: 'Club', timeZone: 'Europe/London' }, secret: new Uint8Array(32) },
    () => undefined,
    100,
  );
  try {
    const job = { id: 7, user_id: 1, stamp: 'a-stamp', kind: 'deadline_reminder' as const, data: { deadline: '2026-11-23T00:00:00.000Z', has_team: true }, email: 'a@example.com' };
    expect(await thread.send([job])).toEqual({ sent: [7], refused: [] });
    expect(thread.threadId).toEqual(expect.any(Number));
    for (let i = 0; i < 50 && thread.threadId !== null; i++) await new Promise((r) => setTimeout(r, 100));
    expect(thread.threadId).toBeNull();
    expect(fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'))).toHaveLength(1);
  } finally {
    await thread.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('reminders recorded in runs of users: each user who wants one gets one, once', async () => {
  await t.database.db.execute(sql`insert into users (email, password_hash, deadline_reminder)
    select 'run' || g || '@example.com', 'not-a-hash', g % 5 <> 0 from generate_series(1, 40) g`);
  const now = new Date('2026-11-29T06:00:00Z');
  const opts = { timeZone: 'Europe/London', reminderHours: 24, chunk: 7 };
  const wanted = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where deadline_reminder`);
  expect(await recordDueReminders(t.database.db, now, opts)).toBe(wanted[0].n);
  expect(await recordDueReminders(t.database.db, now, opts)).toBe(0);
  const per = await queryRows<{ email: string; n: number }>(
    t.database.db,
    sql`select u.email, count(n.id)::int as n from users u left join notifications n on n.user_id = u.id and n.key = '2026-11-30T00:00:00.000Z'
        group by u.email, u.deadline_reminder having count(n.id) <> (case when u.deadline_reminder then 1 else 0 end)`,
  );
  expect(per).toEqual([]);
});
