import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freshDatabase, testDatabaseKind } from '../src/server/test/harness';
import { seedDataDir } from '../src/server/test/db-template';

// `npm start` as a supervisor runs it: SIGTERM to npm (the process it started) reaches the server,
// which stops cleanly; npm exits 0 and no server is left behind holding the data folder.
//
// npm runs the start script from package.json through a shell. The script is taken as it is, in a
// folder of its own with the contract, the compiled server (esbuild, as `npm run build` makes it)
// and an ensure-build.cjs that does nothing (the client is not needed: building it is webpack's
// minutes).

const root = path.resolve(__dirname, '..');
const { buildServer } = createRequire(__filename)('./build-server.cjs') as { buildServer(out: string): void };

let dir: string;
let databaseUrl = '';
let drop: () => Promise<void> = async () => undefined;
let npm: ChildProcess | null = null;
let serverPid: number | null = null;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-npm-start-'));
  for (const file of ['package.json', 'openapi.yaml']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.writeFileSync(path.join(dir, 'scripts/ensure-build.cjs'), '// built by the test\n');
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  buildServer(path.join(dir, 'dist/server'));
  if (testDatabaseKind() === 'postgres') {
    const fresh = await freshDatabase();
    databaseUrl = fresh.database.url!;
    await fresh.database.close();
    drop = fresh.drop;
  } else {
    // A data folder whose database an earlier start made (a copy of the run's migrated one): the
    // first start, which makes it, is src/server/shutdown.test.ts's.
    fs.mkdirSync(path.join(dir, 'data'));
    seedDataDir(path.join(dir, 'data'));
  }
}, 120_000);

afterAll(async () => {
  if (npm && npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
  if (serverPid !== null && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 200));
  await drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('SIGTERM to `npm start` stops the server: npm exits 0, the server is gone and no longer answers', async () => {
  // npm itself, as a supervisor starts it (the npm running this test when there is one).
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && npmCli.endsWith('.js') ? [process.execPath, [npmCli, 'start']] : ['npm', ['start']];
  npm = spawn(command, args, {
    cwd: dir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'npm-start-test-secret-npm-start-test',
      CLIENT_DIR: path.join(dir, 'no-client'),
      NOTIFY_INTERVAL: '1h',
      npm_config_update_notifier: 'false',
      npm_config_loglevel: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm!.once('exit', (code, signal) => resolve({ code, signal })));
  const ready = await new Promise<{ base: string; pid: number }>((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        log.push(line);
        const m = /ready at http:\/\/localhost:(\d+)/.exec(line);
        if (m) resolve({ base: `http://127.0.0.1:${m[1]}`, pid: (JSON.parse(line) as { pid: number }).pid });
      }
    };
    npm!.stdout!.on('data', onLine);
    npm!.stderr!.on('data', onLine);
    void exited.then(({ code }) => reject(new Error(`npm start exited with ${code} before the server answered:\n${log.join('\n')}`)));
  });
  serverPid = ready.pid;
  expect((await fetch(`${ready.base}/api/health`)).status).toBe(200);

  npm.kill('SIGTERM');
  const end = await exited;
  expect(end).toEqual({ code: 0, signal: null });
  expect(log.join('\n')).toMatch(/SIGTERM: stopping/);
  expect(log.join('\n')).toMatch(/"msg":"stopped"/);
  // The server is gone (npm waited for it), and nothing answers on its port.
  expect(alive(ready.pid)).toBe(false);
  await expect(fetch(`${ready.base}/api/health`)).rejects.toThrow();
}, 120_000);
