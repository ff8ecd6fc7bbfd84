import { sql } from 'drizzle-orm';
import type { Position } from '../../domain/positions';
import { matchPoints } from '../../domain/scoring';
import { queryRows, type Db, type Exec } from '../db';
import type { DataVersion } from '../db/dataVersion';
import { write } from '../db/write';
import { renumberGameWeeks, weekOf, type WeekDates } from '../modules/gameweeks/gameweeks.service';
import { refreshPlayerTotals } from '../modules/matches/matches.service';
import { loadTeams, loadWeeks } from './load.repository';
import { Standings, type WeekPoints } from './model';

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

/** A team's snapshots as [game week id, weekly points, captain, vice] in game week id order. */
function snapshotsOf(season: Standings, teamId: number): number[][] {
  const out: number[][] = [];
  for (const w of season.weeks()) {
    const s = season.snapshot(teamId, w.id);
    if (s) out.push([w.id, s.weeklyPoints, s.captain ?? 0, s.vice ?? 0]);
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
    if (onlyA || onlyB || a[i].some((x, k) => x !== b[j][k])) n++;
    if (!onlyB) i++;
    if (!onlyA) j++;
  }
  return n;
}


/** Points of every stat row from the scoring table and its player's position (the table lives in src/domain). */
async function fixStatPoints(tx: Exec): Promise<number> {
  const rows = await queryRows<Record<string, number | string>>(
    tx,
    sql`select s.id, p.position, s.goals, s.assists, s.yellow_cards, s.red_cards, s.clean_sheets, s.motm, s.pen_saves, s.points
        from player_match_stats s join players p on p.id = s.player_id`,
  );
  const ids: number[] = [];
  const points: number[] = [];
  for (const r of rows) {
    const n = (k: string) => Number(r[k]);
    const want = matchPoints(r.position as Position, {
      goals: n('goals'),
      assists: n('assists'),
      yellow_cards: n('yellow_cards'),
      red_cards: n('red_cards'),
      clean_sheets: n('clean_sheets'),
      MOTM: n('motm'),
      Pen_Saves: n('pen_saves'),
    });
    if (want !== n('points')) {
      ids.push(n('id'));
      points.push(want);
    }
  }
  if (ids.length > 0) {
    await tx.execute(sql`update player_match_stats s set points = v.points
      from unnest(${sql.param(ids)}::int[], ${sql.param(points)}::int[]) as v(id, points) where s.id = v.id`);
  }
  return ids.length;
}

/**
 * Gameweeks from the matches' dates in the club time zone: one per week holding a match, with its
 * dates and deadline, each match (and its stat rows) filed under it; weeks without a match go.
 */
async function fixGameWeeks(tx: Exec, timeZone: string): Promise<{ gameWeeks: number; matches: number; statRows: number }> {
  const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
  const matchRows = await queryRows<{ id: number; played_at: unknown; game_week_id: number }>(
    tx,
    sql`select id, played_at, game_week_id from matches`,
  );
  const weekRows = await queryRows<{ id: number; start_date: unknown; end_date: unknown; deadline: unknown }>(
    tx,
    sql`select id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, deadline from game_weeks`,
  );
  let gameWeeks = 0;
  const wanted = new Map<string, WeekDates>();
  const weekOfMatch = new Map<number, string>();
  for (const m of matchRows) {
    const dates = weekOf(toDate(m.played_at), timeZone);
    wanted.set(dates.startDate, dates);
    weekOfMatch.set(Number(m.id), dates.startDate);
  }
  const idOfStart = new Map<string, number>();
  for (const w of weekRows) {
    const start = dateText(w.start_date);
    const want = wanted.get(start);
    if (!want) continue;
    idOfStart.set(start, Number(w.id));
    if (dateText(w.end_date) !== want.endDate || toDate(w.deadline).getTime() !== want.deadline.getTime()) {
      await tx.execute(sql`update game_weeks set end_date = ${want.endDate}, deadline = ${want.deadline} where id = ${w.id}`);
      gameWeeks++;
    }
  }
  for (const [start, dates] of wanted) {
    if (idOfStart.has(start)) continue;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into game_weeks (week, start_date, end_date, deadline) values (0, ${dates.startDate}, ${dates.endDate}, ${dates.deadline}) returning id`,
    );
    idOfStart.set(start, Number(row.id));
    gameWeeks++;
  }
  const moveIds: number[] = [];
  const moveTo: number[] = [];
  for (const m of matchRows) {
    const target = idOfStart.get(weekOfMatch.get(Number(m.id))!)!;
    if (Number(m.game_week_id) !== target) {
      moveIds.push(Number(m.id));
      moveTo.push(target);
    }
  }
  if (moveIds.length > 0) {
    await tx.execute(sql`update matches m set game_week_id = v.gw
      from unnest(${sql.param(moveIds)}::int[], ${sql.param(moveTo)}::int[]) as v(id, gw) where m.id = v.id`);
  }
  const statRows = await queryRows<{ id: number }>(
    tx,
    sql`update player_match_stats s set game_week_id = m.game_week_id from matches m
        where m.id = s.match_id and s.game_week_id <> m.game_week_id returning s.id`,
  );
  const keep = [...idOfStart.values()];
  const gone = await queryRows<{ id: number }>(tx, sql`select id from game_weeks where not (id = any(${sql.param(keep)}::int[]))`);
  if (gone.length > 0) {
    const goneIds = gone.map((g) => Number(g.id));
    await tx.execute(sql`delete from game_weeks where id = any(${sql.param(goneIds)}::int[])`);
    gameWeeks += goneIds.length;
  }
  gameWeeks += await renumberGameWeeks(tx);
  return { gameWeeks, matches: moveIds.length, statRows: statRows.length };
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
