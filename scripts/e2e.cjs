// `npm run test:e2e`: the browser tests in Debian's Chromium against the real server.
// Without Chromium they cannot run: in CI (CI=true) that fails the run; elsewhere it says how to
// install it and stops without running them.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const msg = `Chromium was not found at ${chromium}: install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`;
  if (process.env.CI === 'true') {
    console.error(`Browser tests cannot run. ${msg}`);
    process.exit(1);
  }
  console.warn(`Skipping the browser tests. ${msg}`);
  process.exit(0);
}
const root = path.resolve(__dirname, '..');
require('./test-tmpdir.cjs').useTestTmpDir();
const run = (args, env = process.env) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
let status = run([path.join(__dirname, 'ensure-build.cjs')]);
// Built just now: the global setup (e2e/global-setup.ts) need not check again.
if (status === 0) status = run([require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { ...process.env, E2E_BUILT: '1' });
process.exit(status);
