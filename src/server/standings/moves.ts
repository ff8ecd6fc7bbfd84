// The standings engine when gameweeks are added, removed or re-dated while the rules in force at
// every deadline stay as they were (model.ts, setWeeks): each team keeps its cells of the weeks
// kept, is computed in a new week only when its history names a player with points then (or it
// played a free hit), and its transfer ledger (ledger.ts) is patched from where the new weeks
// reach it rather than derived again. A full recompute derives the same numbers (moves.test.ts).
// No state here but scratch space.
import { bankStep, CHIPS, transfersBetween, type Chip, type GameRules, type SnapshotCost } from '../../domain/rules';
import { stayCovers } from '../../domain/snapshots';
import type { DenseWeek, SeasonWeek, WeekPoints } from './compute';
import type { History, Lineups } from './history';
import { chipOf, chipWeekPoints, LEDGER_STRIDE, rulesIn, snapshotSquad, type TeamLedger } from './ledger';
import type { Books } from './books';
import type { SlotsByPlayer, TeamStore } from './store';

/** The weeks before and now, and what the model derives of the weeks now. */
export interface WeeksMoved {
  before: readonly SeasonWeek[];
  /** For each week now, its index in `before` (-1: a new week, or one re-dated); a week whose
   *  start date moved is set to -1 here. */
  kept: number[];
  weeks: readonly SeasonWeek[];
  byDeadline: Int32Array;
  deadlineWeeks: readonly SeasonWeek[];
  pts: readonly WeekPoints[];
  dense: readonly DenseWeek[];
  lineups: Lineups;
}

/** What every team's ledger is moved by (ledgerMoved). */
export interface LedgerMove {
  /** By gameweek id: 1 for a week kept (same id, deadline and start date), its index by deadline now. */
  kept: Uint8Array;
  position: Int32Array;
  /** The index in the weeks by deadline of the last new week (-1: none). */
  lastNew: number;
  /** The latest deadline a week gone had (-Infinity: none went), and each old week's deadline by id. */
  goneUntil: number;
  oldDeadline: Float64Array;
  /** The rules in force at each of the weeks by deadline, and whether any of them limits transfers. */
  rulesAt: readonly GameRules[];
  limited: boolean;
}

/** Moves every team of the store to the weeks now (the store's columns resized) and sums its total;
 *  answers the slots to compute whole: those whose ledger could not be patched, or every one when
 *  most weeks are new. */
export function moveTeams(s: TeamStore, named: SlotsByPlayer, books: Books, m: WeeksMoved): number[] {
  const { before, kept, weeks } = m;
  const n = weeks.length;
  for (let wi = 0; wi < n; wi++) if (kept[wi] >= 0 && before[kept[wi]].startDate !== weeks[wi].startDate) kept[wi] = -1;
  let maxId = 0;
  for (const w of [...before, ...weeks]) maxId = Math.max(maxId, w.id);
  const move: LedgerMove = { kept: new Uint8Array(maxId + 1), position: new Int32Array(maxId + 1), lastNew: -1, goneUntil: -Infinity, oldDeadline: new Float64Array(maxId + 1), rulesAt: [], limited: books.rules.some((r) => r.rules.free_transfers !== null) };
  m.deadlineWeeks.forEach((w, i) => (move.position[w.id] = i));
  const fresh: number[] = [];
  kept.forEach((o, wi) => {
    if (o >= 0) move.kept[weeks[wi].id] = 1;
    else fresh.push(wi);
  });
  // Most weeks new (every week re-dated, say): every team is computed whole (fillAll's way is quicker then).
  if (fresh.length * 2 > n) {
    s.resize(n);
    return [...s.slotOf.values()];
  }
  for (const wi of fresh) move.lastNew = Math.max(move.lastNew, move.position[weeks[wi].id]);
  for (const w of before) {
    move.oldDeadline[w.id] = w.deadline;
    if (!move.kept[w.id]) move.goneUntil = Math.max(move.goneUntil, w.deadline);
  }
  move.rulesAt = m.deadlineWeeks.map((w) => rulesIn(books.rules, w.deadline));
  // The teams whose history names a player with points in a new week (or that played a free hit), by week.
  const scored = fresh.map((wi) => {
    const marks = new Uint8Array(s.ids.length);
    for (const p of m.pts[wi].keys()) named.forEach(p, (slot) => (marks[slot] = 1));
    for (const slot of books.freeHitsIn(weeks[wi].startDate)) marks[slot] = 1;
    return marks;
  });
  const [oldStride, oldHas, oldPoints] = [s.stride, s.has, s.points];
  s.resize(n);
  const delta = new Int32Array(n);
  const whole: number[] = [];
  s.forEach((slot) => {
    const h = s.histories[slot]!;
    const at = slot * n;
    const was = slot * oldStride;
    for (let wi = 0; wi < n; wi++) {
      const o = kept[wi];
      if (o < 0) continue;
      s.has[at + wi] = oldHas[was + o];
      s.points[at + wi] = oldPoints[was + o];
    }
    for (let f = 0; f < fresh.length; f++) {
      const wi = fresh[f];
      const week = weeks[wi];
      if (!holdsAnyAt(h, week.deadline)) continue;
      s.has[at + wi] = 1;
      if (scored[f][slot]) s.points[at + wi] = chipWeekPoints(h, week, h.chips.length > 0 ? chipOf(h.chips, week.startDate) : null, m.dense[wi], m.lineups) ?? 0;
    }
    if (!books.moveWeeks(slot, h, m.deadlineWeeks, move, delta)) {
      whole.push(slot);
      return;
    }
    let total = 0;
    for (let i = 0; i < n; i++) if (delta[i] !== 0) s.points[at + m.byDeadline[i]] += delta[i];
    for (let cell = at; cell < at + n; cell++) total += s.points[cell];
    s.totals[slot] = total;
  });
  return whole;
}

/** Whether a history holds anyone at `at` (a snapshot then: hasSnapshot of the squad's size). */
export function holdsAnyAt(h: History, at: number): boolean {
  const s = h.stays;
  for (let k = 0; k < s.length; k += 3) if (stayCovers(s[k + 1], s[k + 2], at)) return true;
  return false;
}

/** Whether the squads held at deadlines `a` <= `b` may differ: a membership row starts or ends after `a`, by `b`. */
function squadMovesBetween(h: History, a: number, b: number): boolean {
  const s = h.stays;
  for (let k = 0; k < s.length; k += 3) {
    if ((s[k + 1] > a && s[k + 1] <= b) || (s[k + 2] > a && s[k + 2] <= b)) return true;
  }
  return false;
}

const FREE_HIT = CHIPS.indexOf('free_hit');
const S = LEDGER_STRIDE;
const scratchStep = { transfers: 0, rules: { free_transfers: null, max_banked: 0, transfer_cost: 0 } as Pick<GameRules, 'free_transfers' | 'max_banked' | 'transfer_cost'>, chip: null as Chip | null };
const scratchCost: SnapshotCost = { free_transfers: null, transfer_cost: 0 };
/** Per entry of a ledger moved: gameweek, old entry (-1: new), index by deadline, transfers, chip. */
let scratch = Array.from({ length: 5 }, () => new Int32Array(64));

/** A team's ledger after gameweeks were added, removed or re-dated, the rules in force at every
 * deadline as before: what ledgerOf would derive over `weeksByDeadline`, from the ledger over the
 * weeks before. Derived again is only what the change reaches: the snapshots in new weeks, the
 * transfers of a snapshot now counted against another one, and the bank from the first such
 * change until it is again the bank before an old snapshot that follows every change. Sets
 * `delta`, by index in `weeksByDeadline`, to how much a snapshot's cost fell (a new snapshot's
 * cost taken off; 0 without a snapshot). Null when the old ledger is not in the order of the
 * weeks kept (derive it whole then). */
export function ledgerMoved(old: TeamLedger, h: History, weeksByDeadline: readonly SeasonWeek[], move: LedgerMove, delta: Int32Array): TeamLedger | null {
  const { kept, position, lastNew, rulesAt } = move;
  const w = old.weeks;
  const m = w.length / S;
  const n = weeksByDeadline.length;
  if (scratch[0].length < n) scratch = scratch.map(() => new Int32Array(n));
  const [ids, from, pos, counted, chips] = scratch;
  delta.fill(0, 0, n);
  // The last old entry of a week gone (-1: none), among the entries by the last deadline gone.
  let lastGone = -1;
  for (let k = 0; k < m && move.oldDeadline[w[k * S]] <= move.goneUntil; k++) if (!kept[w[k * S]]) lastGone = k;
  let count = 0;
  // The first entry whose transfers or place may differ from the old fold's (-1: none yet), the bank before it.
  let firstChange = -1;
  let bankFrom: number | null = old.bank;
  let ptr = 0; // the next old entry
  let tail = m; // old entries from here on follow the entries made unchanged (but for the bank)
  // The latest entry that was not a free hit (the one a snapshot is counted against): its index in
  // the weeks by deadline and its old entry (-1: a new one); and the same over the old entries.
  let baseAt = -1;
  let baseOld = -1;
  let oldBase = -1;
  let oldWalked = 0;
  for (let i = 0; i < n; i++) {
    const week = weeksByDeadline[i];
    let k = -1;
    if (kept[week.id]) {
      for (; ptr < m && !kept[w[ptr * S]]; ptr++) {
        if (firstChange < 0) {
          firstChange = count;
          bankFrom = bankBefore(w, ptr);
        }
      }
      if (ptr < m && w[ptr * S] === week.id) k = ptr++;
      else continue; // no snapshot then
    } else if (!holdsAnyAt(h, week.deadline)) continue;
    let chipIndex: number;
    let sameBase = false;
    if (k >= 0) {
      chipIndex = w[k * S + 4];
      for (; oldWalked < k; oldWalked++) if (w[oldWalked * S + 4] !== FREE_HIT) oldBase = oldWalked;
      sameBase = baseAt < 0 ? oldBase < 0 : baseOld >= 0 && oldBase === baseOld;
    } else {
      const chip = h.chips.length > 0 ? chipOf(h.chips, week.startDate) : null;
      chipIndex = chip === null ? -1 : CHIPS.indexOf(chip.chip);
    }
    if (sameBase) counted[count] = w[k * S + 1];
    else {
      if (firstChange < 0) {
        firstChange = count;
        bankFrom = k >= 0 ? bankBefore(w, k) : ptr < m ? bankBefore(w, ptr) : old.bank;
      }
      counted[count] = baseAt < 0 ? 0 : transfersAgainst(h, weeksByDeadline[baseAt], week);
    }
    ids[count] = week.id;
    from[count] = k;
    pos[count] = i;
    chips[count] = chipIndex;
    count++;
    if (chipIndex !== FREE_HIT) {
      baseAt = i;
      baseOld = k;
    }
    // An old snapshot (not a free hit) after every new week and every week gone: the old entries
    // after it are counted against the same snapshots as before.
    if (k >= 0 && chipIndex !== FREE_HIT && i >= lastNew && ptr > lastGone) {
      tail = ptr;
      break;
    }
  }
  if (tail === m) {
    for (; ptr < m && !kept[w[ptr * S]]; ptr++) {
      if (firstChange < 0) {
        firstChange = count;
        bankFrom = bankBefore(w, ptr);
      }
    }
    if (ptr < m) return null;
  }
  if (firstChange < 0) firstChange = count;
  const weeks = ledgerSpace((count + m - tail) * S);
  let bank = bankFrom;
  for (let e = 0; e < count; e++) {
    const at = e * S;
    const k = from[e];
    weeks[at] = ids[e];
    weeks[at + 1] = counted[e];
    weeks[at + 4] = chips[e];
    if (e < firstChange) {
      weeks[at + 2] = w[k * S + 2];
      weeks[at + 3] = w[k * S + 3];
      continue;
    }
    bank = step(bank, counted[e], rulesAt[pos[e]], chips[e]);
    weeks[at + 2] = scratchCost.transfer_cost;
    weeks[at + 3] = scratchCost.free_transfers ?? -1;
    delta[pos[e]] = (k >= 0 ? w[k * S + 2] : 0) - scratchCost.transfer_cost;
  }
  if (tail === m) return { weeks, bank, base: baseOf(old, h, weeksByDeadline, baseAt, baseOld) };
  // The old entries after: as they were from the first whose bank before is as it was.
  for (let from = tail * S, to = count * S; from < w.length; ) weeks[to++] = w[from++]; // (a view to set from costs more)
  if (firstChange === count) bank = bankBefore(w, tail);
  for (let k = tail, at = count * S; k < m; k++, at += S) {
    if (bank === bankBefore(w, k)) return { weeks, bank: old.bank, base: old.base };
    const i = position[w[k * S]];
    bank = step(bank, w[k * S + 1], rulesAt[i], w[k * S + 4]);
    weeks[at + 2] = scratchCost.transfer_cost;
    weeks[at + 3] = scratchCost.free_transfers ?? -1;
    delta[i] = w[k * S + 2] - scratchCost.transfer_cost;
  }
  return { weeks, bank, base: old.base };
}

/** One snapshot of the bank's fold (rules.ts, bankStep): its cost into scratchCost, the bank after. */
function step(bank: number | null, transfers: number, rules: GameRules, chip: number): number | null {
  scratchStep.transfers = transfers;
  scratchStep.rules = rules;
  scratchStep.chip = chip < 0 ? null : CHIPS[chip];
  return bankStep(bank, scratchStep, scratchCost);
}

/** The squad the next snapshot is counted against: the old one while its snapshot is the same. */
function baseOf(old: TeamLedger, h: History, weeksByDeadline: readonly SeasonWeek[], baseAt: number, baseOld: number): number[] | null {
  if (baseAt < 0) return null;
  const w = old.weeks;
  let last = -1;
  for (let k = w.length / S - 1; k >= 0 && last < 0; k--) if (w[k * S + 4] !== FREE_HIT) last = k;
  if (baseOld >= 0 && old.base !== null && last === baseOld) return old.base;
  const week = weeksByDeadline[baseAt];
  return snapshotSquad(h, week, chipOf(h.chips, week.startDate));
}

/** The transfers of a snapshot in `week` counted against the one in `baseWeek` (an earlier deadline). */
function transfersAgainst(h: History, baseWeek: SeasonWeek, week: SeasonWeek): number {
  const chip = h.chips.length > 0 ? chipOf(h.chips, week.startDate) : null;
  const baseChip = h.chips.length > 0 ? chipOf(h.chips, baseWeek.startDate) : null;
  // Two squads held, with no membership row starting or ending in between, are the same.
  if (!chip?.freeHit && !baseChip?.freeHit && !squadMovesBetween(h, baseWeek.deadline, week.deadline)) return 0;
  return transfersBetween(snapshotSquad(h, baseWeek, baseChip), snapshotSquad(h, week, chip));
}

function bankBefore(w: Int32Array, k: number): number | null {
  const b = w[k * S + 3];
  return b < 0 ? null : b;
}

/** Ledgers moved are laid one after another in shared blocks: a typed array of its own for each
 *  of 50,000 teams cost more than the rest of the move (its memory allocated apart, then freed). */
const BLOCK = 1 << 16;
let [block, blockUsed] = [new Int32Array(0), 0];

function ledgerSpace(length: number): Int32Array {
  if (blockUsed + length > block.length) {
    block = new Int32Array(Math.max(BLOCK, length));
    blockUsed = 0;
  }
  blockUsed += length;
  return new Int32Array(block.buffer, (blockUsed - length) * 4, length); // (subarray is slower)
}
