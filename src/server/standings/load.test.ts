import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db';
import { freshDatabase } from '../test/harness';
import { loadStandings } from './load';
import { loadNameRank } from './load.repository';

// A whole read of the standings engine takes the teams' name order (the league table's tie order:
// lower(name), then id) from the same scan as the teams; it must be the order loadNameRank reads,
// which the model's later syncs use for new teams.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

test("a whole read's name order is loadNameRank's: case ignored, then id", async () => {
  const names = ['beta', 'Alpha', 'alpha two', 'ZED', 'zebra', '_under', 'Émile', 'emile', '10 men', '9 men', 'Beta United', 'b'];
  // Inserted in an order unlike the name order, so ids and names disagree.
  for (const [i, name] of names.entries()) {
    const [user] = await queryRows<{ id: number }>(database.db, sql`insert into users (email, password_hash) values (${`rank${i}@example.com`}, 'x') returning id`);
    await database.db.execute(sql`insert into fantasy_teams (user_id, name, formation, created_at) values (${user.id}, ${name}, '4-4-2', now())`);
  }
  const expected = await loadNameRank(database.db);
  expect(expected.size).toBe(names.length);
  const season = await loadStandings(database.db);
  const places = new Map([...expected.keys()].map((id) => [id, season.namePlace(id)]));
  expect(places).toEqual(expected);
  // And loadNameRank is the order SQL gives.
  const ordered = (await queryRows<{ id: number }>(database.db, sql`select id from fantasy_teams order by lower(name), id`)).map((r) => Number(r.id));
  expect(ordered.map((id) => expected.get(id))).toEqual(ordered.map((_, i) => i));
});
