// `npm run build` (and `npm start` through ensure-build.cjs): compiles the server into one file,
// dist/server/main.js (packages stay in node_modules), and its mail thread's entry into
// dist/server/mail-worker.js, with the SQL migrations beside them, so a start runs JavaScript and
// compiles nothing.
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const root = path.resolve(__dirname, '..');
const defaultOut = path.join(root, 'dist/server');

/** Builds into `out` (dist/server; a test builds into a folder of its own). */
function buildServer(out = defaultOut) {
  fs.rmSync(out, { recursive: true, force: true });
  esbuild.buildSync({
    // The server, and the entry of its mail thread (src/server/notify/mail-thread.ts starts
    // dist/server/mail-worker.js from the compiled server).
    entryPoints: { main: path.join(root, 'src/server/main.ts'), 'mail-worker': path.join(root, 'src/server/notify/mail-worker.ts') },
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

module.exports = { buildServer };
if (require.main === module) buildServer();
