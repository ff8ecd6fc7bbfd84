import { LEAGUE_CODE_ALPHABET, MAX_LEAGUES_PER_USER } from '../../domain/leagues';
import { startTestApp, expectContract, type TestApp, type TestResponse } from '../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../test/fixtures';
import { gameWeeks, getJson, leagueTable, recordMatch, removeMatch, row, snapshotFor, type Auth } from '../test/season';

// Mini-leagues over HTTP (PRODUCT.md sections 11 and 14): every answer is checked against
// openapi.yaml, and every refused call is shown to change nothing.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

interface Member {
  id: number;
  auth: Auth;
  teamId: number | null;
  teamName: string | null;
}

beforeAll(async () => {
  // Teams are made before the first deadline of November, so they have every week's snapshot.
  t = await startTestApp({ now: '2026-10-28T12:00:00Z' });
  pool = await addPlayerPool(t, { prefix: 'League', count: 9 });
  staff = (await t.user({ staff: true })).auth;
});
afterAll(() => t.close());

async function call(method: TestRequestMethod, url: string, auth: Auth | undefined, operationId: string, payload?: unknown): Promise<TestResponse> {
  const res = await t.inject({ method, url, headers: auth, payload });
  expectContract(res, operationId);
  return res;
}
type TestRequestMethod = 'GET' | 'POST' | 'DELETE';

const create = (auth: Auth | undefined, payload: unknown) => call('POST', '/api/leagues/', auth, 'createLeague', payload);
const join = (auth: Auth | undefined, code: unknown) => call('POST', '/api/leagues/join/', auth, 'joinLeague', { code });
const get = (auth: Auth | undefined, id: number) => call('GET', `/api/leagues/${id}/`, auth, 'getLeague');
const mine = async (auth: Auth) => {
  const res = await call('GET', '/api/leagues/', auth, 'listMyLeagues');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; rank: number; points: number; members: number; code: string }[];
};
const leave = (auth: Auth | undefined, id: number) => call('POST', `/api/leagues/${id}/leave/`, auth, 'leaveLeague');
const remove = (auth: Auth | undefined, id: number, userId: number) => call('DELETE', `/api/leagues/${id}/members/${userId}/`, auth, 'removeLeagueMember');
const destroy = (auth: Auth | undefined, id: number) => call('DELETE', `/api/leagues/${id}/`, auth, 'deleteLeague');

let names = 0;
/** A new user, with a team of this squad unless `squad` is null. */
async function member(squad: number[] | null, name = `League Team ${++names}`): Promise<Member> {
  const u = await t.user();
  if (!squad) return { id: u.id, auth: u.auth, teamId: null, teamName: null };
  const res = await t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name, players: squad } });
  expect(res.statusCode).toBe(201);
  return { id: u.id, auth: u.auth, teamId: res.json().id, teamName: name };
}

async function newLeague(owner: Member, name = 'Halls', startWeek?: number) {
  const res = await create(owner.auth, startWeek === undefined ? { name } : { name, start_week: startWeek });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; code: string; owner_id: number; start_week: number };
}

async function table(auth: Auth, id: number) {
  const res = await get(auth, id);
  expect(res.statusCode).toBe(200);
  return res.json() as { code: string; standings: { rank: number; member_id: number; team: { id: number; name: string } | null; points: number }[] };
}

describe('permissions', () => {
  test('every league call needs a signed-in user (401)', async () => {
    const owner = await member(null);
    const league = await newLeague(owner);
    for (const res of [
      await call('GET', '/api/leagues/', undefined, 'listMyLeagues'),
      await create(undefined, { name: 'X' }),
      await join(undefined, league.code),
      await get(undefined, league.id),
      await leave(undefined, league.id),
      await remove(undefined, league.id, owner.id),
      await destroy(undefined, league.id),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect((await table(owner.auth, league.id)).standings).toHaveLength(1);
  });
});

describe('creating and joining', () => {
  test('a new league: 201 with an 8-character code from the alphabet; the creator is its member', async () => {
    const owner = await member(null);
    const res = await create(owner.auth, { name: '  Hall of Residence  ' });
    expect(res.statusCode).toBe(201);
    const league = res.json();
    expect(league).toEqual({ id: expect.any(Number), name: 'Hall of Residence', code: expect.any(String), owner_id: owner.id, start_week: 1 });
    expect(league.code).toHaveLength(8);
    expect([...league.code].every((c: string) => LEAGUE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(await mine(owner.auth)).toEqual([{ ...league, rank: 1, points: 0, members: 1 }]);
    expect((await table(owner.auth, league.id)).standings).toEqual([{ rank: 1, member_id: owner.id, team: null, points: 0 }]);
  });

  test('codes differ from league to league', async () => {
    const owner = await member(null);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await newLeague(owner, `Many ${i}`)).code);
    expect(codes.size).toBe(20);
  });

  test.each([
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 51 characters', { name: 'x'.repeat(51) }, 'name'],
    ['start week 0', { name: 'Course', start_week: 0 }, 'start_week'],
    ['a fractional start week', { name: 'Course', start_week: 1.5 }, 'start_week'],
    ['a start week in text', { name: 'Course', start_week: 'two' }, 'start_week'],
    ['no name', { start_week: 2 }, 'name'],
  ])('%s is refused (400 naming the field) and nothing is made', async (_label, payload, field) => {
    const owner = await member(null);
    const res = await create(owner.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await mine(owner.auth)).toEqual([]);
  });

  test('a name of 50 characters and a later start week are kept', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'é'.repeat(50), 3);
    expect(league).toMatchObject({ name: 'é'.repeat(50), start_week: 3 });
  });

  test('joining by code ignores spaces and case; joining twice changes nothing', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Society');
    const fan = await member(null);
    const typed = ` ${league.code.slice(0, 4).toLowerCase()} ${league.code.slice(4)} `;
    const res = await join(fan.auth, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(league);
    const again = await join(fan.auth, league.code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(league);
    expect((await table(owner.auth, league.id)).standings.map((s) => s.member_id).sort()).toEqual([owner.id, fan.id].sort());
    expect((await mine(fan.auth))[0]).toMatchObject({ id: league.id, members: 2 });
  });

  test('an unknown code is 404; an empty one 400', async () => {
    const fan = await member(null);
    expect((await join(fan.auth, 'ZZZZZZZZ')).statusCode).toBe(404);
    expect((await join(fan.auth, 'not a code at all')).statusCode).toBe(404);
    const empty = await join(fan.auth, '   ');
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['code']);
    expect(await mine(fan.auth)).toEqual([]);
  });

  test('wrong codes are rate-limited per user with 429, a detail and Retry-After', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Limited');
    const guesser = await member(null);
    for (let i = 0; i < 10; i++) expect((await join(guesser.auth, `WRONG${i}`)).statusCode).toBe(404);
    const limited = await join(guesser.auth, 'WRONGXYZ');
    expect(limited.statusCode).toBe(429);
    expect(typeof limited.json().detail).toBe('string');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code waits, so codes cannot be guessed past the limit; nothing joined.
    expect((await join(guesser.auth, league.code)).statusCode).toBe(429);
    expect(await mine(guesser.auth)).toEqual([]);
    // Other users are not limited by it.
    const other = await member(null);
    expect((await join(other.auth, league.code)).statusCode).toBe(200);
  });

  test('a user is in at most 30 leagues: the 31st, made or joined, is 400 and changes nothing', async () => {
    const busy = await member(null);
    for (let i = 0; i < MAX_LEAGUES_PER_USER; i++) await newLeague(busy, `Busy ${i}`);
    const refused = await create(busy.auth, { name: 'One too many' });
    expect(refused.statusCode).toBe(400);
    const other = await member(null);
    const theirs = await newLeague(other, 'Elsewhere');
    expect((await join(busy.auth, theirs.code)).statusCode).toBe(400);
    expect(await mine(busy.auth)).toHaveLength(MAX_LEAGUES_PER_USER);
    expect((await table(other.auth, theirs.id)).standings).toHaveLength(1);
  });

  test('joins and creates sent at once cannot pass the limit together', async () => {
    const busy = await member(null);
    for (let i = 0; i < MAX_LEAGUES_PER_USER - 1; i++) await newLeague(busy, `Racing ${i}`);
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await newLeague(await member(null), `Open ${i}`));
    const answers = await Promise.all([
      create(busy.auth, { name: 'Racing last' }),
      ...others.map((l) => join(busy.auth, l.code)),
    ]);
    expect(answers.filter((r) => r.statusCode < 300)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(3);
    expect(await mine(busy.auth)).toHaveLength(MAX_LEAGUES_PER_USER);
  });
});

describe('reading, leaving, removing and deleting', () => {
  test('only members read a table (403), an unknown league is 404, and the code never shows in public lists', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Private');
    const stranger = await member(null);
    const res = await get(stranger.auth, league.id);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(league.code);
    expect((await get(owner.auth, 2_000_000)).statusCode).toBe(404);
    expect(JSON.stringify(await leagueTable(t))).not.toContain(league.code);
  });

  test('leave: a member 204; the owner 400; a non-member 403; an unknown league 404', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Leavers');
    const fan = await member(null);
    await join(fan.auth, league.code);
    expect((await leave(owner.auth, league.id)).statusCode).toBe(400);
    expect((await leave((await member(null)).auth, league.id)).statusCode).toBe(403);
    expect((await leave(fan.auth, 2_000_000)).statusCode).toBe(404);
    expect((await table(owner.auth, league.id)).standings).toHaveLength(2);
    expect((await leave(fan.auth, league.id)).statusCode).toBe(204);
    expect((await get(fan.auth, league.id)).statusCode).toBe(403);
    expect(await mine(fan.auth)).toEqual([]);
    expect((await table(owner.auth, league.id)).standings.map((s) => s.member_id)).toEqual([owner.id]);
  });

  test('remove a member: the owner only (403 for a member), 404 for a non-member, 400 for the owner', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Squad');
    const a = await member(null);
    const b = await member(null);
    await join(a.auth, league.code);
    await join(b.auth, league.code);
    expect((await remove(a.auth, league.id, b.id)).statusCode).toBe(403);
    expect((await remove(owner.auth, league.id, owner.id)).statusCode).toBe(400);
    expect((await remove(owner.auth, league.id, (await member(null)).id)).statusCode).toBe(404);
    expect((await remove(owner.auth, 2_000_000, a.id)).statusCode).toBe(404);
    expect((await table(owner.auth, league.id)).standings).toHaveLength(3);
    expect((await remove(owner.auth, league.id, b.id)).statusCode).toBe(204);
    expect((await get(b.auth, league.id)).statusCode).toBe(403);
    expect(await mine(b.auth)).toEqual([]);
    expect((await table(a.auth, league.id)).standings.map((s) => s.member_id).sort()).toEqual([owner.id, a.id].sort());
    // A removed member may join again with the code.
    expect((await join(b.auth, league.code)).statusCode).toBe(200);
  });

  test('delete: the owner only (403 for a member); afterwards 404 for everyone', async () => {
    const owner = await member(null);
    const league = await newLeague(owner, 'Short-lived');
    const fan = await member(null);
    await join(fan.auth, league.code);
    expect((await destroy(fan.auth, league.id)).statusCode).toBe(403);
    expect((await table(fan.auth, league.id)).standings).toHaveLength(2);
    expect((await destroy(owner.auth, league.id)).statusCode).toBe(204);
    expect((await get(owner.auth, league.id)).statusCode).toBe(404);
    expect((await get(fan.auth, league.id)).statusCode).toBe(404);
    expect((await destroy(owner.auth, league.id)).statusCode).toBe(404);
    expect((await join(fan.auth, league.code)).statusCode).toBe(404);
    expect(await mine(fan.auth)).toEqual([]);
  });
});

describe('standings', () => {
  test('points from start_week on, ranked like the main table, equal to the snapshots; teams and matches change them', async () => {
    // Three teams with different squads, one member without a team.
    const squadA = squadOf(pool, '4-4-2');
    const squadB = [pool.Goalkeeper[1], ...pool.Defender.slice(4, 8), ...pool.Midfielder.slice(4, 8), ...pool.Attacker.slice(2, 4)];
    const squadC = [pool.Goalkeeper[2], ...pool.Defender.slice(4, 8), ...pool.Midfielder.slice(4, 8), ...pool.Attacker.slice(2, 4)];
    const a = await member(squadA, 'alpha Athletic');
    const b = await member(squadB, 'Bravo Rovers');
    const c = await member(squadC, 'charlie City');
    const d = await member(null);
    const all = await newLeague(a, 'Everyone');
    const late = await newLeague(b, 'From week 2', 2);
    for (const m of [b, c, d]) expect((await join(m.auth, all.code)).statusCode).toBe(200);
    for (const m of [a, c]) expect((await join(m.auth, late.code)).statusCode).toBe(200);

    // Week 1 (Mon 2 Nov): A's goalkeeper scores. Week 2 (9 Nov): B's and C's shared defender.
    // Week 3 (16 Nov): A's attacker and C's goalkeeper.
    t.clock.set('2026-11-18T12:00:00Z');
    await recordMatch(t, staff, { date: '2026-11-04T15:00:00', players_stats: [row(pool.Goalkeeper[0], { goals: 1 })] });
    await recordMatch(t, staff, { date: '2026-11-11T15:00:00', players_stats: [row(pool.Defender[4], { goals: 1 })] });
    const third = await recordMatch(t, staff, {
      date: '2026-11-17T15:00:00',
      players_stats: [row(pool.Attacker[0], { goals: 1 }), row(pool.Goalkeeper[2], { MOTM: 1 })],
    });

    const weeks = await gameWeeks(t);
    expect(weeks.map((w) => w.week)).toEqual([1, 2, 3]);
    const pointsFrom = async (teamId: number, startWeek: number) => {
      let sum = 0;
      for (const w of weeks.filter((w) => w.week >= startWeek)) sum += (await snapshotFor(t, teamId, w.id))?.weekly_points ?? 0;
      return sum;
    };
    const expected = async (members: Member[], startWeek: number) => {
      const rows: { member_id: number; team: { id: number; name: string } | null; points: number }[] = [];
      for (const m of members) rows.push({ member_id: m.id, team: m.teamId ? { id: m.teamId, name: m.teamName! } : null, points: m.teamId ? await pointsFrom(m.teamId, startWeek) : 0 });
      rows.sort((x, y) => y.points - x.points || (x.team?.name.toLowerCase() ?? '\uffff').localeCompare(y.team?.name.toLowerCase() ?? '\uffff'));
      return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.points > r.points).length }));
    };
    const check = async () => {
      const everyone = await table(c.auth, all.id);
      expect(everyone.standings).toEqual(await expected([a, b, c, d], 1));
      expect(everyone.standings.map((s) => s.points)).not.toEqual([0, 0, 0, 0]);
      expect((await table(a.auth, late.id)).standings).toEqual(await expected([a, b, c], 2));
      const mineNow = await mine(c.auth);
      const cRow = (await expected([a, b, c, d], 1)).find((r) => r.member_id === c.id)!;
      expect(mineNow.find((l) => l.id === all.id)).toMatchObject({ rank: cRow.rank, points: cRow.points, members: 4 });
    };
    await check();
    // A week-1 team total counts in "Everyone" but not in "From week 2".
    const lateTable = await table(a.auth, late.id);
    const aLate = lateTable.standings.find((s) => s.member_id === a.id)!;
    expect(aLate.points).toBe(await pointsFrom(a.teamId!, 2));
    expect(aLate.points).toBeLessThan(await pointsFrom(a.teamId!, 1));

    // Deleting a match takes its points out of the tables at once (no stale cache).
    expect((await removeMatch(t, staff, third.id)).statusCode).toBe(204);
    await check();

    // Deleting a team: the member stays, with no team and 0 points.
    expect((await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: b.auth })).statusCode).toBe(204);
    b.teamId = null;
    b.teamName = null;
    await check();
    const bRow = (await table(a.auth, all.id)).standings.find((s) => s.member_id === b.id)!;
    expect(bRow).toMatchObject({ team: null, points: 0 });
    // Ties share a rank (1, 2, 2, 4 style) and members without a team come after teams on 0.
    const ranks = (await table(a.auth, all.id)).standings;
    for (let i = 1; i < ranks.length; i++) {
      expect(ranks[i].rank).toBe(ranks[i].points === ranks[i - 1].points ? ranks[i - 1].rank : i + 1);
    }
  });
});

describe('the main table in pages', () => {
  test('limit and offset give slices of the whole table with its ranks; bad values are 400', async () => {
    for (let i = 0; i < 3; i++) await member(squadOf(pool, '4-4-2'), `Paged ${i}`);
    const whole = await leagueTable(t);
    expect(whole.length).toBeGreaterThan(3);
    expect(await getJson(t, '/api/teams/?limit=2', 'listTeams')).toEqual(whole.slice(0, 2));
    expect(await getJson(t, '/api/teams/?limit=2&offset=1', 'listTeams')).toEqual(whole.slice(1, 3));
    expect(await getJson(t, '/api/teams/?offset=1', 'listTeams')).toEqual(whole.slice(1));
    expect(await getJson(t, `/api/teams/?limit=500&offset=${whole.length}`, 'listTeams')).toEqual([]);
    for (const q of ['limit=0', 'limit=501', 'offset=-1', 'limit=abc', 'limit=1.5']) {
      const res = await t.inject({ method: 'GET', url: `/api/teams/?${q}` });
      expectContract(res, 'listTeams');
      expect(res.statusCode).toBe(400);
    }
    // The paged answers are cached and revalidated like the whole table.
    const first = await t.inject({ method: 'GET', url: '/api/teams/?limit=2' });
    const again = await t.rawGet('/api/teams/?limit=2', { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
  });
});
