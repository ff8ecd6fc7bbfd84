import { LEAGUE_CODE_ALPHABET, MAX_LEAGUES_PER_USER } from '../../../domain/leagues';
import type { TestApp } from '../../test/harness';
import { leagueCalls } from '../../test/leagues';
import { leagueTable, startSeasonApp } from '../../test/season';

// Mini-leagues over HTTP (docs/rules.md §9): every answer is checked against
// openapi.yaml, and every refused call is shown to change nothing. Standings: league-standings.test.ts.

let t: TestApp;

beforeAll(async () => {
  // Teams are made before the first deadline of November, so they have every week's snapshot.
  ({ t } = await startSeasonApp('2026-10-28T12:00:00Z', { prefix: 'League', count: 9 }));
});
afterAll(() => t.close());

const { call, create, join, get, mine, leave, remove, destroy, member, newLeague, table } = leagueCalls(() => t);

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
    expect(league).toEqual({ id: expect.any(Number), name: 'Hall of Residence', code: expect.any(String), owner_id: owner.id, kind: 'classic', starts_on: null, start_week: 1 });
    expect(league.code).toHaveLength(8);
    expect([...league.code].every((c: string) => LEAGUE_CODE_ALPHABET.includes(c))).toBe(true);
    expect(await mine(owner.auth)).toEqual([{ ...league, rank: 1, points: 0, members: 1 }]);
    expect((await table(owner.auth, league.id)).standings).toEqual([{ rank: 1, member_id: owner.id, team: null, points: 0, week_points: 0, last_rank: null }]);
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
    // A removed member stays out with that code (league-codes.test.ts: until the league has a new one).
    expect((await join(b.auth, league.code)).statusCode).toBe(403);
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
