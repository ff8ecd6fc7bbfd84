import path from 'node:path';
import { entityKind, sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as tables from './schema';
import * as seasonTables from './schemaSeasons';
import * as mailTables from './schemaMail';

const schema = { ...tables, ...seasonTables, ...mailTables };
import { lockDataDir } from './lock';
import { EMBEDDED_DB_CACHE_MB, embeddedDbOptions, setEmbeddedDbTierUp } from './embedded';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What runs raw SQL: the database or a transaction. */
export type Exec = Pick<Db, 'execute'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (none for the embedded database). */
  url?: string;
  close(): Promise<void>;
}

// Beside this file, and beside the compiled server (the build copies them to dist/server/migrations).
export const migrationsFolder = path.join(__dirname, 'migrations');

/** Opens the database the settings name (PostgreSQL when a URL is given, else PGlite in
 *  `dataDir/pgdata`, locked to this process, with the settings of embedded.ts) and applies the
 *  migrations. With neither a URL nor a folder, PGlite runs in memory. `loadDataDir`, a dump of
 *  an embedded data directory (PGlite's `dumpDataDir`), starts PGlite from it instead of a new
 *  database: the tests start each file from one migrated template, leaving no migration to apply. */
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  embeddedDbCacheMb?: number;
  embeddedDbTierUp?: boolean;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', () => undefined); // a dropped idle connection is replaced on next use
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (e) {
      await pool.end();
      throw e;
    }
    return { db: db as unknown as Db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  try {
    setEmbeddedDbTierUp(opts.embeddedDbTierUp ?? false);
    const options = {
      startParams: [...PGlite.defaultStartParams, ...embeddedDbOptions(opts.embeddedDbCacheMb ?? EMBEDDED_DB_CACHE_MB)],
      loadDataDir: opts.loadDataDir,
    };
    const client = opts.dataDir ? new PGlite(path.join(opts.dataDir, 'pgdata'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Rows of a raw SQL query (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Exec, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Whether `db` (a database or one of its transactions) is the embedded database. */
export function isEmbedded(db: Exec): boolean {
  const session = (db as unknown as { session?: { constructor: { [entityKind]?: string } } }).session;
  return session?.constructor[entityKind] === 'PgliteSession';
}

/**
 * The columns of a query's rows as arrays, in the order `orderBy` gives (columns of the query as
 * `q.name`), else in no order. On the embedded database they are read as one row of arrays
 * (`select array_agg(...) from (query) q`): thousands of rows arrive several times quicker so than
 * one by one (16,000 rows of two numbers: 47 ms as rows, 9 ms as arrays). On PostgreSQL rows are
 * the quicker (its driver parses arrays slowly: 70,000 rows of four numbers, 50 ms as rows and
 * 110 ms as arrays), so they are read as rows and turned into columns here.
 */
export async function queryColumns<K extends string>(db: Exec, query: SQL, columns: readonly K[], orderBy?: SQL): Promise<Record<K, unknown[]>> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  if (!isEmbedded(db)) {
    const rows = await queryRows<Record<K, unknown>>(db, sql`select * from (${query}) q${order}`);
    return Object.fromEntries(columns.map((c) => [c, rows.map((r) => r[c])])) as Record<K, unknown[]>;
  }
  const arrays = sql.join(
    columns.map((c) => sql`coalesce(array_agg(q.${sql.identifier(c)}${order}), '{}') as ${sql.identifier(c)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<K, unknown[]>>(db, sql`select ${arrays} from (${query}) q`);
  return row;
}
