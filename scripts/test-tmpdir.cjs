// Where the tests keep their scratch files: every data folder, embedded database, migrated
// template, outbox and backup they make goes under the system's temp folder (os.tmpdir(), which
// follows TMPDIR). The tests make and remove thousands of small files (a copy of the migrated
// embedded database is over a thousand), which a disk's file system makes slow: a copy takes about
// a second on a virtual machine's disk and a twentieth of one in memory. So on Linux, when
// /dev/shm (memory-backed) has room, the test runs use a folder of their own there; elsewhere, or
// with FXI_TEST_TMPDIR set (a folder, or `system` for the system's own), nothing changes.
// Used by `npm test` (scripts/test.cjs), `npm run test:unit` (jest.config.ts) and
// `npm run test:e2e` (scripts/e2e.cjs); the servers and command lines they start inherit it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MEMORY = '/dev/shm';
/** Room the test runs need at most at once (data folders of servers and files side by side). */
const ROOM = 2 * 1024 ** 3;
const MARK = 'FXI_TEST_TMPDIR_SET';

function memoryFolder() {
  try {
    const stats = fs.statfsSync(MEMORY);
    if (stats.bavail * stats.bsize < ROOM) return null;
    const dir = path.join(MEMORY, `fxi-tests-${process.getuid ? process.getuid() : 'user'}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Ours alone: a real folder (no link) owned by this user and open to nobody else.
    const own = fs.lstatSync(dir);
    if (!own.isDirectory() || (process.getuid && own.uid !== process.getuid()) || (own.mode & 0o077) !== 0) return null;
    return dir;
  } catch {
    return null;
  }
}

/** Points TMPDIR at the tests' scratch folder (once a run; the children inherit it); returns it. */
function useTestTmpDir() {
  if (process.env[MARK]) return os.tmpdir();
  const asked = process.env.FXI_TEST_TMPDIR;
  const dir = asked === 'system' ? null : asked ? path.resolve(asked) : process.platform === 'linux' ? memoryFolder() : null;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    process.env.TMPDIR = dir;
  }
  process.env[MARK] = '1';
  return os.tmpdir();
}

module.exports = { useTestTmpDir };
