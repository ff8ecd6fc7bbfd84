// The first start on an empty data folder makes the embedded database in a child process.
//
// Making it (PGlite's initdb, then every migration) grows PGlite's WebAssembly memory and the C
// allocator's heap by about 120 MB, and neither ever shrinks: a server that made its database
// kept ~310 MB resident, against ~190 MB for the same server started on the made database. A
// child process that makes the database and exits hands all of that back; the server then opens
// the database as on any later start. Only the first start pays for it (the child's start, about
// a second).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './index';

/** The argument that tells the server's entry to make the database and exit. */
const MAKE_DATABASE_ARG = '--make-database';

interface EmbeddedSettings {
  databaseUrl: string | null;
  dataDir: string;
  embeddedDbCacheMb: number;
  embeddedDbTierUp: boolean;
}

/**
 * Called by the server's entry before it opens its database. In the child (started with
 * MAKE_DATABASE_ARG): makes the database with its migrations, closes it and exits. In the server,
 * on the embedded database over a folder with no database yet: runs this same entry (`script`,
 * with Node's options and the environment) as that child, and exits with its code if it failed.
 * Resolves with how long the child took, or null when there was nothing to make.
 */
export async function makeEmbeddedDatabaseIfMissing(config: EmbeddedSettings, script: string): Promise<number | null> {
  if (config.databaseUrl) return null;
  const { dataDir, embeddedDbCacheMb, embeddedDbTierUp } = config;
  if (process.argv.includes(MAKE_DATABASE_ARG)) {
    const database = await openDatabase({ databaseUrl: null, dataDir, embeddedDbCacheMb, embeddedDbTierUp });
    await database.close();
    process.exit(0);
  }
  if (fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) return null;
  const started = Date.now();
  const code = await new Promise<number>((resolve, reject) => {
    const child = fork(script, [MAKE_DATABASE_ARG], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) process.exit(code);
  return Date.now() - started;
}
