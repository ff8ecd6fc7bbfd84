import { expectContract, type TestApp } from '../../test/harness';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import { leagueCalls, type Member } from '../../test/leagues';
import { gameWeeks, getJson, leagueTable, recordMatch, removeMatch, row, snapshotFor, startSeasonApp, type Auth } from '../../test/season';

// Mini-league standings and the main table's pages over HTTP (docs/rules.md §3 and §9).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  // Teams are made before the first deadline of November, so they have every week's snapshot.
  ({ t, pool, staff } = await startSeasonApp('2026-10-28T12:00:00Z', { prefix: 'League', count: 9 }));
});
afterAll(() => t.close());

const { join, mine, member, newLeague, table } = leagueCalls(() => t);

describe('standings', () => {
  test('points from start_week on, ranked like the main table, equal to the snapshots; teams and matches change them', async () => {
    // Three teams with different squads, one member without a team.
    const squadA = squadOf(pool, '4-4-2');
    const squadB = [pool.Goalkeeper[1], ...pool.Defender.slice(4, 8), ...pool.Midfielder.slice(4, 8), ...pool.Attacker.slice(2, 4)];
    const squadC = [pool.Goalkeeper[2], ...pool.Defender.slice(4, 8), ...pool.Midfielder.slice(4, 8), ...pool.Attacker.slice(2, 4)];
    const a = await member(squadA, 'alpha Athletic');
    const b = await member(squadB, 'Bravo Rovers');
    const c = await member(squadC, 'charlie City');
    const d = await member(null);
    const all = await newLeague(a, 'Everyone');
    const late = await newLeague(b, 'From week 2', 2);
    for (const m of [b, c, d]) expect((await join(m.auth, all.code)).statusCode).toBe(200);
    for (const m of [a, c]) expect((await join(m.auth, late.code)).statusCode).toBe(200);

    // Week 1 (Mon 2 Nov): A's goalkeeper scores. Week 2 (9 Nov): B's and C's shared defender.
    // Week 3 (16 Nov): A's attacker and C's goalkeeper.
    t.clock.set('2026-11-18T12:00:00Z');
    await recordMatch(t, staff, { date: '2026-11-04T15:00:00', players_stats: [row(pool.Goalkeeper[0], { goals: 1 })] });
    await recordMatch(t, staff, { date: '2026-11-11T15:00:00', players_stats: [row(pool.Defender[4], { goals: 1 })] });
    const third = await recordMatch(t, staff, {
      date: '2026-11-17T15:00:00',
      players_stats: [row(pool.Attacker[0], { goals: 1 }), row(pool.Goalkeeper[2], { MOTM: 1 })],
    });

    const weeks = await gameWeeks(t);
    expect(weeks.map((w) => w.week)).toEqual([1, 2, 3]);
    const pointsFrom = async (teamId: number, startWeek: number) => {
      let sum = 0;
      for (const w of weeks.filter((w) => w.week >= startWeek)) sum += (await snapshotFor(t, teamId, w.id))?.weekly_points ?? 0;
      return sum;
    };
    // The latest gameweek's points beside them, and the rank before those points (null when the
    // league's first gameweek is the latest). A deleted match can drop the latest gameweek.
    let latest = weeks[weeks.length - 1];
    const expected = async (members: Member[], startWeek: number) => {
      latest = (await gameWeeks(t)).at(-1)!;
      const rows: { member_id: number; team: { id: number; name: string } | null; points: number; week_points: number }[] = [];
      for (const m of members) {
        const week_points = m.teamId ? ((await snapshotFor(t, m.teamId, latest.id))?.weekly_points ?? 0) : 0;
        rows.push({ member_id: m.id, team: m.teamId ? { id: m.teamId, name: m.teamName! } : null, points: m.teamId ? await pointsFrom(m.teamId, startWeek) : 0, week_points });
      }
      rows.sort((x, y) => y.points - x.points || (x.team?.name.toLowerCase() ?? '\uffff').localeCompare(y.team?.name.toLowerCase() ?? '\uffff'));
      const last_rank = (r: (typeof rows)[number]) => (startWeek >= latest.week ? null : 1 + rows.filter((o) => o.points - o.week_points > r.points - r.week_points).length);
      return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.points > r.points).length, last_rank: last_rank(r) }));
    };
    const check = async () => {
      const everyone = await table(c.auth, all.id);
      expect(everyone.standings).toEqual(await expected([a, b, c, d], 1));
      expect(everyone.standings.map((s) => s.points)).not.toEqual([0, 0, 0, 0]);
      expect((await table(a.auth, late.id)).standings).toEqual(await expected([a, b, c], 2));
      const mineNow = await mine(c.auth);
      const cRow = (await expected([a, b, c, d], 1)).find((r) => r.member_id === c.id)!;
      expect(mineNow.find((l) => l.id === all.id)).toMatchObject({ rank: cRow.rank, points: cRow.points, members: 4 });
      // The main table likewise: the latest week's points, and the rank before them.
      const main = await leagueTable(t);
      const weekOf = new Map<number, number>();
      for (const r of main) weekOf.set(r.id, (await snapshotFor(t, r.id, latest.id))?.weekly_points ?? 0);
      const earlier = (r: (typeof main)[number]) => r.total_points - weekOf.get(r.id)!;
      expect(main.map((r) => [r.week_points, r.last_rank])).toEqual(main.map((r) => [weekOf.get(r.id), 1 + main.filter((o) => earlier(o) > earlier(r)).length]));
    };
    await check();
    // A week-1 team total counts in "Everyone" but not in "From week 2".
    const lateTable = await table(a.auth, late.id);
    const aLate = lateTable.standings.find((s) => s.member_id === a.id)!;
    expect(aLate.points).toBe(await pointsFrom(a.teamId!, 2));
    expect(aLate.points).toBeLessThan(await pointsFrom(a.teamId!, 1));

    // Deleting a match takes its points out of the tables at once (no stale cache).
    expect((await removeMatch(t, staff, third.id)).statusCode).toBe(204);
    await check();

    // Deleting a team: the member stays, with no team and 0 points.
    expect((await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: b.auth })).statusCode).toBe(204);
    b.teamId = null;
    b.teamName = null;
    await check();
    const bRow = (await table(a.auth, all.id)).standings.find((s) => s.member_id === b.id)!;
    expect(bRow).toMatchObject({ team: null, points: 0 });
    // Ties share a rank (1, 2, 2, 4 style) and members without a team come after teams on 0.
    const ranks = (await table(a.auth, all.id)).standings;
    for (let i = 1; i < ranks.length; i++) {
      expect(ranks[i].rank).toBe(ranks[i].points === ranks[i - 1].points ? ranks[i - 1].rank : i + 1);
    }
  });
});

describe('the main table in pages', () => {
  test('limit and offset give slices of the whole table with its ranks; bad values are 400', async () => {
    for (let i = 0; i < 3; i++) await member(squadOf(pool, '4-4-2'), `Paged ${i}`);
    const whole = await leagueTable(t);
    expect(whole.length).toBeGreaterThan(3);
    expect(await getJson(t, '/api/teams/?limit=2', 'listTeams')).toEqual(whole.slice(0, 2));
    expect(await getJson(t, '/api/teams/?limit=2&offset=1', 'listTeams')).toEqual(whole.slice(1, 3));
    expect(await getJson(t, '/api/teams/?offset=1', 'listTeams')).toEqual(whole.slice(1));
    expect(await getJson(t, `/api/teams/?limit=500&offset=${whole.length}`, 'listTeams')).toEqual([]);
    for (const q of ['limit=0', 'limit=501', 'offset=-1', 'limit=abc', 'limit=1.5']) {
      const res = await t.inject({ method: 'GET', url: `/api/teams/?${q}` });
      expectContract(res, 'listTeams');
      expect(res.statusCode).toBe(400);
    }
    // The paged answers are cached and revalidated like the whole table.
    const first = await t.inject({ method: 'GET', url: '/api/teams/?limit=2' });
    const again = await t.rawGet('/api/teams/?limit=2', { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
  });
});
