// Whether a build is current, by the content of what it is built from: a hash of its inputs'
// files (paths and bytes; tests left out) is kept beside the build, so touching a file, checking
// out the same commit again or running the tests never makes `npm start` build again, and any
// real change does.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const isTest = (name) => /\.test\.tsx?$/.test(name);

/** Every file under `p` (itself when a file), sorted, tests left out. */
function filesUnder(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => (isTest(name) ? [] : filesUnder(path.join(p, name))));
}

/** The hash of the inputs' content (paths relative to `root`, and bytes). */
function inputsHash(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file).split(path.sep).join('/')).update('\0');
      hash.update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * 'missing' (never built), 'changed' (inputs differ from the last build's) or null (current).
 * `stamp` is the file (relative to `root`, outside the served folders) holding the last build's hash.
 */
function staleness(root, output, stamp, inputs) {
  if (!fs.existsSync(path.join(root, output))) return 'missing';
  const file = path.join(root, stamp);
  const built = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  return built === inputsHash(root, inputs) ? null : 'changed';
}

/** Records the inputs a build was made from (call right after building). */
function stampBuild(root, stamp, inputs) {
  const file = path.join(root, stamp);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, inputsHash(root, inputs) + '\n');
}

module.exports = { inputsHash, staleness, stampBuild };
