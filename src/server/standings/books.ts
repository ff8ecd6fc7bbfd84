// The standings engine's book of transfers and chips (the product rules §22): the rules changes it
// scores by, each team's ledger once derived (standings/ledger.ts), and the teams that played a free
// hit (whose squad that week is not in their history). Kept by slot, like the engine's columns.
import { CAPTAIN_MULTIPLIER, doubledPlayer } from '../../domain/scoring';
import { snapshotLineup, type DenseWeek, type PlayerWeek, type SeasonWeek } from './compute';
import type { History, Lineups } from './history';
import { chipLineup, chipOf, chipWeekPoints, ledgerOf, plainWeek, rulesIn, weekCost, weekLedger, type ChipLineup, type RulesFrom, type TeamLedger, type WeekLedger } from './ledger';
import type { SnapshotLineup } from './compute';
import type { Chip } from '../../domain/rules';
import { ledgerMoved, type LedgerMove } from './moves';

/** A team's snapshot in one gameweek: 11, bench, captaincy, substitutions, weekly points, and
 *  (the product rules §22) its transfers, their cost, the bank before it and the chip played. */
export type SnapshotNumbers = SnapshotLineup & {
  gameWeek: SeasonWeek;
  weeklyPoints: number;
  /** The player whose points count more than once, and how many times; whether the whole bench counts. */
  doubled: number | null;
  times: number;
  benchCounts: boolean;
  transfers: number;
  transferCost: number;
  freeTransfers: number | null;
  chip: Chip | null;
};

const NONE: ReadonlySet<number> = new Set();

export class Books {
  /** The rules changes by deadline, and the earliest deadline (ms) from which the rules in force
   *  changed since every team was last computed (Infinity: they did not). */
  rules: RulesFrom[] = [];
  rulesChangedFrom = Infinity;
  /** Slots of the teams that played a free hit, by that week's Monday (the squad a free hit is
   *  played with is not in the team's history: a match that week looks at these teams too), and
   *  each slot's free-hit weeks. */
  private freeHitWeeks = new Map<string, Set<number>>();
  private freeHitsOf: (string[] | undefined)[] = [];
  private ledgers: (TeamLedger | null)[] = [];

  setRules(changes: RulesFrom[]): void {
    if (JSON.stringify(changes) === JSON.stringify(this.rules)) return;
    this.rulesChangedFrom = Math.min(this.rulesChangedFrom, firstDifference(this.rules, changes));
    this.rules = changes;
  }

  /** Whether the rules in force at any of these deadlines changed since every team was last
   *  computed (a change from a later deadline, the next one's, leaves every snapshot as it was);
   *  and from now on, every team is computed again. */
  takeRulesChange(deadlines: ArrayLike<number>): boolean {
    const from = this.rulesChangedFrom;
    this.rulesChangedFrom = Infinity;
    for (let i = 0; i < deadlines.length; i++) if (deadlines[i] >= from) return true;
    return false;
  }

  /** A slot computed again (or released, `h` null): its ledger is derived anew when next asked. */
  reset(slot: number, h: History | null): void {
    this.ledgers[slot] = null;
    for (const week of this.freeHitsOf[slot] ?? []) {
      const slots = this.freeHitWeeks.get(week)!;
      slots.delete(slot);
      if (slots.size === 0) this.freeHitWeeks.delete(week);
    }
    const weeks = h ? h.chips.filter((c) => c.chip === 'free_hit').map((c) => c.weekStart) : [];
    this.freeHitsOf[slot] = weeks.length > 0 ? weeks : undefined;
    for (const week of weeks) {
      let slots = this.freeHitWeeks.get(week);
      if (!slots) this.freeHitWeeks.set(week, (slots = new Set()));
      slots.add(slot);
    }
  }

  /** The slots of the teams that played a free hit in the week whose Monday is `weekStart`. */
  freeHitsIn(weekStart: string): ReadonlySet<number> {
    return this.freeHitWeeks.get(weekStart) ?? NONE;
  }

  /** Whether any week of a history can cost or change under a chip: limits in some rules, or a chip played. */
  needs(h: History): boolean {
    return h.chips.length > 0 || this.rules.some((r) => r.rules.free_transfers !== null);
  }

  ledger(slot: number, h: History, weeksByDeadline: () => SeasonWeek[]): TeamLedger {
    return (this.ledgers[slot] ??= ledgerOf(h, h.chips, weeksByDeadline(), this.rules));
  }

  /** After gameweeks were added, removed or re-dated, the rules in force at every deadline as
   *  before: the slot's ledger over the new weeks (moves.ts, ledgerMoved), and in `delta` how much
   *  each week's cost fell, by index in `weeksByDeadline`. False when the slot is to be computed
   *  again whole. */
  moveWeeks(slot: number, h: History, weeksByDeadline: readonly SeasonWeek[], move: LedgerMove, delta: Int32Array): boolean {
    if (h.chips.length === 0 && !move.limited) {
      delta.fill(0);
      this.ledgers[slot] = null; // nothing costs: derived again when asked
      return true;
    }
    const old = this.ledgers[slot];
    const moved = old ? ledgerMoved(old, h, weeksByDeadline, move, delta) : null;
    if (!moved) return false;
    this.ledgers[slot] = moved;
    return true;
  }

  /** After a team's weeks were filled by the bench's rule alone: a transfer cost is taken off,
   *  and the weeks of a chip that scores otherwise are computed again (`cell` gives a week's
   *  points by index). */
  settle(ledger: TeamLedger, weeks: readonly SeasonWeek[], out: { has: Uint8Array; points: Int32Array; base: number }, cell: (wi: number) => number | null): void {
    for (let wi = 0; wi < weeks.length; wi++) {
      if (!out.has[out.base + wi]) continue;
      const id = weeks[wi].id;
      // Without a chip, or under a wildcard, the bench's rule scored the week: less the cost only.
      if (plainWeek(ledger, id)) out.points[out.base + wi] -= weekCost(ledger, id);
      else if (weekLedger(ledger, id)) out.points[out.base + wi] = cell(wi) ?? 0;
    }
  }

  /** A week's weekly points: under the team's chip, less its transfer cost (null: no snapshot). */
  points(slot: number, h: History, week: SeasonWeek, d: DenseWeek, lineups: Lineups, weeksByDeadline: () => SeasonWeek[]): number | null {
    const chip = h.chips.length > 0 ? chipOf(h.chips, week.startDate) : null;
    const points = chipWeekPoints(h, week, chip, d, lineups);
    if (points === null) return null;
    return points - (this.needs(h) ? weekCost(this.ledger(slot, h, weeksByDeadline), week.id) : 0);
  }
}

/** The earliest deadline at which the rules in force by `a` and by `b` differ (Infinity: never).
 *  The rules in force change only at a change's deadline, so those are the ones to look at. */
export function firstDifference(a: readonly RulesFrom[], b: readonly RulesFrom[]): number {
  const at = [...new Set([...a, ...b].map((c) => c.from))].sort((x, y) => x - y);
  for (const d of at) if (JSON.stringify(rulesIn(a, d)) !== JSON.stringify(rulesIn(b, d))) return d;
  return Infinity;
}

/** A snapshot's lineup under its chip (the bench's rule alone without one) and its ledger's numbers. */
export function snapshotParts(h: History, week: SeasonWeek, d: DenseWeek, pts: ReadonlyMap<number, PlayerWeek>, lineups: Lineups, ledger: WeekLedger | undefined) {
  const chip = chipOf(h.chips, week.startDate);
  let lineup: ChipLineup;
  if (chip) lineup = chipLineup(h, week, chip, d, lineups);
  else {
    const plain = snapshotLineup(h, week.deadline, d, lineups);
    const played = (p: number | null) => p !== null && (pts.get(p)?.rows ?? 0) > 0;
    lineup = { ...plain, doubled: doubledPlayer(plain.captain, plain.vice, played(plain.captain), played(plain.vice)), times: CAPTAIN_MULTIPLIER, benchCounts: false };
  }
  return {
    ...lineup,
    transfers: ledger?.transfers ?? 0,
    transferCost: ledger?.transferCost ?? 0,
    freeTransfers: ledger?.freeTransfers ?? null,
    chip: ledger?.chip ?? null,
  };
}
