import { eq } from 'drizzle-orm';
import { teamMemberships } from '../../db/schema';
import { syncStandings } from '../../standings/load';
import { expectContract, type TestApp } from '../../test/harness';
import { tamperWithModel } from '../../test/recompute';
import { addPlayer, squadOf, type PlayerPool } from '../../test/fixtures';
import { sorted } from '../../test/season';
import { ids, startTeamsApp, teamCalls } from '../../test/teams';

// Own teams over HTTP: creating one, the league table, and who may do what. Transfers and
// deleting: team-changes.test.ts.

let t: TestApp;
let pool: PlayerPool;

beforeAll(async () => {
  ({ t, pool } = await startTeamsApp());
});
afterAll(() => t.close());

const { uniqueName, getTeam, createTeam, updateTeam, leagueTable } = teamCalls(() => t);

describe('creating a team', () => {
  test('a valid squad makes the team: 201 with formation, cost, budget and full players', async () => {
    const u = await t.user();
    const squad = squadOf(pool, '4-4-2');
    const res = await createTeam(u.auth, { name: '  The Invincibles  ', players: squad });
    expect(res.statusCode).toBe(201);
    const team = res.json();
    expect(team).toMatchObject({ name: 'The Invincibles', formation: '4-4-2', total_points: 0, cost: 55, budget_remaining: 45 });
    expect(ids(res)).toEqual(sorted(squad));
    // Shown goalkeeper first, then defenders, midfielders, attackers.
    expect(team.players.map((p: { position: string }) => p.position)).toEqual([
      'Goalkeeper',
      ...Array(4).fill('Defender'),
      ...Array(4).fill('Midfielder'),
      ...Array(2).fill('Attacker'),
    ]);

    const mine = await getTeam(u.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(team);

    const rows = await t.app.ctx.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, team.id));
    expect(rows).toHaveLength(11);
    expect(rows.every((r) => r.leftAt === null && r.joinedAt.getTime() === t.clock.now().getTime())).toBe(true);
  });

  test.each(['4-4-2', '4-5-1', '5-4-1', '3-5-2', '5-3-2', '4-3-3', '3-4-3', '2-5-3', '5-2-3'])(
    'the %s shape is accepted',
    async (shape) => {
      const u = await t.user();
      const res = await createTeam(u.auth, { name: uniqueName(`Shape ${shape}`), players: squadOf(pool, shape) });
      expect(res.statusCode).toBe(201);
      expect(res.json().formation).toBe(shape);
    },
  );

  const invalid: [string, () => { name?: string; players: number[] }, 'players' | 'name'][] = [
    ['10 players', () => ({ players: squadOf(pool, '4-4-1') }), 'players'],
    ['12 players', () => ({ players: [...squadOf(pool, '4-4-2'), pool.Attacker[2]] }), 'players'],
    ['a duplicate player', () => ({ players: [...squadOf(pool, '4-4-1'), pool.Attacker[0]] }), 'players'],
    ['two goalkeepers', () => ({ players: squadOf(pool, '4-4-1', 2) }), 'players'],
    ['no goalkeeper', () => ({ players: squadOf(pool, '4-4-3').slice(1) }), 'players'],
    ['6 defenders', () => ({ players: squadOf(pool, '6-3-1') }), 'players'],
    ['5 defenders and 5 midfielders', () => ({ players: squadOf(pool, '5-5-0') }), 'players'],
    ['4 attackers', () => ({ players: squadOf(pool, '3-3-4') }), 'players'],
    ['an unknown player id', () => ({ players: [...squadOf(pool, '4-4-1'), 999_999] }), 'players'],
    ['a blank name', () => ({ name: '   ', players: squadOf(pool, '4-4-2') }), 'name'],
    ['a 51-character name', () => ({ name: 'x'.repeat(51), players: squadOf(pool, '4-4-2') }), 'name'],
  ];
  test.each(invalid)('%s is refused with a field error and nothing is stored', async (_label, make, field) => {
    const u = await t.user();
    const body = make();
    const res = await createTeam(u.auth, { name: body.name ?? uniqueName('Refused'), players: body.players });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field].length).toBeGreaterThan(0);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
  });

  test('a retired player cannot be picked', async () => {
    const retired = await addPlayer(t, { position: 'Attacker', name: 'Old Timer', retired: true });
    const u = await t.user();
    const res = await createTeam(u.auth, { name: uniqueName(), players: [...squadOf(pool, '4-4-1'), retired] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.players.join(' ')).toMatch(/Old Timer has retired/);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
  });

  test('a squad over the budget (100.1) is refused; exactly 100.0 is allowed', async () => {
    const pricey = await addPlayer(t, { position: 'Goalkeeper', name: 'Golden Gloves', price: 45.1 });
    const outfield = [
      ...(await Promise.all([1, 2, 3, 4].map(() => addPlayer(t, { position: 'Defender', price: 5.5 })))),
      ...(await Promise.all([1, 2, 3, 4].map(() => addPlayer(t, { position: 'Midfielder', price: 5.5 })))),
      ...(await Promise.all([1, 2].map(() => addPlayer(t, { position: 'Attacker', price: 5.5 })))),
    ];
    const u = await t.user();
    const over = await createTeam(u.auth, { name: uniqueName('Rich'), players: [pricey, ...outfield] });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.players.join(' ')).toMatch(/£100\.1m, over the £100\.0m budget/);
    expect((await getTeam(u.auth)).statusCode).toBe(404);

    const exact = await addPlayer(t, { position: 'Goalkeeper', price: 45 });
    const ok = await createTeam(u.auth, { name: uniqueName('Rich'), players: [exact, ...outfield] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ cost: 100, budget_remaining: 0 });
  });

  test('a name is unique ignoring case and is stored trimmed', async () => {
    const a = await t.user();
    const b = await t.user();
    expect((await createTeam(a.auth, { name: 'Dynamo Kiev-ish', players: squadOf(pool, '4-4-2') })).statusCode).toBe(201);
    const res = await createTeam(b.auth, { name: '  DYNAMO kiev-ISH ', players: squadOf(pool, '4-4-2') });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual(['A team with that name already exists.']);
    expect((await getTeam(b.auth)).statusCode).toBe(404);
  });

  test('name and squad problems are reported together', async () => {
    const u = await t.user();
    const res = await createTeam(u.auth, { name: '', players: squadOf(pool, '5-5-0') });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'players']);
  });

  test('a second team is a 409 and leaves the first as it was', async () => {
    const u = await t.user();
    const first = await createTeam(u.auth, { name: uniqueName('First'), players: squadOf(pool, '4-4-2') });
    expect(first.statusCode).toBe(201);
    const second = await createTeam(u.auth, { name: uniqueName('Second'), players: squadOf(pool, '3-4-3') });
    expect(second.statusCode).toBe(409);
    expect((await getTeam(u.auth)).json()).toEqual(first.json());
  });

  test('two requests at once: the same name gives one team and one 400; the same user gives one team and one 409', async () => {
    const [a, b, c] = [await t.user(), await t.user(), await t.user()];
    const name = uniqueName('Race');
    const sameName = await Promise.all([
      createTeam(a.auth, { name, players: squadOf(pool, '4-4-2') }),
      createTeam(b.auth, { name: name.toUpperCase(), players: squadOf(pool, '4-4-2') }),
    ]);
    expect(sameName.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(sameName.find((r) => r.statusCode === 400)!.json().errors.name).toEqual(['A team with that name already exists.']);

    const sameUser = await Promise.all([
      createTeam(c.auth, { name: uniqueName('Twin'), players: squadOf(pool, '4-4-2') }),
      createTeam(c.auth, { name: uniqueName('Twin'), players: squadOf(pool, '4-4-2') }),
    ]);
    expect(sameUser.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  test('bad bodies are 400s, never 500s', async () => {
    const u = await t.user();
    for (const payload of [
      {},
      { name: 'X' },
      { name: 'X', players: 'all of them' },
      { name: 'X', players: [0] },
      { name: 'X', players: [2_147_483_648] },
      { name: 'X', players: [1.5] },
      { name: 42, players: [] },
      { name: 'X', players: [], extra: true },
    ]) {
      const res = await createTeam(u.auth, payload);
      expect(res.statusCode).toBe(400);
    }
    const notJson = await t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: '{nope' });
    expect(notJson.statusCode).toBe(400);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
  });
});

describe('the league table', () => {
  // Totals are derived (standings engine): to lay out a table, one is changed in the model itself.
  const setTotalBehindItsBack = async (teamId: number, points: number) => {
    tamperWithModel(await syncStandings(t.app.ctx.db), teamId, { total: points });
  };

  test('highest total first, ties share a rank and are ordered by name ignoring case', async () => {
    const made: Record<string, number> = {};
    for (const [name, points] of [
      ['zebra XI', 1000],
      ['Banana Republic', 900],
      ['apple Pie FC', 900],
      ['Mid Table', 800],
    ] as const) {
      const u = await t.user();
      const res = await createTeam(u.auth, { name, players: squadOf(pool, '4-4-2') });
      made[name] = res.json().id;
      await setTotalBehindItsBack(res.json().id, points);
    }
    t.app.ctx.cache.invalidate();
    const table = await leagueTable();
    expect(table.slice(0, 4)).toEqual([
      { id: made['zebra XI'], name: 'zebra XI', total_points: 1000, rank: 1, week_points: 0, last_rank: null },
      { id: made['apple Pie FC'], name: 'apple Pie FC', total_points: 900, rank: 2, week_points: 0, last_rank: null },
      { id: made['Banana Republic'], name: 'Banana Republic', total_points: 900, rank: 2, week_points: 0, last_rank: null },
      { id: made['Mid Table'], name: 'Mid Table', total_points: 800, rank: 4, week_points: 0, last_rank: null },
    ]);
    expect(table.slice(4).every((r) => r.rank === 5 && r.total_points === 0)).toBe(true);
  });

  test('a new team shows in the table at once (the cached list is refreshed)', async () => {
    await leagueTable();
    const u = await t.user();
    const res = await createTeam(u.auth, { name: uniqueName('Newcomers'), players: squadOf(pool, '4-4-2') });
    expect((await leagueTable()).some((r) => r.id === res.json().id)).toBe(true);
  });

  test("the viewer's team carries its rank and the table's size, as the table has them; pages agree with the whole", async () => {
    const u = await t.user();
    const made = await createTeam(u.auth, { name: uniqueName('Climbers'), players: squadOf(pool, '4-4-2') });
    let table = await leagueTable();
    const mine = () => table.find((r) => r.id === made.json().id)!;
    expect(made.json()).toMatchObject({ rank: mine().rank, team_count: table.length });
    // Its total moves (as a recomputed season would move it): the rank follows after the next write.
    await setTotalBehindItsBack(made.json().id, 950);
    t.app.ctx.cache.invalidate();
    table = await leagueTable();
    const got = (await getTeam(u.auth)).json();
    expect(got).toMatchObject({ rank: mine().rank, team_count: table.length, total_points: 950 });
    expect(got.rank).toBe(1 + table.filter((r) => r.total_points > 950).length);
    // Every page of the table is the slice of the whole it names, ranks included.
    for (const [limit, offset] of [[1, 0], [2, 1], [3, table.length - 2], [50, 0], [5, table.length]]) {
      const res = await t.inject({ method: 'GET', url: `/api/teams/?limit=${limit}&offset=${offset}` });
      expectContract(res, 'listTeams');
      expect(res.json()).toEqual(table.slice(offset, offset + limit));
    }
    const rest = await t.inject({ method: 'GET', url: '/api/teams/?offset=2' });
    expect(rest.json()).toEqual(table.slice(2));
  });
});

describe('who may do what', () => {
  test('visitors get 401 on every own-team call and may read the league table', async () => {
    for (const [method, url, op] of [
      ['GET', '/api/team/', 'getMyTeam'],
      ['POST', '/api/team/', 'createTeam'],
      ['PUT', '/api/team/', 'updateTeam'],
      ['DELETE', '/api/team/delete/', 'deleteTeam'],
    ] as const) {
      const res = await t.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? { name: 'X', players: [] } : undefined });
      expect(res.statusCode).toBe(401);
      expectContract(res, op);
    }
    const table = await t.inject({ method: 'GET', url: '/api/teams/' });
    expect(table.statusCode).toBe(200);
    expect(table.headers['content-type']).toMatch(/application\/json/);
  });

  test('a user only ever sees and changes their own team', async () => {
    const a = await t.user();
    const b = await t.user();
    const teamA = (await createTeam(a.auth, { name: uniqueName('Mine'), players: squadOf(pool, '4-4-2') })).json();
    expect((await getTeam(b.auth)).statusCode).toBe(404);
    expect((await updateTeam(b.auth, { players: squadOf(pool, '3-4-3') })).statusCode).toBe(404);
    expect((await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: b.auth })).statusCode).toBe(404);
    expect((await getTeam(a.auth)).json()).toEqual(teamA);
  });
});
