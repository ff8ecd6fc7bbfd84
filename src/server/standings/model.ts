// The season's derived numbers, held in memory and kept up to date incrementally
// (docs/season-model.md). The stored facts are the membership, captaincy and bench histories, the
// stat rows and the gameweeks; everything per team is derived from them here, by the rules of
// docs/rules.md §6-§7 (src/domain: snapshots.ts, scoring.ts, bench.ts). A match changes only the
// points of its players in one week: only the teams whose history names one of them are looked at.
//
// Services read the model through the named functions below; a gameweek is always named by its id.
// Words: a team's "squad" is its 11, its "bench" its substitutes; a player's "holders" the teams
// holding it (among the 11 or on the bench).
import { changedPlayers, denseWeek, fillAll, hasOverlaps, historyOf, keptWeeks, lineupNow, playersEver, playersNow, type DenseWeek, type SeasonWeek, type TeamFacts, type WeekPoints } from './compute';
import { NO_PLACE, SlotsByPlayer, TeamStore } from './store';
import type { LineupPlayer } from '../../domain/bench';
import { weekLedger, type ChipWeek, type TeamLedger } from './ledger';
import { Books, snapshotParts, type SnapshotNumbers } from './books';
import { weekStatsOf, type WeekStats } from './weekstats';
import { moveTeams } from './moves';

export type { PlayerWeek, SeasonWeek, TeamFacts, WeekPoints } from './compute';
export type { SnapshotNumbers } from './books';
export type { WeekStats } from './weekstats';

/** A team as the league table needs it. */
export interface TeamTotal {
  id: number;
  name: string;
  total: number;
  /** Place in name order (lower(name), id): the table's tie-break. */
  namePlace: number;
}

const EMPTY: WeekPoints = new Map();

export class Standings {
  /** The data version the facts were read at (-1: never read), and recomputes seen (data_version row 2). */
  version = -1;
  rebuilds = 0;
  private weekList: SeasonWeek[] = [];
  private weekIndex = new Map<number, number>();
  private pts: WeekPoints[] = [];
  private dense: DenseWeek[] = [];
  /** Week indexes in deadline order, and those deadlines. */
  private byDeadline = new Int32Array(0);
  private deadlines = new Float64Array(0);
  /** The gameweeks in deadline order (the ledgers' order). */
  private deadlineWeeks: SeasonWeek[] = [];
  private store = new TeamStore();
  /** The teams whose history names each player (a match looks only at those). */
  private named = new SlotsByPlayer();
  /** How many teams hold each player now (a team counted once per player; the bench included). */
  private holders = new Map<number, number>();
  /** Each player's position (the substitution rule's shapes), by id. */
  private lineups: (LineupPlayer | undefined)[] = [];
  /** Transfers, the bank and chips (books.ts); the loader sets the rules changes there. */
  readonly books = new Books();

  // --- Reading -------------------------------------------------------------------------------

  /** The gameweeks in season (start date) order. */
  weeks(): readonly SeasonWeek[] {
    return this.weekList;
  }

  gameWeek(gameWeekId: number): SeasonWeek | null {
    const wi = this.weekIndex.get(gameWeekId);
    return wi === undefined ? null : this.weekList[wi];
  }

  /** The first gameweek in season order numbered `week` or later, or null when there is none. */
  firstWeekFrom(week: number): number | null {
    for (const w of this.weekList) if (w.week >= week) return w.id;
    return null;
  }

  teamCount(): number {
    return this.store.size;
  }

  teamIds(): number[] {
    const ids: number[] = [];
    this.store.forEach((slot) => ids.push(this.store.ids[slot]));
    return ids;
  }

  hasTeam(teamId: number): boolean {
    return this.store.slotOf.has(teamId);
  }

  teamName(teamId: number): string | null {
    const slot = this.store.slotOf.get(teamId);
    return slot === undefined ? null : this.store.names[slot];
  }

  /** The team's total points (0 for a team the model does not hold). */
  total(teamId: number): number {
    const slot = this.store.slotOf.get(teamId);
    return slot === undefined ? 0 : this.store.totals[slot];
  }

  /** The team's weekly points in a gameweek, or null when it has no snapshot then. */
  pointsIn(teamId: number, gameWeekId: number): number | null {
    const slot = this.store.slotOf.get(teamId);
    const wi = this.weekIndex.get(gameWeekId);
    if (slot === undefined || wi === undefined) return null;
    const cell = slot * this.store.stride + wi;
    return this.store.has[cell] ? this.store.points[cell] : null;
  }

  /** The team's points in the gameweeks from `first` to `last` in season order, both included
   *  (gameweek ids; null for an open end; an id the season lacks gives 0). */
  pointsBetween(teamId: number, first: number | null, last: number | null): number {
    const slot = this.store.slotOf.get(teamId);
    const from = first === null ? 0 : (this.weekIndex.get(first) ?? Infinity);
    const to = last === null ? this.weekList.length - 1 : (this.weekIndex.get(last) ?? -1);
    if (slot === undefined) return 0;
    let sum = 0;
    for (let wi = from, cell = slot * this.store.stride + from; wi <= to; wi++, cell++) sum += this.store.points[cell];
    return sum;
  }

  /** The latest gameweek (by start date) in which the team has a snapshot, or null. */
  latestWeekOf(teamId: number): number | null {
    const slot = this.store.slotOf.get(teamId);
    if (slot === undefined) return null;
    for (let wi = this.weekList.length - 1; wi >= 0; wi--) if (this.store.has[slot * this.store.stride + wi]) return this.weekList[wi].id;
    return null;
  }

  /** The team's snapshot numbers for a gameweek, or null when it has none. */
  snapshot(teamId: number, gameWeekId: number): SnapshotNumbers | null {
    const slot = this.store.slotOf.get(teamId);
    const wi = this.weekIndex.get(gameWeekId);
    if (slot === undefined || wi === undefined || !this.store.has[slot * this.store.stride + wi]) return null;
    const gameWeek = this.weekList[wi];
    const weeklyPoints = this.store.points[slot * this.store.stride + wi];
    const parts = snapshotParts(this.store.histories[slot]!, gameWeek, this.dense[wi], this.pts[wi], this.lineups, weekLedger(this.ledgerOfSlot(slot), gameWeekId));
    return { gameWeek, weeklyPoints, ...parts };
  }

  /** The team's transfers and bank over its snapshots and its chips played, by week Monday (the
   *  product rules §22), or null for a team the model does not hold. */
  decisions(teamId: number): { ledger: TeamLedger; chips: readonly ChipWeek[] } | null {
    const slot = this.store.slotOf.get(teamId);
    return slot === undefined ? null : { ledger: this.ledgerOfSlot(slot), chips: this.store.histories[slot]!.chips };
  }

  private ledgerOfSlot = (slot: number) => this.books.ledger(slot, this.store.histories[slot]!, this.weeksByDeadline);
  private weeksByDeadline = () => this.deadlineWeeks;

  /** The team's 11 now, its bench now (in order) and its captaincy now (the latest choice), or null. */
  squadNow(teamId: number): { squad: number[]; bench: number[]; captain: number | null; vice: number | null } | null {
    const slot = this.store.slotOf.get(teamId);
    return slot === undefined ? null : lineupNow(this.store.histories[slot]!);
  }

  /** How many teams hold each player now (a team counted once per player). */
  holderCounts(): ReadonlyMap<number, number> {
    return this.holders;
  }

  /** Each player's points and stat rows in a gameweek. */
  playerPoints(gameWeekId: number): WeekPoints {
    const wi = this.weekIndex.get(gameWeekId);
    return wi === undefined ? EMPTY : this.pts[wi];
  }

  /** The team's place in name order (teams the model does not know yet go last). */
  namePlace(teamId: number): number {
    const slot = this.store.slotOf.get(teamId);
    return slot === undefined ? NO_PLACE : this.store.places[slot];
  }

  /** Every team's total, for the league table. */
  totals(): TeamTotal[] {
    const s = this.store;
    const out: TeamTotal[] = [];
    s.forEach((slot) => out.push({ id: s.ids[slot], name: s.names[slot], total: s.totals[slot], namePlace: s.places[slot] }));
    return out;
  }

  /** One gameweek over every team (null for an unknown gameweek): weekstats.ts. */
  weekStats(gameWeekId: number): WeekStats | null {
    const wi = this.weekIndex.get(gameWeekId);
    return wi === undefined ? null : weekStatsOf(this.store, wi, this.weekList[wi]);
  }

  // --- Writing (the loader, seasonLoad.ts) ---------------------------------------------------

  /** Players' positions (those the histories name at least), before the teams and weeks that use
   *  them: a position cannot change once a team has held the player. */
  setPositions(positions: Iterable<{ id: number; position: string }>): void {
    for (const { id, position } of positions) {
      if (this.lineups[id]?.position !== position) this.lineups[id] = { id, position: position as LineupPlayer['position'] };
    }
  }

  /** A team added, or its history replaced (it keeps its name place). */
  setTeam(facts: TeamFacts): void {
    const place = this.namePlace(facts.id);
    this.removeTeam(facts.id);
    const s = this.store;
    const slot = s.claim(facts.id);
    const history = historyOf(facts);
    s.names[slot] = facts.name;
    s.histories[slot] = history;
    s.overlaps[slot] = hasOverlaps(history) ? 1 : 0;
    s.places[slot] = place;
    for (const p of playersEver(history)) this.named.add(p, slot);
    for (const p of playersNow(history)) this.holders.set(p, (this.holders.get(p) ?? 0) + 1);
    this.compute(slot);
  }

  removeTeam(id: number): void {
    const slot = this.store.slotOf.get(id);
    if (slot === undefined) return;
    const history = this.store.histories[slot]!;
    for (const p of playersEver(history)) this.named.remove(p, slot);
    for (const p of playersNow(history)) {
      const n = this.holders.get(p)! - 1;
      if (n) this.holders.set(p, n);
      else this.holders.delete(p);
    }
    this.store.release(slot);
    this.books.reset(slot, null);
  }

  /** Every team's place in name order (teams missing from `places` go last). */
  setNameOrder(places: ReadonlyMap<number, number>): void {
    this.store.forEach((slot) => (this.store.places[slot] = places.get(this.store.ids[slot]) ?? NO_PLACE));
  }

  /** New gameweeks and points. A week that kept its id and deadline keeps its cells: only the teams
   *  naming a player whose points changed there (or that played a free hit then) are computed again
   *  in it; a new or re-dated week moves every team (moves.ts: its ledger patched, not derived again). */
  setWeeks(weeks: SeasonWeek[], pts: WeekPoints[]): void {
    const [before, oldPts, s] = [this.weekList, this.pts, this.store];
    const kept = keptWeeks(before, weeks);
    const same = weeks.length === before.length && kept.every((o, i) => o === i);
    // The same weeks keep their list: the league table's order can tell only points may have moved.
    const unchanged = same && weeks.every((w, i) => w.week === before[i].week && w.startDate === before[i].startDate);
    this.useWeeks(unchanged ? this.weekList : weeks, pts);
    // Other rules in force at one of the deadlines may change any team's transfers and bank: every
    // team is computed again. Rules changed from a later deadline change no snapshot.
    if (this.books.takeRulesChange(this.deadlines)) {
      s.resize(weeks.length);
      return s.forEach((slot) => this.compute(slot));
    }
    const move = { before, kept, weeks, byDeadline: this.byDeadline, deadlineWeeks: this.deadlineWeeks, pts, dense: this.dense, lineups: this.lineups };
    for (const slot of same ? [] : moveTeams(s, this.named, this.books, move)) this.compute(slot);
    const touched = new Set<number>();
    for (let wi = 0; wi < weeks.length; wi++) {
      if (kept[wi] < 0) continue; // a new week: computed above
      const changed = changedPlayers(oldPts[kept[wi]], pts[wi]);
      if (changed.size === 0) continue;
      const inWeek = new Set<number>(this.books.freeHitsIn(weeks[wi].startDate)); // a free hit's squad is not in history
      for (const p of changed) this.named.forEach(p, (slot) => inWeek.add(slot));
      for (const slot of inWeek) {
        const points = this.cellPoints(slot, wi);
        [s.has[slot * s.stride + wi], s.points[slot * s.stride + wi]] = [points === null ? 0 : 1, points ?? 0];
        touched.add(slot);
      }
    }
    for (const slot of touched) this.sumTotal(slot);
  }

  private cellPoints = (slot: number, wi: number) =>
    this.books.points(slot, this.store.histories[slot]!, this.weekList[wi], this.dense[wi], this.lineups, this.weeksByDeadline);

  private compute(slot: number): void {
    const s = this.store;
    const h = s.histories[slot]!;
    const out = { has: s.has, points: s.points, base: slot * s.stride };
    fillAll(h, s.overlaps[slot] === 1, this.weekList, this.byDeadline, this.deadlines, this.dense, this.lineups, out);
    this.books.reset(slot, h);
    if (this.books.needs(h)) this.books.settle(this.ledgerOfSlot(slot), this.weekList, out, (wi) => this.cellPoints(slot, wi));
    this.sumTotal(slot);
  }

  private sumTotal(slot: number): void {
    const s = this.store;
    let total = 0;
    for (let cell = slot * s.stride, end = cell + s.stride; cell < end; cell++) total += s.points[cell];
    s.totals[slot] = total;
  }

  private useWeeks(weeks: SeasonWeek[], pts: WeekPoints[]): void {
    this.weekList = weeks;
    this.weekIndex = new Map(weeks.map((w, i) => [w.id, i]));
    this.pts = pts;
    this.dense = pts.map(denseWeek);
    const order = weeks.map((_, i) => i).sort((x, y) => weeks[x].deadline - weeks[y].deadline || x - y);
    this.byDeadline = Int32Array.from(order);
    this.deadlines = Float64Array.from(order.map((i) => weeks[i].deadline));
    this.deadlineWeeks = order.map((i) => weeks[i]);
  }
}

/** A snapshot's id: stable for a team and gameweek (the snapshot is derived, not stored). */
export function snapshotId(teamId: number, gameWeekId: number): number {
  return teamId * 1_048_576 + gameWeekId;
}
