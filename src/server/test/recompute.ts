import { recomputeAll, type RecomputeReport } from '../services/recompute';
import type { TestApp } from './harness';

// Helpers for the tests that hold the served numbers to a full recompute.

/** What a recompute answers when the served numbers already agree with the stored facts. */
export const NOTHING: RecomputeReport = { statRows: 0, players: 0, gameWeeks: 0, matches: 0, snapshots: 0, teams: 0 };

/** What a recompute would correct, without writing. */
export const recomputeDryRun = (t: TestApp) => recomputeAll(t.app.ctx.db, t.config.clubTimezone, { dryRun: true });

/** A small seeded generator (mulberry32), so a failure can be replayed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)];
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, int, pick, shuffle };
}
