// The rules that turn one team's history into its numbers (see seasonModel.ts for the whole).

/** One gameweek as the model uses it; deadlines in milliseconds. */
export interface SeasonWeek {
  id: number;
  week: number;
  startDate: string;
  deadline: number;
}

/** A player's points in one gameweek: their sum and how many stat rows (a row worth 0 counts). */
export interface PlayerWeek {
  points: number;
  rows: number;
}

/** Points of the players with stat rows in one gameweek, by player id. */
export type WeekPoints = Map<number, PlayerWeek>;

/** One team's history as stored: membership rows, and captaincy rows in id order (0 = none). */
export interface TeamFacts {
  id: number;
  name: string;
  players: number[];
  joined: number[];
  /** Infinity while the row is open. */
  left: number[];
  capSetAt: number[];
  capCaptain: number[];
  capVice: number[];
}

/** A team with its numbers per gameweek (indexed as Season.weeks). */
export interface SeasonTeam extends TeamFacts {
  has: Uint8Array;
  points: Int32Array;
  captain: Int32Array;
  vice: Int32Array;
  total: number;
  /** Place in name order (lower(name), id), for the league table's ties. */
  rank: number;
  /** The same player in two rows at once (possible after the game clock moved back): squads are
   *  then made distinct week by week (the slow path). */
  overlaps: boolean;
}

/** The distinct players of team `t` at instant `at`, into `out`. */
export function squadAt(t: TeamFacts, at: number, out: number[] = []): number[] {
  out.length = 0;
  for (let k = 0; k < t.players.length; k++) {
    if (t.joined[k] <= at && t.left[k] > at) {
      const p = t.players[k];
      if (!out.includes(p)) out.push(p);
    }
  }
  return out;
}

/** Which of a squad counts twice: the captain when it has a stat row that week, else the
 *  vice-captain when it has one, else nobody. */
export function doubledPlayer(captain: number | null, vice: number | null, played: (id: number) => boolean): number | null {
  if (captain !== null && played(captain)) return captain;
  if (vice !== null && played(vice)) return vice;
  return null;
}

/** A gameweek's player points as dense arrays by player id (a read past the end is 0). */
export interface DenseWeek {
  points: Int32Array;
  rows: Int32Array;
}

export function denseWeek(pts: WeekPoints): DenseWeek {
  let max = 0;
  for (const p of pts.keys()) if (p > max) max = p;
  const out = { points: new Int32Array(max + 1), rows: new Int32Array(max + 1) };
  for (const [p, x] of pts) {
    out.points[p] = x.points;
    out.rows[p] = x.rows;
  }
  return out;
}

export function holdsAt(t: TeamFacts, player: number, at: number): boolean {
  for (let k = 0; k < t.players.length; k++) if (t.players[k] === player && t.joined[k] <= at && t.left[k] > at) return true;
  return false;
}

/** The captaincy of `t` at `at` (captain and vice kept only while in the squad then) into
 *  t.captain/t.vice[wi], and the bonus it gives. */
export function captaincyAt(t: SeasonTeam, wi: number, at: number, d: DenseWeek): number {
  let c = 0;
  let v = 0;
  for (let k = t.capSetAt.length - 1; k >= 0; k--) {
    if (t.capSetAt[k] <= at) {
      c = t.capCaptain[k];
      v = t.capVice[k];
      break;
    }
  }
  if (c && !holdsAt(t, c, at)) c = 0;
  if (v && !holdsAt(t, v, at)) v = 0;
  t.captain[wi] = c;
  t.vice[wi] = v;
  if (c && d.rows[c] | 0) return d.points[c] | 0;
  if (v && d.rows[v] | 0) return d.points[v] | 0;
  return 0;
}

const scratch: number[] = [];

/** Sets team `t`'s numbers for week index `wi` (one week: after a match). */
export function fillWeek(t: SeasonTeam, wi: number, deadline: number, d: DenseWeek): void {
  const squad = squadAt(t, deadline, scratch);
  if (squad.length === 0) {
    t.has[wi] = 0;
    t.points[wi] = t.captain[wi] = t.vice[wi] = 0;
    return;
  }
  let sum = 0;
  for (const p of squad) sum += d.points[p] | 0;
  t.has[wi] = 1;
  t.points[wi] = sum + captaincyAt(t, wi, deadline, d);
}

/** Sets every week of team `t`. Each membership row adds its player's points to the weeks whose
 *  deadline it covers (deadlines sorted, found by halving), rather than testing every row at every
 *  deadline. */
export function fillAll(t: SeasonTeam, weeks: SeasonWeek[], byDeadline: Int32Array, deadlines: Float64Array, dense: DenseWeek[]): void {
  const n = weeks.length;
  if (t.overlaps) {
    for (let wi = 0; wi < n; wi++) fillWeek(t, wi, weeks[wi].deadline, dense[wi]);
    return;
  }
  t.has.fill(0);
  t.points.fill(0);
  t.captain.fill(0);
  t.vice.fill(0);
  for (let k = 0; k < t.players.length; k++) {
    const p = t.players[k];
    const joined = t.joined[k];
    const left = t.left[k];
    // First deadline at or after `joined`.
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (deadlines[mid] < joined) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < n && deadlines[i] < left; i++) {
      const wi = byDeadline[i];
      t.has[wi] = 1;
      t.points[wi] += dense[wi].points[p] | 0;
    }
  }
  for (let wi = 0; wi < n; wi++) if (t.has[wi]) t.points[wi] += captaincyAt(t, wi, weeks[wi].deadline, dense[wi]);
}

/** True when one player has two rows that are open at a common instant. */
export function hasOverlaps(t: TeamFacts): boolean {
  for (let a = 0; a < t.players.length; a++) {
    for (let b = a + 1; b < t.players.length; b++) {
      if (t.players[a] === t.players[b] && t.joined[a] < t.left[b] && t.joined[b] < t.left[a]) return true;
    }
  }
  return false;
}

export function sumTotal(t: SeasonTeam): void {
  let total = 0;
  for (let wi = 0; wi < t.points.length; wi++) total += t.points[wi];
  t.total = total;
}
