import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TestClock } from '../test/harness';
import { seedDataDir } from '../test/db-template';

// The data directory holds the database, the signing key and the outbox with live reset links:
// with the usual umask (022) a new one, and an old one opened again, are private to their owner.

let root: string;
let umask: number;
beforeAll(() => {
  umask = process.umask(0o022);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-perm-'));
});
afterAll(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) whose permissions let group or others in. */
function openToOthers(dir: string): string[] {
  const out: string[] = [];
  const todo = [dir];
  while (todo.length > 0) {
    const p = todo.pop()!;
    const stat = fs.statSync(p);
    if (stat.mode & 0o077) out.push(`${path.relative(dir, p) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) todo.push(...fs.readdirSync(p).map((n) => path.join(p, n)));
  }
  return out;
}

async function runOnce(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: path.join(root, 'no-client') });
  const app = await buildApp(config, { clock: new TestClock(new Date('2026-11-18T12:00:00Z')), logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = (url: string, body: unknown) =>
    fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  try {
    const register = await post('/api/user/register/', { email: 'victim@example.com', password: 'victim-password-1' });
    expect([201, 400]).toContain(register.status); // 400 the second time: already registered
    expect((await post('/api/password-reset/', { email: 'victim@example.com' })).status).toBe(200);
    await app.ctx.background.idle();
  } finally {
    await app.close();
  }
}

test('defect 4: a new data directory, its database, key and outbox are private (umask 022)', async () => {
  const dataDir = path.join(root, 'new', 'data');
  await runOnce(dataDir);
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(fs.readdirSync(path.join(dataDir, 'outbox')).length).toBe(2);
  expect(openToOthers(dataDir)).toEqual([]);
});

test('defect 4: an existing data directory left open is made private at start', async () => {
  const dataDir = path.join(root, 'old');
  fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  fs.writeFileSync(path.join(dataDir, 'outbox', 'old-mail.json'), '{"link":"x"}', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'outbox', 'old-mail.json'), 0o666);
  // Its database made before (a copy of the run's migrated one: a new one is the test above's).
  seedDataDir(dataDir);
  await runOnce(dataDir);
  // Opened up again by hand (as a copy or an older version would leave it) ...
  for (const p of [dataDir, path.join(dataDir, 'pgdata'), path.join(dataDir, 'outbox')]) fs.chmodSync(p, 0o755);
  fs.chmodSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 0o644);
  expect(openToOthers(dataDir).length).toBeGreaterThan(0);
  // ... and put right by the next start.
  await runOnce(dataDir);
  expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(dataDir, 'outbox', 'old-mail.json')).mode & 0o777).toBe(0o600);
  expect(openToOthers(dataDir)).toEqual([]);
});
