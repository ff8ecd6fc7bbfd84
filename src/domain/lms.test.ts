import { lastManStanding, type LmsWeek } from './lms';

/** A week from a table of points by team (missing: no snapshot). */
const week = (n: number, points: Record<number, number>): LmsWeek => ({ week: n, points: (team) => points[team] ?? null });

describe('lastManStanding', () => {
  it('puts out the fewest points each week until one is left, who wins', () => {
    const r = lastManStanding([1, 2, 3, 4], [week(3, { 1: 10, 2: 4, 3: 8, 4: 9 }), week(4, { 1: 5, 3: 7, 4: 6 }), week(5, { 3: 1, 4: 2 }), week(6, { 4: 0 })]);
    expect(r.rounds).toEqual([
      { week: 3, out: [{ team: 2, points: 4 }], survivors: 3 },
      { week: 4, out: [{ team: 1, points: 5 }], survivors: 2 },
      { week: 5, out: [{ team: 3, points: 1 }], survivors: 1 },
    ]);
    expect(r.winner).toBe(4);
    expect(r.survivors).toEqual([4]);
    expect([...r.outInWeek]).toEqual([
      [2, 3],
      [1, 4],
      [3, 5],
    ]);
  });

  it('puts out everyone tied on the fewest, but nobody when that would leave none', () => {
    const r = lastManStanding([1, 2, 3], [week(1, { 1: 3, 2: 3, 3: 9 }), week(2, { 3: 1 })]);
    expect(r.rounds[0].out.map((x) => x.team)).toEqual([1, 2]);
    expect(r.winner).toBe(3);
    const all = lastManStanding([1, 2], [week(1, { 1: 5, 2: 5 }), week(2, { 1: 4, 2: 6 })]);
    expect(all.rounds).toEqual([
      { week: 1, out: [], survivors: 2 },
      { week: 2, out: [{ team: 1, points: 4 }], survivors: 1 },
    ]);
    expect(all.winner).toBe(2);
  });

  it('counts a survivor without a snapshot as 0 points', () => {
    const r = lastManStanding([1, 2, 3], [week(1, { 1: 1, 2: 2 })]);
    expect(r.rounds[0].out).toEqual([{ team: 3, points: 0 }]);
  });

  it('has no winner while more than one is in, or with no entrants; a lone entrant wins', () => {
    expect(lastManStanding([1, 2], []).winner).toBeNull();
    expect(lastManStanding([], [week(1, {})])).toMatchObject({ winner: null, rounds: [] });
    expect(lastManStanding([7], [week(1, { 7: 3 })])).toMatchObject({ winner: 7, rounds: [] });
  });
});
