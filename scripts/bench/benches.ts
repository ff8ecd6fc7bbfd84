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
