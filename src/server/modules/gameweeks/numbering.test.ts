import type { TestApp } from '../../test/harness';
import { gameWeeks, getJson, recordMatch, removeMatch, row, startSeasonApp, type Auth } from '../../test/season';
import type { PlayerPool } from '../../test/fixtures';

// Gameweek numbers over HTTP, with the game clock moved by hand: a week recorded late takes its
// place among the others, and deleting a week's last match closes the gap.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Snap' }));
});
afterAll(() => t.close());

describe('gameweek numbering', () => {
  test('an earlier week recorded later takes its place; deleting a middle week closes the gap; ids never change', async () => {
    t.clock.set('2027-02-20T12:00:00Z');
    const before = await gameWeeks(t);
    const n = before.length;
    const feb15 = await recordMatch(t, staff, { date: '2027-02-16T19:00', players_stats: [row(pool.Midfielder[2])] });
    expect(feb15.game_week.week).toBe(n + 1);

    // 1 February comes before 15 February: it takes number n+1, 15 February moves to n+2.
    const feb1 = await recordMatch(t, staff, { date: '2027-02-03T19:00', players_stats: [row(pool.Midfielder[3])] });
    expect(feb1.game_week.week).toBe(n + 1);
    let weeks = await gameWeeks(t);
    expect(weeks.map((w) => w.week)).toEqual(Array.from({ length: n + 2 }, (_, i) => i + 1));
    expect(weeks.slice(0, n)).toEqual(before);
    expect(weeks[n]).toMatchObject({ id: feb1.game_week.id, start_date: '2027-02-01', end_date: '2027-02-07' });
    expect(weeks[n + 1]).toMatchObject({ id: feb15.game_week.id, week: n + 2, start_date: '2027-02-15', end_date: '2027-02-21' });

    // 8 February, between them, with two matches.
    const feb8a = await recordMatch(t, staff, { date: '2027-02-09T19:00', players_stats: [row(pool.Midfielder[4])] });
    const feb8b = await recordMatch(t, staff, { date: '2027-02-14T23:59', players_stats: [row(pool.Midfielder[4])] });
    expect(feb8b.game_week).toEqual({ id: feb8a.game_week.id, week: n + 2 });
    weeks = await gameWeeks(t);
    expect(weeks.slice(n).map((w) => [w.id, w.week])).toEqual([
      [feb1.game_week.id, n + 1],
      [feb8a.game_week.id, n + 2],
      [feb15.game_week.id, n + 3],
    ]);
    const matchesOf8 = (await getJson(t, '/api/matches/', 'listMatches')).filter(
      (m: { game_week: { id: number } }) => m.game_week.id === feb8a.game_week.id,
    );
    expect(matchesOf8).toHaveLength(2);

    // Deleting one of week 8's two matches keeps the week; deleting the last one removes it.
    await removeMatch(t, staff, feb8a.id);
    expect((await gameWeeks(t)).map((w) => w.id)).toContain(feb8a.game_week.id);
    await removeMatch(t, staff, feb8b.id);
    weeks = await gameWeeks(t);
    expect(weeks.slice(n).map((w) => [w.id, w.week])).toEqual([
      [feb1.game_week.id, n + 1],
      [feb15.game_week.id, n + 2],
    ]);
    expect(await getJson(t, `/api/game-weeks/?week=${n + 2}`, 'listGameWeeks')).toEqual([weeks[n + 1]]);
    expect(await getJson(t, `/api/game-weeks/?week=${n + 3}`, 'listGameWeeks')).toEqual([]);
    // Matches show their week's new number.
    const matches = await getJson(t, '/api/matches/', 'listMatches');
    expect(matches.find((m: { id: number }) => m.id === feb15.id).game_week).toEqual({ id: feb15.game_week.id, week: n + 2 });
  });
});
