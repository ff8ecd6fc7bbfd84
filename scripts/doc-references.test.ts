import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The repository stands on its own: every document a comment or a page names (a name in .md)
// is one of the repository's own (beside the file that names it, from the top, or in docs/).

const root = path.resolve(__dirname, '..');

test('every .md a tracked file names is in the repository', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && !f.startsWith('src/server/db/migrations/meta/') && f !== 'package-lock.json' && /\.(ts|tsx|cjs|mjs|js|md|yaml|yml|json|css|html|sql)$/.test(f));
  expect(files.length).toBeGreaterThan(50);
  const missing: string[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue; // deleted in the work tree, not yet committed
    const lines = fs.readFileSync(full, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [ref] of line.matchAll(/[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b/g)) {
        const places = [path.join(path.dirname(full), ref), path.join(root, ref), path.join(root, 'docs', ref)];
        if (!places.some((p) => fs.existsSync(p))) missing.push(`${file}:${i + 1} names ${ref}`);
      }
    });
  }
  expect(missing).toEqual([]);
});
