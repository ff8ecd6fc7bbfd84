import { startTestApp, type TestApp } from '../../test/harness';
import { addPlayer, addPlayerPool, squadOf, type PlayerPool } from '../../test/fixtures';
import { recordMatch, removeMatch, row, matchBody, type Auth } from '../../test/season';

// The club's two sides (a `team` naming "Women" is the women's side) in the top lists and the
// gameweek summary; staff who record their own stats are marked; every player object a team,
// snapshot or summary shows carries its availability.

let t: TestApp;
let staff: Auth;
let coach: { id: number; auth: Auth };
let pool: PlayerPool;
let men: number;
let women: number;
let women2: number;
let coachPlayer: number;

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-18T12:00:00Z' });
  staff = (await t.user({ staff: true })).auth;
  const c = await t.user({ staff: true });
  coach = { id: c.id, auth: c.auth };
  pool = await addPlayerPool(t, { count: 5 });
  men = await addPlayer(t, { position: 'Attacker', name: 'Mo Men', team: "Men's 1st" });
  women = await addPlayer(t, { position: 'Attacker', name: 'Wendy Women', team: "WOMEN'S 1st" });
  women2 = await addPlayer(t, { position: 'Defender', name: 'Willa Women', team: 'Women 2nd' });
  coachPlayer = await addPlayer(t, { position: 'Midfielder', name: 'Coach Carter', team: "Men's 2nd" });
  const link = await t.inject({
    method: 'PUT',
    url: `/api/players/${coachPlayer}/`,
    headers: staff,
    payload: { name: 'Coach Carter', team: "Men's 2nd", price: 5, user_id: coach.id },
  });
  expect(link.statusCode).toBe(200);
});
afterAll(() => t.close());

type Entry = { entity: string; entity_id: number; self_edit: boolean; by: { id: number } | null };
const audit = async (query = ''): Promise<Entry[]> => {
  const res = await t.inject({ method: 'GET', url: `/api/audit/${query}`, headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('self edits', () => {
  test('a match a staff member records, edits or deletes with their own stat row is a self edit; others are not', async () => {
    const other = await recordMatch(t, coach.auth, { date: '2026-11-14', players_stats: [row(men, { goals: 1 })] });
    const own = await recordMatch(t, coach.auth, { date: '2026-11-14', players_stats: [row(coachPlayer, { goals: 2 }), row(women)] });
    const byOther = await recordMatch(t, staff, { date: '2026-11-14', players_stats: [row(coachPlayer)] });
    // Editing a match to take their own row out is still a change to their row.
    const edit = await t.inject({ method: 'PUT', url: `/api/matches/${other.id}/`, headers: coach.auth, payload: matchBody({ date: '2026-11-14', players_stats: [row(coachPlayer)] }) });
    expect(edit.statusCode).toBe(200);
    expect((await removeMatch(t, coach.auth, byOther.id)).statusCode).toBe(204);

    const matchEntries = (await audit('?entity=match')).map((e) => [e.entity_id, e.self_edit]);
    expect(matchEntries).toEqual([
      [byOther.id, true],
      [other.id, true],
      [byOther.id, false],
      [own.id, true],
      [other.id, false],
    ]);
    const selfOnly = await audit('?self_edit=true&entity=match');
    expect(selfOnly.map((e) => e.entity_id)).toEqual([byOther.id, other.id, own.id]);
    expect((await audit('?self_edit=false&entity=match')).every((e) => !e.self_edit)).toBe(true);
    // Editing their own player record is a self edit too; editing another's is not.
    const rename = (id: number, name: string, team: string) =>
      t.inject({ method: 'PUT', url: `/api/players/${id}/`, headers: coach.auth, payload: { name, team, price: 5 } });
    expect((await rename(coachPlayer, 'Coach K Carter', "Men's 2nd")).statusCode).toBe(200);
    expect((await rename(men, 'Mo Menzies', "Men's 1st")).statusCode).toBe(200);
    const players = await audit('?entity=player');
    expect(players.slice(0, 2).map((e) => [e.entity_id, e.self_edit])).toEqual([[men, false], [coachPlayer, true]]);
  });

  test('the filter is for staff, and a bad value is 400 naming self_edit', async () => {
    const user = await t.user();
    expect((await t.inject({ method: 'GET', url: '/api/audit/?self_edit=true' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/audit/?self_edit=true', headers: user.auth })).statusCode).toBe(403);
    const bad = await t.inject({ method: 'GET', url: '/api/audit/?self_edit=maybe', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['self_edit']);
  });
});

describe('the two sides', () => {
  const ids = async (url: string): Promise<number[]> => {
    const res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }[]).map((p) => p.id);
  };

  test('the top lists filter by side (a team naming "Women", any case) and refuse another side', async () => {
    for (const list of ['player-goals', 'player-points']) {
      const all = await ids(`/api/${list}/`);
      const w = await ids(`/api/${list}/?side=women`);
      const m = await ids(`/api/${list}/?side=men`);
      expect(w.sort()).toEqual([women, women2].sort());
      expect(m).toContain(men);
      expect(m).toContain(coachPlayer);
      expect(m).not.toContain(women);
      expect([...m, ...w].sort()).toEqual([...all].sort());
      const bad = await t.inject({ method: 'GET', url: `/api/${list}/?side=both` });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['side']);
    }
    // Highest first within a side too.
    const goals = (await t.inject({ method: 'GET', url: '/api/player-goals/?side=men' })).json() as { goals: number }[];
    expect(goals.map((p) => p.goals)).toEqual([...goals.map((p) => p.goals)].sort((a, b) => b - a));
  });

  test('the gameweek summary names the player of the week of each side', async () => {
    const m = await recordMatch(t, staff, { date: '2026-11-07', players_stats: [row(men, { goals: 1 }), row(women, { goals: 3 }), row(women2)] });
    const summary = (await t.inject({ method: 'GET', url: `/api/game-weeks/${m.game_week.id}/summary/` })).json();
    expect(summary.player_of_the_week.player.id).toBe(women);
    expect(summary.player_of_the_week_by_side.women.player.id).toBe(women);
    expect(summary.player_of_the_week_by_side.men.player.id).toBe(men);
    expect(summary.player_of_the_week_by_side.men.points).toBe(m.players_stats.find((s) => s.player === men)!.points);

    const onlyMen = await recordMatch(t, staff, { date: '2026-10-31', players_stats: [row(men)] });
    const week = (await t.inject({ method: 'GET', url: `/api/game-weeks/${onlyMen.game_week.id}/summary/` })).json();
    expect(week.player_of_the_week_by_side).toEqual({ men: expect.objectContaining({ player: expect.objectContaining({ id: men }) }), women: null });
  });
});

describe('availability wherever a player is shown', () => {
  test('my team, its snapshot and the summary show the flag, and read available once it ends', async () => {
    const squad = squadOf(pool, '4-4-2');
    const u = await t.user();
    const made = await t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name: 'Flag FC', players: squad } });
    expect(made.statusCode).toBe(201);
    const keeper = squad[0];
    const set = await t.inject({ method: 'PUT', url: `/api/players/${keeper}/availability/`, headers: staff, payload: { status: 'suspended', note: 'red card', until: '2026-11-22' } });
    expect(set.statusCode).toBe(200);
    const flagOf = async () => {
      const team = (await t.inject({ method: 'GET', url: '/api/team/', headers: u.auth })).json();
      return team.players.find((p: { id: number }) => p.id === keeper).availability.status;
    };
    expect(await flagOf()).toBe('suspended');
    // Into the next gameweek: the team has a snapshot of the week of 23 November.
    t.clock.set('2026-11-23T10:00:00Z');
    expect(await flagOf()).toBe('available');
    const m = await recordMatch(t, staff, { date: '2026-11-23', players_stats: [row(keeper, { clean_sheets: 1 })] });
    const snap = await t.inject({ method: 'GET', url: `/api/team-snapshots/most_recent/?team_id=${made.json().id}` });
    expect(snap.statusCode).toBe(200);
    expect(snap.json().players.every((p: { availability: { status: string } }) => p.availability.status === 'available')).toBe(true);
    const summary = (await t.inject({ method: 'GET', url: `/api/game-weeks/${m.game_week.id}/summary/` })).json();
    expect(summary.player_of_the_week.player.availability.status).toBe('available');
    t.clock.set('2026-11-18T12:00:00Z');
  });
});
