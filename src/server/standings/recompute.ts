import { matchPoints } from '../../domain/scoring';
import type { Db, Exec } from '../db';
import type { DataVersion } from '../db/dataVersion';
import { write } from '../db/write';
import { renumberGameWeeks, weekOf, type WeekDates } from '../modules/gameweeks/gameweeks.service';
import { refreshPlayerTotals } from '../modules/matches/matches.service';
import { loadPositions, loadRules, loadTeams, loadWeeks } from './load.repository';
import { Standings, type WeekPoints } from './model';
import {
  deleteGameWeeks,
  gameWeekDates,
  gameWeeksNotIn,
  insertGameWeek,
  matchDates,
  moveMatches,
  refileStatRows,
  setGameWeekEnd,
  setStatPoints,
  statRowsWithPositions,
} from './recompute.repository';

/** How many stored things a recompute found different from what the stats and history give. */
export interface RecomputeReport {
  /** Stat rows whose points did not follow the scoring table (or whose gameweek was not their match's). */
  statRows: number;
  /** Players whose totals did not match their stat rows. */
  players: number;
  /** Gameweeks made, removed, renumbered or re-dated. */
  gameWeeks: number;
  /** Matches that were filed under the wrong gameweek. */
  matches: number;
  /** Snapshots (derived) that the corrections made, removed, or gave other weekly points or captaincy. */
  snapshots: number;
  /** Teams whose total the corrections changed. */
  teams: number;
}

export const reportTotal = (r: RecomputeReport) => Object.values(r).reduce((a, b) => a + b, 0);

/** One line for the command line: what was corrected, or that everything already agreed. */
export function describeRecompute(r: RecomputeReport, dryRun = false): string {
  const parts = (Object.entries(r) as [keyof RecomputeReport, number][]).filter(([, n]) => n > 0).map(([k, n]) => `${k}: ${n}`);
  if (parts.length === 0) return 'Every derived number already agreed with the stored stats and team history.';
  return `${dryRun ? 'Would correct' : 'Corrected'} ${parts.join(', ')}.`;
}

class DryRun extends Error {}

type Weeks = Awaited<ReturnType<typeof loadWeeks>>;

/** True when two readings of the gameweeks and points give every team the same numbers. */
function sameWeeks(a: Weeks, b: Weeks): boolean {
  const same = (x: WeekPoints, y: WeekPoints) => x.size === y.size && [...x].every(([p, v]) => y.get(p)?.points === v.points && y.get(p)?.rows === v.rows);
  return (
    a.weeks.length === b.weeks.length &&
    a.weeks.every((w, i) => w.id === b.weeks[i].id && w.deadline === b.weeks[i].deadline) &&
    a.pts.every((x, i) => same(x, b.pts[i]))
  );
}

/** How many snapshots and team totals differ between the season on gameweeks `a` and on `b`. */
async function teamChanges(tx: Exec, a: Weeks, b: Weeks): Promise<{ snapshots: number; teams: number }> {
  const season = new Standings();
  season.setPositions(await loadPositions(tx));
  season.books.setRules(await loadRules(tx));
  season.setWeeks(a.weeks, a.pts);
  for (const t of await loadTeams(tx, 'all')) season.setTeam(t);
  const before = new Map(season.teamIds().map((id) => [id, { total: season.total(id), snapshots: snapshotsOf(season, id) }]));
  season.setWeeks(b.weeks, b.pts);
  let snapshots = 0;
  let teams = 0;
  for (const id of season.teamIds()) {
    const was = before.get(id)!;
    if (was.total !== season.total(id)) teams++;
    snapshots += snapshotDifferences(was.snapshots, snapshotsOf(season, id));
  }
  return { snapshots, teams };
}

/** A team's snapshots as [game week id, weekly points, captain, vice, then each substitution's out
 *  and in] in game week id order. */
function snapshotsOf(season: Standings, teamId: number): number[][] {
  const out: number[][] = [];
  for (const w of season.weeks()) {
    const s = season.snapshot(teamId, w.id);
    if (s) out.push([w.id, s.weeklyPoints, s.captain ?? 0, s.vice ?? 0, s.transfers, s.transferCost, s.freeTransfers ?? -1, ...s.subs.flatMap((x) => [x.out, x.in])]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** How many snapshots differ between two lists of snapshotsOf (made, gone or changed). */
function snapshotDifferences(a: number[][], b: number[][]): number {
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const onlyA = j >= b.length || (i < a.length && a[i][0] < b[j][0]);
    const onlyB = !onlyA && (i >= a.length || b[j][0] < a[i][0]);
    if (onlyA || onlyB || a[i].length !== b[j].length || a[i].some((x, k) => x !== b[j][k])) n++;
    if (!onlyB) i++;
    if (!onlyA) j++;
  }
  return n;
}


/** Points of every stat row from the scoring table and its player's position (the table lives in src/domain). */
async function fixStatPoints(tx: Exec): Promise<number> {
  const ids: number[] = [];
  const points: number[] = [];
  for (const r of await statRowsWithPositions(tx)) {
    const want = matchPoints(r.position, r.stats);
    if (want !== r.points) {
      ids.push(r.id);
      points.push(want);
    }
  }
  if (ids.length > 0) await setStatPoints(tx, ids, points);
  return ids.length;
}

/**
 * Gameweeks from the matches' dates in the club time zone: one per week holding a match, with its
 * dates and deadline, each match (and its stat rows) filed under it; weeks without a match go.
 */
async function fixGameWeeks(tx: Exec, timeZone: string): Promise<{ gameWeeks: number; matches: number; statRows: number }> {
  const matchRows = await matchDates(tx);
  const weekRows = await gameWeekDates(tx);
  let gameWeeks = 0;
  const wanted = new Map<string, WeekDates>();
  const weekOfMatch = new Map<number, string>();
  for (const m of matchRows) {
    const dates = weekOf(m.playedAt, timeZone);
    wanted.set(dates.startDate, dates);
    weekOfMatch.set(m.id, dates.startDate);
  }
  const idOfStart = new Map<string, number>();
  for (const w of weekRows) {
    const want = wanted.get(w.startDate);
    if (!want) continue;
    idOfStart.set(w.startDate, w.id);
    if (w.endDate !== want.endDate || w.deadline.getTime() !== want.deadline.getTime()) {
      await setGameWeekEnd(tx, w.id, want.endDate, want.deadline);
      gameWeeks++;
    }
  }
  for (const [start, dates] of wanted) {
    if (idOfStart.has(start)) continue;
    idOfStart.set(start, await insertGameWeek(tx, dates));
    gameWeeks++;
  }
  const moveIds: number[] = [];
  const moveTo: number[] = [];
  for (const m of matchRows) {
    const target = idOfStart.get(weekOfMatch.get(m.id)!)!;
    if (m.gameWeekId !== target) {
      moveIds.push(m.id);
      moveTo.push(target);
    }
  }
  if (moveIds.length > 0) await moveMatches(tx, moveIds, moveTo);
  const statRows = await refileStatRows(tx);
  const goneIds = await gameWeeksNotIn(tx, [...idOfStart.values()]);
  if (goneIds.length > 0) {
    await deleteGameWeeks(tx, goneIds);
    gameWeeks += goneIds.length;
  }
  gameWeeks += await renumberGameWeeks(tx);
  return { gameWeeks, matches: moveIds.length, statRows };
}

/**
 * Rebuilds every stored derived number from the stored stat rows: stat row points (scoring table
 * and the player's position), player totals, gameweeks (dates, deadlines, numbering, which match
 * is in which). Snapshots and team totals are derived from those and the team histories by the
 * standings engine, stored nowhere: the report counts the ones the corrections changed. Answers what
 * it found different. With `dryRun` nothing is changed.
 */
export async function recomputeAll(
  db: Db,
  clubTimezone: string,
  options: { dryRun?: boolean; version?: DataVersion } = {},
): Promise<RecomputeReport> {
  let report: RecomputeReport | null = null;
  try {
    // Every server process then reloads every team's history (its model rebuilt from the facts,
    // whatever it held), and the corrected stat rows and gameweeks.
    await write({ db, version: options.version }, { lock: 'exclusive', rebuild: true }, async (tx) => {

      // Team numbers follow from the team histories (which nothing here changes) and the gameweeks
      // and player points (which the corrections may change): compared before and after.
      const was = await loadWeeks(tx);
      const statPoints = await fixStatPoints(tx);
      const weeks = await fixGameWeeks(tx, clubTimezone);
      const players = await refreshPlayerTotals(tx, 'all');
      const now = await loadWeeks(tx);
      const { snapshots, teams } = sameWeeks(was, now) ? { snapshots: 0, teams: 0 } : await teamChanges(tx, was, now);

      report = {
        statRows: statPoints + weeks.statRows,
        players,
        gameWeeks: weeks.gameWeeks,
        matches: weeks.matches,
        snapshots,
        teams,
      };
      if (options.dryRun) throw new DryRun();
    });
  } catch (e) {
    if (!(e instanceof DryRun)) throw e;
  }
  return report!;
}
