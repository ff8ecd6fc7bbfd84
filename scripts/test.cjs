// `npm test`: the jest tests (`npm run test:unit`) and the browser tests (`npm run test:e2e`) at
// the same time. Each alone leaves part of a two-core machine idle (the browser tests wait on
// pages and clocks, a jest file on its server or a child process); together they keep it busy and
// the whole run takes about the time of the longer plus a little (docs/performance.md, "The test
// run's time"). The jest output is shown as it comes; the browser tests' output is held until jest
// has finished, then shown whole and followed live, so neither is cut into the other. The run
// fails when either fails.
const path = require('node:path');
const { spawn } = require('node:child_process');

const root = path.resolve(__dirname, '..');
if (process.argv.length > 2) {
  console.error('npm test takes no arguments: run `npm run test:unit -- <name>` or `npm run test:e2e -- <file>` for a part.');
  process.exit(2);
}

// One scratch folder for both parts (scripts/test-tmpdir.cjs), chosen before they start.
require('./test-tmpdir.cjs').useTestTmpDir();

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const children = [];

function run(name, args, { hold }) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...(hold ? color : {}) },
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  children.push(child);
  const held = [];
  let holding = hold;
  if (hold) {
    for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      from.on('data', (chunk) => (holding ? held.push([to, chunk]) : to.write(chunk)));
    }
  }
  const done = new Promise((resolve) => {
    child.on('error', (e) => resolve({ name, status: 1, error: e, at: seconds() }));
    child.on('close', (code, signal) => resolve({ name, status: code ?? (signal ? 1 : 0), at: seconds() }));
  });
  return {
    done,
    release() {
      holding = false;
      for (const [to, chunk] of held.splice(0)) to.write(chunk);
    },
  };
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const unit = run('jest tests', ['--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js')], { hold: false });
const browser = run('browser tests', [path.join(__dirname, 'e2e.cjs')], { hold: true });

(async () => {
  const results = [await unit.done];
  console.log('\n== Browser tests (running since the start)\n');
  browser.release();
  results.push(await browser.done);
  console.log('');
  for (const r of results) console.log(`${r.name}: ${r.status === 0 ? 'passed' : `FAILED (exit ${r.status}${r.error ? `, ${r.error.message}` : ''})`}, done at ${r.at}`);
  process.exit(results.every((r) => r.status === 0) ? 0 : 1);
})();
