// The importer as the command line uses it: straight on a database, with no server and no cache.
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db';
import { importFixturesCsv, listFixtures, type FixtureSide } from './fixtures';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
});
afterAll(() => database.close());

const version = async () => Number((await queryRows<{ version: number }>(database.db, sql`select version from data_version where id = 1`))[0].version);

test('imports without a cache object, raising the data version so servers drop cached lists', async () => {
  const csv = 'team1,team2,location,date,time\nA,B,C,2026-11-28,14:00\nA,B,C,2026-11-28,14:00:00\nX,Y\n';
  const before = await version();
  const report = await importFixturesCsv({ db: database.db }, 'women', csv);
  expect(report).toEqual({ imported: 1, already_present: 1, rejected: [{ line: 4, reason: 'expected 5 fields, got 2' }] });
  expect(await version()).toBe(before + 1);
  expect(await listFixtures(database.db, 'women')).toEqual([
    { id: expect.any(Number), team1: 'A', team2: 'B', location: 'C', date: '2026-11-28', time: '14:00:00', side: 'women', status: 'scheduled', status_note: '', result_id: null },
  ]);

  // Nothing new: the version stays, so cached lists stay good.
  expect(await importFixturesCsv({ db: database.db }, 'women', csv)).toMatchObject({ imported: 0, already_present: 2 });
  expect(await version()).toBe(before + 1);
});

test('throws one clear line for an unknown side or a bad header', async () => {
  await expect(importFixturesCsv({ db: database.db }, 'mixed' as FixtureSide, 'team1,team2,location,date,time\n')).rejects.toThrow(
    'The side must be men or women, not "mixed".',
  );
  await expect(importFixturesCsv({ db: database.db }, 'men', 'a,b\n')).rejects.toThrow(
    'The first line must be the header team1,team2,location,date,time, but line 1 is "a,b".',
  );
});
