import { AVERAGE, averageOf, h2hTable, roundAt, roundRobin, type H2hPair } from './h2h';

const key = (p: H2hPair) => [p.home, p.away].sort((a, b) => a - b).join('-');

describe('roundRobin', () => {
  it.each([2, 4, 6, 10])('with %i members, each meets every other exactly once over count - 1 rounds', (n) => {
    const members = Array.from({ length: n }, (_, i) => i + 1);
    const rounds = roundRobin(members);
    expect(rounds).toHaveLength(n - 1);
    const met = rounds.flat().map(key);
    expect(new Set(met).size).toBe((n * (n - 1)) / 2);
    for (const round of rounds) expect(new Set(round.flatMap((p) => [p.home, p.away])).size).toBe(n);
  });

  it.each([3, 5, 9])('with %i members, one a round meets AVERAGE (at home), each once, over count rounds', (n) => {
    const members = Array.from({ length: n }, (_, i) => 10 * (i + 1));
    const rounds = roundRobin(members);
    expect(rounds).toHaveLength(n);
    for (const round of rounds) {
      const vsAverage = round.filter((p) => p.away === AVERAGE || p.home === AVERAGE);
      expect(vsAverage).toHaveLength(1);
      expect(vsAverage[0].away).toBe(AVERAGE);
    }
    expect(new Set(rounds.map((r) => r.find((p) => p.away === AVERAGE)!.home)).size).toBe(n);
    expect(new Set(rounds.flat().filter((p) => p.away !== AVERAGE).map(key)).size).toBe((n * (n - 1)) / 2);
  });

  it('has no rounds for fewer than two, and a lone member meets AVERAGE', () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([4])).toEqual([[{ home: 4, away: AVERAGE }]]);
  });

  it('repeats in the same order once every pair has met', () => {
    const rounds = roundRobin([1, 2, 3, 4]);
    expect(roundAt(rounds, 3)).toEqual(rounds[0]);
    expect(roundAt(rounds, 7)).toEqual(rounds[1]);
  });
});

describe('averageOf', () => {
  it('is the mean to the nearest integer', () => {
    expect(averageOf([10, 11])).toBe(11);
    expect(averageOf([10, 10, 11])).toBe(10);
    expect(averageOf([])).toBe(0);
  });
});

describe('h2hTable', () => {
  it('gives 3 for a win, 1 each for a draw and 0 for a loss, and sums the score', () => {
    // Two members, two rounds: 1 beats 2, then they draw.
    const pts: Record<number, number[]> = { 1: [50, 40], 2: [30, 40] };
    const t = h2hTable([1, 2], 2, (m, k) => pts[m][k]);
    expect(t.get(1)).toEqual({ played: 2, won: 1, drawn: 1, lost: 0, points: 4, score: 90 });
    expect(t.get(2)).toEqual({ played: 2, won: 0, drawn: 1, lost: 1, points: 1, score: 70 });
  });

  it('plays the odd member out against the round average, which earns nothing itself', () => {
    // Three members, one round: the average of 30, 60 and 90 is 60.
    const pts: Record<number, number> = { 1: 30, 2: 60, 3: 90 };
    const t = h2hTable([1, 2, 3], 1, (m) => pts[m]);
    const lines = [...t.values()];
    expect(lines.reduce((n, l) => n + l.played, 0)).toBe(3);
    const [pair] = roundRobin([1, 2, 3])[0].filter((p) => p.away === AVERAGE);
    expect(t.get(pair.home)!.points).toBe(pts[pair.home] > 60 ? 3 : pts[pair.home] === 60 ? 1 : 0);
  });
});
