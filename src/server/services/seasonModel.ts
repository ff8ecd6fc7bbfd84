// The season's derived numbers, held in memory and kept up to date incrementally (issue 17).
//
// The stored facts are the membership history, the captaincy history, the stat rows and the
// gameweeks. Everything per team is derived from them here, by the rules of docs/rules.md §6-§7:
// a team's snapshot for a gameweek is its squad at the deadline (membership rows joined at or
// before it and not left by then), with the captaincy at the deadline (the latest row by id set
// at or before it; captain and vice kept only while in that squad); it exists when the squad is
// not empty. weekly points = the squad's points that week + the captain bonus (the captain's
// points once more, or the vice-captain's when the captain has no stat row that week); a team's
// total the sum of its weekly points. A match changes only the points of its players in one
// week: only the teams that ever held one of them are looked at again (an index by player).

import {
  denseWeek, fillAll, fillWeek, hasOverlaps, squadAt, sumTotal,
  type DenseWeek, type SeasonTeam, type SeasonWeek, type TeamFacts, type WeekPoints,
} from './seasonCompute';

export {
  doubledPlayer, squadAt, type PlayerWeek, type SeasonTeam, type SeasonWeek, type TeamFacts, type WeekPoints,
} from './seasonCompute';

/** What a snapshot shows of a team in one gameweek. */
export interface SnapshotNumbers {
  weekIndex: number;
  week: SeasonWeek;
  weeklyPoints: number;
  captain: number | null;
  vice: number | null;
  squad: number[];
}

/** The whole season's derived numbers. `version` is the data version the facts were read at. */
export class Season {
  version = -1;
  /** Recomputes seen (data_version row 2). */
  rebuilds = 0;
  weeks: SeasonWeek[] = [];
  weekIndex = new Map<number, number>();
  pts: WeekPoints[] = [];
  private dense: DenseWeek[] = [];
  /** Week indexes in deadline order, and those deadlines. */
  private byDeadline = new Int32Array(0);
  private deadlines = new Float64Array(0);
  teams = new Map<number, SeasonTeam>();
  /** Teams whose history ever held each player. */
  private holders = new Map<number, Set<number>>();
  /** How many teams hold each player now (open rows, a team counted once per player). */
  private open = new Map<number, number>();
  private nameRanks = new Map<number, number>();

  /** Each team's place in name order (lower(name), id) as the database sorts it. */
  get nameRank(): Map<number, number> {
    return this.nameRanks;
  }

  set nameRank(ranks: Map<number, number>) {
    this.nameRanks = ranks;
    for (const t of this.teams.values()) t.rank = ranks.get(t.id) ?? Number.MAX_SAFE_INTEGER;
  }

  private compute(t: SeasonTeam): void {
    const n = this.weeks.length;
    if (t.has.length !== n) {
      t.has = new Uint8Array(n);
      t.points = new Int32Array(n);
      t.captain = new Int32Array(n);
      t.vice = new Int32Array(n);
    }
    fillAll(t, this.weeks, this.byDeadline, this.deadlines, this.dense);
    sumTotal(t);
  }

  private useWeeks(weeks: SeasonWeek[], pts: WeekPoints[]): void {
    this.weeks = weeks;
    this.weekIndex = new Map(weeks.map((w, i) => [w.id, i]));
    this.pts = pts;
    this.dense = pts.map(denseWeek);
    const order = weeks.map((_, i) => i).sort((x, y) => weeks[x].deadline - weeks[y].deadline || x - y);
    this.byDeadline = Int32Array.from(order);
    this.deadlines = Float64Array.from(order.map((i) => weeks[i].deadline));
  }

  /** A team added, or its history replaced. */
  setTeam(facts: TeamFacts): void {
    this.removeTeam(facts.id);
    const t: SeasonTeam = {
      id: facts.id,
      name: facts.name,
      players: facts.players,
      joined: facts.joined,
      left: facts.left,
      capSetAt: facts.capSetAt,
      capCaptain: facts.capCaptain,
      capVice: facts.capVice,
      has: new Uint8Array(0),
      points: new Int32Array(0),
      captain: new Int32Array(0),
      vice: new Int32Array(0),
      total: 0,
      rank: this.nameRanks.get(facts.id) ?? Number.MAX_SAFE_INTEGER,
      overlaps: hasOverlaps(facts),
    };
    for (const p of new Set(t.players)) {
      let set = this.holders.get(p);
      if (!set) this.holders.set(p, (set = new Set()));
      set.add(t.id);
    }
    for (const p of openPlayers(t)) this.open.set(p, (this.open.get(p) ?? 0) + 1);
    this.compute(t);
    this.teams.set(t.id, t);
  }

  removeTeam(id: number): void {
    const old = this.teams.get(id);
    if (!old) return;
    for (const p of new Set(old.players)) this.holders.get(p)?.delete(id);
    for (const p of openPlayers(old)) {
      const n = this.open.get(p)! - 1;
      if (n) this.open.set(p, n);
      else this.open.delete(p);
    }
    this.teams.delete(id);
  }

  /**
   * New gameweeks and points. When the weeks themselves changed (one made, gone, re-dated) every
   * team is computed again; otherwise only the teams that held a player whose points changed,
   * and only in that week.
   */
  setWeeks(weeks: SeasonWeek[], pts: WeekPoints[]): void {
    const same =
      weeks.length === this.weeks.length && weeks.every((w, i) => w.id === this.weeks[i].id && w.deadline === this.weeks[i].deadline);
    const oldPts = this.pts;
    this.useWeeks(weeks, pts);
    if (!same) {
      for (const t of this.teams.values()) this.compute(t);
      return;
    }
    const touched = new Set<SeasonTeam>();
    for (let wi = 0; wi < weeks.length; wi++) {
      const before = oldPts[wi];
      const after = pts[wi];
      const changed = new Set<number>();
      for (const [p, x] of after) {
        const y = before.get(p);
        if (!y || y.points !== x.points || y.rows !== x.rows) changed.add(p);
      }
      for (const p of before.keys()) if (!after.has(p)) changed.add(p);
      if (changed.size === 0) continue;
      const teams = new Set<number>();
      for (const p of changed) for (const id of this.holders.get(p) ?? []) teams.add(id);
      for (const id of teams) {
        const t = this.teams.get(id)!;
        fillWeek(t, wi, weeks[wi].deadline, this.dense[wi]);
        touched.add(t);
      }
    }
    for (const t of touched) sumTotal(t);
  }

  /** The team's snapshot numbers for a gameweek (or the latest one it has), or null. */
  snapshot(teamId: number, gameWeekId: number | 'latest'): SnapshotNumbers | null {
    const t = this.teams.get(teamId);
    if (!t) return null;
    let wi = -1;
    if (gameWeekId === 'latest') {
      for (let i = 0; i < this.weeks.length; i++) if (t.has[i] && (wi < 0 || this.weeks[i].startDate > this.weeks[wi].startDate)) wi = i;
    } else wi = this.weekIndex.get(gameWeekId) ?? -1;
    if (wi < 0 || !t.has[wi]) return null;
    const week = this.weeks[wi];
    return {
      weekIndex: wi,
      week,
      weeklyPoints: t.points[wi],
      captain: t.captain[wi] || null,
      vice: t.vice[wi] || null,
      squad: [...squadAt(t, week.deadline)],
    };
  }

  /** The team's points in gameweeks numbered `fromWeek` or later. */
  pointsFrom(teamId: number, fromWeek: number): number {
    const t = this.teams.get(teamId);
    if (!t) return 0;
    let sum = 0;
    for (let wi = 0; wi < this.weeks.length; wi++) if (this.weeks[wi].week >= fromWeek) sum += t.points[wi];
    return sum;
  }

  /** Name order for sorting (teams the model does not know yet go last). */
  nameOrder(teamId: number): number {
    return this.teams.get(teamId)?.rank ?? Number.MAX_SAFE_INTEGER;
  }

  /** How many teams hold each player now (a copy). */
  heldNow(): Map<number, number> {
    return new Map(this.open);
  }

  /** Player points of a gameweek (sum and stat rows), by player. */
  weekPoints(gameWeekId: number): WeekPoints {
    const wi = this.weekIndex.get(gameWeekId);
    return wi === undefined ? new Map() : this.pts[wi];
  }
}

/** How many teams there are and how many hold each player now (open membership rows, each team
 *  counted once per player): kept by the model as teams change, so this costs no pass over them. */
export function holdersNow(season: Season): { teams: number; byPlayer: Map<number, number> } {
  return { teams: season.teams.size, byPlayer: season.heldNow() };
}

/** The distinct players a team holds now (its open membership rows). */
export function openPlayers(t: TeamFacts): Set<number> {
  const now = new Set<number>();
  for (let k = 0; k < t.players.length; k++) if (t.left[k] === Infinity) now.add(t.players[k]);
  return now;
}

/** A snapshot's id: stable for a team and gameweek (the snapshot is derived, not stored). */
export function snapshotId(teamId: number, gameWeekId: number): number {
  return teamId * 1_048_576 + gameWeekId;
}
