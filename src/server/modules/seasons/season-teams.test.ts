import type { PlayerPool } from '../../test/fixtures';
import { expectContract, type TestApp } from '../../test/harness';
import { leagueTable, recordMatch, row, startSeasonApp, type Auth, type Captaincy } from '../../test/season';
import { seasonCalls } from '../../test/seasons';

// A closed season's teams: each row of the final table opens the team's final squad as it was at
// the close (the 11 in pitch order, the bench in order, the armbands, each player's season
// points), kept by the archive while the new season starts empty.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
const s = seasonCalls(() => t);

const seasonTeam = async (id: number, place: number) => {
  const res = await t.inject({ method: 'GET', url: `/api/seasons/${id}/teams/${place}/` });
  expectContract(res, 'getSeasonTeam');
  return res;
};

// The teams are set up over HTTP without holding their answers to the contract (the teams' own
// tests do that): only the squads they leave matter here.
async function teamCall(method: 'POST' | 'PUT', auth: Auth, body: { players: number[]; name?: string } & Captaincy) {
  const res = await fetch(`${t.baseUrl}/api/team/`, { method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status !== (method === 'POST' ? 201 : 200)) throw new Error(`${method} /api/team/ answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: number };
}
async function createTeam(name: string, players: number[], captaincy: Captaincy = {}) {
  const { auth } = await t.user();
  return { ...(await teamCall('POST', auth, { name, players, ...captaincy })), auth };
}
const transfer = (team: { auth: Auth }, players: number[], captaincy: Captaincy = {}) => teamCall('PUT', team.auth, { players, ...captaincy });

// The product rules' match points: 2 for playing; a goal 8/6/5/4 (GK/DEF/MID/ATT); an assist
// 5/4/3/3; a clean sheet 5/4/1/0.
const PLAY = 2;
const GOAL = { Goalkeeper: 8, Defender: 6, Midfielder: 5, Attacker: 4 };
const ASSIST_MID = 3;
const CLEAN_GK = 5;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Arch', count: 7 }));
}, 60_000);
afterAll(() => t.close());

test("a closed season's table opens each team's final squad, kept at the close", async () => {
  const P = pool;
  // Alpha: 4-4-2, captain Attacker 1, vice Midfielder 1, two on the bench who never play.
  const alphaXI = [P.Goalkeeper[0], ...P.Defender.slice(0, 4), ...P.Midfielder.slice(0, 4), ...P.Attacker.slice(0, 2)];
  const alpha = await createTeam('Alpha', alphaXI, { captain: P.Attacker[0], vice_captain: P.Midfielder[0], bench: [P.Defender[5], P.Attacker[4]] });
  // Beta: 4-3-3 without armbands; after the matches it sells Attacker 3 for Attacker 4 and makes him captain.
  const betaXI = [P.Goalkeeper[0], ...P.Defender.slice(0, 4), ...P.Midfielder.slice(0, 3), ...P.Attacker.slice(0, 3)];
  const beta = await createTeam('Beta', betaXI);

  t.clock.set('2026-11-26T12:00:00Z');
  await recordMatch(t, staff, { date: '2026-11-03T15:00:00Z', players_stats: [row(P.Attacker[0], { goals: 2 }), row(P.Midfielder[0], { assists: 1 })] });
  await recordMatch(t, staff, {
    date: '2026-11-10T15:00:00Z',
    players_stats: [row(P.Goalkeeper[0], { clean_sheets: 1 }), row(P.Attacker[3], { goals: 1 })],
  });
  const betaFinal = [...betaXI.slice(0, 10), P.Attacker[3]];
  await transfer(beta, betaFinal, { captain: P.Attacker[3], vice_captain: null });

  // The oracle: each player's season points, and the teams' totals.
  const pts = new Map<number, number>([
    [P.Attacker[0], PLAY + 2 * GOAL.Attacker], // 10
    [P.Midfielder[0], PLAY + ASSIST_MID], // 5
    [P.Goalkeeper[0], PLAY + CLEAN_GK], // 7
    [P.Attacker[3], PLAY + GOAL.Attacker], // 6
  ]);
  const alphaPoints = 2 * 10 + 5 + 7; // the captain's points doubled
  const betaPoints = 10 + 5 + 7; // no captain; Attacker 4 came after his goal
  expect((await leagueTable(t)).map((r) => [r.name, r.total_points, r.rank])).toEqual([['Alpha', alphaPoints, 1], ['Beta', betaPoints, 2]]);

  const players = new Map(
    ((await t.inject({ method: 'GET', url: '/api/players/' })).json() as { id: number; name: string; position: string; team: string }[]).map((p) => [p.id, p]),
  );
  const live = (await s.seasons())[0];
  // While the season is current its rows name the teams (their snapshots), and no archived team answers.
  expect((await s.season(live.id)).standings).toEqual([
    { place: 1, rank: 1, team_name: 'Alpha', points: alphaPoints, team_id: alpha.id },
    { place: 2, rank: 2, team_name: 'Beta', points: betaPoints, team_id: beta.id },
  ]);
  expect((await seasonTeam(live.id, 1)).statusCode).toBe(404);

  expect((await s.close(staff, { name: '2027/28', confirm: live.name })).statusCode).toBe(201);

  const archived = await s.season(live.id);
  expect(archived.standings).toEqual([
    { place: 1, rank: 1, team_name: 'Alpha', points: alphaPoints, team_id: null },
    { place: 2, rank: 2, team_name: 'Beta', points: betaPoints, team_id: null },
  ]);
  const view = (id: number, armband: 'captain' | 'vice' | null = null) => {
    const p = players.get(id)!;
    return { id, name: p.name, position: p.position, team: p.team, points: pts.get(id) ?? 0, captain: armband === 'captain', vice_captain: armband === 'vice' };
  };
  const armband = (id: number, captain: number | null, vice: number | null) => (id === captain ? 'captain' : id === vice ? 'vice' : null);

  const alphaTeam = await seasonTeam(live.id, 1);
  expect(alphaTeam.statusCode).toBe(200);
  expect(alphaTeam.json()).toEqual({
    season: { id: live.id, name: live.name },
    place: 1,
    rank: 1,
    team_name: 'Alpha',
    points: alphaPoints,
    kept: true,
    players: alphaXI.map((id) => view(id, armband(id, P.Attacker[0], P.Midfielder[0]))),
    bench: [view(P.Defender[5]), view(P.Attacker[4])],
  });
  const betaTeam = (await seasonTeam(live.id, 2)).json();
  expect(betaTeam).toEqual({
    season: { id: live.id, name: live.name },
    place: 2,
    rank: 2,
    team_name: 'Beta',
    points: betaPoints,
    kept: true,
    players: betaFinal.map((id) => view(id, armband(id, P.Attacker[3], null))),
    bench: [],
  });
  // The sum of the 11's season points is not the team's: those are the players' own totals.
  expect(betaTeam.players.map((p: { points: number }) => p.points)).toEqual([7, 0, 0, 0, 0, 5, 0, 0, 10, 0, 6]);

  // The new season plays on; the archive does not change.
  const next = await createTeam('Gamma', alphaXI);
  t.clock.set('2026-12-02T12:00:00Z');
  await recordMatch(t, staff, { date: '2026-12-01T15:00:00Z', players_stats: [row(P.Attacker[0], { goals: 1 })] });
  expect((await leagueTable(t)).find((r) => r.id === next.id)!.total_points).toBe(PLAY + GOAL.Attacker);
  expect((await seasonTeam(live.id, 1)).json()).toEqual(alphaTeam.json());
});

test('unknown seasons and places answer 404, bad ones 400 naming the field', async () => {
  const [current, closed] = await s.seasons();
  expect((await seasonTeam(closed.id, 3)).statusCode).toBe(404);
  expect((await seasonTeam(999_999, 1)).statusCode).toBe(404);
  expect((await seasonTeam(current.id, 1)).statusCode).toBe(404);
  for (const [url, field] of [
    [`/api/seasons/${closed.id}/teams/0/`, 'place'],
    [`/api/seasons/${closed.id}/teams/x/`, 'place'],
    [`/api/seasons/0/teams/1/`, 'id'],
  ]) {
    const res = await t.inject({ method: 'GET', url });
    expectContract(res, 'getSeasonTeam');
    expect({ url, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ url, status: 400, fields: [field] });
  }
});
