import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the database, the token signing key and the outbox (live reset
 * links): only its owner may read it. Made 0700 if new; at every start an existing one is put
 * right too: directories 0700, files without group or other permissions (0600).
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const dirs = [dataDir];
  while (dirs.length > 0) {
    const dir = dirs.pop()!;
    privately(dir, 0o700);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) dirs.push(p);
      else if (entry.isFile()) privately(p, null);
    }
  }
}

/** Directories 0700; files keep their owner's bits and lose everyone else's. */
function privately(p: string, dirMode: number | null) {
  const mode = fs.statSync(p).mode & 0o777;
  const wanted = dirMode ?? mode & 0o700;
  if (mode !== wanted) fs.chmodSync(p, wanted);
}
