import { expectContract, type TestApp } from '../../test/harness';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import { NOTHING, recomputeDryRun } from '../../test/recompute';
import {
  createTeam,
  getJson,
  leagueTable,
  recordMatch,
  removeMatch,
  row,
  snapshotFor,
  startSeasonApp,
  transfer,
  weekStarting,
  type Auth,
  type Team,
} from '../../test/season';

// docs/rules.md §5, §7 and §8 over HTTP: the deadline, captain and vice-captain (frozen at the deadline,
// doubled points exact after records and deletes), form and selected-by, and the gameweek
// summary. One timeline in November 2026 (club time is UTC then).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-04T12:00:00Z', { prefix: 'Game' }));
});
afterAll(() => t.close());

const recomputeFindsNothing = async () => expect(await recomputeDryRun(t)).toEqual(NOTHING);

async function myTeam(auth: Auth) {
  const res = await t.inject({ method: 'GET', url: '/api/team/', headers: auth });
  expectContract(res, 'getMyTeam');
  return res.json();
}
async function put(auth: Auth, payload: unknown) {
  const res = await t.inject({ method: 'PUT', url: '/api/team/', headers: auth, payload });
  expectContract(res, 'updateTeam');
  return res;
}

const squad = () => squadOf(pool, '4-4-2');
let captain: number;
let vice: number;
let a: Team;
let b: Team;

describe('the deadline', () => {
  test('anyone gets the game clock now and the next Monday 00:00 in the club zone, with offsets', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/deadline/' });
    expectContract(res, 'getDeadline');
    expect(res.json()).toEqual({ now: '2026-11-04T12:00:00+00:00', next_deadline: '2026-11-09T00:00:00+00:00', time_zone: 'Europe/London' });
  });
});

describe('choosing a captain and a vice-captain', () => {
  test('POST takes both and GET answers them; a team without them has null', async () => {
    [captain, vice] = [pool.Attacker[0], pool.Midfielder[0]];
    a = await createTeam(t, 'Armbands', squad(), { captain, vice_captain: vice });
    expect(await myTeam(a.auth)).toMatchObject({ captain, vice_captain: vice });
    b = await createTeam(t, 'Bare Arms', squad());
    expect(await myTeam(b.auth)).toMatchObject({ captain: null, vice_captain: null });
  });

  test('a captain outside the 11, or equal to the vice, gets 400 naming the field and changes nothing', async () => {
    const before = await myTeam(a.auth);
    const outside = await put(a.auth, { players: squad(), captain: pool.Attacker[5] });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().errors)).toEqual(['captain']);
    const outsideVice = await put(a.auth, { players: squad(), vice_captain: pool.Defender[6] });
    expect(Object.keys(outsideVice.json().errors)).toEqual(['vice_captain']);
    const same = await put(a.auth, { players: squad(), captain: vice, vice_captain: vice });
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().errors)).toEqual(['vice_captain']);
    expect(await myTeam(a.auth)).toEqual(before);

    const u = await t.user();
    const created = await t.inject({
      method: 'POST',
      url: '/api/team/',
      headers: u.auth,
      payload: { name: 'Never Made', players: squad(), captain: pool.Goalkeeper[3] },
    });
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json().errors)).toEqual(['captain']);
    expect((await t.inject({ method: 'GET', url: '/api/team/', headers: u.auth })).statusCode).toBe(404);
  });

  test('left out on PUT they stay while in the squad, go null when transferred out; null clears', async () => {
    expect((await transfer(t, a, squad())).captain).toBe(captain);
    const withoutCaptain = squad().map((id) => (id === captain ? pool.Attacker[4] : id));
    expect(await transfer(t, a, withoutCaptain)).toMatchObject({ captain: null, vice_captain: vice });
    expect(await transfer(t, a, squad(), { captain, vice_captain: null })).toMatchObject({ captain, vice_captain: null });
    expect(await transfer(t, a, squad(), { captain: null })).toMatchObject({ captain: null, vice_captain: null });
    expect(await transfer(t, a, squad(), { captain, vice_captain: vice })).toMatchObject({ captain, vice_captain: vice });
    await recomputeFindsNothing();
  });
});

describe('doubled points', () => {
  test('the vice counts twice when the captain has no stat row; the captain once it has one, even worth 0', async () => {
    t.clock.set('2026-11-13T12:00:00Z');
    const defender = pool.Defender[0];
    const first = await recordMatch(t, staff, {
      date: '2026-11-10T10:00:00Z',
      players_stats: [row(vice, { goals: 1 }), row(defender)],
    });
    const vicePoints = first.players_stats.find((s) => s.player === vice)!.points;
    const defenderPoints = first.players_stats.find((s) => s.player === defender)!.points;
    expect(vicePoints).toBe(7);
    const week = await weekStarting(t, '2026-11-09');

    let snap = (await snapshotFor(t, a.id, week.id))!;
    expect(snap).toMatchObject({ captain, vice_captain: vice, weekly_points: 2 * vicePoints + defenderPoints });
    expect(snap.players.find((p) => p.id === vice)).toMatchObject({ game_week_points: vicePoints, multiplier: 2 });
    expect(snap.players.filter((p) => p.multiplier === 2)).toHaveLength(1);
    const plain = (await snapshotFor(t, b.id, week.id))!;
    expect(plain.weekly_points).toBe(vicePoints + defenderPoints);
    expect(plain.players.every((p) => p.multiplier === 1)).toBe(true);

    // Two yellow cards: the captain's row is worth 0, yet the double moves to him.
    const second = await recordMatch(t, staff, { date: '2026-11-11T10:00:00Z', players_stats: [row(captain, { yellow_cards: 2 })] });
    expect(second.players_stats[0].points).toBe(0);
    snap = (await snapshotFor(t, a.id, week.id))!;
    expect(snap.weekly_points).toBe(vicePoints + defenderPoints);
    expect(snap.players.find((p) => p.id === captain)!.multiplier).toBe(2);
    expect(snap.players.find((p) => p.id === vice)!.multiplier).toBe(1);
    await recomputeFindsNothing();

    // A goal for the captain: counted twice.
    const third = await recordMatch(t, staff, { date: '2026-11-12T10:00:00Z', players_stats: [row(captain, { goals: 1 })] });
    const captainGoal = third.players_stats[0].points;
    snap = (await snapshotFor(t, a.id, week.id))!;
    expect(snap.weekly_points).toBe(vicePoints + defenderPoints + 2 * captainGoal);
    expect((await leagueTable(t)).find((r) => r.id === a.id)!.total_points).toBe(snap.weekly_points);
    await recomputeFindsNothing();

    // Deleting the captain's matches hands the double back to the vice.
    expect((await removeMatch(t, staff, third.id)).statusCode).toBe(204);
    expect((await removeMatch(t, staff, second.id)).statusCode).toBe(204);
    snap = (await snapshotFor(t, a.id, week.id))!;
    expect(snap.weekly_points).toBe(2 * vicePoints + defenderPoints);
    expect((await leagueTable(t)).find((r) => r.id === a.id)!.total_points).toBe(2 * vicePoints + defenderPoints);
    await recomputeFindsNothing();
  });

  test('a captain change after the deadline counts from the next gameweek; the snapshot keeps the old one', async () => {
    const week = await weekStarting(t, '2026-11-09');
    const before = (await snapshotFor(t, a.id, week.id))!;
    expect(await transfer(t, a, squad(), { captain: vice, vice_captain: captain })).toMatchObject({ captain: vice });
    const after = (await snapshotFor(t, a.id, week.id))!;
    expect(after).toEqual(before);
    expect(after.captain).toBe(captain);

    // Next week's snapshot (made when its first match is recorded) has the new captaincy.
    t.clock.set('2026-11-17T12:00:00Z');
    await recordMatch(t, staff, { date: '2026-11-17T10:00:00Z', players_stats: [row(vice, { goals: 1 }), row(captain, { goals: 2 })] });
    const next = await weekStarting(t, '2026-11-16');
    const snap = (await snapshotFor(t, a.id, next.id))!;
    expect(snap).toMatchObject({ captain: vice, vice_captain: captain });
    expect(snap.players.find((p) => p.id === vice)!.multiplier).toBe(2);
    await recomputeFindsNothing();
  });
});

describe('form and selected by', () => {
  test('every player object carries them', async () => {
    const players = (await getJson(t, '/api/players/', 'listPlayers')) as { id: number; form: number; selected_by_percent: number }[];
    const of = (id: number) => players.find((p) => p.id === id)!;
    // Two gameweeks exist: the vice scored 7 then 7 → (7 + 7) / 2.
    expect(of(vice).form).toBe(7);
    // The captain: nothing in week 1 (its matches were deleted), 2 + 2×4 = 10 in week 2 → 5.
    expect(of(captain).form).toBe(5);
    expect(of(pool.Attacker[6]).form).toBe(0);
    // Both teams hold the 4-4-2 squad's players; nobody holds the last attacker.
    expect(of(captain).selected_by_percent).toBe(100);
    expect(of(pool.Attacker[6]).selected_by_percent).toBe(0);
    await transfer(
      t,
      b,
      squad().map((id) => (id === captain ? pool.Attacker[6] : id)),
    );
    const again = (await getJson(t, '/api/players/', 'listPlayers')) as typeof players;
    expect(again.find((p) => p.id === captain)!.selected_by_percent).toBe(50);
    expect(again.find((p) => p.id === pool.Attacker[6])!.selected_by_percent).toBe(50);
    const top = (await getJson(t, '/api/player-points/', 'listPlayerPoints')) as typeof players;
    expect(top.find((p) => p.id === captain)).toMatchObject({ form: 5, selected_by_percent: 50 });
    expect((await myTeam(a.auth)).players.find((p: { id: number }) => p.id === captain)).toMatchObject({ form: 5, selected_by_percent: 50 });
  });
});

describe('the gameweek summary', () => {
  test('unknown gameweek: 404', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/game-weeks/999999/summary/' });
    expectContract(res, 'getGameWeekSummary');
    expect(res.statusCode).toBe(404);
  });

  test('averages, the best team, the player and team of the week and the most captained', async () => {
    const week = await weekStarting(t, '2026-11-16');
    const res = await t.inject({ method: 'GET', url: `/api/game-weeks/${week.id}/summary/` });
    expectContract(res, 'getGameWeekSummary');
    expect(res.statusCode).toBe(200);
    const s = res.json();
    const snapA = (await snapshotFor(t, a.id, week.id))!;
    const snapB = (await snapshotFor(t, b.id, week.id))!;
    expect(s.game_week).toEqual(week);
    expect(s.average_points).toBe(Math.round(((snapA.weekly_points + snapB.weekly_points) / 2) * 10) / 10);
    expect(s.highest_points).toBe(Math.max(snapA.weekly_points, snapB.weekly_points));
    expect(s.highest_team).toEqual({ id: a.id, name: 'Armbands' });
    expect(s.player_of_the_week).toMatchObject({ player: { id: captain }, points: 10 });
    expect(s.most_captained).toMatchObject({ player: { id: vice }, teams: 1 });
    const team = s.team_of_the_week;
    expect(team.players).toHaveLength(11);
    expect(team.players.filter((p: { position: string }) => p.position === 'Goalkeeper')).toHaveLength(1);
    expect(team.formation).toMatch(/^\d-\d-\d$/);
    expect(team.total_points).toBe(17);
    expect(team.players.find((p: { id: number }) => p.id === captain)).toMatchObject({ game_week_points: 10 });
    expect(team.players.find((p: { id: number }) => p.id === vice)).toMatchObject({ game_week_points: 7 });
  });

  test('a week whose snapshots score nothing has average and highest 0', async () => {
    t.clock.set('2026-11-24T12:00:00Z');
    const m = await recordMatch(t, staff, { date: '2026-11-24T10:00:00Z', players_stats: [row(pool.Goalkeeper[6])] });
    const s = await getJson(t, `/api/game-weeks/${m.game_week.id}/summary/`, 'getGameWeekSummary');
    expect(s).toMatchObject({ average_points: 0, highest_points: 0, most_captained: { player: { id: vice }, teams: 1 } });
    expect(s.player_of_the_week).toMatchObject({ player: { id: pool.Goalkeeper[6] }, points: 2 });
    expect(s.team_of_the_week.players[0]).toMatchObject({ id: pool.Goalkeeper[6], game_week_points: 2 });
    await recomputeFindsNothing();
  });
});
