import type { TestApp } from '../../test/harness';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import { leagueCalls } from '../../test/leagues';
import { gameWeeks, recordMatch, removeMatch, row, snapshotFor, startSeasonApp, type Auth } from '../../test/season';

// Mini-leagues that hold: a start week stays the same week when earlier weeks appear or go, a
// removed member stays out until the league has a new code, and a league being deleted is never
// joined (docs/rules.md, mini-leagues).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  // Teams are made before the first deadline of November, so they have every week's snapshot.
  ({ t, pool, staff } = await startSeasonApp('2026-10-21T12:00:00Z', { prefix: 'Codes', count: 9 }));
});
afterAll(() => t.close());

const { join, get, mine, remove, destroy, renew, member, newLeague, table } = leagueCalls(() => t);

describe('a start week is held by its Monday', () => {
  test('a match recorded before week 1, then deleted, moves neither the table nor its start; the answers renumber', async () => {
    const a = await member(squadOf(pool, '4-4-2'), 'Anchor Athletic');
    const b = await member(
      [pool.Goalkeeper[1], ...pool.Defender.slice(4, 8), ...pool.Midfielder.slice(4, 8), ...pool.Attacker.slice(2, 4)],
      'Bravo Anchors',
    );
    // Weeks of 2, 9 and 16 November: points for both teams in each.
    t.clock.set('2026-11-18T12:00:00Z');
    for (const [date, scorers] of [
      ['2026-11-04T15:00:00', [pool.Goalkeeper[0], pool.Defender[4]]],
      ['2026-11-11T15:00:00', [pool.Attacker[0], pool.Midfielder[4]]],
      ['2026-11-17T15:00:00', [pool.Defender[0], pool.Goalkeeper[1]]],
    ] as const) {
      await recordMatch(t, staff, { date, players_stats: scorers.map((p) => row(p, { goals: 1 })) });
    }
    const fromWeek3 = await newLeague(a, 'From week 3', 3);
    const beyond = await newLeague(a, 'From week 5', 5);
    const whole = await newLeague(a, 'Whole season', 1);
    for (const l of [fromWeek3, beyond, whole]) expect((await join(b.auth, l.code)).statusCode).toBe(200);
    expect(fromWeek3.start_week).toBe(3);
    expect(beyond.start_week).toBe(5);
    const before = (await table(a.auth, fromWeek3.id)).standings;
    const week3 = (await gameWeeks(t)).find((w) => w.week === 3)!;
    expect(before.find((s) => s.member_id === a.id)!.points).toBe((await snapshotFor(t, a.teamId!, week3.id))!.weekly_points);
    expect(before.map((s) => s.points)).not.toEqual([0, 0]);

    // A match of the week of 19 October, recorded late: it becomes week 1 and renumbers the rest.
    const early = await recordMatch(t, staff, { date: '2026-10-22T15:00:00', players_stats: [row(pool.Attacker[1], { goals: 3 })] });
    expect((await gameWeeks(t)).map((w) => w.start_date)).toEqual(['2026-10-19', '2026-11-02', '2026-11-09', '2026-11-16']);
    const after = await table(a.auth, fromWeek3.id);
    expect(after.standings).toEqual(before);
    expect((await get(a.auth, fromWeek3.id)).json().start_week).toBe(4);
    expect((await mine(b.auth)).map((l) => [l.name, (l as unknown as { start_week: number }).start_week])).toEqual([
      ['From week 3', 4],
      ['From week 5', 6],
      ['Whole season', 1],
    ]);
    // The whole-season league counts the new week too.
    const wholeTable = (await table(a.auth, whole.id)).standings;
    expect(wholeTable.reduce((n, s) => n + s.points, 0)).toBeGreaterThanOrEqual(before.reduce((n, s) => n + s.points, 0));

    // Deleting it renumbers back; the table still has not moved.
    expect((await removeMatch(t, staff, early.id)).statusCode).toBe(204);
    expect((await table(a.auth, fromWeek3.id)).standings).toEqual(before);
    expect((await get(a.auth, fromWeek3.id)).json().start_week).toBe(3);
    expect((await get(a.auth, beyond.id)).json().start_week).toBe(5);
  });
});

describe('removed members stay out', () => {
  test("a removed member's joins with the code are 403 until the owner gives the league a new code", async () => {
    const owner = await member(null);
    const gone = await member(null);
    const other = await member(null);
    const league = await newLeague(owner, 'Kept out');
    expect((await join(gone.auth, league.code)).statusCode).toBe(200);
    expect((await remove(owner.auth, league.id, gone.id)).statusCode).toBe(204);

    const again = await join(gone.auth, league.code);
    expect(again.statusCode).toBe(403);
    expect(again.json().detail).toMatch(/removed/);
    expect((await get(gone.auth, league.id)).statusCode).toBe(403);
    expect((await table(owner.auth, league.id)).standings.map((s) => s.member_id)).toEqual([owner.id]);
    // Others still join with the code.
    expect((await join(other.auth, league.code)).statusCode).toBe(200);

    // Only the owner gives a new code: 403 for a member or a stranger, 404 for no such league.
    expect((await renew(other.auth, league.id)).statusCode).toBe(403);
    expect((await renew(gone.auth, league.id)).statusCode).toBe(403);
    expect((await renew(owner.auth, 999_999)).statusCode).toBe(404);
    expect((await renew(undefined, league.id)).statusCode).toBe(401);
    expect((await table(owner.auth, league.id)).code).toBe(league.code);

    const renewed = await renew(owner.auth, league.id);
    expect(renewed.statusCode).toBe(200);
    const { code } = renewed.json() as { code: string };
    expect(renewed.json()).toMatchObject({ id: league.id, name: 'Kept out', owner_id: owner.id, start_week: 1 });
    expect(code).not.toBe(league.code);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    // Members stay; the old code is no code at all; the removed member may come back with the new one.
    expect((await table(other.auth, league.id)).code).toBe(code);
    expect((await join(gone.auth, league.code)).statusCode).toBe(404);
    expect((await join(gone.auth, code)).statusCode).toBe(200);
    expect((await table(owner.auth, league.id)).standings).toHaveLength(3);
  });

  test('leaving by oneself is not a removal: the code still works', async () => {
    const owner = await member(null);
    const leaver = await member(null);
    const league = await newLeague(owner, 'Open door');
    expect((await join(leaver.auth, league.code)).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: `/api/leagues/${league.id}/leave/`, headers: leaver.auth })).statusCode).toBe(204);
    expect((await join(leaver.auth, league.code)).statusCode).toBe(200);
  });
});

describe('a league being deleted', () => {
  test('joins racing its delete answer 200 or 404, never 409; afterwards 404', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await member(null);
      const joiners = await Promise.all(Array.from({ length: 8 }, () => member(null)));
      const league = await newLeague(owner, `Doomed ${round}`);
      const answers = await Promise.all([
        ...joiners.slice(0, 4).map((m) => join(m.auth, league.code)),
        destroy(owner.auth, league.id),
        ...joiners.slice(4).map((m) => join(m.auth, league.code)),
      ]);
      expect(answers[4].statusCode).toBe(204);
      for (const res of answers.filter((_, i) => i !== 4)) expect([200, 404]).toContain(res.statusCode);
      expect((await join(joiners[0].auth, league.code)).statusCode).toBe(404);
      for (const m of joiners) expect((await mine(m.auth)).find((l) => l.id === league.id)).toBeUndefined();
    }
  });
});
