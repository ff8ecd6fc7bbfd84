// One migrated database per test run, which every API test file copies for its own fresh
// database instead of making one (PGlite's initdb and every migration, or PostgreSQL's
// migrations, took seconds a file). Jest's globalSetup makes the template (global-setup-*.ts) and
// says where it is in the environment, which the workers inherit; without it (a file run by some
// other means) freshDatabase makes its database from nothing as before.
//
// - PGlite: a dump of the migrated data directory in a file of the system's temp folder, named by
//   a hash of what it is made of (the migrations and PGlite's version). Later runs reuse it, so
//   one file's tests run alone without making it first; it is written under another name and
//   renamed, so a run stopped half-way or two runs at once never leave a partial file.
// - PostgreSQL: a database `fxi_tpl_<run>` migrated once, each file's database made with
//   `create database ... template` it; the global teardown drops it and any database of the run
//   a file left. The run's id is in every name, so a run stopped half-way leaves nothing that
//   stands in the way of the next (its databases stay until dropped by hand: `fxi_tpl_*`,
//   `fxi_test_*`).
// Each file still opens its database through openDatabase, whose migrations then find nothing to do.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrationsFolder, openDatabase } from '../db';

const PGLITE_TEMPLATE = 'FXI_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'FXI_TEST_POSTGRES_TEMPLATE';
const RUN = 'FXI_TEST_RUN';
/** Raised when the way the dump is made changes, so older dumps are not used. */
const DUMP_FORMAT = 2;
/** Dumps not used for this long are removed (each run that uses one touches it). */
const DUMP_KEPT_MS = 7 * 24 * 3600_000;

/** This run's id, made by the first global setup and inherited by the workers. */
export function runId(): string {
  return (process.env[RUN] ??= `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`);
}

function migrationFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? migrationFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** An installed package's version (read from its folder: not every package exports package.json). */
function packageVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '';
  }
  throw new Error(`No package.json found for ${name}`);
}

/** The dump's file, named by the hash of what makes it: the migrations, the versions of PGlite
 *  and of the migrator, and the dump's format. */
function pgliteTemplateFile(): string {
  const hash = crypto.createHash('sha256');
  hash.update(`format ${DUMP_FORMAT}\n`);
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) hash.update(`${name} ${packageVersion(name)}\n`);
  for (const file of migrationFiles(migrationsFolder)) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(fs.readFileSync(file));
  }
  return path.join(os.tmpdir(), `fxi-test-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Global setup of the PGlite tests: makes the dump unless a run made it already. */
export async function makePgliteTemplate(): Promise<void> {
  const file = pgliteTemplateFile();
  if (fs.existsSync(file)) {
    const now = new Date();
    fs.utimesSync(file, now, now);
  } else {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  removeOldDumps(file);
  process.env[PGLITE_TEMPLATE] = file;
  await makePgliteTemplateDir(file);
}

/** The dump's data directory as the command line keeps it on disk (`<dump>.d/pgdata`), made once
 *  beside the dump: a test giving the command line a new data folder copies it there (a file
 *  copy) instead of loading the dump, let alone making and migrating a database. */
const templateDirOf = (file: string) => `${file}.d`;

async function makePgliteTemplateDir(file: string): Promise<void> {
  const dir = templateDirOf(file);
  if (fs.existsSync(dir)) return;
  const partial = `${dir}.${process.pid}.${crypto.randomBytes(3).toString('hex')}`;
  fs.mkdirSync(partial);
  try {
    const blob = new Blob([fs.readFileSync(file)]);
    await (await openDatabase({ databaseUrl: null, dataDir: partial, loadDataDir: blob })).close();
    fs.renameSync(partial, dir);
  } catch (e) {
    // Another run made it meanwhile (the rename found it there), or the copy failed: nothing half-made stays.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw e;
  }
}

/** Puts a copy of the run's migrated embedded database into `dataDir` (as the command line or a
 *  server would find a database it made and migrated itself); false outside a run that made one. */
export function seedDataDir(dataDir: string): boolean {
  const file = process.env[PGLITE_TEMPLATE];
  if (!file || !fs.existsSync(path.join(templateDirOf(file), 'pgdata'))) return false;
  fs.cpSync(path.join(templateDirOf(file), 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  return true;
}

function removeOldDumps(keep: string) {
  const dir = path.dirname(keep);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith('fxi-test-template-') || file === keep || file === templateDirOf(keep)) continue;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > DUMP_KEPT_MS) fs.rmSync(file, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

/** The dump this run's PGlite tests start from; none outside a run that made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

async function admin<T>(use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Global setup of the PostgreSQL tests: the run's template, migrated. */
export async function makePostgresTemplate(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL API tests.');
  const name = `fxi_tpl_${runId()}`;
  await admin((c) => c.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: null });
  await database.close();
  process.env[POSTGRES_TEMPLATE] = name;
}

/** The template this run's PostgreSQL tests copy, or null outside a run that made one. */
export const postgresTemplate = (): string | null => process.env[POSTGRES_TEMPLATE] ?? null;

/** A name for a test file's database: the run's id when there is a run, else this process's. */
export const testDatabaseName = (prefix = 'fxi_test') =>
  `${prefix}_${process.env[RUN] ?? process.pid}_${crypto.randomBytes(4).toString('hex')}`;

/** Global teardown of the PostgreSQL tests: drops the template and any database of the run left. */
export async function dropPostgresTemplate(): Promise<void> {
  const run = process.env[RUN];
  if (!run || !process.env.TEST_DATABASE_URL) return;
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $2`, [
      `fxi_tpl_${run}`,
      `fxi\\_test\\_${run}\\_%`,
    ]);
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}
