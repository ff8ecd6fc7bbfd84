// `npm start` and the browser tests call this: it builds what is missing or built from other
// sources than today's (the app with webpack into dist/client, the server with esbuild into
// dist/server), and does nothing otherwise. "Other sources" is decided by content, not by file
// times (scripts/build-stamp.cjs). `--stamp` only records that the builds there are current
// (`npm run build` ends with it).
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { staleness, stampBuild } = require('./build-stamp.cjs');

const root = path.resolve(__dirname, '..');
const shared = ['src/domain', 'package.json', 'tsconfig.json'];
const builds = {
  client: { output: 'dist/client/index.html', stamp: 'dist/.client-inputs', inputs: ['src/client', 'webpack.config.js', 'scripts/webpack', ...shared] },
  server: { output: 'dist/server/main.js', stamp: 'dist/.server-inputs', inputs: ['src/server', 'scripts/build-server.cjs', ...shared] },
};

if (process.argv.includes('--stamp')) {
  for (const b of Object.values(builds)) stampBuild(root, b.stamp, b.inputs);
  process.exit(0);
}

const client = staleness(root, builds.client.output, builds.client.stamp, builds.client.inputs);
if (client) {
  console.log(client === 'changed' ? 'The app changed since it was built: building it again...' : 'Building the app (first start)...');
  const result = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stampBuild(root, builds.client.stamp, builds.client.inputs);
}
const server = staleness(root, builds.server.output, builds.server.stamp, builds.server.inputs);
if (server) {
  console.log(server === 'changed' ? 'The server changed since it was built: compiling it again...' : 'Compiling the server...');
  require('./build-server.cjs').buildServer();
  stampBuild(root, builds.server.stamp, builds.server.inputs);
}
