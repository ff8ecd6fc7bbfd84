import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDataDir } from '../src/server/test/db-template';
import { runManage } from './manage';

// The command line in a test file (the embedded database): each test runs its commands over a
// fresh data folder holding a copy of the run's migrated database (as the command line leaves one
// it made itself: making and migrating it took seconds a test), and what they print is captured
// line by line.

export interface ManageCommandLine {
  /** The data folder of the running test (a fresh embedded database). */
  readonly dataDir: string;
  /** What the commands printed with console.log / console.error; emptied before each test. */
  readonly out: string[];
  readonly err: string[];
  /** Runs `npm run manage -- ...args` over the test's data folder; answers the exit code. */
  run(...args: string[]): Promise<number>;
}

/** Sets up and tears down the command line around each test of the file calling it. */
export function useManageCommandLine(tmpPrefix: string): ManageCommandLine {
  let dataDir = '';
  const out: string[] = [];
  const err: string[] = [];
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
    seedDataDir(dataDir);
    out.length = 0;
    err.length = 0;
    jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
    jest.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get dataDir() {
      return dataDir;
    },
    out,
    err,
    run: (...args) => runManage(args, { DATA_DIR: dataDir }),
  };
}
