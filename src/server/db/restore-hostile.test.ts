import fs from 'node:fs';
import path from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from './index';
import { BackupError, writeBackup } from './backup';
import { restoreBackup } from './restore';
import { makeScratch, manage } from '../test/backups';
import { startTestApp, testDatabaseKind, type TestApp } from '../test/harness';
import { addPlayerPool, squadOf } from '../test/fixtures';
import { createTeam } from '../test/season';

// Hostile backup files, each made from a real backup: a restore refuses each with one line
// naming the line, the table and the cause, stops early on what is not a backup (however it
// inflates), and leaves the database empty.

const kind = testDatabaseKind();
let t: TestApp;
const scratchFiles = makeScratch();
const scratch = scratchFiles.dir;
const emptyDatabase = (of: 'pglite' | 'postgres') => scratchFiles.emptyDatabase(of);

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-02T09:00:00Z' });
  const pool = await addPlayerPool(t, { count: 6 });
  await createTeam(t, 'Alpha Rovers', squadOf(pool, '4-4-2'));
  await createTeam(t, 'Beta United', squadOf(pool, '3-5-2'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await scratchFiles.clean();
});

test('hostile backup files: each refused in one line naming the line, the table and the cause, quickly, and the database stays empty', async () => {
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
      // "Quickly" in this process's CPU time (every thread), which is what the refusal costs: the
      // clock's time also counts the other tests a full run loads the machine with.
      const started = process.cpuUsage();
      const error = await restoreBackup(db, file).then(
        () => null,
        (e: unknown) => e,
      );
      const spent = process.cpuUsage(started);
      const took = (spent.user + spent.system) / 1000;
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
