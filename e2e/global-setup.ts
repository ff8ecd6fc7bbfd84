import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const STAFF = { email: 'staff@e2e.test', password: 'touchline-staff-1' };

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

/** Starts the real server over a fresh data directory, with one staff account made by the CLI. */
export default async function globalSetup() {
  const root = path.resolve(__dirname, '..');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;

  const made = spawnSync(tsx, ['scripts/manage.ts', 'create-user', '--email', STAFF.email, '--password', STAFF.password, '--staff'], { cwd: root, env, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`Could not make the staff account: ${made.stderr}`);

  const server = spawn(tsx, ['src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error('The server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
