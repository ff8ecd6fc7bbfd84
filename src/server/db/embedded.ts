// The embedded database's (PGlite's) PostgreSQL settings and compilation, chosen for a small machine.
//
// PGlite runs PostgreSQL as WebAssembly inside the server's process, in one linear memory that
// only grows: every page PostgreSQL ever touched stays resident until the process ends. With the
// defaults initdb writes (shared_buffers = 128MB, sized for a dedicated database server) that
// page cache alone made an empty server ~390 MB resident. The operating system caches the data
// files anyway, so a small cache inside the process costs little: measured with the benchmark
// (`npm run bench`) at 5,000 and 50,000 teams, see docs/performance.md.
import v8 from 'node:v8';

/** The page cache (shared_buffers), in MB, unless EMBEDDED_DB_CACHE_MB says otherwise. */
export const EMBEDDED_DB_CACHE_MB = 16;

/** PostgreSQL's `-c name=value` options for the embedded database, after PGlite's own. */
export function embeddedDbOptions(cacheMb: number): string[] {
  const settings = [
    `shared_buffers=${cacheMb}MB`,
    // One session (the server's): the per-connection shared structures for 100 are not needed.
    'max_connections=5',
  ];
  return settings.flatMap((s) => ['-c', s]);
}

/** V8 first compiles PGlite's WebAssembly with its quick compiler, then recompiles the busiest
 *  functions with its optimizing one in background threads; those compilations leave 40-70 MB
 *  resident for good, and the optimized code made only the heaviest database work quicker
 *  (closing a season and the first read after it; docs/performance.md). Unless
 *  EMBEDDED_DB_TIER_UP is true, the quick code is kept: the budget a function must spend before
 *  it is recompiled is raised out of reach. Process-wide, so called before the embedded database
 *  is first compiled (the server has no other WebAssembly). */
export function setEmbeddedDbTierUp(tierUp: boolean) {
  if (!tierUp) v8.setFlagsFromString('--wasm-tiering-budget=2000000000');
}
