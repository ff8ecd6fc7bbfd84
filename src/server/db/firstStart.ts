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
export const MAKE_DATABASE_ARG = '--make-database';

/** Whether `dataDir` holds no embedded database yet. */
export function embeddedDbMissing(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'));
}

/** In the child: makes the database with its migrations, closes it. */
export async function makeEmbeddedDatabase(opts: { dataDir: string; embeddedDbCacheMb: number; embeddedDbTierUp: boolean }): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, ...opts });
  await database.close();
}

/** In the server: runs this same entry (`script`, with Node's options and the environment) as a
 *  child that makes the database; resolves with its exit code. */
export function makeEmbeddedDatabaseInChild(script: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [MAKE_DATABASE_ARG], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
