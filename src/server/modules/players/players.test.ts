import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { startTestApp, expectContract, type TestApp } from '../../test/harness';
import { addPlayer, addPlayerPool, addStatRow, squadOf, type PlayerPool } from '../../test/fixtures';

let t: TestApp;
let pool: PlayerPool;
let staff: { authorization: string };
let teams = 0;

beforeAll(async () => {
  t = await startTestApp();
  pool = await addPlayerPool(t, { count: 5 });
  staff = (await t.user({ staff: true })).auth;
});
afterAll(() => t.close());

type PlayerJson = { id: number; name: string; position: string; retired: boolean; goals: number; points: number; game_stats: unknown[] };

const listPlayers = async (): Promise<PlayerJson[]> => {
  const res = await t.inject({ method: 'GET', url: '/api/players/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expectContract(res, 'listPlayers');
  return res.json();
};
const listBy = async (what: 'goals' | 'points'): Promise<PlayerJson[]> => {
  const res = await t.inject({ method: 'GET', url: `/api/player-${what}/` });
  expect(res.statusCode).toBe(200);
  expectContract(res, what === 'goals' ? 'listPlayerGoals' : 'listPlayerPoints');
  return res.json();
};
const createPlayer = async (payload: unknown, headers: Record<string, string> = staff) => {
  const res = await t.inject({ method: 'POST', url: '/api/players/', headers, payload });
  expectContract(res, 'createPlayer');
  return res;
};
const deletePlayer = async (id: number | string, headers: Record<string, string> = staff) => {
  const res = await t.inject({ method: 'DELETE', url: `/api/players/delete/${id}/`, headers });
  expectContract(res, 'deletePlayer');
  return res;
};
const teamOf = async (players: number[]) => {
  const u = await t.user();
  const res = await t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name: `Side ${++teams}`, players } });
  expect(res.statusCode).toBe(201);
  return u;
};

describe('the players list', () => {
  test('lists players by position (GK, DEF, MID, ATT) then name, with totals and per-match stats', async () => {
    await addPlayer(t, { position: 'Attacker', name: 'aaron Early' });
    await addPlayer(t, { position: 'Goalkeeper', name: 'Zed Keeper' });
    const scorer = await addPlayer(t, { position: 'Midfielder', name: 'Scorer Sam', goals: 2, points: 12 });
    const { match, week, stat } = await addStatRow(t, scorer, { goals: 2, points: 12 });

    const list = await listPlayers();
    const order = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 } as Record<string, number>;
    for (let i = 1; i < list.length; i++) expect(order[list[i - 1].position]).toBeLessThanOrEqual(order[list[i].position]);
    expect(list[0].position).toBe('Goalkeeper');
    expect(list.filter((p) => p.position === 'Attacker')[0].name).toBe('aaron Early');

    const sam = list.find((p) => p.id === scorer)!;
    expect(sam).toMatchObject({ goals: 2, points: 12, retired: false, price: 5 });
    expect(sam.game_stats).toEqual([
      {
        id: stat.id,
        match: {
          id: match.id,
          team1: "Men's 1st",
          team2: 'Rivals FC',
          date: '2026-11-14T15:00:00.000Z',
          game_week: { id: week.id, week: 1 },
        },
        goals: 2,
        assists: 0,
        yellow_cards: 0,
        red_cards: 0,
        clean_sheets: 1,
        points: 12,
        MOTM: 0,
        Pen_Saves: 0,
      },
    ]);
    expect(list.find((p) => p.id === pool.Defender[0])!.game_stats).toEqual([]);
  });

  test('top scorers and top points: highest first, ties by name, retired players left out', async () => {
    await addPlayer(t, { position: 'Attacker', name: 'Bobby Goals', goals: 9, points: 40 });
    await addPlayer(t, { position: 'Attacker', name: 'alfie Goals', goals: 9, points: 30 });
    await addPlayer(t, { position: 'Defender', name: 'Gone Gary', goals: 50, points: 99, retired: true });

    const goals = await listBy('goals');
    expect(goals.slice(0, 2).map((p) => p.name)).toEqual(['alfie Goals', 'Bobby Goals']);
    expect(goals.every((p, i) => i === 0 || goals[i - 1].goals >= p.goals)).toBe(true);
    expect(goals.some((p) => p.name === 'Gone Gary')).toBe(false);
    expect(goals[0]).not.toHaveProperty('game_stats');

    const points = await listBy('points');
    expect(points.slice(0, 2).map((p) => p.name)).toEqual(['Bobby Goals', 'alfie Goals']);
    expect(points.every((p, i) => i === 0 || points[i - 1].points >= p.points)).toBe(true);
    expect(points.some((p) => p.name === 'Gone Gary')).toBe(false);
  });
});

describe('adding a player', () => {
  test('staff add a player: 201 with the player, names trimmed, and it shows in the lists at once', async () => {
    await listPlayers(); // fills the cache
    const res = await createPlayer({ name: '  Kylian Student ', position: 'Attacker', team: " Men's 2nd ", price: 7.5 });
    expect(res.statusCode).toBe(201);
    const player = res.json();
    expect(player).toMatchObject({
      name: 'Kylian Student',
      position: 'Attacker',
      team: "Men's 2nd",
      price: 7.5,
      goals: 0,
      assists: 0,
      clean_sheets: 0,
      games_played: 0,
      points: 0,
      yellow_cards: 0,
      red_cards: 0,
      retired: false,
      game_stats: [],
    });
    expect((await listPlayers()).some((p) => p.id === player.id)).toBe(true);
    expect((await listBy('goals')).some((p) => p.id === player.id)).toBe(true);
  });

  test.each([0.1, 10, 12.3, 100])('price %p is accepted', async (price) => {
    const res = await createPlayer({ name: `Priced ${price}`, position: 'Defender', team: "Women's 1st", price });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(price);
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a price with two decimals (7.55, not rounded)', { price: 7.55 }, 'price', /at most one decimal/],
    ['a price of 0', { price: 0 }, 'price', /greater than 0/],
    ['a negative price', { price: -5 }, 'price', /greater than 0/],
    ['a price of 100.1', { price: 100.1 }, 'price', /at most 100\.0/],
    ['a huge price', { price: 1e300 }, 'price', /at most 100\.0/],
    ['an unknown position', { position: 'Striker' }, 'position', /Goalkeeper, Defender, Midfielder, Attacker/],
    ['a position in the wrong case', { position: 'goalkeeper' }, 'position', /one of/],
    ['a blank name', { name: '   ' }, 'name', /Enter a name/],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name', /100/],
    ['a blank team', { team: '' }, 'team', /Enter a team/],
    ['a missing price', { price: undefined }, 'price', /required/],
    ['a price that is text', { price: 'cheap' }, 'price', /number/],
    ['an unknown field', { goals: 10 }, 'goals', /Unknown field/],
  ];
  test.each(bad)('%s is refused with a field error and nothing is stored', async (_label, change, field, message) => {
    const before = await listPlayers();
    const res = await createPlayer({ name: 'Valid Name', position: 'Midfielder', team: "Men's 1st", price: 5, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field].join(' ')).toMatch(message);
    expect(await listPlayers()).toEqual(before);
  });

  test('every bad field is named at once', async () => {
    const res = await createPlayer({ name: '', position: 'Coach', team: ' ', price: 7.55 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'position', 'price', 'team']);
  });
});

describe('deleting a player', () => {
  test('a player with no history is deleted outright', async () => {
    const id = await addPlayer(t, { position: 'Defender', name: 'Trialist' });
    const res = await deletePlayer(id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.app.ctx.db.select().from(players).where(eq(players.id, id))).toHaveLength(0);
    expect((await listPlayers()).some((p) => p.id === id)).toBe(false);
    expect((await deletePlayer(id)).statusCode).toBe(404);
  });

  test('a player with stats is retired: out of the lists, still in the stats and totals', async () => {
    const id = await addPlayer(t, { position: 'Attacker', name: 'Veteran Vic', goals: 30, points: 200 });
    await addStatRow(t, id, { goals: 1, points: 6 });
    await listPlayers();
    expect((await deletePlayer(id)).statusCode).toBe(204);
    const [row] = await t.app.ctx.db.select().from(players).where(eq(players.id, id));
    expect(row).toMatchObject({ retired: true, goals: 30, points: 200 });
    expect((await listPlayers()).some((p) => p.id === id)).toBe(false);
    expect((await listBy('goals')).some((p) => p.id === id)).toBe(false);
    expect((await listBy('points')).some((p) => p.id === id)).toBe(false);
    // Already retired counts as gone.
    expect((await deletePlayer(id)).statusCode).toBe(404);
  });

  test('a player in a team is retired: it stays in that team, may be kept in a transfer, but can never be picked again', async () => {
    const keeper = await addPlayer(t, { position: 'Goalkeeper', name: 'Loyal Keeper' });
    const squad = [keeper, ...squadOf(pool, '4-4-2').slice(1)];
    const owner = await teamOf(squad);
    expect((await deletePlayer(keeper)).statusCode).toBe(204);
    expect((await t.app.ctx.db.select().from(players).where(eq(players.id, keeper)))[0].retired).toBe(true);
    expect((await listPlayers()).some((p) => p.id === keeper)).toBe(false);

    const team = await t.inject({ method: 'GET', url: '/api/team/', headers: owner.auth });
    expectContract(team, 'getMyTeam');
    expect(team.json().players.find((p: PlayerJson) => p.id === keeper)).toMatchObject({ retired: true, name: 'Loyal Keeper' });

    // The owner may keep the retired keeper while changing others ...
    const keep = [keeper, ...squadOf(pool, '4-5-1').slice(1)];
    const kept = await t.inject({ method: 'PUT', url: '/api/team/', headers: owner.auth, payload: { players: keep, formation: '4-4-2' } });
    expectContract(kept, 'updateTeam');
    expect(kept.statusCode).toBe(200);

    // ... but nobody can pick the keeper anew: not another user ...
    const other = await t.user();
    const refused = await t.inject({
      method: 'POST',
      url: '/api/team/',
      headers: other.auth,
      payload: { name: 'Poachers', players: squad },
    });
    expectContract(refused, 'createTeam');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.players.join(' ')).toMatch(/Loyal Keeper has retired/);

    // ... nor the owner once the keeper has left.
    const out = await t.inject({ method: 'PUT', url: '/api/team/', headers: owner.auth, payload: { players: squadOf(pool, '4-4-2') } });
    expect(out.statusCode).toBe(200);
    const back = await t.inject({ method: 'PUT', url: '/api/team/', headers: owner.auth, payload: { players: squad } });
    expectContract(back, 'updateTeam');
    expect(back.statusCode).toBe(400);
  });

  test('a player whose only team was deleted (with its history) is deleted outright', async () => {
    const id = await addPlayer(t, { position: 'Goalkeeper', name: 'Brief Stint' });
    const owner = await teamOf([id, ...squadOf(pool, '4-4-2').slice(1)]);
    const del = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: owner.auth });
    expect(del.statusCode).toBe(204);
    // The team and its history are gone, so nothing refers to the player any more.
    expect((await deletePlayer(id)).statusCode).toBe(204);
    expect(await t.app.ctx.db.select().from(players).where(eq(players.id, id))).toHaveLength(0);
  });

  test('unknown and malformed ids: 404 and 400, never 500', async () => {
    expect((await deletePlayer(987_654)).statusCode).toBe(404);
    expect((await deletePlayer(0)).statusCode).toBe(400);
    expect((await deletePlayer('abc')).statusCode).toBe(400);
    expect((await deletePlayer(2_147_483_648)).statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  test('visitors get 401 and non-staff users 403 on adding and deleting players; the lists are public', async () => {
    const id = await addPlayer(t, { position: 'Midfielder', name: 'Protected Pete' });
    const body = { name: 'Sneaky', position: 'Attacker', team: "Men's 1st", price: 5 };
    expect((await createPlayer(body, {})).statusCode).toBe(401);
    expect((await deletePlayer(id, {})).statusCode).toBe(401);
    const user = await t.user();
    expect((await createPlayer(body, user.auth)).statusCode).toBe(403);
    expect((await deletePlayer(id, user.auth)).statusCode).toBe(403);
    expect((await listPlayers()).some((p) => p.id === id)).toBe(true);
    expect((await listPlayers()).some((p) => p.name === 'Sneaky')).toBe(false);
    await listBy('goals');
    await listBy('points');
  });
});
