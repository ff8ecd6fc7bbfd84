import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from './model';

// A match computes again only the teams it can move, in its week: those whose history names one
// of its players, and those that played a free hit that week (whose squad then is not in their
// history), each once however many of its players they name. Every number equals a model built
// afresh from the same facts.

const DAY = 86_400_000;
const start = Date.UTC(2026, 8, 7);
const weeks: SeasonWeek[] = [0, 1, 2].map((i) => ({ id: i + 1, week: i + 1, startDate: `2026-09-${String(7 + 7 * i).padStart(2, '0')}`, deadline: start + i * 7 * DAY }));
const positions = [
  ...[1, 15, 21].map((id) => ({ id, position: 'Goalkeeper' })),
  ...[2, 3, 4, 5, 13, 22, 23, 24, 25].map((id) => ({ id, position: 'Defender' })),
  ...[6, 7, 8, 9, 12, 26, 27, 28, 29].map((id) => ({ id, position: 'Midfielder' })),
  ...[10, 11, 14, 30, 31].map((id) => ({ id, position: 'Attacker' })),
];
const own = { squad: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], bench: [12, 13, 14, 15] };
/** A free hit's squad sharing no player with the team's own. */
const freeHit = { squad: [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31], bench: [12, 13, 14, 15], captain: 26, vice: 30 };

/** Team 1 plays a free hit in the second week, team 2 in the third, team 3 none (same squads). */
function team(id: number, freeHitWeek: number | null): TeamFacts {
  const created = start - 7 * DAY;
  const f: TeamFacts = { id, name: `Team ${id}`, players: [], joined: [], left: [], capSetAt: [created], capCaptain: [1], capVice: [10], benchSetAt: [created], benchPlayers: own.bench };
  for (const p of [...own.squad, ...own.bench]) {
    f.players.push(p);
    f.joined.push(created);
    f.left.push(Infinity);
  }
  f.chips = freeHitWeek === null ? [] : [{ weekStart: weeks[freeHitWeek].startDate, chip: 'free_hit', freeHit }];
  return f;
}

function built(pts: WeekPoints[]): Standings {
  const s = new Standings();
  s.setPositions(positions);
  s.books.setRules([{ from: weeks[0].deadline, rules: { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true } }]);
  s.setWeeks(weeks, pts);
  for (const [id, week] of [[1, 1], [2, 2], [3, null]] as const) s.setTeam(team(id, week));
  return s;
}

const numbers = (s: Standings) => [1, 2, 3].map((id) => ({ total: s.total(id), weeks: weeks.map((w) => s.pointsIn(id, w.id)) }));

/** Each week's points with `rows` added to `week` (player id to points, one stat row each). */
function withMatch(pts: WeekPoints[], week: number, rows: [number, number][]): WeekPoints[] {
  return pts.map((w, i) => {
    if (i !== week) return w;
    const next = new Map(w);
    for (const [p, points] of rows) next.set(p, { points: (next.get(p)?.points ?? 0) + points, rows: (next.get(p)?.rows ?? 0) + 1 });
    return next;
  });
}

describe('a match in the standings engine', () => {
  const none: WeekPoints[] = weeks.map(() => new Map());

  it('moves a free hit played that week by the players of its squad alone, as a model built afresh', () => {
    const season = built(none);
    // The free hit's players score in the second week: team 1 played its free hit then.
    const afterFirst = withMatch(none, 1, [[21, 5], [26, 3], [30, 2]]);
    season.setWeeks(weeks, afterFirst);
    expect(numbers(season)).toEqual(numbers(built(afterFirst)));
    expect(season.pointsIn(1, weeks[1].id)).toBe(5 + 3 * 2 + 2);
    expect(season.pointsIn(2, weeks[1].id)).toBe(0);
    // In the third week: team 2's free hit; team 1 plays its own squad again.
    const afterSecond = withMatch(afterFirst, 2, [[21, 4], [1, 6]]);
    season.setWeeks(weeks, afterSecond);
    expect(numbers(season)).toEqual(numbers(built(afterSecond)));
    expect(season.pointsIn(2, weeks[2].id)).toBe(4);
    expect(season.pointsIn(1, weeks[2].id)).toBe(12);
  });

  it('counts a team once however many of the match players it names, and its delete restores the numbers', () => {
    const season = built(none);
    const before = numbers(season);
    const match = withMatch(none, 0, [[1, 2], [2, 6], [3, 1], [10, 4], [12, 9], [21, 7]]);
    season.setWeeks(weeks, match);
    expect(numbers(season)).toEqual(numbers(built(match)));
    // The captain (1) doubled, and the first of the bench (12) on for a starter who did not play:
    // 2 * 2 + 6 + 1 + 4 + 9.
    expect(season.pointsIn(3, weeks[0].id)).toBe(24);
    season.setWeeks(weeks, none);
    expect(numbers(season)).toEqual(before);
  });
});
