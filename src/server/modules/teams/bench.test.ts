import { expectContract, type TestApp } from '../../test/harness';
import { addPlayer, type PlayerPool } from '../../test/fixtures';
import { NOTHING, recomputeDryRun } from '../../test/recompute';
import { seasonCalls } from '../../test/seasons';
import {
  gameWeeks, getJson, leagueTable, recordMatch, removeMatch, row, snapshotFor, startSeasonApp, weekStarting, type Auth, type StatInput,
} from '../../test/season';

// PRODUCT.md §21, the bench and automatic substitutions, sentence by sentence over HTTP. The
// numbers a snapshot should show are worked out twice: by hand in the comments (the expected
// literals), and by `oracle` below, a plain reading of the section's words written for this test
// (not the server's rule), which every snapshot of the file is held to at the end.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  // Sunday 1 November 2026 (club time is UTC until March): the first deadline is tomorrow 00:00.
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Bench', count: 8 }));
});
afterAll(() => t.close());

// --- The oracle -----------------------------------------------------------------------------

type Pos = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';
interface P {
  id: number;
  position: Pos;
}
/** Section 1's shapes, as the section lists them. */
const SHAPES = ['4-4-2', '4-5-1', '5-4-1', '3-5-2', '5-3-2', '4-3-3', '3-4-3', '2-5-3', '5-2-3'];
const count = (xs: P[], pos: Pos) => xs.filter((p) => p.position === pos).length;
const allowed = (xs: P[]) =>
  xs.length === 11 && count(xs, 'Goalkeeper') === 1 && SHAPES.includes(`${count(xs, 'Defender')}-${count(xs, 'Midfielder')}-${count(xs, 'Attacker')}`);
const RANK: Record<Pos, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 };

/** §21 read literally: who came on for whom, each player's multiplier, the weekly points. `week`
 *  holds the points of the players with a stat row that gameweek. */
function oracle(eleven: P[], bench: P[], week: Map<number, number>, captain: number | null, vice: number | null) {
  const played = (id: number) => week.has(id);
  const absent = eleven.filter((p) => !played(p.id)).sort((a, b) => RANK[a.position] - RANK[b.position] || a.id - b.id);
  let lineup = [...eleven];
  const subs: { out: number; in: number }[] = [];
  for (const out of absent) {
    for (const b of bench) {
      if (subs.some((s) => s.in === b.id) || !played(b.id)) continue;
      if ((b.position === 'Goalkeeper') !== (out.position === 'Goalkeeper')) continue;
      const next = lineup.map((p) => (p.id === out.id ? b : p));
      if (allowed(next)) {
        lineup = next;
        subs.push({ out: out.id, in: b.id });
        break;
      }
    }
  }
  // §10: the captain counts twice when they played, else the vice when they played.
  const doubled = captain !== null && played(captain) ? captain : vice !== null && played(vice) ? vice : null;
  const multiplier = new Map<number, number>();
  for (const p of eleven) multiplier.set(p.id, subs.some((s) => s.out === p.id) ? 0 : p.id === doubled ? 2 : 1);
  for (const p of bench) multiplier.set(p.id, subs.some((s) => s.in === p.id) ? 1 : 0);
  let points = 0;
  for (const [id, m] of multiplier) points += (week.get(id) ?? 0) * m;
  return { subs, multiplier, points };
}

// --- Calls ----------------------------------------------------------------------------------

interface TeamAnswer {
  id: number;
  name: string;
  players: { id: number; position: Pos }[];
  bench: { id: number; position: Pos; selected_by_percent: number }[];
  cost: number;
  budget_remaining: number;
  captain: number | null;
  vice_captain: number | null;
  formation: string;
}
interface SnapPlayer {
  id: number;
  position: Pos;
  game_week_points: number;
  multiplier: number;
}
interface Snap {
  players: SnapPlayer[];
  bench: SnapPlayer[];
  automatic_subs: { out: number; in: number }[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
}

const call = async (method: 'GET' | 'POST' | 'PUT', auth: Auth, payload?: unknown) => {
  const res = await t.inject({ method, url: '/api/team/', headers: auth, payload });
  expectContract(res, method === 'GET' ? 'getMyTeam' : method === 'POST' ? 'createTeam' : 'updateTeam');
  return res;
};
const mine = async (auth: Auth) => (await call('GET', auth)).json() as TeamAnswer;
const ids = (xs: { id: number }[]) => xs.map((p) => p.id);
const sortedIds = (xs: { id: number }[]) => ids(xs).sort((a, b) => a - b);
const snap = async (teamId: number, weekId: number) => (await snapshotFor(t, teamId, weekId)) as unknown as Snap | null;

interface Made {
  id: number;
  name: string;
  auth: Auth;
  userId: number;
}
const made: Made[] = [];
/** A new user's team (201 or the test fails). */
async function makeTeam(name: string, players: number[], extra: Record<string, unknown> = {}): Promise<Made> {
  const u = await t.user();
  const res = await call('POST', u.auth, { name, players, ...extra });
  if (res.statusCode !== 201) throw new Error(`createTeam answered ${res.statusCode}: ${res.body}`);
  const team = { id: res.json().id as number, name, auth: u.auth, userId: u.id };
  made.push(team);
  return team;
}

/** Points of each player with a stat row, by gameweek id, from the matches recorded here. */
const weekPoints = new Map<number, Map<number, number>>();
const matchRows = new Map<number, { week: number; rows: { player: number; points: number }[] }>();
async function record(date: string, rows: StatInput[]) {
  const m = await recordMatch(t, staff, { date, players_stats: rows });
  matchRows.set(m.id, { week: m.game_week.id, rows: m.players_stats });
  rebuildWeekPoints();
  return m;
}
async function unrecord(id: number) {
  expect((await removeMatch(t, staff, id)).statusCode).toBe(204);
  matchRows.delete(id);
  rebuildWeekPoints();
}
function rebuildWeekPoints() {
  weekPoints.clear();
  for (const { week, rows } of matchRows.values()) {
    const w = weekPoints.get(week) ?? new Map<number, number>();
    for (const r of rows) w.set(r.player, (w.get(r.player) ?? 0) + r.points);
    weekPoints.set(week, w);
  }
}

/** A snapshot held to the oracle: its subs, every multiplier and its weekly points. */
function expectOracle(s: Snap, weekId: number) {
  const o = oracle(s.players, s.bench, weekPoints.get(weekId) ?? new Map(), s.captain, s.vice_captain);
  expect(s.automatic_subs).toEqual(o.subs);
  expect([...s.players, ...s.bench].map((p) => [p.id, p.multiplier])).toEqual([...s.players, ...s.bench].map((p) => [p.id, o.multiplier.get(p.id)]));
  expect(s.weekly_points).toBe(o.points);
  // weekly_points is the sum of points times multiplier over the 11 and the bench.
  expect(s.weekly_points).toBe([...s.players, ...s.bench].reduce((sum, p) => sum + p.game_week_points * p.multiplier, 0));
  return o.points;
}

// --- The team calls -------------------------------------------------------------------------

describe('bench on the team calls', () => {
  const eleven = () => [pool.Goalkeeper[0], ...pool.Defender.slice(0, 4), ...pool.Midfielder.slice(0, 4), ...pool.Attacker.slice(0, 2)];

  test('a bench is optional: a team without one answers bench [] and its snapshots an empty bench', async () => {
    const team = await makeTeam('No Bench', eleven(), { captain: pool.Midfielder[0], vice_captain: pool.Defender[0] });
    const got = await mine(team.auth);
    expect(got.bench).toEqual([]);
    expect(got.cost).toBe(55);
    expect(got.budget_remaining).toBe(45);
    // A PUT without `bench` keeps it empty, as SPEC.md's transfers page sends it.
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
    made.push({ id: team.id, name: team.name, auth: u.auth, userId: u.id });
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
    made.push({ id: ok.json().id, name: 'Exactly Budget', auth: u.auth, userId: u.id });
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

// --- Snapshots and automatic substitutions --------------------------------------------------

describe('snapshots freeze the bench, and the automatic substitutions score', () => {
  const G = () => pool.Goalkeeper;
  const D = () => pool.Defender;
  const M = () => pool.Midfielder;
  const A = () => pool.Attacker;
  let teams: Record<string, Made>;
  let w1: number;
  let w2: number;
  let w2Match: number;

  beforeAll(async () => {
    // Sunday 1 November, before the first deadline.
    t.clock.set('2026-11-01T18:00:00Z');
    teams = {
      // 4-4-2 with every kind of bench player; captain M0, vice D0.
      a: await makeTeam('Sub Alpha', [G()[0], ...D().slice(0, 4), ...M().slice(0, 4), ...A().slice(0, 2)], {
        bench: [G()[1], M()[4], D()[4], A()[2]], captain: M()[0], vice_captain: D()[0],
      }),
      // 3-5-2; no goalkeeper on the bench; captain A0, vice A1.
      b: await makeTeam('Sub Bravo', [G()[0], ...D().slice(0, 3), ...M().slice(0, 5), ...A().slice(0, 2)], {
        bench: [M()[5], A()[2], D()[5]], captain: A()[0], vice_captain: A()[1],
      }),
      // 5-4-1; captain G0 (who will not play), vice D0.
      c: await makeTeam('Sub Charlie', [G()[0], ...D().slice(0, 5), ...M().slice(0, 4), A()[0]], {
        bench: [D()[5], M()[4]], captain: G()[0], vice_captain: D()[0],
      }),
      // Alpha's 11 and captaincy with no bench.
      d: await makeTeam('Sub Delta', [G()[0], ...D().slice(0, 4), ...M().slice(0, 4), ...A().slice(0, 2)], { captain: M()[0], vice_captain: D()[0] }),
      // 5-4-1 whose attacker will not play, with a defender and a midfielder on the bench.
      e: await makeTeam('Sub Echo', [G()[1], D()[0], D()[1], D()[4], D()[5], D()[6], ...M().slice(1, 5), A()[3]], { bench: [D()[7], M()[5]] }),
      // 4-4-2 whose captain A3 will not play; the first on the bench will not play either.
      f: await makeTeam('Sub Foxtrot', [G()[1], D()[0], D()[1], D()[4], D()[5], ...M().slice(1, 5), A()[0], A()[3]], {
        bench: [A()[4], A()[2]], captain: A()[3], vice_captain: A()[0],
      }),
    };
  });

  test('week 1: each rule of the substitutions, with the numbers worked out by hand', async () => {
    t.clock.set('2026-11-04T12:00:00Z');
    await record('2026-11-03T19:30', [
      row(G()[1], { clean_sheets: 1 }), // 7
      row(D()[0], { goals: 1 }), // 8
      row(D()[1]), // 2
      row(D()[4], { assists: 1 }), // 6
      row(D()[5]), // 2
      row(D()[6]), // 2
      row(D()[7]), // 2
      row(M()[1], { goals: 1 }), // 7
      row(M()[2]), // 2
      row(M()[3], { yellow_cards: 1 }), // 1
      row(M()[4], { goals: 1, assists: 1 }), // 10
      row(M()[5]), // 2
      row(A()[0], { goals: 1 }), // 6
      row(A()[1], { yellow_cards: 2 }), // 0: a row worth 0 still counts as playing
      row(A()[2]), // 2
    ]);
    w1 = (await weekStarting(t, '2026-11-02')).id;
    const s = async (k: string) => (await snap(teams[k].id, w1))!;

    // Alpha: G0, D2, D3, M0 did not play, taken in that order. G0 by the goalkeeper G1 (first
    // on the bench); D2 by M4 (3-5-2); D3 by D4 (still 3-5-2); M0 by A2 (3-4-3). The captain M0
    // did not play: the vice D0 counts twice. 7 + 16 + 2 + 6 + 10 + 7 + 2 + 1 + 2 + 6 + 0 = 59.
    const a = await s('a');
    expect(ids(a.bench)).toEqual([G()[1], M()[4], D()[4], A()[2]]);
    expect(a.automatic_subs).toEqual([{ out: G()[0], in: G()[1] }, { out: D()[2], in: M()[4] }, { out: D()[3], in: D()[4] }, { out: M()[0], in: A()[2] }]);
    expect(a.weekly_points).toBe(59);
    expect(a.bench.map((p) => [p.game_week_points, p.multiplier])).toEqual([[7, 1], [10, 1], [6, 1], [2, 1]]);
    const mult = new Map(a.players.map((p) => [p.id, p.multiplier]));
    expect([G()[0], D()[2], D()[3], M()[0]].map((id) => mult.get(id))).toEqual([0, 0, 0, 0]);
    expect(mult.get(D()[0])).toBe(2);

    // Bravo: no goalkeeper on the bench, so G0 stays (0 points, multiplier 1). D2: M5 would make
    // 2-6-2, passed over; A2 makes 2-5-3. M0: the passed-over M5, still available. D5 played but
    // was not needed: 0. The captain A0 played: 12. 8 + 2 + 2 + 7 + 2 + 1 + 10 + 2 + 12 + 0 = 46.
    const b = await s('b');
    expect(b.automatic_subs).toEqual([{ out: D()[2], in: A()[2] }, { out: M()[0], in: M()[5] }]);
    expect(b.bench.map((p) => [p.id, p.multiplier])).toEqual([[M()[5], 1], [A()[2], 1], [D()[5], 0]]);
    expect(b.players.find((p) => p.id === G()[0])!.multiplier).toBe(1);
    expect(b.weekly_points).toBe(46);

    // Charlie: G0 (the captain) stays out; D2 by D5 (5-4-1), D3 by M4 (4-5-1); M0 has nobody
    // left. The vice D0 counts twice. 16 + 2 + 2 + 6 + 10 + 7 + 2 + 1 + 6 = 52.
    const c = await s('c');
    expect(c.automatic_subs).toEqual([{ out: D()[2], in: D()[5] }, { out: D()[3], in: M()[4] }]);
    expect(c.weekly_points).toBe(52);

    // Delta, Alpha's 11 without a bench: 16 + 2 + 7 + 2 + 1 + 6 + 0 = 34.
    const d = await s('d');
    expect(d.bench).toEqual([]);
    expect(d.automatic_subs).toEqual([]);
    expect(d.weekly_points).toBe(34);

    // Echo, 5-4-1 losing its attacker: the defender would make 6-4-0, the midfielder 5-5-0,
    // neither allowed, so nobody comes on. 7 + 8 + 2 + 6 + 2 + 2 + 7 + 2 + 1 + 10 = 47.
    const e = await s('e');
    expect(e.automatic_subs).toEqual([]);
    expect(e.bench.map((p) => [p.game_week_points, p.multiplier])).toEqual([[2, 0], [2, 0]]);
    expect(e.weekly_points).toBe(47);

    // Foxtrot: the captain A3 did not play; A4 (first on the bench) did not play either, so A2
    // replaces A3, and counts once: the vice A0 counts twice.
    // 7 + 8 + 2 + 6 + 2 + 7 + 2 + 1 + 10 + 12 + 2 = 59.
    const f = await s('f');
    expect(f.automatic_subs).toEqual([{ out: A()[3], in: A()[2] }]);
    expect(f.captain).toBe(A()[3]);
    expect(f.bench.map((p) => [p.id, p.multiplier])).toEqual([[A()[4], 0], [A()[2], 1]]);
    expect(f.players.find((p) => p.id === A()[0])!.multiplier).toBe(2);
    expect(f.weekly_points).toBe(59);

    for (const k of Object.keys(teams)) expectOracle(await s(k), w1);
  });

  test('a change after the deadline leaves the week as frozen; the next week has the new bench in its order', async () => {
    // Wednesday of week 1: Alpha brings M4 into the 11 for the captain M0, who goes first on a
    // reordered bench. The captain, left out, is no longer among the 11: null.
    const a = teams.a;
    const eleven = [G()[0], ...D().slice(0, 4), ...M().slice(1, 5), ...A().slice(0, 2)];
    const put = await call('PUT', a.auth, { players: eleven, bench: [M()[0], A()[2], D()[4], G()[1]] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ captain: null, vice_captain: D()[0] });
    const frozen = (await snap(a.id, w1))!;
    expect(ids(frozen.bench)).toEqual([G()[1], M()[4], D()[4], A()[2]]);
    expect(frozen.captain).toBe(M()[0]);
    expect(frozen.weekly_points).toBe(59);

    // Week 2: only G1, D0, M0 and A2 play. Alpha: G0 by G1 (last on the bench, the only
    // goalkeeper); D1 by M0 (3-5-2); D2 by A2 (2-5-3); D4 did not play, so nobody else comes on.
    // No captain: the vice D0 counts twice. 2 + 4 + 7 + 2 = 15.
    t.clock.set('2026-11-11T12:00:00Z');
    w2Match = (await record('2026-11-10T19:30', [row(G()[1]), row(D()[0]), row(M()[0], { goals: 1 }), row(A()[2])])).id;
    w2 = (await weekStarting(t, '2026-11-09')).id;
    const s2 = (await snap(a.id, w2))!;
    expect(ids(s2.bench)).toEqual([M()[0], A()[2], D()[4], G()[1]]);
    expect(s2.automatic_subs).toEqual([{ out: G()[0], in: G()[1] }, { out: D()[1], in: M()[0] }, { out: D()[2], in: A()[2] }]);
    expect(s2).toMatchObject({ captain: null, vice_captain: D()[0], weekly_points: 15 });
    for (const k of Object.keys(teams)) expectOracle((await snap(teams[k].id, w2))!, w2);
  });

  test('totals, the main table, a mini-league, a term and the gameweek summaries follow; deleting a match takes its substitutions back', async () => {
    const check = async () => {
      const weeks = await gameWeeks(t);
      const totals = new Map<number, number>();
      const byWeek = new Map<number, number[]>();
      for (const team of made) {
        let total = 0;
        for (const w of weeks) {
          const s = await snap(team.id, w.id);
          if (!s) continue;
          const points = expectOracle(s, w.id);
          total += points;
          byWeek.set(w.id, [...(byWeek.get(w.id) ?? []), points]);
        }
        totals.set(team.id, total);
      }
      const table = await leagueTable(t);
      expect(table.map((r) => [r.id, r.total_points])).toEqual(table.map((r) => [r.id, totals.get(r.id)]));
      for (const w of weeks) {
        const summary = await getJson(t, `/api/game-weeks/${w.id}/summary/`, 'getGameWeekSummary');
        const points = byWeek.get(w.id)!;
        expect(summary.highest_points).toBe(Math.max(...points));
        expect(summary.average_points).toBe(Math.round((points.reduce((x, y) => x + y, 0) * 10) / points.length) / 10);
      }
      return { totals, weeks };
    };
    const { totals, weeks } = await check();
    expect(totals.get(teams.a.id)).toBe(59 + 15);

    // A mini-league of every team here, counting from week 2; a term of week 2 alone.
    const owner = made[0];
    const league = await t.inject({ method: 'POST', url: '/api/leagues/', headers: owner.auth, payload: { name: 'Bench League', start_week: 2 } });
    expect(league.statusCode).toBe(201);
    for (const team of made.slice(1)) {
      expect((await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: team.auth, payload: { code: league.json().code } })).statusCode).toBe(200);
    }
    const week2 = async (teamId: number) => (await snap(teamId, weeks[1].id))?.weekly_points ?? 0;
    const standings = (await t.inject({ method: 'GET', url: `/api/leagues/${league.json().id}/`, headers: owner.auth })).json().standings as { team: { id: number }; points: number }[];
    for (const r of standings) expect(r.points).toBe(await week2(r.team.id));
    const s = seasonCalls(() => t);
    const term = (await s.addPhase(staff, { name: 'Bench Week 2', first_week: 2, last_week: 2 })).json();
    for (const r of (await s.phaseTable(term.id)).standings) expect(r.points).toBe(await week2(r.team.id));
    expect(await recomputeDryRun(t)).toEqual(NOTHING);

    // Deleting week 2's match takes its substitutions and points away, and the week with them.
    await unrecord(w2Match);
    expect((await gameWeeks(t)).map((w) => w.id)).toEqual([w1]);
    expect((await check()).totals.get(teams.a.id)).toBe(59);
    expect(await recomputeDryRun(t)).toEqual(NOTHING);
  });

  test('closing the season archives the table with the substitutions counted', async () => {
    const s = seasonCalls(() => t);
    const table = await leagueTable(t);
    const current = (await s.seasons())[0];
    t.clock.set('2026-11-20T12:00:00Z');
    const res = await s.close(staff, { name: 'After Bench', confirm: current.name });
    expect(res.statusCode).toBe(201);
    const archived = await s.season(current.id);
    expect(archived.standings).toEqual(table.map((r) => ({ rank: r.rank, team_name: r.name, points: r.total_points })));
    expect(archived.standings.find((r: { team_name: string }) => r.team_name === 'Sub Alpha').points).toBe(59);
  });
});
