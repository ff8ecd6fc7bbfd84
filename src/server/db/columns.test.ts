import { sql } from 'drizzle-orm';
import { isEmbedded, queryColumns, queryRows, type Database } from '.';
import { freshDatabase, testDatabaseKind } from '../test/harness';

// Big reads as columns: one row of arrays on the embedded database, rows turned into columns on
// PostgreSQL. Either way the same values, nulls and order as the rows.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await database.db.execute(sql`create table column_probe (id int primary key, name text, at timestamptz, score int)`);
  await database.db.execute(sql`insert into column_probe
    select g, case when g % 7 = 0 then null else 'name ' || (3000 - g) end, case when g % 5 = 0 then null else timestamptz '2026-09-07' + g * interval '1 minute' end, (g * 37) % 101
    from generate_series(1, 3000) g`);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const probe = sql`select id, name, (extract(epoch from at) * 1000)::float8 as at, score from column_probe`;

test('the embedded database is told from PostgreSQL, in a transaction too', async () => {
  const embedded = testDatabaseKind() === 'pglite';
  expect(isEmbedded(database.db)).toBe(embedded);
  await database.db.transaction(async (tx) => expect(isEmbedded(tx)).toBe(embedded));
});

test('columns hold what the rows hold, in the order asked for', async () => {
  const rows = await queryRows<{ id: number; name: string | null; at: number | null; score: number }>(database.db, sql`${probe} order by score, id desc`);
  const columns = await queryColumns(database.db, probe, ['id', 'name', 'at', 'score'], sql`q.score, q.id desc`);
  expect(columns.id.map(Number)).toEqual(rows.map((r) => Number(r.id)));
  expect(columns.name).toEqual(rows.map((r) => r.name));
  expect(columns.at.map((v) => (v === null ? null : Number(v)))).toEqual(rows.map((r) => (r.at === null ? null : Number(r.at))));
  expect(columns.score.map(Number)).toEqual(rows.map((r) => Number(r.score)));
  expect(columns.at.filter((v) => v === null)).toHaveLength(600);
  expect(columns.name.filter((v) => v === null)).toHaveLength(428);
});

test('no rows give empty columns; without an order the same values come', async () => {
  const none = await queryColumns(database.db, sql`${probe} where id < 0`, ['id', 'name']);
  expect(none).toEqual({ id: [], name: [] });
  const unordered = await queryColumns(database.db, probe, ['id']);
  expect(unordered.id.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
});
