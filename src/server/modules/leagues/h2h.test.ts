import { sql } from 'drizzle-orm';
import { roundRobin } from '../../../domain/h2h';
import { h2hOracle, type H2hRow, type Match, type Side } from '../../test/h2h';
import { queryRows } from '../../db';
import { expectContract, type TestApp } from '../../test/harness';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import { leagueCalls, type Member } from '../../test/leagues';
import { recordMatch, removeMatch, row, startSeasonApp, type Auth } from '../../test/season';

// Head-to-head leagues (the product rules §23): made with a kind and a start date, members fixed
// from the start, a round-robin one round a gameweek (AVERAGE for an odd member out), 3/1/0,
// ranked by points then score. Every table and round is compared with an oracle worked out
// from the teams' snapshots (src/server/test/h2h.ts).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
const calls = leagueCalls(() => t);
const { create, join, leave, remove, destroy, mine, member } = calls;


const get = (auth: Auth, url: string, operationId: string) =>
  t.inject({ method: 'GET', url, headers: auth }).then((res) => {
    expectContract(res, operationId);
    return res;
  });
const h2hTable = async (auth: Auth, id: number) => {
  const res = await get(auth, `/api/leagues/${id}/`, 'getLeague');
  expect(res.statusCode).toBe(200);
  return res.json() as { kind: string; starts_on: string; start_week: number; standings: H2hRow[] };
};
const matches = (auth: Auth, id: number, week?: number | string) =>
  get(auth, `/api/leagues/${id}/matches/${week === undefined ? '' : `?week=${week}`}`, 'getLeagueMatches');


/** The table, every round's matches (and the latest by default) and MyLeague's rank and points,
 *  all equal to the oracle. */
async function expectAsOracle(owner: Member, id: number, members: Member[], monday: string) {
  const expected = await h2hOracle(t, members, monday);
  expect((await h2hTable(owner.auth, id)).standings).toEqual(expected.standings);
  for (const r of expected.rounds) expect({ week: r.week, matches: (await matches(owner.auth, id, r.week)).json() }).toEqual(r);
  expect((await matches(owner.auth, id)).json()).toEqual(expected.rounds.at(-1)?.matches ?? []);
  for (const m of members.filter((x) => !x.deleted)) {
    const mineNow = (await mine(m.auth)).find((l) => l.id === id)!;
    const line = expected.standings.find((s) => s.member_id === m.id)!;
    expect({ rank: mineNow.rank, points: mineNow.points, members: mineNow.members }).toEqual({ rank: line.rank, points: line.points, members: members.length });
  }
  return expected;
}

// Teams share ten players and differ in one attacker each, whose goals decide the rounds.
let A: Member, B: Member, C: Member, D: Member, E: Member, F: Member, G: Member;
const attacker = (m: Member) => ({ [A.id]: pool.Attacker[1], [B.id]: pool.Attacker[2], [C.id]: pool.Attacker[3], [D.id]: pool.Attacker[4] })[m.id];
let even: { id: number; code: string };
let odd: { id: number; code: string };
let later: { id: number; code: string };

beforeAll(async () => {
  // Wednesday 28 October: the next deadline is Monday 2 November 00:00 (club time, GMT then).
  ({ t, pool, staff } = await startSeasonApp('2026-10-28T12:00:00Z', { prefix: 'H2h', count: 7 }));
  const shared = squadOf(pool, '4-4-1');
  A = await member([...shared, pool.Attacker[1]], 'alpha');
  B = await member([...shared, pool.Attacker[2]], 'Bravo');
  C = await member([...shared, pool.Attacker[3]], 'charlie');
  D = await member([...shared, pool.Attacker[4]], 'Delta');
  E = await member(null);
  F = await member(null);
  G = await member(null);
}, 60_000);
afterAll(() => t.close());

test('kind and start date: h2h takes starts_on (a Monday, the next deadline or later; default the next deadline), never start_week; classic never starts_on', async () => {
  for (const [payload, field] of [
    [{ name: 'X', kind: 'h2h', start_week: 2 }, 'start_week'],
    [{ name: 'X', kind: 'h2h', start_week: 1 }, 'start_week'],
    [{ name: 'X', starts_on: '2026-11-02' }, 'starts_on'],
    [{ name: 'X', kind: 'classic', starts_on: '2026-11-02' }, 'starts_on'],
    [{ name: 'X', kind: 'h2h', starts_on: '2026-11-03' }, 'starts_on'],
    [{ name: 'X', kind: 'h2h', starts_on: '2026-10-26' }, 'starts_on'],
    [{ name: 'X', kind: 'h2h', starts_on: '2026-13-02' }, 'starts_on'],
    [{ name: 'X', kind: 'h2h', starts_on: 'soon' }, 'starts_on'],
    [{ name: 'X', kind: 'knockout' }, 'kind'],
  ] as const) {
    const res = await create(A.auth, payload);
    expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  }
  expect(await mine(A.auth)).toEqual([]);

  const made = await create(A.auth, { name: 'Evens', kind: 'h2h' });
  expect(made.statusCode).toBe(201);
  expect(made.json()).toEqual({ id: expect.any(Number), name: 'Evens', code: expect.any(String), owner_id: A.id, kind: 'h2h', starts_on: '2026-11-02', start_week: 1 });
  even = made.json();
  odd = (await create(B.auth, { name: 'Odds', kind: 'h2h', starts_on: '2026-11-02' })).json();
  const l = await create(C.auth, { name: 'Later', kind: 'h2h', starts_on: '2026-11-09' });
  expect(l.json()).toMatchObject({ kind: 'h2h', starts_on: '2026-11-09', start_week: 1 });
  later = l.json();
  expect((await create(D.auth, { name: 'Classic', kind: 'classic' })).json()).toMatchObject({ kind: 'classic', starts_on: null, start_week: 1 });
});

test('before the start members come and go as in any league; from its deadline they are fixed (400), a member joining again is 200, deleting works', async () => {
  for (const m of [B, C, D, F, G]) expect((await join(m.auth, even.code)).statusCode).toBe(200);
  for (const m of [A, C, D, E]) expect((await join(m.auth, odd.code)).statusCode).toBe(200);
  expect((await leave(F.auth, even.id)).statusCode).toBe(204);
  expect((await remove(A.auth, even.id, G.id)).statusCode).toBe(204);
  const doomed = (await create(E.auth, { name: 'Doomed', kind: 'h2h' })).json();

  // The deadline: Monday 2 November 00:00. Evens and Odds have started; Later has not.
  t.clock.set('2026-11-02T00:00:00Z');
  const refused = await join(F.auth, even.code);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().detail).toMatch(/started/);
  expect((await join(G.auth, even.code)).statusCode).toBe(400); // removed before: still 400
  expect((await leave(B.auth, even.id)).statusCode).toBe(400);
  const removal = await remove(A.auth, even.id, C.id);
  expect(removal.statusCode).toBe(400);
  expect(Object.keys(removal.json().errors)).toEqual(['user_id']);
  expect((await remove(B.auth, even.id, C.id)).statusCode).toBe(403); // not the owner: as before
  expect((await join(B.auth, even.code)).statusCode).toBe(200); // a member's own join changes nothing
  expect((await h2hTable(A.auth, even.id)).standings.map((s) => s.member_id).sort((a, b) => a - b)).toEqual([A.id, B.id, C.id, D.id]);
  expect((await destroy(E.auth, doomed.id)).statusCode).toBe(204);

  // Later starts on 9 November: joins still count until then.
  for (const m of [A, B, D]) expect((await join(m.auth, later.code)).statusCode).toBe(200);
  expect((await leave(D.auth, later.id)).statusCode).toBe(204);
  expect((await join(D.auth, later.code)).statusCode).toBe(200);
});

test('rounds from the start: 3 a win, 1 a draw, AVERAGE for the odd member out, ranked by points then score (1, 2, 2, 4); a correction turns a win into a draw', async () => {
  t.clock.set('2026-11-26T12:00:00Z');
  const evenMembers = [A, B, C, D];
  const oddMembers = [A, B, C, D, E];
  // Week 1 (2 November): in Evens' first round the first pair's home member's attacker scores.
  const first = roundRobin(evenMembers.map((m) => m.id).sort((a, b) => a - b))[0];
  const winner = evenMembers.find((m) => m.id === first[0].home)!;
  const loser = evenMembers.find((m) => m.id === first[0].away)!;
  const week1 = await recordMatch(t, staff, { date: '2026-11-04T15:00:00Z', players_stats: [row(attacker(winner), { goals: 1 })] });
  let ev = await expectAsOracle(A, even.id, evenMembers, '2026-11-02');
  expect(ev.standings.find((s) => s.member_id === winner.id)).toMatchObject({ rank: 1, won: 1, points: 3 });
  expect(ev.standings.find((s) => s.member_id === loser.id)).toMatchObject({ rank: 4, lost: 1, points: 0 });
  // The other pair drew with equal scores: they share rank 2.
  expect(ev.standings.map((s) => s.rank)).toEqual([1, 2, 2, 4]);
  expect(ev.standings.filter((s) => s.rank === 2).every((s) => s.drawn === 1 && s.points === 1)).toBe(true);

  // Odds: five members (E without a team counts 0), one meets AVERAGE each round.
  const od = await expectAsOracle(B, odd.id, oddMembers, '2026-11-02');
  expect(od.rounds[0].matches.filter((m) => 'average' in m.away)).toHaveLength(1);
  expect((await matches(B.auth, odd.id, 1)).json()).toEqual(od.rounds[0].matches);
  // Later has no round yet: [] for week 1 and by default.
  expect((await matches(C.auth, later.id, 1)).json()).toEqual([]);
  expect((await matches(C.auth, later.id)).json()).toEqual([]);

  // Corrected: the loser's attacker scored too. The win becomes a draw.
  expect((await removeMatch(t, staff, week1.id)).statusCode).toBe(204);
  await recordMatch(t, staff, {
    date: '2026-11-04T15:00:00Z',
    players_stats: [row(attacker(winner), { goals: 1 }), row(attacker(loser), { goals: 1 })],
  });
  ev = await expectAsOracle(A, even.id, evenMembers, '2026-11-02');
  expect(ev.standings.find((s) => s.member_id === winner.id)).toMatchObject({ won: 0, drawn: 1, points: 1 });
  expect(ev.standings.find((s) => s.member_id === loser.id)).toMatchObject({ lost: 0, drawn: 1, points: 1 });
  expect(ev.standings.map((s) => s.rank)).toEqual([1, 1, 3, 3]);

  // Weeks 2-4: different attackers score; the round-robin goes on (Evens repeats after three).
  await recordMatch(t, staff, { date: '2026-11-11T15:00:00Z', players_stats: [row(attacker(C), { goals: 2 }), row(attacker(D), { goals: 1 }), row(pool.Defender[0], { goals: 1 })] });
  await recordMatch(t, staff, { date: '2026-11-18T15:00:00Z', players_stats: [row(attacker(B), { goals: 3 }), row(attacker(A), { goals: 1, red_cards: 1 })] });
  await recordMatch(t, staff, { date: '2026-11-25T15:00:00Z', players_stats: [row(attacker(A), { goals: 2 }), row(attacker(D), { goals: 2 })] });
  ev = await expectAsOracle(A, even.id, evenMembers, '2026-11-02');
  expect(ev.rounds.map((r) => r.week)).toEqual([1, 2, 3, 4]);
  expect(ev.rounds[3].matches.map((m) => [m.home.member_id, (m.away as Side).member_id])).toEqual(ev.rounds[0].matches.map((m) => [m.home.member_id, (m.away as Side).member_id]));
  expect(ev.standings.every((s) => s.played === 4)).toBe(true);
  const o = await expectAsOracle(B, odd.id, oddMembers, '2026-11-02');
  expect(o.standings.every((s) => s.played === 4)).toBe(true);
  expect(o.standings.at(-1)).toMatchObject({ member_id: E.id, team: null, score: 0 });
  const l = await expectAsOracle(C, later.id, [A, B, C, D], '2026-11-09');
  expect(l.rounds.map((r) => r.week)).toEqual([2, 3, 4]);
  expect((await matches(C.auth, later.id, 1)).json()).toEqual([]);
  expect((await h2hTable(C.auth, later.id)).start_week).toBe(2);

  // A deleted team: its member stays, with no team and 0 a round; the pairs are unchanged.
  expect((await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: D.auth })).statusCode).toBe(204);
  D.teamId = null;
  D.teamName = null;
  await expectAsOracle(A, even.id, evenMembers, '2026-11-02');
  await expectAsOracle(B, odd.id, oddMembers, '2026-11-02');
});

test('a member who deletes their account after the start stays in the pairs, with no team (0 a round) and no email; before the start they leave', async () => {
  const pairs = async (auth: Auth, id: number, weeks: number[]) => {
    const out = [];
    for (const w of weeks) out.push(((await matches(auth, id, w)).json() as Match[]).map((m) => [m.home.member_id, 'average' in m.away ? 0 : m.away.member_id]));
    return out;
  };
  const evenBefore = await pairs(A.auth, even.id, [1, 2, 3, 4]);
  const oddBefore = await pairs(B.auth, odd.id, [1, 2, 3, 4]);
  // A league that starts on 7 December: D joins it, then goes before its start.
  const future = (await create(A.auth, { name: 'Future', kind: 'h2h', starts_on: '2026-12-07' })).json() as { id: number; code: string };
  expect((await join(D.auth, future.code)).statusCode).toBe(200);
  // C's team scored in the rounds: C goes with it (C owns Later, which goes too); D had no team left.
  const gone = async (m: Member) => {
    expect((await t.inject({ method: 'DELETE', url: '/api/user/', headers: m.auth, payload: { password: m.password! } })).statusCode).toBe(204);
    [m.deleted, m.teamId, m.teamName] = [true, null, null];
  };
  await gone(C);
  await gone(D);
  const ev = await expectAsOracle(A, even.id, [A, B, C, D], '2026-11-02');
  for (const m of [C, D]) expect(ev.standings.find((s) => s.member_id === m.id)).toMatchObject({ team: null, account_deleted: true, played: 4, score: 0 });
  await expectAsOracle(B, odd.id, [A, B, C, D, E], '2026-11-02');
  // Past rounds keep their pairs.
  expect(await pairs(A.auth, even.id, [1, 2, 3, 4])).toEqual(evenBefore);
  expect(await pairs(B.auth, odd.id, [1, 2, 3, 4])).toEqual(oddBefore);
  // Nothing of the deleted accounts is shown but their member id.
  const answers = JSON.stringify([await h2hTable(A.auth, even.id), await h2hTable(B.auth, odd.id), (await matches(A.auth, even.id, 1)).json()]);
  for (const m of [C, D]) expect(answers).not.toContain(m.email!);
  expect((await get(A.auth, `/api/leagues/${later.id}/`, 'getLeague')).statusCode).toBe(404);
  // Before its start the league had not fixed its members: D left it.
  expect((await h2hTable(A.auth, future.id)).standings.map((s) => s.member_id)).toEqual([A.id]);
});

test('matches: members only (403), 400 for a bad week, [] for a week that is not a round, 404 for no league', async () => {
  expect((await matches(F.auth, even.id)).statusCode).toBe(403);
  expect((await matches(F.auth, even.id, 1)).statusCode).toBe(403);
  for (const week of [0, -1, 'x', 1.5]) {
    const res = await matches(A.auth, even.id, week);
    expect({ week, status: res.statusCode }).toEqual({ week, status: 400 });
    expect(Object.keys(res.json().errors ?? {})).toContain('week');
  }
  expect((await matches(A.auth, even.id, 99)).json()).toEqual([]);
  expect((await matches(A.auth, 999_999)).statusCode).toBe(404);
  expect((await t.inject({ method: 'GET', url: `/api/leagues/${even.id}/matches/` })).statusCode).toBe(401);
});

test('a closed season archives an h2h league\'s winner: the top of its h2h table, with its h2h points', async () => {
  const expected = (await h2hOracle(t, [A, B, C, D], '2026-11-02')).standings[0];
  const live = (await calls.call('GET', '/api/seasons/', undefined, 'listSeasons')).json() as { id: number; status: string }[];
  const oldId = live.find((s) => s.status === 'current')!.id;
  const res = await t.inject({ method: 'POST', url: '/api/seasons/', headers: staff, payload: { name: '2027/28', confirm: '2026/27' } });
  expect(res.statusCode).toBe(201);
  const winners = await queryRows<{ team_name: string | null; points: number | null; user_id: number | null }>(
    t.database.db,
    sql`select team_name, points, user_id from season_league_winners where season_id = ${oldId} and league_id = ${even.id}`,
  );
  expect(winners.map((w) => ({ team_name: w.team_name, points: Number(w.points), user_id: Number(w.user_id) }))).toEqual([
    { team_name: expected.team!.name, points: expected.points, user_id: expected.member_id },
  ]);
});
