import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase, testDatabaseKind } from './test/harness';

// The real server process stopped by SIGTERM in the middle of a burst of writes: it finishes what
// is in flight, closes the database and exits 0; started again on the same data, every write it
// acknowledged is there.

const root = path.resolve(__dirname, '../..');
let dataDir: string;
let databaseUrl = '';
let drop: () => Promise<void> = async () => undefined;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-stop-'));
  if (testDatabaseKind() === 'postgres') {
    const fresh = await freshDatabase();
    databaseUrl = fresh.database.url!;
    await fresh.database.close();
    drop = fresh.drop;
  }
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  base: string;
  log: string[];
  exited: Promise<number | null>;
}

/** `src/server/main.ts` in its own Node process, on a free port; resolves once it answers. */
async function startServer(dir = dataDir): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'stop-test-secret-stop-test-secret-123',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log.push(line);
        const ready = /ready at http:\/\/localhost:(\d+)/.exec(line);
        if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    void exited.then((code) => reject(new Error(`the server exited with ${code} before answering:\n${log.join('\n')}`)));
  });
  return { child, base, log, exited };
}

test('SIGTERM during a burst of writes: requests in flight finish, exit 0, every acknowledged write is there after a restart', async () => {
  const server = await startServer();
  const acknowledged: string[] = [];
  let signalled = false;
  let answeredAfterSignal = 0;
  const register = async (i: number) => {
    const email = `burst${i}@example.com`;
    try {
      const res = await fetch(`${server.base}/api/user/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `burst-password-${i}` }),
      });
      if (res.status >= 200 && res.status < 300) {
        acknowledged.push(email);
        if (signalled) answeredAfterSignal++;
      }
    } catch {
      /* refused or cut off once stopping: not acknowledged */
    }
  };
  // A steady stream of registrations (each hashes a password, so several are in flight at once).
  const burst: Promise<void>[] = [];
  for (let i = 0; i < 60; i++) {
    burst.push(register(i));
    if (i === 30) {
      // SIGTERM once some writes have been acknowledged, with others still on their way.
      while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGTERM');
      signalled = true;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(burst);
  expect(await server.exited).toBe(0);
  // On the embedded database the first start made the database in a child process (the memory
  // that making it takes is handed back when the child exits; db/firstStart.ts).
  if (testDatabaseKind() === 'pglite') expect(server.log.join('\n')).toMatch(/made the embedded database in .* in a child process/);
  expect(server.log.join('\n')).toMatch(/SIGTERM: stopping/);
  expect(acknowledged.length).toBeGreaterThan(3);
  expect(answeredAfterSignal).toBeGreaterThan(0);

  const again = await startServer();
  expect(again.log.join('\n')).not.toMatch(/made the embedded database/);
  try {
    for (const email of acknowledged) {
      const i = email.replace(/\D/g, '');
      const res = await fetch(`${again.base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `burst-password-${i}` }),
      });
      expect({ email, status: res.status }).toEqual({ email, status: 200 });
    }
  } finally {
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }
  console.log(`acknowledged ${acknowledged.length} registrations, ${answeredAfterSignal} of them answered after SIGTERM`);
}, 240_000);

(testDatabaseKind() === 'pglite' ? test : test.skip)('a first start on a data folder another live process has locked stops with the lock message and makes no database', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-first-'));
  try {
    fs.writeFileSync(path.join(dir, 'fantasy-xi.lock'), String(process.pid)); // this test's process: alive
    await expect(startServer(dir)).rejects.toThrow(/exited with 1 before answering:[\s\S]*in use by another Fantasy XI process/);
    expect(fs.existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'fantasy-xi.lock'), 'utf8')).toBe(String(process.pid));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('with stdout a pipe nobody reads any more (`... | head -2`), SIGTERM still stops the server: exit 0', async () => {
  // On a database made by an earlier start (the usual case; the first start prints more lines).
  const first = await startServer();
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);

  const server = await startServer();
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  // The reader goes away after the first lines, as `head -2` does: the server's next writes to
  // stdout (the stop's lines) fail with EPIPE.
  server.child.stdout!.destroy();
  await new Promise((r) => setTimeout(r, 200));
  server.child.kill('SIGTERM');
  const code = await Promise.race([server.exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000))]);
  expect(code).toBe(0);
}, 120_000);
