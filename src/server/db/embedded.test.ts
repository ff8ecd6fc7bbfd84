import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '.';
import { testDatabaseKind } from '../test/harness';
import { seedDataDir } from '../test/db-template';

const setting = async (db: Parameters<typeof queryRows>[0], name: string) =>
  (await queryRows<Record<string, string>>(db, sql.raw(`show ${name}`)))[0][name];

// The embedded database's own settings; on PostgreSQL the server's administrator sets them.
const embeddedOnly = testDatabaseKind() === 'pglite' ? test : test.skip;

embeddedOnly('the embedded database runs with a small page cache, and EMBEDDED_DB_CACHE_MB sets it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-embedded-'));
  // The run's migrated database (made with the default settings); without one, the first open makes it.
  seedDataDir(dataDir);
  try {
    let database = await openDatabase({ databaseUrl: null, dataDir });
    expect(await setting(database.db, 'shared_buffers')).toBe('16MB');
    expect(await setting(database.db, 'max_connections')).toBe('5');
    await database.close();
    // A setting, not written into the database: the same data directory opens with another size.
    database = await openDatabase({ databaseUrl: null, dataDir, embeddedDbCacheMb: 48 });
    expect(await setting(database.db, 'shared_buffers')).toBe('48MB');
    await database.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000); // outside a test run, a new data directory's database is made on the first open
