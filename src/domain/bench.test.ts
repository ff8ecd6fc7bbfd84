import { automaticSubstitutions, benchListProblems, isAllowedShape, lineupMultipliers, type LineupPlayer } from './bench';
import type { Position } from './positions';

const G = 'Goalkeeper';
const D = 'Defender';
const M = 'Midfielder';
const A = 'Attacker';

/** A lineup from a shape: ids from `first` upward, goalkeeper first. */
function lineup(first: number, shape: [number, number, number], gk = 1): LineupPlayer[] {
  const positions: Position[] = [
    ...Array<Position>(gk).fill(G),
    ...Array<Position>(shape[0]).fill(D),
    ...Array<Position>(shape[1]).fill(M),
    ...Array<Position>(shape[2]).fill(A),
  ];
  return positions.map((position, k) => ({ id: first + k, position }));
}

const bench = (...players: [number, Position][]): LineupPlayer[] => players.map(([id, position]) => ({ id, position }));
const playedAllBut =
  (...absent: number[]) =>
  (id: number) =>
    !absent.includes(id);

describe('isAllowedShape', () => {
  it.each([
    [[4, 4, 2], true],
    [[5, 4, 1], true],
    [[3, 5, 2], true],
    [[2, 5, 3], true],
    [[5, 5, 0], false],
    [[3, 3, 4], false],
    [[6, 3, 1], false],
    [[4, 4, 1], false],
  ] as [[number, number, number], boolean][])('%j is %s', (shape, ok) => {
    expect(isAllowedShape(lineup(1, shape))).toBe(ok);
  });

  it('needs exactly one goalkeeper', () => {
    expect(isAllowedShape(lineup(1, [4, 4, 2], 0))).toBe(false);
    expect(isAllowedShape(lineup(1, [4, 3, 2], 2))).toBe(false);
  });
});

describe('automaticSubstitutions', () => {
  const xi = lineup(1, [4, 4, 2]); // 1 GK, 2-5 DEF, 6-9 MID, 10-11 ATT

  it('makes none when everyone played or the bench is empty', () => {
    expect(automaticSubstitutions(xi, bench([20, D]), () => true)).toEqual([]);
    expect(automaticSubstitutions(xi, [], playedAllBut(3))).toEqual([]);
  });

  it('brings on the first bench player in order who played', () => {
    expect(automaticSubstitutions(xi, bench([20, M], [21, D]), playedAllBut(7))).toEqual([{ out: 7, in: 20 }]);
    expect(automaticSubstitutions(xi, bench([20, M], [21, D]), playedAllBut(7, 20))).toEqual([{ out: 7, in: 21 }]);
  });

  it('replaces the goalkeeper only by a goalkeeper and an outfield player only by an outfield player', () => {
    expect(automaticSubstitutions(xi, bench([20, D], [21, G]), playedAllBut(1))).toEqual([{ out: 1, in: 21 }]);
    expect(automaticSubstitutions(xi, bench([21, G]), playedAllBut(4))).toEqual([]);
  });

  it('takes the starters goalkeeper, defenders, midfielders, attackers, by id within a position', () => {
    const subs = automaticSubstitutions(xi, bench([20, D], [21, A], [22, G], [23, M]), playedAllBut(10, 6, 3, 1));
    expect(subs).toEqual([
      { out: 1, in: 22 },
      { out: 3, in: 20 },
      { out: 6, in: 21 },
      { out: 10, in: 23 },
    ]);
  });

  it('passes over a bench player whose coming on breaks the shape, who stays available later', () => {
    // 3-5-2 losing a defender: an attacker would make 2-5-3 (allowed), a midfielder 2-6-2 (not).
    const x352 = lineup(1, [3, 5, 2]); // 1 GK, 2-4 DEF, 5-9 MID, 10-11 ATT
    expect(automaticSubstitutions(x352, bench([20, M], [21, A]), playedAllBut(2))).toEqual([{ out: 2, in: 21 }]);
    // The passed-over midfielder then replaces an absent midfielder.
    expect(automaticSubstitutions(x352, bench([20, M], [21, A]), playedAllBut(2, 5))).toEqual([
      { out: 2, in: 21 },
      { out: 5, in: 20 },
    ]);
  });

  it('never brings a bench player on twice, and leaves a starter out when no one fits', () => {
    expect(automaticSubstitutions(xi, bench([20, M]), playedAllBut(6, 7))).toEqual([{ out: 6, in: 20 }]);
    // 5-4-1 losing its attacker: a defender would make 6-4-0, a midfielder 5-5-0: neither allowed.
    const x541 = lineup(1, [5, 4, 1]);
    expect(automaticSubstitutions(x541, bench([20, D], [21, M]), playedAllBut(11))).toEqual([]);
  });
});

describe('lineupMultipliers', () => {
  const xi = lineup(1, [4, 4, 2]);

  it('doubles the doubled starter, zeroes a replaced starter and counts a substitute once', () => {
    const m = lineupMultipliers(xi, bench([20, M], [21, D]), playedAllBut(7), 9);
    expect(m.subs).toEqual([{ out: 7, in: 20 }]);
    expect(m.starters).toEqual([1, 1, 1, 1, 1, 1, 0, 1, 2, 1, 1]);
    expect(m.bench).toEqual([1, 0]);
  });

  it('gives no one a 2 without a doubled player', () => {
    const m = lineupMultipliers(xi, [], () => true, null);
    expect(m.starters.every((x) => x === 1)).toBe(true);
  });
});

describe('benchListProblems', () => {
  it('accepts 0 to 4 distinct players not among the 11', () => {
    expect(benchListProblems([], [1, 2])).toEqual([]);
    expect(benchListProblems([5, 6, 7, 8], [1, 2])).toEqual([]);
  });

  it('refuses a long bench, a duplicate and a starter', () => {
    expect(benchListProblems([5, 6, 7, 8, 9], [1])).toHaveLength(1);
    expect(benchListProblems([5, 5], [1])).toEqual(['A player can be on the bench only once.']);
    expect(benchListProblems([1], [1])).toEqual(['A bench player cannot also be among the 11.']);
  });
});

describe('automaticSubstitutions against a literal reading of the rule', () => {
  // The rule as the product rules §21 words it, swapping players in a copy of the 11 and asking the
  // shape of the whole 11 each time: the engine's version counts positions instead (it runs for
  // every snapshot of a new gameweek), and must answer the same.
  function literal(starters: LineupPlayer[], benchPlayers: LineupPlayer[], played: (id: number) => boolean) {
    const order = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 };
    const absent = starters.filter((p) => !played(p.id)).sort((a, b) => order[a.position] - order[b.position] || a.id - b.id);
    let xi = [...starters];
    const subs: { out: number; in: number }[] = [];
    for (const out of absent) {
      for (const b of benchPlayers) {
        if (subs.some((s) => s.in === b.id) || !played(b.id) || (b.position === G) !== (out.position === G)) continue;
        const next = xi.map((p) => (p.id === out.id ? b : p));
        if (isAllowedShape(next)) {
          xi = next;
          subs.push({ out: out.id, in: b.id });
          break;
        }
      }
    }
    return subs;
  }

  it('answers the same for thousands of random lineups, benches and weeks', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const shapes: [number, number, number][] = [[4, 4, 2], [4, 5, 1], [5, 4, 1], [3, 5, 2], [5, 3, 2], [4, 3, 3], [3, 4, 3], [2, 5, 3], [5, 2, 3]];
    const positions: Position[] = [G, D, M, A];
    let made = 0;
    for (let i = 0; i < 5000; i++) {
      const ids = rand() < 0.5 ? [...Array(15).keys()].map((k) => 100 - k * 3) : [...Array(15).keys()].map((k) => 1 + ((k * 37 + i) % 97));
      const xi = lineup(0, shapes[Math.floor(rand() * shapes.length)]).map((p, k) => ({ ...p, id: ids[k] }));
      const bench = Array.from({ length: Math.floor(rand() * 5) }, (_, k) => ({ id: ids[11 + k], position: positions[Math.floor(rand() * 4)] }));
      const chance = rand();
      const playedIds = new Set(ids.filter(() => rand() < chance));
      const played = (id: number) => playedIds.has(id);
      const subs = automaticSubstitutions(xi, bench, played);
      made += subs.length;
      expect({ i, subs }).toEqual({ i, subs: literal(xi, bench, played) });
    }
    expect(made).toBeGreaterThan(1000);
  });
});
