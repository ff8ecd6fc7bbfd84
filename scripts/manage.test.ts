import fs from 'node:fs';
import path from 'node:path';
import { runManage } from './manage';
import { useManageCommandLine } from './manage-test-helpers';

const cli = useManageCommandLine('fxi-cli-');
const { out, err, run } = cli;

test('create-user, make-staff and set-password, with one-line errors', async () => {
  expect(await run('create-user', '--email', 'Coach@Club.ac.uk', '--password', 'touchline-42')).toBe(0);
  expect(out.join('\n')).toMatch(/Created user coach@club.ac.uk/);
  expect(await run('create-user', '--email', 'coach@club.ac.uk', '--password', 'touchline-42')).toBe(1);
  expect(err.pop()).toMatch(/already exists/);
  expect(await run('make-staff', '--email', 'COACH@club.ac.uk')).toBe(0);
  expect(await run('make-staff', '--email', 'ghost@club.ac.uk')).toBe(1);
  expect(err.pop()).toMatch(/No user with the email ghost@club.ac.uk/);
  expect(await run('set-password', '--email', 'coach@club.ac.uk', '--password', '123')).toBe(1);
  expect(await run('create-user', '--email', 'x@club.ac.uk')).toBe(2);
  expect(err.pop()).toMatch(/--password is required/);
  expect(await run('no-such-command')).toBe(2);
}, 180_000); // seven openings of an embedded database (a minute and more on a busy machine)

test('import-fixtures imports good lines, reports bad ones, and adds nothing the second time', async () => {
  const csv = path.join(cli.dataDir, 'men.csv');
  fs.writeFileSync(csv, 'team1,team2,location,date,time\r\nUni 1st,City,"Main Pitch, North",2027-01-10,14:00\r\nUni 2nd,Town,Park,2027-02-30,10:00\r\n');
  expect(await run('import-fixtures', '--side', 'men', csv)).toBe(1);
  expect(out.join('\n')).toMatch(/Imported 1 men's fixtures; 0 already present; 1 rejected/);
  expect(out.join('\n')).toMatch(/line 3: .*not a real date/);
  fs.writeFileSync(csv, 'team1,team2,location,date,time\nUni 1st,City,"Main Pitch, North",2027-01-10,14:00:00\n');
  out.length = 0;
  expect(await run('import-fixtures', '--side', 'men', csv)).toBe(0);
  expect(out.join('\n')).toMatch(/Imported 0 men's fixtures; 1 already present; 0 rejected/);
  expect(await run('import-fixtures', '--side', 'boys', csv)).toBe(2);
  expect(await run('import-fixtures', '--side', 'women', path.join(cli.dataDir, 'missing.csv'))).toBe(2);
});

test('recompute corrects derived numbers that drifted from the stored stats, and says what it changed', async () => {
  const { openDatabase } = await import('../src/server/db');
  const { sql } = await import('drizzle-orm');
  const db = await openDatabase({ databaseUrl: null, dataDir: cli.dataDir });
  await db.db.execute(sql`insert into players (name, position, team, price_tenths, goals, points) values ('Drifted', 'Attacker', 'Men''s 1st', 50, 5, 20)`);
  await db.close();
  expect(await run('recompute', '--dry-run')).toBe(0);
  expect(out.pop()).toMatch(/Would correct players: 1/);
  expect(await run('recompute')).toBe(0);
  expect(out.pop()).toMatch(/Corrected players: 1/);
  expect(await run('recompute')).toBe(0);
  expect(out.pop()).toMatch(/already agreed/);
});

test('send-notifications sends the due reminders from the mail thread into the outbox, once', async () => {
  const { nextDeadlineAfter } = await import('../src/domain/gameweeks');
  const hour = 3_600_000;
  // The game clock 12 hours before a deadline.
  const deadline = nextDeadlineAfter(new Date(Date.now() + 2 * 24 * hour), 'Europe/London');
  const offset = Math.round((deadline.getTime() - 12 * hour - Date.now()) / 1000);
  const send = () => runManage(['send-notifications'], { DATA_DIR: cli.dataDir, CLOCK_OFFSET: `${offset >= 0 ? '+' : '-'}${Math.abs(offset)}s` });
  for (const who of ['a', 'b', 'c']) expect(await run('create-user', '--email', `${who}@club.ac.uk`, '--password', 'touchline-42')).toBe(0);
  expect(await send()).toBe(0);
  expect(out.pop()).toBe('3 reminder(s) became due; 3 sent, 0 to retry, 0 given up, 0 no longer wanted.');
  expect(await send()).toBe(0);
  expect(out.pop()).toBe('0 reminder(s) became due; 0 sent, 0 to retry, 0 given up, 0 no longer wanted.');
  const outbox = path.join(cli.dataDir, 'outbox');
  const mails = fs.readdirSync(outbox).filter((f) => f.endsWith('.json'));
  const to = mails.map((f) => (JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as { to: string }).to);
  expect(to.sort()).toEqual(['a@club.ac.uk', 'b@club.ac.uk', 'c@club.ac.uk']);
});
