import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { lockDataDir } from './lock';
import { seedDataDir } from '../test/db-template';

const root = path.resolve(__dirname, '../../..');
const manage = (dataDir: string) =>
  spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/manage.ts', 'create-user', '--email', 'lock@example.com', '--password', 'pitch-side-42'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

test('a second process opening the same data directory stops with one clear line and touches nothing', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-lock-'));
  const release = lockDataDir(dataDir);
  try {
    const second = manage(dataDir);
    expect(second.status).toBe(1);
    expect(second.stderr.trim().split('\n')).toHaveLength(1);
    expect(second.stderr).toMatch(/in use by another Fantasy XI process/);
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  } finally {
    release();
  }
  // Released, the command line opens the folder: here over a copy of the run's migrated database
  // (making one from nothing in a child process took seconds).
  seedDataDir(dataDir);
  const afterRelease = manage(dataDir);
  expect(afterRelease.stderr).toBe('');
  expect(afterRelease.status).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a lock left by a process that is gone is taken over', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-lock-'));
  fs.writeFileSync(path.join(dataDir, 'fantasy-xi.lock'), '999999999');
  const release = lockDataDir(dataDir);
  expect(fs.readFileSync(path.join(dataDir, 'fantasy-xi.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dataDir, 'fantasy-xi.lock'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
