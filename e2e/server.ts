// Starting the real server for the browser tests, in one place: each worker's shared server
// (the `test` of helpers.ts) and the private ones of the specs that need their own database or clock.
// Each runs the server as `npm start` does (the compiled dist/server/main.js, which the run builds
// first when its sources changed; src/server/main.ts through tsx when there is no build) over a
// fresh data directory holding one staff account made by the command line (scripts/manage.ts), as
// a club would set it up. The command line makes that directory once a run (the global setup's
// template, E2E_TEMPLATE_DIR); each server then starts over a copy of it, which takes a fraction of
// a second where making one (PostgreSQL's initdb, every migration, the password's hash) took
// seconds.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const STAFF = { email: 'staff@e2e.test', password: 'touchline-staff-1' };

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const compiledServer = path.join(root, 'dist/server/main.js');
const DATA_DIR_PREFIX = 'fxi-e2e-';
const TEMPLATE = 'E2E_TEMPLATE_DIR';

export interface PrivateServer {
  baseURL: string;
  dataDir: string;
  /** Stops the server (the data directory stays, for a restart). */
  stop(): Promise<void>;
  /** Stops it and starts it again over the same data, with this game clock ('' for today). */
  restart(clockOffset?: string): Promise<PrivateServer>;
  /** Stops it and removes its data directory. */
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function serverEnv(dataDir: string, port: number, settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // A test server's own settings, which a spec's `settings` may override: passwords hashed with
    // the cheap test parameters (src/server/auth/passwords.ts), and no rate limit on registering
    // and logging in (the suite makes hundreds of accounts from one address; no browser test is
    // about the limit, which the API tests cover).
    FXI_TEST_PASSWORD_HASHING: 'fast',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...settings,
  };
  delete env.DATABASE_URL;
  return env;
}

/** A fresh data directory with the staff account (STAFF): a copy of the run's template when
 *  there is one (its server never started on it), else made by the command line (over the
 *  database `seed` puts in the folder, if any). */
export function newDataDir(seed?: (dataDir: string) => unknown): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), DATA_DIR_PREFIX));
  const template = process.env[TEMPLATE];
  if (template) {
    fs.cpSync(template, dataDir, { recursive: true });
    return dataDir;
  }
  seed?.(dataDir);
  const made = spawnSync(tsx, ['scripts/manage.ts', 'create-user', '--email', STAFF.email, '--password', STAFF.password, '--staff'], {
    cwd: root,
    env: serverEnv(dataDir, 0, {}),
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`Could not make the staff account: ${made.stderr}`);
  return dataDir;
}

/** Global setup: makes the run's template data directory, which newDataDir copies from then on
 *  (here and in the workers, which inherit the setting); the function returned removes it.
 *  `seed` puts a migrated database in the folder first (see global-setup.ts). */
export function makeTemplateDataDir(seed?: (dataDir: string) => unknown): () => void {
  const dir = newDataDir(seed);
  process.env[TEMPLATE] = dir;
  return () => {
    delete process.env[TEMPLATE];
    removeDataDir(dir);
  };
}

/** Removes a data directory made by newDataDir (its server stopped). */
export function removeDataDir(dataDir: string) {
  if (path.basename(dataDir).startsWith(DATA_DIR_PREFIX)) fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Starts the server over `dataDir` and waits for its first healthy answer. `clockOffset` shifts
 * its game clock (the CLOCK_OFFSET setting, e.g. '-14d'; '' for none; tokens use real time);
 * `settings` adds or overrides settings (e.g. short token lifetimes). A data directory belongs to
 * one server at a time: stop one before starting the next on it.
 */
export async function startServer(dataDir: string, clockOffset = '', settings: NodeJS.ProcessEnv = {}): Promise<PrivateServer> {
  const port = await freePort();
  const env = serverEnv(dataDir, port, { CLOCK_OFFSET: clockOffset, ...settings });
  const [command, args] = fs.existsSync(compiledServer) ? [process.execPath, [compiledServer]] : [tsx, ['src/server/main.ts']];
  const child: ChildProcess = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) {
      child.kill('SIGTERM');
      throw new Error('The server did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    baseURL,
    dataDir,
    stop,
    async restart(offset = '') {
      await stop();
      return startServer(dataDir, offset, settings);
    },
    async close() {
      await stop();
      removeDataDir(dataDir);
    },
  };
}

/** A server of its own over a fresh data directory (close() removes it). */
export const privateServer = (clockOffset = '', settings: NodeJS.ProcessEnv = {}) => startServer(newDataDir(), clockOffset, settings);

/**
 * What must exist before a past deadline (teams, for snapshots): `setUp` runs against a private
 * server whose game clock is set back by `setBack` (e.g. '-14d'); the server then runs again at
 * today's time over the same data, and is handed back with what `setUp` made.
 */
export async function madeInThePast<T>(setBack: string, setUp: (base: string) => Promise<T>): Promise<{ server: PrivateServer; made: T }> {
  const past = await privateServer(setBack);
  let made: T;
  try {
    made = await setUp(past.baseURL);
  } catch (err) {
    await past.close();
    throw err;
  }
  return { server: await past.restart(), made };
}
