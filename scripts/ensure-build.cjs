// `npm start` and the browser tests call this: it builds the app with webpack when dist/client is
// missing or older than any source it is built from, and does nothing otherwise.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const output = path.join(root, 'dist/client/index.html');
const inputs = ['src/client', 'src/domain', 'webpack.config.js', 'package.json', 'tsconfig.json'];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => (name.endsWith('.test.ts') || name.endsWith('.test.tsx') ? m : Math.max(m, newest(path.join(p, name)))), stat.mtimeMs);
}

const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const changedAt = Math.max(...inputs.map((p) => path.join(root, p)).filter(fs.existsSync).map(newest));
if (builtAt > changedAt) process.exit(0);

console.log(builtAt ? 'The app changed since it was built: building it again...' : 'Building the app (first start)...');
const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
