import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { startTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../db';
import { MAX_ATTEMPTS } from './sender';

// Notifications through a real SMTP server in this process, sent from the server's mail thread
// (a worker): what mail programs receive (text and HTML parts, the club as sender, one-click
// unsubscribe headers), a refused mail tried again later, at most MAX_ATTEMPTS times, and a round
// of many users, each reached once.

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; raw: string }[] = [];
const refusing = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, done) {
      if (refusing.has(address.address)) return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return done();
    },
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({
    mailer: 'real',
    now: '2026-11-22T06:00:00Z', // 18 hours before Monday's deadline
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://fantasy.club.example', CLUB_NAME: 'Riverside FC', MAIL_FROM: 'fantasy@riverside.example' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

test('each reminder arrives once with text and HTML parts, the club as sender and one-click unsubscribe', async () => {
  const users = [await t.user(), await t.user(), await t.user()];
  await t.inject({ method: 'PUT', url: '/api/user/notifications/', headers: users[2].auth, payload: { deadline_reminder: false } });
  const r1 = await t.app.ctx.notifier.round();
  const r2 = await t.app.ctx.notifier.round();
  expect(r1).toMatchObject({ ran: true, sent: 2, failed: 0 });
  expect(r2).toMatchObject({ ran: true, sent: 0 });
  expect(t.app.ctx.notifier.mailThreadId).toEqual(expect.any(Number)); // the worker sent them
  expect(received.map((r) => r.to).sort()).toEqual([users[0].email, users[1].email].sort());
  const raw = unfold(received[0].raw);
  expect(raw).toMatch(/^From: Riverside FC <fantasy@riverside\.example>$/m);
  expect(raw).toMatch(/Content-Type: multipart\/alternative/);
  expect(raw).toMatch(/Content-Type: text\/plain/);
  expect(raw).toMatch(/Content-Type: text\/html/);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const header = /^List-Unsubscribe: <https:\/\/fantasy\.club\.example(\/api\/unsubscribe\/\?token=[\w.-]+)>$/m.exec(raw);
  expect(header).not.toBeNull();

  // The mail program's one-click POST, with no sign-in.
  const res = await fetch(t.baseUrl + header![1], {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(res.status).toBe(200);
  const who = users.find((u) => u.email === received[0].to)!;
  const prefs = await t.inject({ method: 'GET', url: '/api/user/notifications/', headers: who.auth });
  expect(prefs.json().deadline_reminder).toBe(false);
});

test('a mail SMTP refuses is tried again in a later round, at most 5 times, and each refusal is kept', async () => {
  received.length = 0;
  t.clock.set('2026-11-29T06:00:00Z');
  const refused = await t.user();
  const fine = await t.user();
  refusing.add(refused.email);
  const due = () => t.database.db.execute(sql`update notifications set next_attempt_at = now() where status = 'due'`);
  const rows = () =>
    queryRows<{ status: string; attempts: number; last_error: string | null }>(
      t.database.db,
      sql`select n.status, n.attempts, n.last_error from notifications n join users u on u.id = n.user_id where u.email = ${refused.email}`,
    );

  const first = await t.app.ctx.notifier.round();
  expect(first.retried).toBe(1);
  expect(received.filter((r) => r.to === fine.email)).toHaveLength(1);
  expect(await rows()).toEqual([expect.objectContaining({ status: 'due', attempts: 1 })]);
  // Not before its time: a round now leaves it alone.
  expect((await t.app.ctx.notifier.round()).retried).toBe(0);
  for (let i = 2; i <= MAX_ATTEMPTS; i++) {
    await due();
    await t.app.ctx.notifier.round();
  }
  const [last] = await rows();
  expect(last).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  expect(last.last_error).toMatch(/Mailbox unavailable/);
  await due();
  expect(await t.app.ctx.notifier.round()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
  expect(received.filter((r) => r.to === refused.email)).toHaveLength(0);
  expect(received.filter((r) => r.to === fine.email)).toHaveLength(1);
});

test('a round of many users through the mail thread reaches each one once', async () => {
  received.length = 0;
  refusing.clear();
  t.clock.set('2026-12-06T06:00:00Z'); // 18 hours before the next Monday's deadline
  await t.database.db.execute(sql`insert into users (email, password_hash)
    select 'many' || g || '@example.com', 'not-a-hash' from generate_series(1, 700) g`); // two batches
  const wanted = await queryRows<{ email: string }>(t.database.db, sql`select email from users where deadline_reminder`);
  const rounds = [await t.app.ctx.notifier.round(), await t.app.ctx.notifier.round()];
  expect(rounds[0]).toMatchObject({ ran: true, due: wanted.length, sent: wanted.length, retried: 0, failed: 0 });
  expect(rounds[1]).toMatchObject({ ran: true, due: 0, sent: 0 });
  expect(t.app.ctx.notifier.mailThreadId).toEqual(expect.any(Number));
  expect(received.map((r) => r.to).sort()).toEqual(wanted.map((w) => w.email).sort());
  // Stopping ends the mail thread.
  await t.app.ctx.notifier.stop();
  expect(t.app.ctx.notifier.mailThreadId).toBeNull();
  // 700 mails over a real SMTP connection: a few seconds alone, longer when the whole run loads the machine.
}, 180_000);
