import type { TestApp } from '../../test/harness';
import { addPlayer, type PlayerPool } from '../../test/fixtures';
import { benchCalls, type TeamAnswer } from '../../test/bench';
import { getJson, leagueTable, startSeasonApp, type Auth } from '../../test/season';
import { ruleCalls } from '../../test/transfers';

// the product rules §21 on the team calls, sentence by sentence over HTTP: the bench on POST, PUT and
// GET /api/team/, its checks, its cost, retired players, and who holds whom. How it scores:
// bench-scoring.test.ts.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  // Sunday 1 November 2026 (club time is UTC until March): the first deadline is tomorrow 00:00.
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Bench', count: 8 }));
});
afterAll(() => t.close());

const { call, mine, ids, sortedIds, makeTeam } = benchCalls(() => t, () => staff);
const { playChip } = ruleCalls(() => t, () => staff);

describe('bench on the team calls', () => {
  const eleven = () => [pool.Goalkeeper[0], ...pool.Defender.slice(0, 4), ...pool.Midfielder.slice(0, 4), ...pool.Attacker.slice(0, 2)];

  test('a bench is optional: a team without one answers bench [], and a PUT without one keeps it so (its snapshots: bench-scoring.test.ts)', async () => {
    const team = await makeTeam('No Bench', eleven(), { captain: pool.Midfielder[0], vice_captain: pool.Defender[0] });
    const got = await mine(team.auth);
    expect(got.bench).toEqual([]);
    expect(got.cost).toBe(55);
    expect(got.budget_remaining).toBe(45);
    // A PUT without `bench` keeps it empty, as the original spec's transfers page sends it.
    const put = await call('PUT', team.auth, { players: eleven(), formation: '4-4-2' });
    expect(put.statusCode).toBe(200);
    expect(put.json().bench).toEqual([]);
  });

  test('POST takes an ordered bench of up to 4; GET answers it as player objects in bench order; the cost includes it', async () => {
    const bench = [pool.Attacker[2], pool.Goalkeeper[1], pool.Midfielder[4], pool.Defender[4]];
    const u = await t.user();
    const res = await call('POST', u.auth, { name: 'Full Bench', players: eleven(), bench });
    expect(res.statusCode).toBe(201);
    const team = res.json() as TeamAnswer;
    expect(ids(team.bench)).toEqual(bench);
    expect(team.bench.map((p) => p.position)).toEqual(['Attacker', 'Goalkeeper', 'Midfielder', 'Defender']);
    expect(sortedIds(team.players)).toEqual([...eleven()].sort((a, b) => a - b));
    expect(team.formation).toBe('4-4-2');
    // 15 players at 5.0: the 11 and the bench.
    expect(team.cost).toBe(75);
    expect(team.budget_remaining).toBe(25);
    expect(await mine(u.auth)).toEqual(team);
      });

  test('a bad bench answers 400 naming bench and stores nothing, on POST and on PUT', async () => {
    const u = await t.user();
    const pricey = await addPlayer(t, { position: 'Midfielder', name: 'Bench Pricey', price: 50 });
    const bad: [string, unknown][] = [
      ['not a list', pool.Defender[4]],
      ['not a list (an object)', { 0: pool.Defender[4] }],
      ['longer than 4', [pool.Defender[4], pool.Defender[5], pool.Midfielder[4], pool.Midfielder[5], pool.Attacker[2]]],
      ['a duplicate', [pool.Defender[4], pool.Defender[4]]],
      ['an unknown id', [pool.Defender[4], 2_000_000]],
      ['a player among the 11', [pool.Defender[0]]],
      // 11 at 5.0 and 50.0 on the bench: 105.0 in all.
      ['over the budget with the 11', [pricey]],
    ];
    for (const [why, bench] of bad) {
      const res = await call('POST', u.auth, { name: `Bad Bench ${why}`, players: eleven(), bench });
      expect({ why, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ why, status: 400, fields: ['bench'] });
      expect((await call('GET', u.auth)).statusCode).toBe(404);
    }
    // The 11 alone at 55.0 with 45.0 on the bench is exactly 100.0: allowed.
    const exact = await addPlayer(t, { position: 'Attacker', name: 'Bench Exact', price: 45 });
    const ok = await call('POST', u.auth, { name: 'Exactly Budget', players: eleven(), bench: [exact] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ cost: 100, budget_remaining: 0 });
    const before = await mine(u.auth);
    for (const [why, bench] of bad) {
      const res = await call('PUT', u.auth, { players: eleven(), bench });
      expect({ why, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ why, status: 400, fields: ['bench'] });
      expect(await mine(u.auth)).toEqual(before);
    }
    // Left out on PUT, the bench is checked at the prices of the moment too: the bench player's
    // price rises to 45.5, and the same 11 with the same bench come to 100.5.
    const rise = await t.inject({ method: 'PUT', url: `/api/players/${exact}/`, headers: staff, payload: { name: 'Bench Exact', team: "Men's 1st", price: 45.5 } });
    expect(rise.statusCode).toBe(200);
    const over = await call('PUT', u.auth, { players: eleven() });
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json().errors)).toEqual(['bench']);
    expect(await mine(u.auth)).toMatchObject({ cost: 100.5, budget_remaining: -0.5, bench: [{ id: exact }] });
    // Emptied, the bench costs nothing.
    const emptied = await call('PUT', u.auth, { players: eleven(), bench: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json()).toMatchObject({ bench: [], cost: 55 });
  });

  test('left out on PUT, the bench stays less anyone now among the 11; captain and vice must be among the 11', async () => {
    const bench = [pool.Defender[4], pool.Midfielder[4], pool.Attacker[2]];
    const team = await makeTeam('Swapper', eleven(), { bench, captain: pool.Midfielder[0], vice_captain: pool.Defender[0] });
    // The captain or vice on the bench: 400 naming the field, nothing stored.
    for (const [field, value] of [['captain', pool.Midfielder[4]], ['vice_captain', pool.Defender[4]]] as const) {
      const res = await call('PUT', team.auth, { players: eleven(), bench, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      const res2 = await call('POST', (await t.user()).auth, { name: `Captain Bench ${field}`, players: eleven(), bench, [field]: value });
      expect(res2.statusCode).toBe(400);
      expect(Object.keys(res2.json().errors)).toEqual([field]);
    }
    // The midfielder on the bench comes into the 11 for the captain (no bench sent): the bench
    // keeps its other two in order; the old captain leaves the team, so the captain is null; the
    // vice, still among the 11, stays.
    const in11 = eleven().map((id) => (id === pool.Midfielder[0] ? pool.Midfielder[4] : id));
    const put = await call('PUT', team.auth, { players: in11 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ captain: null, vice_captain: pool.Defender[0] });
    expect(ids(put.json().bench)).toEqual([pool.Defender[4], pool.Attacker[2]]);
    // A swap: the vice goes to the bench (first) and the bench defender into the 11; the vice,
    // left out, is no longer among the 11 and becomes null.
    const swapped = in11.map((id) => (id === pool.Defender[0] ? pool.Defender[4] : id));
    const swap = await call('PUT', team.auth, { players: swapped, bench: [pool.Defender[0], pool.Attacker[2]], captain: pool.Attacker[0] });
    expect(swap.statusCode).toBe(200);
    expect(swap.json()).toMatchObject({ captain: pool.Attacker[0], vice_captain: null });
    expect(ids(swap.json().bench)).toEqual([pool.Defender[0], pool.Attacker[2]]);
    expect(await mine(team.auth)).toEqual(swap.json());
    // Reordered, with the same players: nothing else moves.
    const reorder = await call('PUT', team.auth, { players: swapped, bench: [pool.Attacker[2], pool.Defender[0]] });
    expect(reorder.statusCode).toBe(200);
    expect(ids(reorder.json().bench)).toEqual([pool.Attacker[2], pool.Defender[0]]);
    expect(reorder.json()).toMatchObject({ captain: pool.Attacker[0], cost: 65 });
  });

  test('a player only in the squad saved under a pending free hit (its 11 or its bench) is "in a team": deleting them retires them', async () => {
    const team = await makeTeam('Free Hit Keeper', eleven());
    expect((await playChip(team.auth, 'free_hit')).statusCode).toBe(200);
    const striker = await addPlayer(t, { position: 'Attacker', name: 'Free Hit Striker' });
    const sub = await addPlayer(t, { position: 'Defender', name: 'Free Hit Sub' });
    const saved = await call('PUT', team.auth, { players: eleven().map((id) => (id === pool.Attacker[1] ? striker : id)), bench: [sub] });
    expect(saved.statusCode).toBe(200);
    for (const id of [striker, sub]) {
      // Neither has stats, nor a place in the team's own squad: only the free hit's.
      expect((await t.inject({ method: 'DELETE', url: `/api/players/delete/${id}/`, headers: staff })).statusCode).toBe(204);
      const listed = (await getJson(t, '/api/players/', 'listPlayers')) as { id: number }[];
      expect(listed.some((p) => p.id === id)).toBe(false);
    }
    // Retired, not gone: the free hit's squad still shows them, and may keep them.
    type Shown = { id: number; name: string; retired: boolean };
    const got = (await call('GET', team.auth)).json() as { players: Shown[]; bench: Shown[] };
    expect(got.players.find((p) => p.id === striker)).toMatchObject({ name: 'Free Hit Striker', retired: true });
    expect(got.bench.map((p) => [p.id, p.name, p.retired])).toEqual([[sub, 'Free Hit Sub', true]]);
    expect((await call('PUT', team.auth, { players: ids(got.players), bench: [sub] })).statusCode).toBe(200);
  });

  test('a retired player cannot be put on a bench; one already in the team stays and moves between the 11 and the bench; a bench player is "in a team"', async () => {
    const retired = await addPlayer(t, { position: 'Defender', name: 'Bench Retired', retired: true });
    const u = await t.user();
    const refused = await call('POST', u.auth, { name: 'Retiree Bench', players: eleven(), bench: [retired] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['bench']);

    // A player who has only ever sat on a bench, with no stats: deleting them retires them.
    const sub = await addPlayer(t, { position: 'Defender', name: 'Bench Keeper Of The Bench' });
    const team = await makeTeam('Loyal Bench', eleven(), { bench: [sub] });
    const del = await t.inject({ method: 'DELETE', url: `/api/players/delete/${sub}/`, headers: staff });
    expect(del.statusCode).toBe(204);
    const listed = (await getJson(t, '/api/players/', 'listPlayers')) as { id: number }[];
    expect(listed.some((p) => p.id === sub)).toBe(false);
    expect(ids((await mine(team.auth)).bench)).toEqual([sub]);
    // It may move into the 11 and back.
    const into = eleven().map((id) => (id === pool.Defender[3] ? sub : id));
    const moved = await call('PUT', team.auth, { players: into, bench: [pool.Defender[3]] });
    expect(moved.statusCode).toBe(200);
    expect(sortedIds(moved.json().players)).toContain(sub);
    const back = await call('PUT', team.auth, { players: eleven(), bench: [sub] });
    expect(back.statusCode).toBe(200);
    expect(ids(back.json().bench)).toEqual([sub]);
    // Left out on PUT it stays too; but no other team may bench them.
    expect(ids((await call('PUT', team.auth, { players: eleven() })).json().bench)).toEqual([sub]);
    const other = await call('POST', (await t.user()).auth, { name: 'Poacher', players: eleven(), bench: [sub] });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().errors)).toEqual(['bench']);
  });

  test('selected-by counts the teams holding a player on the bench', async () => {
    const lonely = await addPlayer(t, { position: 'Attacker', name: 'Bench Lonely' });
    await makeTeam('Lonely Holder', eleven(), { bench: [lonely] });
    const teams = (await leagueTable(t)).length;
    const players = (await getJson(t, '/api/players/', 'listPlayers')) as { id: number; selected_by_percent: number }[];
    expect(players.find((p) => p.id === lonely)!.selected_by_percent).toBe(Math.round((1000 / teams)) / 10);
  });
});

