import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../db';
import { runManage } from '../../../scripts/manage';
import { pgliteTemplate, seedDataDir } from './db-template';

// Helpers for the backup and restore tests: a scratch folder, new empty databases of either kind
// (dropped at the end), and the command line with its output caught.

const adminUrl = process.env.TEST_DATABASE_URL;

export interface Scratch {
  dir: string;
  /** A new empty database of a kind: the settings the command line needs and a way to open it. */
  emptyDatabase(of: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }>;
  /** Removes the folder and drops the databases made. */
  clean(): Promise<void>;
}

export function makeScratch(): Scratch {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-backup-'));
  const drops: (() => Promise<void>)[] = [];
  return {
    dir,
    async emptyDatabase(of) {
      const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
      if (of === 'pglite') {
        // The run's migrated template copied into the folder, as the command line would find a
        // database it made and migrated itself (PGlite's initdb and every migration took seconds).
        if (!seedDataDir(dataDir)) {
          const template = pgliteTemplate();
          if (template) await (await openDatabase({ databaseUrl: null, dataDir, loadDataDir: template })).close();
        }
        return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open: () => openDatabase({ databaseUrl: null, dataDir }) };
      }
      const name = `fxi_restore_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      drops.push(async () => {
        const c = new Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      });
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, open: () => openDatabase({ databaseUrl: url.toString(), dataDir: null }) };
    },
    async clean() {
      for (const drop of drops) await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The command line with its output caught. */
export async function manage(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
  const err = jest.spyOn(console, 'error').mockImplementation((m: string) => void out.push(m));
  try {
    return { code: await runManage(args, env), out };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}
