import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runManage } from './manage';

// new-season from the command line on the embedded database (with PostgreSQL and running
// servers: src/server/http/seasons-cross-process.test.ts).

let dataDir: string;
let out: string[];
let err: string[];
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-cli-seasons-'));
  out = [];
  err = [];
  jest.spyOn(console, 'log').mockImplementation((m: string) => void out.push(m));
  jest.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
const run = (...args: string[]) => runManage(args, { DATA_DIR: dataDir });

test('new-season: a dry run says what would be archived and changes nothing; the real run starts the season; errors are one line', async () => {
  expect(await run('new-season', '--name', 'Next one', '--dry-run')).toBe(0);
  expect(out.join('\n')).toMatch(/^Would close season \d{4}\/\d{2} and would start Next one\.\nArchived: the final table of 0 teams/);
  expect(out.join('\n')).toMatch(/Dry run: nothing was changed\./);
  out = [];
  expect(await run('new-season', '--name', 'Next one')).toBe(0);
  expect(out[0]).toMatch(/^Closed season \d{4}\/\d{2} and started Next one\./);
  expect(await run('new-season', '--name', 'next ONE')).toBe(1);
  expect(err.pop()).toMatch(/^Error: name: There is already a season called Next one\./);
  expect(await run('new-season', '--name', 'Line\nbreak')).toBe(1);
  expect(await run('new-season')).toBe(2);
  expect(err.pop()).toMatch(/--name is required/);
}, 300_000); // five openings of a new embedded database
