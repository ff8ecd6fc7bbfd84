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
    if (!privately(dir, 0o700)) continue;
    for (const entry of unlessGone(() => fs.readdirSync(dir, { withFileTypes: true })) ?? []) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) dirs.push(p);
      else if (entry.isFile()) privately(p, null);
    }
  }
}

/** Directories 0700; files keep their owner's bits and lose everyone else's. False when the
 *  entry is gone (another process sharing the folder renamed or removed it meanwhile, as the
 *  outbox does with a mail's file written under a temporary name). */
function privately(p: string, dirMode: number | null): boolean {
  return (
    unlessGone(() => {
      const mode = fs.statSync(p).mode & 0o777;
      const wanted = dirMode ?? mode & 0o700;
      if (mode !== wanted) fs.chmodSync(p, wanted);
      return true;
    }) ?? false
  );
}

/** What `f` answers, or undefined when the file it works on no longer exists. */
function unlessGone<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}
