import { firstDifference } from './books';
import type { RulesFrom } from './ledger';
import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from './model';

// A rules change reaches the engine's snapshots only from its deadline on: a change from after
// every gameweek (how staff change them: from the next deadline) computes no team again, and any
// other is computed in full. Either way the numbers equal a model built afresh with the new rules.

const DAY = 86_400_000;
const limits = (cost: number) => ({ free_transfers: 1, max_banked: 5, transfer_cost: cost, chips: true });
const start = Date.UTC(2026, 8, 7);
const weeks: SeasonWeek[] = [0, 1, 2, 3].map((i) => ({ id: i + 1, week: i + 1, startDate: `2026-09-${String(7 + 7 * i).padStart(2, '0')}`, deadline: start + i * 7 * DAY }));
const positions = [
  ...[1, 15].map((id) => ({ id, position: 'Goalkeeper' })),
  ...[2, 3, 4, 5, 13, 16, 17, 18].map((id) => ({ id, position: 'Defender' })),
  ...[6, 7, 8, 9, 12].map((id) => ({ id, position: 'Midfielder' })),
  ...[10, 11, 14].map((id) => ({ id, position: 'Attacker' })),
];
// Every player scores 2 a week; the new defenders 5.
const pts: WeekPoints[] = weeks.map(() => new Map(positions.map((p) => [p.id, { points: p.id >= 16 ? 5 : 2, rows: 1 }])));

/** A team that changes three defenders before the third deadline (a bank of 2: one transfer paid for). */
function team(): TeamFacts {
  const created = start - 7 * DAY;
  const hit = weeks[2].deadline - 2 * DAY;
  const f: TeamFacts = { id: 1, name: 'Hitters', players: [], joined: [], left: [], capSetAt: [created], capCaptain: [1], capVice: [10], benchSetAt: [created], benchPlayers: [12, 13, 14, 15] };
  const stay = (p: number, joined: number, left: number) => {
    f.players.push(p);
    f.joined.push(joined);
    f.left.push(left);
  };
  for (const p of [1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) stay(p, created, Infinity);
  for (const [out, into] of [[2, 16], [3, 17], [4, 18]]) {
    stay(out, created, hit);
    stay(into, hit, Infinity);
  }
  return f;
}

function built(rules: RulesFrom[]): Standings {
  const s = new Standings();
  s.setPositions(positions);
  s.books.setRules(rules);
  s.setWeeks(weeks, pts);
  s.setTeam(team());
  return s;
}

const numbers = (s: Standings) => ({ total: s.total(1), weeks: weeks.map((w) => s.snapshot(1, w.id)?.transferCost) });

describe('a rules change in the standings engine', () => {
  const first: RulesFrom[] = [{ from: weeks[0].deadline, rules: limits(4) }];

  it('finds the first deadline at which the rules in force differ', () => {
    expect(firstDifference(first, first)).toBe(Infinity);
    expect(firstDifference(first, [...first, { from: weeks[2].deadline, rules: limits(6) }])).toBe(weeks[2].deadline);
    // The same rules again from a later deadline change nothing.
    expect(firstDifference(first, [...first, { from: weeks[3].deadline, rules: limits(4) }])).toBe(Infinity);
    expect(firstDifference([], first)).toBe(weeks[0].deadline);
  });

  it('equals a model built afresh, for a change from an earlier deadline and from a later one', () => {
    const season = built(first);
    expect(numbers(season).weeks).toEqual([0, 0, 4, 0]);
    // From the second deadline on: the third gameweek's transfer costs 6.
    const earlier = [...first, { from: weeks[1].deadline, rules: limits(6) }];
    season.books.setRules(earlier);
    season.setWeeks(weeks, pts);
    expect(numbers(season)).toEqual(numbers(built(earlier)));
    expect(numbers(season).weeks).toEqual([0, 0, 6, 0]);
    // From the next deadline on (after every gameweek): no snapshot changes.
    const later = [...earlier, { from: weeks[3].deadline + 7 * DAY, rules: limits(10) }];
    season.books.setRules(later);
    season.setWeeks(weeks, pts);
    expect(numbers(season)).toEqual(numbers(built(later)));
    expect(numbers(season).weeks).toEqual([0, 0, 6, 0]);
  });
});
