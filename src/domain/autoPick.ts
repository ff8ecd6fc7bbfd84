// Auto Pick (the team builder's one-tap squad) and the default armbands, as pure functions shared
// by the client's builder and its tests.
//
// Auto Pick fills only the empty places of the 11: the players already picked stay, and the new
// ones make, with them, one of the squad shapes of docs/rules.md §2 within the budget left. It
// picks by form (points per gameweek over the last four), never a retired player nor one who
// cannot play (anything but "available"), never one already in the squad or on the bench. The
// answer is deterministic: the same players and picks give the same squad.
import type { AvailabilityStatus } from './availability';
import type { Position } from './positions';
import { MAX_PER_POSITION, OUTFIELD_SIZE, SQUAD_SIZE, VALID_FORMATIONS, countPositions } from './squad';

export interface AutoPickCandidate {
  id: number;
  position: Position;
  priceTenths: number;
  /** Form in tenths of a point (4.5 → 45). */
  formTenths: number;
  retired: boolean;
  status: AvailabilityStatus;
}

export interface AutoPickResult {
  /** The players to add, goalkeeper first, then defenders, midfielders and attackers. */
  players: AutoPickCandidate[];
  /** The 'D-M-A' of the whole 11 once they are added. */
  formation: string;
}

const ORDER: Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'];

/** Better first: more form, then cheaper, then the lower id. */
const better = (a: AutoPickCandidate, b: AutoPickCandidate) => b.formTenths - a.formTenths || a.priceTenths - b.priceTenths || a.id - b.id;

/** The shapes the 11 can still reach from the positions already picked: what each position needs. */
function reachableNeeds(picked: Record<Position, number>): Record<Position, number>[] {
  const needs: Record<Position, number>[] = [];
  for (const shape of VALID_FORMATIONS) {
    const [d, m, a] = shape.split('-').map(Number);
    const need = { Goalkeeper: 1 - picked.Goalkeeper, Defender: d - picked.Defender, Midfielder: m - picked.Midfielder, Attacker: a - picked.Attacker };
    if (ORDER.every((p) => need[p] >= 0)) needs.push(need);
  }
  return needs;
}

/** The cost of the cheapest `need[p]` players of each position among `pool` (Infinity when too few). */
function cheapest(pool: Record<Position, AutoPickCandidate[]>, need: Record<Position, number>, skip: Set<number>): number {
  let total = 0;
  for (const p of ORDER) {
    if (need[p] === 0) continue;
    const prices = pool[p].filter((c) => !skip.has(c.id)).map((c) => c.priceTenths).sort((x, y) => x - y);
    if (prices.length < need[p]) return Infinity;
    for (let i = 0; i < need[p]; i++) total += prices[i];
  }
  return total;
}

/** One shape filled greedily by form, each pick kept only when the rest can still be afforded. */
function fillShape(pool: Record<Position, AutoPickCandidate[]>, need0: Record<Position, number>, budget: number): AutoPickCandidate[] | null {
  const need = { ...need0 };
  const chosen: AutoPickCandidate[] = [];
  const used = new Set<number>();
  let left = budget;
  if (cheapest(pool, need, used) > left) return null;
  while (ORDER.some((p) => need[p] > 0)) {
    let best: AutoPickCandidate | null = null;
    for (const p of ORDER) {
      if (need[p] === 0) continue;
      for (const c of pool[p]) {
        if (used.has(c.id) || c.priceTenths > left) continue;
        const rest = { ...need, [p]: need[p] - 1 };
        used.add(c.id);
        const fits = cheapest(pool, rest, used) <= left - c.priceTenths;
        used.delete(c.id);
        if (fits) {
          if (best === null || better(c, best) < 0) best = c;
          break; // the pool is sorted: the first that fits is this position's best
        }
      }
    }
    if (best === null) return null; // cannot happen once the cheapest squad fitted; kept for safety
    chosen.push(best);
    used.add(best.id);
    need[best.position] -= 1;
    left -= best.priceTenths;
  }
  return chosen;
}

const formOf = (players: AutoPickCandidate[]) => players.reduce((s, p) => s + p.formTenths, 0);
const costOf = (players: AutoPickCandidate[]) => players.reduce((s, p) => s + p.priceTenths, 0);

/**
 * The players that fill the empty places of the 11 (`picked`: the positions already in it) from
 * `candidates`, within `budgetLeftTenths`, leaving out the ids in `taken` (the 11 and the bench).
 * Of the shapes still reachable, the one whose picks have the most form wins (then the cheaper,
 * then the shape closest to 4-4-2). Null when no valid squad can be made; an empty list when the
 * 11 is already complete.
 */
export function autoPick(
  picked: readonly { position: Position }[],
  candidates: readonly AutoPickCandidate[],
  budgetLeftTenths: number,
  taken: Iterable<number> = [],
): AutoPickResult | null {
  const counts = countPositions(picked);
  const outfield = counts.Defender + counts.Midfielder + counts.Attacker;
  if (picked.length > SQUAD_SIZE || outfield > OUTFIELD_SIZE || counts.Goalkeeper > MAX_PER_POSITION.Goalkeeper) return null;
  const takenIds = new Set(taken);
  const seen = new Set<number>();
  const pool: Record<Position, AutoPickCandidate[]> = { Goalkeeper: [], Defender: [], Midfielder: [], Attacker: [] };
  for (const c of candidates) {
    if (c.retired || c.status !== 'available' || takenIds.has(c.id) || seen.has(c.id) || !Number.isInteger(c.priceTenths) || c.priceTenths <= 0) continue;
    if (!ORDER.includes(c.position)) continue;
    seen.add(c.id);
    pool[c.position].push(c);
  }
  for (const p of ORDER) pool[p].sort(better);

  let best: { players: AutoPickCandidate[]; need: Record<Position, number> } | null = null;
  for (const need of reachableNeeds(counts)) {
    const players = fillShape(pool, need, budgetLeftTenths);
    if (!players) continue;
    if (best === null || formOf(players) > formOf(best.players) || (formOf(players) === formOf(best.players) && costOf(players) < costOf(best.players))) {
      best = { players, need };
    }
  }
  if (!best) return null;
  const players = [...best.players].sort((a, b) => ORDER.indexOf(a.position) - ORDER.indexOf(b.position) || better(a, b));
  const d = counts.Defender + best.need.Defender;
  const m = counts.Midfielder + best.need.Midfielder;
  const a = counts.Attacker + best.need.Attacker;
  return { players, formation: `${d}-${m}-${a}` };
}

/**
 * The armbands of a new team when its manager names none: the two most expensive of the 11
 * (on a tie the lower id first), captain and vice-captain; a player who cannot play (`out`) only
 * when too few others can. Null for each when the 11 is empty.
 */
export function defaultArmbands(eleven: readonly { id: number; priceTenths: number; out?: boolean }[]): { captain: number | null; vice: number | null } {
  const ranked = [...eleven].sort((a, b) => Number(a.out ?? false) - Number(b.out ?? false) || b.priceTenths - a.priceTenths || a.id - b.id);
  return { captain: ranked[0]?.id ?? null, vice: ranked[1]?.id ?? null };
}
