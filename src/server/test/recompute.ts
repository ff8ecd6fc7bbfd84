import { recomputeAll, type RecomputeReport } from '../standings/recompute';
import { currentStandings, loadStandings } from '../standings/load';
import type { Standings } from '../standings/model';
import type { TeamStore } from '../standings/store';
import type { TestApp } from './harness';
import { snapshotFor, type everything } from './season';

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

/** The formations a random squad is picked in. */
export const SHAPES = ['4-4-2', '4-5-1', '5-4-1', '3-5-2', '5-3-2', '4-3-3', '3-4-3', '2-5-3', '5-2-3'];

/** The public answers with each snapshot's own id left out. */
export function withoutSnapshotIds(all: Awaited<ReturnType<typeof everything>>) {
  const strip = (x: unknown): unknown => {
    if (x && typeof x === 'object' && 'weekly_points' in x) return { ...(x as object), id: undefined };
    if (x && typeof x === 'object' && 'body' in x) return { ...(x as object), body: strip((x as { body: unknown }).body) };
    return x;
  };
  return { ...all, snapshots: Object.fromEntries(Object.entries(all.snapshots).map(([k, v]) => [k, strip(v)])) };
}

/** Every team's numbers as a standings engine holds them, in a comparable form. */
const numbersOf = (season: Standings) => ({
  weeks: season.weeks(),
  nameRank: season.teamIds().map((id) => [id, season.namePlace(id)]).sort((x, y) => x[0] - y[0]),
  // Who holds whom now is kept count of team by team (for selected-by): it must match a count
  // made from nothing.
  heldNow: [...season.holderCounts()].sort((x, y) => x[0] - y[0]),
  teams: season
    .teamIds()
    .sort((x, y) => x - y)
    .map((id) => ({
      id,
      total: season.total(id),
      snapshots: season.weeks().map((w) => {
        const s = season.snapshot(id, w.id);
        return s ? [w.id, s.weeklyPoints, s.captain ?? 0, s.vice ?? 0, s.squad, s.bench, s.subs, s.transfers, s.transferCost, s.freeTransfers, s.chip] : null;
      }),
    })),
});

/** Changes numbers of this process's model behind the facts' back, reaching into its private
 *  columns (tests of drift, and of the league table's order): a team's total set or moved, and
 *  the weekly points of its first snapshot moved. */
export function tamperWithModel(season: Standings, teamId: number, change: { total?: number; addToTotal?: number; addToFirstSnapshot?: number }) {
  const store = (season as unknown as { store: TeamStore }).store;
  const slot = store.slotOf.get(teamId)!;
  if (change.total !== undefined) store.totals[slot] = change.total;
  if (change.addToTotal !== undefined) store.totals[slot] += change.addToTotal;
  if (change.addToFirstSnapshot !== undefined) {
    const first = store.has.subarray(slot * store.stride, (slot + 1) * store.stride).indexOf(1);
    store.points[slot * store.stride + first] += change.addToFirstSnapshot;
  }
}

/** The numbers this process serves (its model, kept up to date write by write) against a model
 *  built from nothing out of the stored facts. */
export async function modelDrift(t: TestApp) {
  const served = numbersOf(await currentStandings(t.app.ctx));
  const rebuilt = numbersOf(await t.app.ctx.db.transaction((tx) => loadStandings(tx)));
  return JSON.stringify(served) === JSON.stringify(rebuilt) ? null : { served, rebuilt };
}

/** The teams whose GET /api/team/ (squad, bench in order and captaincy) differs from what the test
 *  saved last. */
export async function ownViewsDrift(
  t: TestApp,
  teams: { id: number; auth: Record<string, string> }[],
  squads: Map<number, number[]>,
  captains: Map<number, number | null>,
  benches: Map<number, number[]>,
) {
  const drift = [];
  const ids = (players: { id: number }[]) => players.map((p) => p.id);
  for (const team of teams) {
    const mine = (await t.inject({ method: 'GET', url: '/api/team/', headers: team.auth })).json();
    const seen = { team: team.id, players: ids(mine.players).sort((a, b) => a - b), bench: ids(mine.bench), captain: mine.captain };
    const saved = { team: team.id, players: [...squads.get(team.id)!].sort((a, b) => a - b), bench: benches.get(team.id), captain: captains.get(team.id) };
    if (JSON.stringify(seen) !== JSON.stringify(saved)) drift.push({ seen, saved });
  }
  return drift;
}

/** Each team's weekly points in a gameweek, as its snapshot shows them (0 without one). */
export async function latestWeekPoints(t: TestApp, gameWeekId: number, teamIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const id of teamIds) out.set(id, (await snapshotFor(t, id, gameWeekId))?.weekly_points ?? 0);
  return out;
}

/** Rows' week points and rank before them, worked out from nothing: 1 + the rows that had more. */
export function expectedMoves(rows: { id: number; points: number; week: number }[]): [number, number, number][] {
  return rows.map((r) => [r.id, r.week, 1 + rows.filter((o) => o.points - o.week > r.points - r.week).length]);
}
