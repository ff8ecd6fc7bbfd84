// `npm start` and the browser tests call this: it builds what is missing or older than any source
// it is built from (the app with webpack into dist/client, the server with esbuild into
// dist/server), and does nothing otherwise.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => (name.endsWith('.test.ts') || name.endsWith('.test.tsx') ? m : Math.max(m, newest(path.join(p, name)))), stat.mtimeMs);
}

/** True when `output` is missing or older than any of `inputs`. */
function stale(output, inputs) {
  const builtAt = fs.existsSync(path.join(root, output)) ? fs.statSync(path.join(root, output)).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((p) => path.join(root, p)).filter(fs.existsSync).map(newest));
  return builtAt <= changedAt ? (builtAt ? 'changed' : 'missing') : null;
}

const shared = ['src/domain', 'package.json', 'tsconfig.json'];
const client = stale('dist/client/index.html', ['src/client', 'webpack.config.js', ...shared]);
if (client) {
  console.log(client === 'changed' ? 'The app changed since it was built: building it again...' : 'Building the app (first start)...');
  const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = stale('dist/server/main.js', ['src/server', 'scripts/build-server.cjs', ...shared]);
if (server) {
  console.log(server === 'changed' ? 'The server changed since it was built: compiling it again...' : 'Compiling the server...');
  require('./build-server.cjs').buildServer();
}
