import { expectContract, type TestApp } from '../../test/harness';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import { createTeam, gameWeeks, getJson, recordMatch, removeMatch, row, snapshotFor, startSeasonApp, type Auth, type Team } from '../../test/season';
import { seasonCalls } from '../../test/seasons';

// Last Man Standing (the product rules §23): staff start and delete competitions; who went out each
// week, the survivors and the winner follow the snapshots' weekly points, through corrections,
// deleted teams and the season's close. Every answer is compared with an oracle worked out here
// from the snapshots themselves.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
let user: Auth;
const alive: Team[] = [];
const s = seasonCalls(() => t);

type TeamRef = { id: number; name: string };
interface Detail {
  id: number;
  name: string;
  first_week: number;
  status: 'running' | 'finished';
  survivors: number;
  winner: TeamRef | null;
  rounds: { week: number; out: { team: TeamRef; points: number }[]; survivors: number }[];
  standing: { team: TeamRef; out_in_week: number | null }[];
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Auth, payload?: unknown) => t.inject({ method, url, headers: auth, payload: payload as object });
const list = (): Promise<Omit<Detail, 'rounds' | 'standing'>[]> => getJson(t, '/api/lms/', 'listLmsCompetitions');
const detail = (id: number): Promise<Detail> => getJson(t, `/api/lms/${id}/`, 'getLmsCompetition');

async function start(payload: unknown, auth: Auth = staff) {
  const res = await call('POST', '/api/lms/', auth, payload);
  expectContract(res, 'createLmsCompetition');
  return res;
}

/** The competition as the rules say, worked out from the teams' snapshots. */
async function oracle(c: { id: number; name: string; first_week: number }): Promise<Detail> {
  const weeks = (await gameWeeks(t)).filter((w) => w.week >= c.first_week).sort((a, b) => a.week - b.week);
  const points = new Map<string, number | null>();
  for (const team of alive) for (const w of weeks) points.set(`${team.id}:${w.week}`, (await snapshotFor(t, team.id, w.id))?.weekly_points ?? null);
  const pts = (team: Team, week: number) => points.get(`${team.id}:${week}`) ?? null;
  const byName = (a: Team, b: Team) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
  const ref = (team: Team) => ({ id: team.id, name: team.name });
  const opening = weeks.find((w) => w.week === c.first_week);
  const entrants = opening ? alive.filter((team) => pts(team, opening.week) !== null) : [];
  let survivors = [...entrants];
  const outIn = new Map<number, number>();
  const rounds: Detail['rounds'] = [];
  for (const w of weeks) {
    if (survivors.length <= 1) break;
    const fewest = Math.min(...survivors.map((team) => pts(team, w.week) ?? 0));
    const out = survivors.filter((team) => (pts(team, w.week) ?? 0) === fewest);
    if (out.length === survivors.length) {
      rounds.push({ week: w.week, out: [], survivors: survivors.length });
      continue;
    }
    out.forEach((team) => outIn.set(team.id, w.week));
    survivors = survivors.filter((team) => !out.includes(team));
    rounds.push({ week: w.week, out: [...out].sort(byName).map((team) => ({ team: ref(team), points: fewest })), survivors: survivors.length });
  }
  const standing = [...entrants].sort((a, b) => (outIn.get(b.id) ?? Infinity) - (outIn.get(a.id) ?? Infinity) || byName(a, b));
  const winner = survivors.length === 1 ? ref(survivors[0]) : null;
  return {
    id: c.id,
    name: c.name,
    first_week: c.first_week,
    status: winner ? 'finished' : 'running',
    survivors: survivors.length,
    winner,
    rounds,
    standing: standing.map((team) => ({ team: ref(team), out_in_week: outIn.get(team.id) ?? null })),
  };
}

async function expectAsOracle(c: { id: number; name: string; first_week: number }): Promise<Detail> {
  const expected = await oracle(c);
  const got = await detail(c.id);
  expect(got).toEqual(expected);
  const { rounds: _r, standing: _s, ...summary } = expected;
  expect((await list()).find((x) => x.id === c.id)).toEqual(summary);
  return got;
}

// The teams share ten players and differ in one attacker each, whose points decide the weeks.
const own = () => ({ A: pool.Attacker[1], B: pool.Attacker[2], C: pool.Attacker[3], D: pool.Attacker[4] });
let week1: number;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Lms', count: 7 }));
  user = (await t.user()).auth;
  const shared = squadOf(pool, '4-4-1');
  for (const [name, attacker] of Object.entries(own())) alive.push(await createTeam(t, `Team ${name}`, [...shared, attacker]));
  t.clock.set('2026-11-26T12:00:00Z');
  week1 = (
    await recordMatch(t, staff, {
      date: '2026-11-03T15:00:00Z',
      players_stats: [row(pool.Attacker[0], { goals: 1 }), row(own().A, { goals: 2 }), row(own().B, { goals: 1 }), row(own().D, { goals: 3 })],
    })
  ).id;
}, 60_000);
afterAll(() => t.close());

test('no competition at first; only staff start one, with a name of 1-30 visible characters and a first week', async () => {
  expect(await list()).toEqual([]);
  expect((await call('POST', '/api/lms/', undefined, { name: 'X', first_week: 1 })).statusCode).toBe(401);
  expect((await start({ name: 'X', first_week: 1 }, user)).statusCode).toBe(403);
  for (const [payload, field] of [
    [{ name: '   ', first_week: 1 }, 'name'],
    [{ name: '\u200b\u200b', first_week: 1 }, 'name'],
    [{ name: 'x'.repeat(31), first_week: 1 }, 'name'],
    [{ first_week: 1 }, 'name'],
    [{ name: 'Autumn', first_week: 0 }, 'first_week'],
    [{ name: 'Autumn', first_week: 1.5 }, 'first_week'],
    [{ name: 'Autumn' }, 'first_week'],
  ] as const) {
    const res = await start(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
  }
  expect((await start({ name: 'Autumn', first_week: 1, extra: true })).statusCode).toBe(400);
  expect(await list()).toEqual([]);
  expect((await call('GET', '/api/lms/999/')).statusCode).toBe(404);
});

test('the fewest weekly points go out each week (all of them when tied) until one is left; another may start only once none runs', async () => {
  const res = await start({ name: '  Autumn ', first_week: 1 });
  expect(res.statusCode).toBe(201);
  const autumn = res.json();
  expect(autumn).toMatchObject({ name: 'Autumn', first_week: 1, status: 'running', winner: null });
  // Week 1: Team C's own attacker had no stat row: C went out.
  const afterWeek1 = await expectAsOracle(autumn);
  expect(afterWeek1.rounds.map((r) => r.out.map((o) => o.team.name))).toEqual([['Team C']]);
  expect(afterWeek1.survivors).toBe(3);

  const refused = await start({ name: 'Winter', first_week: 2 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().detail).toMatch(/Autumn/);

  // Week 2: A and D tie on the fewest: both go out, and B is the winner.
  await recordMatch(t, staff, {
    date: '2026-11-10T15:00:00Z',
    players_stats: [row(own().A, { goals: 1 }), row(own().B, { goals: 2 }), row(own().D, { goals: 1 })],
  });
  const finished = await expectAsOracle(autumn);
  expect(finished.rounds[1].out.map((o) => o.team.name)).toEqual(['Team A', 'Team D']);
  expect(finished).toMatchObject({ status: 'finished', survivors: 1, winner: { name: 'Team B' } });
  expect(finished.standing.map((x) => [x.team.name, x.out_in_week])).toEqual([
    ['Team B', null],
    ['Team A', 2],
    ['Team D', 2],
    ['Team C', 1],
  ]);

  const winter = await start({ name: 'Winter', first_week: 3 });
  expect(winter.statusCode).toBe(201);
  expect(winter.json()).toMatchObject({ status: 'running', survivors: 0, winner: null });
});

test('a corrected match brings a team back and reopens a finished competition while another runs; nobody goes out when all tie', async () => {
  const [winter, autumn] = await list();
  // Week 1 corrected: C's attacker scored five, B's had no row: B goes out instead, C comes back.
  expect((await removeMatch(t, staff, week1)).statusCode).toBe(204);
  await recordMatch(t, staff, {
    date: '2026-11-03T15:00:00Z',
    players_stats: [row(pool.Attacker[0], { goals: 1 }), row(own().A, { goals: 2 }), row(own().C, { goals: 5 }), row(own().D, { goals: 3 })],
  });
  const reopened = await expectAsOracle(autumn);
  expect(reopened.rounds.map((r) => r.out.map((o) => o.team.name))).toEqual([['Team B'], ['Team C']]);
  expect(reopened).toMatchObject({ status: 'running', survivors: 2, winner: null });
  expect((await list()).map((c) => c.status)).toEqual(['running', 'running']);

  // Week 3: the two left tie: nobody goes out. Winter's entrants are every team with a snapshot.
  await recordMatch(t, staff, { date: '2026-11-17T15:00:00Z', players_stats: [row(own().A, { goals: 1 }), row(own().D, { goals: 1 })] });
  const tied = await expectAsOracle(autumn);
  expect(tied.rounds[2]).toEqual({ week: 3, out: [], survivors: 2 });
  const w = await expectAsOracle(winter);
  expect(w.rounds[0].out.map((o) => o.team.name)).toEqual(['Team B', 'Team C']);
  expect(w.survivors).toBe(2);
});

test('a deleted team leaves the competition as it leaves every table', async () => {
  const d = alive.pop()!;
  expect((await call('DELETE', '/api/team/delete/', d.auth)).statusCode).toBe(204);
  const [winter, autumn] = await list();
  const a = await expectAsOracle(autumn);
  expect(a).toMatchObject({ status: 'finished', winner: { name: 'Team A' } });
  expect(a.standing.map((x) => x.team.name)).not.toContain('Team D');
  expect(await expectAsOracle(winter)).toMatchObject({ status: 'finished', winner: { name: 'Team A' } });
});

test('staff delete a competition; a closed season keeps each name and winner, and the next starts with none', async () => {
  const spring = (await start({ name: 'Spring', first_week: 9 })).json();
  expect(spring).toMatchObject({ first_week: 9, status: 'running', survivors: 0 });
  expect((await call('DELETE', `/api/lms/${spring.id}/`)).statusCode).toBe(401);
  expect((await call('DELETE', `/api/lms/${spring.id}/`, user)).statusCode).toBe(403);
  expect((await call('DELETE', `/api/lms/${spring.id}/`, staff)).statusCode).toBe(204);
  expect((await call('DELETE', `/api/lms/${spring.id}/`, staff)).statusCode).toBe(404);
  expect((await list()).map((c) => c.name)).toEqual(['Winter', 'Autumn']);

  const [current] = await s.seasons();
  expect((await s.close(staff, { name: 'Next season', confirm: current.name })).statusCode).toBe(201);
  const archived = (await s.season(current.id)).lms;
  expect(archived).toEqual([
    { name: 'Autumn', winner: { team_name: 'Team A' } },
    { name: 'Winter', winner: { team_name: 'Team A' } },
  ]);
  expect(await list()).toEqual([]);
  const [next] = await s.seasons();
  expect((await s.season(next.id)).lms).toEqual([]);
});
