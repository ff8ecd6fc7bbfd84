// The seeded teams' benches (seed.ts), shared with the model's memory measure (model-memory.ts):
// no database here.
import type { Position } from '../../src/domain/positions';

/**
 * Each team's bench: a midfielder, a defender, an attacker and a goalkeeper (the order they come
 * on) from the cheapest dozen of each position, none of the 11 (whose first defender may be
 * transferred for one from the other half of the list: the bench takes none of those either).
 * Cheap, so that the 11 and the bench stay within £100m with room for the bench's transfers (a
 * defender of up to 8.0 for one of at least 4.0) nearly always; `seedSeason` reports the rest.
 */
export function seasonBenches(byPos: Record<Position, number[]>, prices: number[]) {
  const cheapest = (pos: Position) => [...byPos[pos]].sort((a, b) => prices[a] - prices[b] || a - b).slice(0, 12);
  const cheap = { Goalkeeper: cheapest('Goalkeeper'), Defender: cheapest('Defender'), Midfielder: cheapest('Midfielder'), Attacker: cheapest('Attacker') };
  const order: Position[] = ['Midfielder', 'Defender', 'Attacker', 'Goalkeeper'];
  const half = Math.floor(byPos.Defender.length / 2);
  const swapped = (p: number) => byPos.Defender[(byPos.Defender.indexOf(p) + half) % byPos.Defender.length];
  return (t: number, squad: number[]): number[] => {
    const taken = new Set([...squad, swapped(squad[1])]);
    return order.map((pos, k) => {
      const list = cheap[pos];
      for (let i = 0; i < list.length; i++) {
        const p = list[(t * 5 + k + i) % list.length];
        if (!taken.has(p)) {
          taken.add(p);
          return p;
        }
      }
      throw new Error(`No cheap ${pos} left for team ${t}'s bench.`);
    });
  };
}

/** A team's 11 in the seed: 1 goalkeeper, 4 defenders, 4 midfielders, 2 attackers (the captain is
 *  the goalkeeper, the vice the last attacker). */
export function seasonSquad(byPos: Record<Position, number[]>, t: number): number[] {
  const pick = (list: number[], k: number, step: number) => list[(t * 7 + k * step) % list.length];
  return [
    pick(byPos.Goalkeeper, 0, 1),
    ...[0, 1, 2, 3].map((k) => pick(byPos.Defender, k, 13)),
    ...[0, 1, 2, 3].map((k) => pick(byPos.Midfielder, k, 13)),
    ...[0, 1].map((k) => pick(byPos.Attacker, k, 7)),
  ];
}

export type SeasonChip = 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain';

/**
 * The chips a team plays, as (week index, chip), at most one a week and each chip once (no terms:
 * the season is one period): a third of the teams play a wildcard, a quarter a bench boost, a fifth
 * a triple captain and a sixth a free hit, each in a week of its own spread over the season.
 */
export function seasonChips(t: number, weeks: number): { week: number; chip: SeasonChip }[] {
  const plan: [SeasonChip, boolean, number][] = [
    ['wildcard', t % 3 === 0, (t * 7) % weeks],
    ['bench_boost', t % 4 === 1, (t * 11 + 3) % weeks],
    ['triple_captain', t % 5 === 2, (t * 13 + 5) % weeks],
    ['free_hit', t % 6 === 3, (t * 17 + 1) % weeks],
  ];
  const taken = new Set<number>();
  const out: { week: number; chip: SeasonChip }[] = [];
  for (const [chip, plays, week] of plan) {
    if (!plays || taken.has(week)) continue;
    taken.add(week);
    out.push({ week, chip });
  }
  return out;
}

/** The squad a team's free hit is played with: the next team's 11 and bench, its captain and vice. */
export function freeHitSquad(byPos: Record<Position, number[]>, benchOf: (t: number, squad: number[]) => number[], t: number) {
  const squad = seasonSquad(byPos, t + 1);
  return { squad, bench: benchOf(t + 1, squad), captain: squad[0], vice: squad[10] };
}

/**
 * A hit: every eighth team changes three of its midfielders in one of the season's first weeks,
 * when its bank holds one or two free transfers (so it pays 4 or 8 points). Answers the week index
 * and who goes for whom, or null. New midfielders are taken from the other half of the list, never
 * one the team holds or benches.
 */
export function seasonHit(byPos: Record<Position, number[]>, t: number, weeks: number, held: readonly number[]): { week: number; out: number[]; into: number[] } | null {
  if (t % 8 !== 5 || weeks < 5) return null;
  const list = byPos.Midfielder;
  const taken = new Set(held);
  const out = held.filter((p) => list.includes(p)).slice(0, 3);
  const into = out.map((p) => {
    for (let i = Math.floor(list.length / 2); ; i++) {
      const q = list[(list.indexOf(p) + i) % list.length];
      if (!taken.has(q)) {
        taken.add(q);
        return q;
      }
    }
  });
  return { week: 1 + (t % 3), out, into };
}
