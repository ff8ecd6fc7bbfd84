import type { components } from '../../openapi/contract.gen';
import { eq } from 'drizzle-orm';
import { players as playersTable } from '../../db/schema';
import { startTestApp, expectContract, type TestApp } from '../../test/harness';
import { addPlayer, addPlayerPool, type PlayerPool } from '../../test/fixtures';
import { gameWeeks, getJson, matchBody, postMatch, recordMatch, removeMatch, row, type Auth } from '../../test/season';

// Recording and deleting matches: points from the scoring table, validation, permissions and
// the public lists. (Snapshots and deadlines: season-snapshots.test.ts; recompute:
// season-recompute.test.ts.) The game clock starts at Wednesday 2026-11-18 12:00 (GMT).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-18T12:00:00Z' });
  pool = await addPlayerPool(t, { prefix: 'Season' });
  staff = (await t.user({ staff: true })).auth;
});
afterAll(() => t.close());

type PlayerTotals = components['schemas']['Player'];
const allPlayers = async (): Promise<PlayerTotals[]> => getJson(t, '/api/players/', 'listPlayers');
const playerById = async (id: number) => (await allPlayers()).find((p) => p.id === id)!;

describe('points per stat row follow the scoring table, whatever points the client sent', () => {
  // position -> [per goal, per assist, per clean sheet] (docs/rules.md §4)
  const table = {
    Goalkeeper: [8, 5, 5],
    Defender: [6, 4, 4],
    Midfielder: [5, 3, 1],
    Attacker: [4, 3, 0],
  } as const;

  test.each(Object.entries(table))('%s', async (position, [goal, assist, cleanSheet]) => {
    const ids = Array.from({ length: 7 }, () => 0);
    for (let i = 0; i < ids.length; i++)
      ids[i] = await addPlayer(t, { position: position as keyof typeof table, name: `Scoring ${position} ${i}` });
    const rows = [
      row(ids[0], { points: 999 }), // played, nothing else: 2
      row(ids[1], { goals: 2, points: 999 }),
      row(ids[2], { assists: 1, points: -50 }),
      row(ids[3], { clean_sheets: 1, points: 0 }),
      row(ids[4], { yellow_cards: 2, red_cards: 1, points: 10 }), // 2 - 2 - 3 = -3
      row(ids[5], { MOTM: 1, Pen_Saves: 2, points: 1 }), // 2 + 2 + 10 = 14
      row(ids[6], { goals: 1, assists: 1, clean_sheets: 1, yellow_cards: 1, MOTM: 1 }),
    ];
    const expected = [2, 2 + 2 * goal, 2 + assist, 2 + cleanSheet, -3, 14, 2 + goal + assist + cleanSheet - 1 + 2];

    const match = await recordMatch(t, staff, { date: '2026-11-14T15:00', players_stats: rows });
    expect(match.players_stats.map((s) => s.points)).toEqual(expected);
    expect(match.players_stats.map((s) => s.player)).toEqual(ids);

    // The stored rows and the player totals say the same.
    const stats = (await getJson(t, '/api/player-game-stats/', 'listPlayerGameStats')) as {
      match: number;
      player: number;
      points: number;
    }[];
    expect(stats.filter((s) => s.match === match.id).map((s) => s.points)).toEqual(expected);
    const totals = await allPlayers();
    ids.forEach((id, i) => {
      const p = totals.find((x) => x.id === id)!;
      expect(p.points).toBe(expected[i]);
      expect(p.games_played).toBe(1);
    });
    expect(totals.find((p) => p.id === ids[4])).toMatchObject({ points: -3, yellow_cards: 2, red_cards: 1 });
    expect(totals.find((p) => p.id === ids[6])).toMatchObject({ goals: 1, assists: 1, clean_sheets: 1, yellow_cards: 1 });

    await removeMatch(t, staff, match.id);
  });

  test('a row may leave out the numbers that are 0 (they default to 0)', async () => {
    const id = await addPlayer(t, { position: 'Defender', name: 'Sparse Defender' });
    const match = await recordMatch(t, staff, { date: '2026-11-14T15:00', players_stats: [{ player: id, goals: 1 }] });
    expect(match.players_stats[0]).toMatchObject({ player: id, goals: 1, assists: 0, yellow_cards: 0, MOTM: 0, points: 8 });
    await removeMatch(t, staff, match.id);
  });

  test('player totals add up over matches and go back down when a match is deleted, negative included', async () => {
    const id = await addPlayer(t, { position: 'Attacker', name: 'Hothead Attacker' });
    const first = await recordMatch(t, staff, { date: '2026-11-10T19:00', players_stats: [row(id, { goals: 1, yellow_cards: 1 })] }); // 2 + 4 - 1 = 5
    const second = await recordMatch(t, staff, { date: '2026-11-17T19:00', players_stats: [row(id, { yellow_cards: 2, red_cards: 1 })] }); // -3
    expect(await playerById(id)).toMatchObject({ goals: 1, games_played: 2, yellow_cards: 3, red_cards: 1, points: 2 });
    expect((await removeMatch(t, staff, first.id)).statusCode).toBe(204);
    expect(await playerById(id)).toMatchObject({ goals: 0, games_played: 1, yellow_cards: 2, red_cards: 1, points: -3 });
    expect((await removeMatch(t, staff, second.id)).statusCode).toBe(204);
    expect(await playerById(id)).toMatchObject({
      goals: 0,
      assists: 0,
      clean_sheets: 0,
      games_played: 0,
      yellow_cards: 0,
      red_cards: 0,
      points: 0,
    });
  });
});

describe('bad matches are refused with 400 and field errors, and store nothing', () => {
  const good = () => matchBody({ date: '2026-11-14T15:00', players_stats: [row(pool.Goalkeeper[0]), row(pool.Defender[0])] });

  const cases: [string, () => unknown, string][] = [
    ['a date more than 24 hours ahead', () => ({ ...good(), date: '2026-11-19T12:00:01Z' }), 'date'],
    ['a date in club time more than a day ahead', () => ({ ...good(), date: '2026-11-20T00:00' }), 'date'],
    ['a date that is not a date', () => ({ ...good(), date: 'next Saturday' }), 'date'],
    ['a date that does not exist', () => ({ ...good(), date: '2026-02-30T15:00' }), 'date'],
    [
      'a player twice',
      () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0]), row(pool.Defender[0]), row(pool.Goalkeeper[0])] }),
      'players_stats.2.player',
    ],
    ['an unknown player', () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0]), row(987654)] }), 'players_stats.1.player'],
    ['negative goals', () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0], { goals: -1 })] }), 'players_stats.0.goals'],
    [
      'negative assists',
      () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0]), row(pool.Defender[0], { assists: -2 })] }),
      'players_stats.1.assists',
    ],
    [
      '3 yellow cards',
      () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0], { yellow_cards: 3 })] }),
      'players_stats.0.yellow_cards',
    ],
    ['2 red cards', () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0], { red_cards: 2 })] }), 'players_stats.0.red_cards'],
    [
      '2 clean sheets',
      () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0], { clean_sheets: 2 })] }),
      'players_stats.0.clean_sheets',
    ],
    ['a fractional number', () => ({ ...good(), players_stats: [row(pool.Goalkeeper[0], { goals: 1.5 })] }), 'players_stats.0.goals'],
    ['a stat row without a player', () => ({ ...good(), players_stats: [{ goals: 1 }] }), 'players_stats.0.player'],
    ['a negative score', () => ({ ...good(), team1_score: -1 }), 'team1_score'],
    ['a blank team name', () => ({ ...good(), team1: '   ' }), 'team1'],
    ['a team name with a NUL character', () => ({ ...good(), team2: 'Rivals\u0000FC' }), 'team2'],
    ['a missing date', () => ({ ...good(), date: undefined }), 'date'],
    ['an unknown field', () => ({ ...good(), venue: 'Home' }), 'venue'],
  ];

  test.each(cases)('%s', async (_name, body, field) => {
    const before = [await getJson(t, '/api/matches/', 'listMatches'), await gameWeeks(t), await allPlayers()];
    const res = await postMatch(t, staff, body());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([field]);
    expect(typeof res.json().detail).toBe('string');
    expect([await getJson(t, '/api/matches/', 'listMatches'), await gameWeeks(t), await allPlayers()]).toEqual(before);
  });

  test('every problem is named at once', async () => {
    const res = await postMatch(t, staff, {
      ...good(),
      team2: '',
      date: '2027-01-01',
      players_stats: [row(pool.Goalkeeper[0]), row(pool.Goalkeeper[0]), row(555555)],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['date', 'players_stats.1.player', 'players_stats.2.player', 'team2']);
  });

  test('a deleted (retired) player cannot get new stats', async () => {
    const id = await addPlayer(t, { position: 'Midfielder', name: 'Retired Midfielder' });
    await t.app.ctx.db.update(playersTable).set({ retired: true }).where(eq(playersTable.id, id));
    const res = await postMatch(t, staff, { ...good(), players_stats: [row(id)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['players_stats.0.player']);
  });

  test('a match up to 24 hours ahead is accepted (it may kick off tomorrow morning)', async () => {
    const match = await recordMatch(t, staff, { date: '2026-11-19T12:00:00Z', players_stats: [row(pool.Attacker[6])] });
    expect(match.game_week).toMatchObject({ id: expect.any(Number) });
    await removeMatch(t, staff, match.id);
  });
});

describe('who may record and delete matches', () => {
  const body = () => matchBody({ date: '2026-11-15T11:00', players_stats: [row(pool.Midfielder[6])] });

  test('a visitor gets 401, a signed-in user 403, staff 201', async () => {
    const visitor = await postMatch(t, undefined, body());
    expect(visitor.statusCode).toBe(401);
    const user = await t.user();
    const player = await postMatch(t, user.auth, body());
    expect(player.statusCode).toBe(403);
    expect((await getJson(t, '/api/matches/', 'listMatches')).length).toBe(0);

    const created = await postMatch(t, staff, body());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;

    expect((await removeMatch(t, undefined, id)).statusCode).toBe(401);
    expect((await removeMatch(t, user.auth, id)).statusCode).toBe(403);
    expect((await getJson(t, '/api/matches/', 'listMatches')).map((m: { id: number }) => m.id)).toEqual([id]);
    expect((await removeMatch(t, staff, id)).statusCode).toBe(204);
    expect(await getJson(t, '/api/matches/', 'listMatches')).toEqual([]);
  });

  test('deleting a match that does not exist is 404; a bad id is 400', async () => {
    const missing = await removeMatch(t, staff, 424242);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toMatch(/no match/i);
    const bad = await t.inject({ method: 'DELETE', url: '/api/matches/delete/abc/', headers: staff });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'deleteMatch');
  });
});

describe('the public lists', () => {
  test('matches, stat rows and results are newest first; gameweeks are Monday to Sunday in club time', async () => {
    t.clock.set('2027-04-01T12:00:00Z');
    const [gk, def, mid] = [pool.Goalkeeper[1], pool.Defender[1], pool.Midfielder[1]];
    const older = await recordMatch(t, staff, {
      team1: "  Women's 1st ",
      team2: 'City Ladies',
      team1_score: 3,
      team2_score: 0,
      date: '2027-03-20T14:00',
      players_stats: [row(gk, { clean_sheets: 1 }), row(def, { goals: 1 })],
    });
    // 23:30 UTC on Sunday 28 March is 00:30 on Monday in London (summer time has begun).
    const newer = await recordMatch(t, staff, { date: '2027-03-28T23:30:00Z', players_stats: [row(mid, { assists: 1 })] });

    const matches = await getJson(t, '/api/matches/', 'listMatches');
    expect(matches.map((m: { id: number }) => m.id)).toEqual([newer.id, older.id]);
    expect(matches[1]).toMatchObject({
      team1: "Women's 1st",
      team2: 'City Ladies',
      team1_score: 3,
      team2_score: 0,
      date: '2027-03-20T14:00:00.000Z',
      game_week: older.game_week,
      players_stats: [
        { player: gk, match: older.id, clean_sheets: 1, points: 7, player_name: 'Season Goalkeeper 2' },
        { player: def, match: older.id, goals: 1, points: 8, player_name: 'Season Defender 2' },
      ],
    });

    const stats = await getJson(t, '/api/player-game-stats/', 'listPlayerGameStats');
    expect(stats.map((s: { player: number }) => s.player)).toEqual([mid, gk, def]);

    const results = await getJson(t, '/api/results/?upcoming=true', 'listResults');
    expect(results).toEqual(await getJson(t, '/api/results/', 'listResults'));
    expect(results).toEqual([
      { id: newer.id, team1: "Men's 1st", team2: 'Rivals FC', team1_score: 2, team2_score: 1, date: '2027-03-28T23:30:00.000Z' },
      { id: older.id, team1: "Women's 1st", team2: 'City Ladies', team1_score: 3, team2_score: 0, date: '2027-03-20T14:00:00.000Z' },
    ]);

    const weeks = await gameWeeks(t);
    expect(weeks).toEqual([
      { id: older.game_week.id, week: 1, start_date: '2027-03-15', end_date: '2027-03-21', published_at: null },
      { id: newer.game_week.id, week: 2, start_date: '2027-03-29', end_date: '2027-04-04', published_at: null },
    ]);
    expect(await getJson(t, '/api/game-weeks/?week=2', 'listGameWeeks')).toEqual([weeks[1]]);
    expect(await getJson(t, '/api/game-weeks/?week=3', 'listGameWeeks')).toEqual([]);
    const bad = await t.inject({ method: 'GET', url: '/api/game-weeks/?week=0' });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'listGameWeeks');

    await removeMatch(t, staff, newer.id);
    await removeMatch(t, staff, older.id);
    expect(await gameWeeks(t)).toEqual([]);
  });

  test('public lists are JSON and are fresh right after a write', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/matches/' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const before = res.json().length;
    const match = await recordMatch(t, staff, { date: '2027-03-30T19:45', players_stats: [row(pool.Attacker[1])] });
    expect((await getJson(t, '/api/matches/', 'listMatches')).length).toBe(before + 1);
    expect((await getJson(t, '/api/results/', 'listResults'))[0].id).toBe(match.id);
    await removeMatch(t, staff, match.id);
    expect((await getJson(t, '/api/matches/', 'listMatches')).length).toBe(before);
  });
});
