// What a draft of transfers will cost at the next deadline (the product rules §22), from the team's
// bank (`free_transfers`), the transfers already saved since its last snapshot
// (`transfers_pending`), the draft and the rules of the next deadline. Once saved, the server's
// `transfer_cost_pending` says the same.
import type { Chip, GameRules } from '../../../domain';

/** The players each side of a draft, as the review pairs them. */
export interface PairPlayer {
  id: number;
  name: string;
  position: string;
  /** Tenths of a million. */
  priceTenths: number;
}

export interface TransferPair {
  out: PairPlayer | null;
  in: PairPlayer | null;
}

/**
 * Each player going out with the one coming in for them, in the order they left the squad: a
 * player of the same position first, else the first one left. A substitute dropped without a
 * replacement has no `in`; an empty bench place filled has no `out`.
 */
export function transferPairs(out: readonly PairPlayer[], incoming: readonly PairPlayer[]): TransferPair[] {
  const left = [...incoming];
  const pairs: TransferPair[] = out.map((o) => {
    const i = left.findIndex((p) => p.position === o.position);
    const taken = i >= 0 ? left.splice(i, 1)[0] : null;
    return { out: o, in: taken };
  });
  // Players left over pair with outs that found no one of their position, in order.
  for (const pair of pairs) if (!pair.in && left.length) pair.in = left.shift()!;
  return [...pairs, ...left.map((p) => ({ out: null, in: p }))];
}

export interface DraftCount {
  /** The team's squad as saved (the 11 and the bench). */
  saved: readonly number[];
  /** The draft's squad. */
  draft: readonly number[];
  /** Players of the last snapshot's squad not in the saved squad (the server's count). */
  pending: number;
  /** The last snapshot's squad, when known: a player sold since and bought back is not a transfer. */
  lastSnapshot?: readonly number[] | null;
}

/** The transfers the next snapshot will count if the draft is saved: the players of the team's
 *  last snapshot not in the draft. Without the snapshot, every player the draft sells counts. */
export function draftTransfers({ saved, draft, pending, lastSnapshot }: DraftCount): number {
  const inDraft = new Set(draft);
  const inSaved = new Set(saved);
  const sold = saved.filter((id) => !inDraft.has(id));
  const bought = draft.filter((id) => !inSaved.has(id));
  if (!lastSnapshot) return pending + sold.length;
  const before = new Set(lastSnapshot);
  // Sold now and in the snapshot: one more; bought back from the snapshot: one fewer.
  return pending + sold.filter((id) => before.has(id)).length - bought.filter((id) => before.has(id)).length;
}

export type CostRules = Pick<GameRules, 'free_transfers' | 'transfer_cost'>;

export interface DraftCost {
  transfers: number;
  /** The free transfers the bank holds before these; null when there is no limit to count. */
  bank: number | null;
  /** Free transfers used, and left after them (null without a bank). */
  free: number;
  left: number | null;
  /** Points taken at the next deadline. */
  points: number;
  /** Why they cost nothing, when they cannot: unlimited rules, a wildcard or free hit, or the
   *  team's first gameweek under limits. */
  freeBecause: 'unlimited' | 'wildcard' | 'free_hit' | 'first' | null;
}

/** The cost of `transfers` at the next deadline, the bank rule of the product rules §22. */
export function draftCost(transfers: number, bank: number | null, rules: CostRules, chip: Chip | null): DraftCost {
  if (rules.free_transfers === null) return { transfers, bank: null, free: transfers, left: null, points: 0, freeBecause: 'unlimited' };
  if (chip === 'wildcard' || chip === 'free_hit') return { transfers, bank, free: transfers, left: bank, points: 0, freeBecause: chip };
  if (bank === null) return { transfers, bank: null, free: transfers, left: null, points: 0, freeBecause: 'first' };
  const free = Math.min(transfers, bank);
  return { transfers, bank, free, left: bank - free, points: (transfers - free) * rules.transfer_cost, freeBecause: null };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 transfers: 1 free, -4 pts", or why they are free. */
export function costSentence(c: DraftCost): string {
  const head = plural(c.transfers, 'transfer');
  switch (c.freeBecause) {
    case 'unlimited':
      return c.transfers === 0 ? 'Transfers are unlimited and free.' : `${head}: free (transfers are unlimited).`;
    case 'wildcard':
      return `${head}: free under your wildcard.`;
    case 'free_hit':
      return `${head}: free under your free hit.`;
    case 'first':
      return c.transfers === 0 ? 'Transfers are free this gameweek: your first under the transfer limits.' : `${head}: free (your first gameweek under the transfer limits).`;
    default:
      if (c.transfers === 0) return `No transfers yet: ${plural(c.bank ?? 0, 'free transfer')}.`;
      return c.points > 0 ? `${head}: ${c.free} free, -${c.points} pts.` : `${head}: ${c.free} free, no points off.`;
  }
}

/** "1 free transfer left", when the bank counts. */
export function leftSentence(c: DraftCost): string | null {
  return c.left === null ? null : `${plural(c.left, 'free transfer')} left`;
}
