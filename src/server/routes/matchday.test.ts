import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { recomputeAll } from '../services/recompute';
import { startTestApp, expectContract, type TestApp, type TestResponse } from '../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../test/fixtures';
import { createTeam, gameWeeks, getJson, leagueTable, matchBody, postMatch, row, snapshotFor, type Auth, type MatchInput } from '../test/season';

// Match day for staff (PRODUCT.md section 12): editing a match, the audit trail, results from
// fixtures, fixture status, editing players and the calendar feed, all over HTTP.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
let staffEmail: string;
let user: Auth;

beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-18T12:00:00Z' });
  pool = await addPlayerPool(t, { prefix: 'Day', count: 6 });
  const s = await t.user({ staff: true });
  staff = s.auth;
  staffEmail = s.email;
  user = (await t.user()).auth;
});
afterAll(() => t.close());

const putMatch = async (auth: Auth | undefined, id: number | string, body: unknown): Promise<TestResponse> => {
  const res = await t.inject({ method: 'PUT', url: `/api/matches/${id}/`, headers: auth, payload: body });
  expectContract(res, 'updateMatch');
  return res;
};

const audit = async (query = ''): Promise<TestResponse> => {
  const res = await t.inject({ method: 'GET', url: `/api/audit/${query}`, headers: staff });
  expectContract(res, 'listAuditEntries');
  return res;
};

type Entry = { id: number; at: string; by: { id: number; email: string } | null; action: string; entity: string; entity_id: number; before: Rec | null; after: Rec | null };
type Rec = { players_stats: { player: number; goals: number }[]; [key: string]: unknown };
const entriesOf = async (entity: string, id: number): Promise<Entry[]> => (await audit(`?entity=${entity}&entity_id=${id}`)).json();
const auditCount = async () => ((await audit('?limit=1000')).json() as Entry[]).length;

/** The numbers a season shows, with the ids a rebuild may give anew (stat rows, weeks, snapshots) left out. */
async function numbers(app: TestApp, teamIds: number[]) {
  const get = (url: string, op: string) => getJson(app, url, op);
  const weeks = await gameWeeks(app);
  const snapshots: Record<string, unknown> = {};
  for (const team of teamIds) {
    for (const w of weeks) {
      const s = await snapshotFor(app, team, w.id);
      snapshots[`${team}:${w.week}`] = s && { weekly_points: s.weekly_points, players: s.players.map((p) => [p.id, p.game_week_points]) };
    }
  }
  const players = (await get('/api/players/', 'listPlayers')) as { game_stats: { match: { id: number; game_week: { week: number } }; points: number; goals: number }[] }[];
  const matches = (await get('/api/matches/', 'listMatches')) as {
    game_week: { week: number };
    players_stats: Record<string, unknown>[];
  }[];
  return {
    teams: await leagueTable(app),
    players: players.map((p) => ({
      ...p,
      game_stats: p.game_stats.map((s) => ({ ...s, id: undefined, match: { ...s.match, game_week: s.match.game_week.week } })),
    })),
    matches: matches.map((m) => ({ ...m, game_week: m.game_week.week, players_stats: m.players_stats.map((s) => ({ ...s, id: undefined })) })),
    weeks: weeks.map((w) => ({ ...w, id: undefined })),
    snapshots,
  };
}

describe('PUT /api/matches/{id}/', () => {
  test('an edited match leaves exactly the numbers of recording it that way from the start, its week moved and renumbered', async () => {
    // Two servers with the same players and teams: one records a match and edits it, the other
    // records the edited version straight away.
    const other = await startTestApp({ now: '2026-11-18T12:00:00Z' });
    try {
      const otherPool = await addPlayerPool(other, { prefix: 'Day', count: 6 });
      const otherStaff = (await other.user({ staff: true })).auth;
      // Fresh databases: the same ids on both sides.
      const fresh = await startTestApp({ now: '2026-11-18T12:00:00Z' });
      const freshPool = await addPlayerPool(fresh, { prefix: 'Day', count: 6 });
      const freshStaff = (await fresh.user({ staff: true })).auth;
      try {
        expect(freshPool).toEqual(otherPool);
        const p = freshPool;
        const teams: number[] = [];
        for (const app of [fresh, other]) {
          app.clock.set(new Date('2026-11-01T12:00:00Z'));
          teams.length = 0;
          teams.push((await createTeam(app, 'Alpha', squadOf(p, '4-4-2'))).id);
          teams.push((await createTeam(app, 'Beta', [p.Goalkeeper[1], ...p.Defender.slice(1, 5), ...p.Midfielder.slice(1, 5), ...p.Attacker.slice(1, 3)])).id);
          app.clock.set(new Date('2026-11-18T12:00:00Z'));
        }
        const first: MatchInput = {
          date: '2026-11-14T15:00',
          players_stats: [row(p.Attacker[0], { goals: 2 }), row(p.Defender[1], { clean_sheets: 1 }), row(p.Goalkeeper[0], { Pen_Saves: 1 })],
        };
        const other2: MatchInput = { date: '2026-11-07T15:00', players_stats: [row(p.Midfielder[2], { assists: 1 })] };
        const edited: MatchInput = {
          // Moved to the week before (and a week no other match is in leaves).
          date: '2026-11-04T19:30',
          players_stats: [row(p.Attacker[0], { goals: 1, yellow_cards: 1 }), row(p.Midfielder[1], { MOTM: 1 }), row(p.Goalkeeper[1], { clean_sheets: 1 })],
        };
        // "fresh": the other match, then the edited one as it should have been.
        expect((await postMatch(fresh, freshStaff, matchBody(other2))).statusCode).toBe(201);
        const direct = await postMatch(fresh, freshStaff, matchBody({ ...edited, team1_score: 3 }));
        expect(direct.statusCode).toBe(201);

        // "other": the other match, the first version, then the edit.
        expect((await postMatch(other, otherStaff, matchBody(other2))).statusCode).toBe(201);
        const recorded = await postMatch(other, otherStaff, matchBody(first));
        expect(recorded.statusCode).toBe(201);
        expect((await gameWeeks(other)).map((w) => w.start_date)).toEqual(['2026-11-02', '2026-11-09']);
        const res = await other.inject({
          method: 'PUT',
          url: `/api/matches/${recorded.json().id}/`,
          headers: otherStaff,
          payload: matchBody({ ...edited, team1_score: 3 }),
        });
        expectContract(res, 'updateMatch');
        expect(res.statusCode).toBe(200);
        expect(res.json().id).toBe(recorded.json().id);
        expect(res.json().team1_score).toBe(3);
        expect(res.json().game_week.week).toBe(1);
        expect(res.json().players_stats.map((s: { player: number; points: number }) => s.player)).toEqual(edited.players_stats.map((s) => s.player));
        expect(direct.json().players_stats.map((s: { points: number }) => s.points)).toEqual(
          res.json().players_stats.map((s: { points: number }) => s.points),
        );
        // The week of 9 November went with its only match; the match is now in week 1.
        expect((await gameWeeks(other)).map((w) => [w.week, w.start_date])).toEqual([[1, '2026-11-02']]);

        expect(await numbers(other, teams)).toEqual(await numbers(fresh, teams));
        expect(await recomputeAll(other.app.ctx.db, other.config.clubTimezone, { dryRun: true })).toEqual({
          statRows: 0, players: 0, gameWeeks: 0, matches: 0, snapshots: 0, teams: 0,
        });

        // And moved back to a new later week: made, numbered, and the totals follow.
        const back = await other.inject({ method: 'PUT', url: `/api/matches/${recorded.json().id}/`, headers: otherStaff, payload: matchBody(first) });
        expect(back.statusCode).toBe(200);
        expect((await gameWeeks(other)).map((w) => [w.week, w.start_date])).toEqual([[1, '2026-11-02'], [2, '2026-11-09']]);
        expect(await recomputeAll(other.app.ctx.db, other.config.clubTimezone, { dryRun: true })).toEqual({
          statRows: 0, players: 0, gameWeeks: 0, matches: 0, snapshots: 0, teams: 0,
        });
      } finally {
        await fresh.close();
      }
    } finally {
      await other.close();
    }
  });

  test('401 without a token, 403 for a user, 404 for no such match, 400 naming the field with nothing changed', async () => {
    const m = await postMatch(t, staff, matchBody({ date: '2026-11-16T19:00', players_stats: [row(pool.Attacker[0], { goals: 1 })] }));
    expect(m.statusCode).toBe(201);
    const id = m.json().id;
    const body = matchBody({ date: '2026-11-16T19:00', players_stats: [row(pool.Attacker[0], { goals: 3 })] });
    expect((await putMatch(undefined, id, body)).statusCode).toBe(401);
    expect((await putMatch(user, id, body)).statusCode).toBe(403);
    expect((await putMatch(staff, 999999, body)).statusCode).toBe(404);

    const before = await getJson(t, '/api/matches/', 'listMatches');
    const entries = await auditCount();
    const bad = [
      [{ ...body, players_stats: [row(pool.Attacker[0], { goals: 1 }), row(pool.Attacker[0])] }, 'players_stats.1.player'],
      [{ ...body, players_stats: [row(999999)] }, 'players_stats.0.player'],
      [{ ...body, players_stats: [row(pool.Attacker[0], { yellow_cards: 3 })] }, 'players_stats.0.yellow_cards'],
      [{ ...body, date: '2027-01-01T00:00' }, 'date'],
      [{ ...body, team2: ' ' }, 'team2'],
      [{ ...body, fixture_id: 999999 }, 'fixture_id'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await putMatch(staff, id, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await getJson(t, '/api/matches/', 'listMatches')).toEqual(before);
    expect(await auditCount()).toBe(entries);

    const ok = await putMatch(staff, id, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().players_stats[0]).toMatchObject({ player: pool.Attacker[0], goals: 3, points: 2 + 3 * 4 });
  });
});

describe('the audit trail', () => {
  test('records who created, edited and deleted a match with the stored record before and after, newest first', async () => {
    const m = await postMatch(t, staff, matchBody({ date: '2026-11-15T14:00', players_stats: [row(pool.Midfielder[0], { goals: 1 })] }));
    const id = m.json().id;
    await putMatch(staff, id, matchBody({ date: '2026-11-15T14:00', players_stats: [row(pool.Midfielder[0], { goals: 2 })] }));
    const del = await t.inject({ method: 'DELETE', url: `/api/matches/delete/${id}/`, headers: staff });
    expect(del.statusCode).toBe(204);

    const entries = await entriesOf('match', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    for (const e of entries) {
      expect(e.by).toEqual({ id: expect.any(Number), email: staffEmail });
      expect(e.entity).toBe('match');
      expect(e.entity_id).toBe(id);
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    const [gone, update, create] = entries;
    expect(create.before).toBeNull();
    expect(create.after!.players_stats[0]).toMatchObject({ player: pool.Midfielder[0], goals: 1 });
    expect(update.before!.players_stats[0].goals).toBe(1);
    expect(update.after!.players_stats[0].goals).toBe(2);
    expect(gone.before!.players_stats[0].goals).toBe(2);
    expect(gone.after).toBeNull();
    // A refused delete writes nothing.
    expect((await t.inject({ method: 'DELETE', url: `/api/matches/delete/${id}/`, headers: staff })).statusCode).toBe(404);
    expect(await entriesOf('match', id)).toHaveLength(3);
  });

  test('is for staff only, and checks its parameters', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/audit/' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/audit/', headers: user })).statusCode).toBe(403);
    const bad = await audit('?entity=team');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['entity']);
    expect((await audit('?entity_id=abc')).statusCode).toBe(400);
  });

  test('entries cannot be changed or removed, even from inside the database', async () => {
    const [first] = (await audit('?limit=1')).json() as Entry[];
    await expect(t.app.ctx.db.execute(sql`delete from audit_entries where id = ${first.id}`)).rejects.toThrow();
    await expect(t.app.ctx.db.execute(sql`update audit_entries set after = null where id = ${first.id}`)).rejects.toThrow();
    expect((await audit('?limit=1')).json()[0].id).toBe(first.id);
  });
});

describe('results from fixtures, and fixture status', () => {
  const createFixture = async (side: 'men' | 'women', body: Record<string, unknown>) => {
    const res = await t.inject({ method: 'POST', url: side === 'men' ? '/api/fixtures/' : '/api/womensfixtures/', headers: staff, payload: body });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const putFixture = async (side: 'men' | 'women', auth: Auth | undefined, id: number | string, body: unknown) => {
    const res = await t.inject({ method: 'PUT', url: `/api/${side === 'men' ? 'fixtures' : 'womensfixtures'}/${id}/`, headers: auth, payload: body });
    expectContract(res, side === 'men' ? 'updateMensFixture' : 'updateWomensFixture');
    return res;
  };
  const listOf = async (side: 'men' | 'women', q = '') =>
    getJson(t, `/api/${side === 'men' ? 'fixtures' : 'womensfixtures'}/${q}`, side === 'men' ? 'listMensFixtures' : 'listWomensFixtures');

  test('a match recorded for a fixture is its result until the match is deleted; an unknown fixture is refused', async () => {
    const f = await createFixture('men', { team1: "Men's 1st", team2: 'Kick-off FC', location: 'Home', date: '2026-11-17', time: '19:00' });
    expect(f).toMatchObject({ status: 'scheduled', result_id: null });
    const unknown = await postMatch(t, staff, { ...matchBody({ date: '2026-11-17T19:00', players_stats: [] }), fixture_id: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.fixture_id[0]).toMatch(/999999/);

    const m = await postMatch(t, staff, { ...matchBody({ date: '2026-11-17T19:00', players_stats: [] }), fixture_id: f.id });
    expect(m.statusCode).toBe(201);
    expect(m.json().fixture_id).toBe(f.id);
    expect((await listOf('men')).find((x: { id: number }) => x.id === f.id).result_id).toBe(m.json().id);
    // A second result for the same fixture is refused.
    const again = await postMatch(t, staff, { ...matchBody({ date: '2026-11-17T19:00', players_stats: [] }), fixture_id: f.id });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(['fixture_id']);
    // An edit without the fixture unlinks it; with it links again.
    expect((await putMatch(staff, m.json().id, matchBody({ date: '2026-11-17T19:00', players_stats: [] }))).json().fixture_id).toBeNull();
    expect((await listOf('men')).find((x: { id: number }) => x.id === f.id).result_id).toBeNull();
    expect((await putMatch(staff, m.json().id, { ...matchBody({ date: '2026-11-17T19:00', players_stats: [] }), fixture_id: f.id })).statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/matches/delete/${m.json().id}/`, headers: staff })).statusCode).toBe(204);
    expect((await listOf('men')).find((x: { id: number }) => x.id === f.id).result_id).toBeNull();
  });

  test('staff set a fixture status or any field with PUT; lists show it and upcoming still lists postponed and cancelled ones', async () => {
    const f = await createFixture('women', { team1: "Women's 1st", team2: 'Later Town', location: 'Away', date: '2026-11-28', time: '14:00' });
    const g = await createFixture('women', { team1: "Women's 1st", team2: 'Gone United', location: 'Home', date: '2026-11-29', time: '11:00' });
    expect((await putFixture('women', undefined, f.id, { status: 'postponed' })).statusCode).toBe(401);
    expect((await putFixture('women', user, f.id, { status: 'postponed' })).statusCode).toBe(403);
    expect((await putFixture('women', staff, 999999, { status: 'postponed' })).statusCode).toBe(404);
    expect((await putFixture('men', staff, f.id, { status: 'postponed' })).statusCode).toBe(404); // the other side's
    const entries = await auditCount();
    for (const [body, field] of [
      [{ status: 'abandoned' }, 'status'],
      [{ date: '2026-02-30' }, 'date'],
      [{ team1: '  ' }, 'team1'],
      [{ time: '25:00' }, 'time'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const res = await putFixture('women', staff, f.id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await auditCount()).toBe(entries);
    const clash = await putFixture('women', staff, g.id, { team2: 'Later Town', date: '2026-11-28', time: '14:00:00' });
    expect(clash.statusCode).toBe(409);

    const p = await putFixture('women', staff, f.id, { status: 'postponed' });
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject({ id: f.id, status: 'postponed', team2: 'Later Town', date: '2026-11-28' });
    const c = await putFixture('women', staff, g.id, { status: 'cancelled', location: 'Pitch 3', time: '12:30' });
    expect(c.json()).toMatchObject({ status: 'cancelled', location: 'Pitch 3', time: '12:30:00' });
    const upcoming = await listOf('women', '?upcoming=true');
    expect(upcoming.filter((x: { id: number }) => [f.id, g.id].includes(x.id)).map((x: { status: string }) => x.status)).toEqual(['postponed', 'cancelled']);
    const [update] = await entriesOf('fixture', g.id);
    expect(update).toMatchObject({ action: 'update', before: { status: 'scheduled', location: 'Home' }, after: { status: 'cancelled', location: 'Pitch 3' } });
    expect((await entriesOf('fixture', g.id)).map((e) => e.action)).toEqual(['update', 'create']);

    expect((await t.inject({ method: 'DELETE', url: `/api/womensfixtures/delete/${g.id}/`, headers: staff })).statusCode).toBe(204);
    expect((await entriesOf('fixture', g.id))[0]).toMatchObject({ action: 'delete', after: null, before: { id: g.id } });
  });
});

describe('PUT /api/players/{id}/', () => {
  const putPlayer = async (auth: Auth | undefined, id: number | string, body: unknown) => {
    const res = await t.inject({ method: 'PUT', url: `/api/players/${id}/`, headers: auth, payload: body });
    expectContract(res, 'updatePlayer');
    return res;
  };

  test('edits name, team and price at once in every list; position only while the player has no stats and no team', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: { name: 'New Kid', position: 'Defender', team: "Men's 2nd", price: 4.5 } });
    const id = created.json().id;
    // Warm the cached lists first: the edit must show at once.
    await getJson(t, '/api/players/', 'listPlayers');
    await getJson(t, '/api/player-points/', 'listPlayerPoints');

    expect((await putPlayer(undefined, id, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(401);
    expect((await putPlayer(user, id, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(403);
    expect((await putPlayer(staff, 999999, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(404);
    const entries = await auditCount();
    for (const [body, field] of [
      [{ name: '', team: 'Y', price: 5 }, 'name'],
      [{ name: 'X', team: '', price: 5 }, 'team'],
      [{ name: 'X', team: 'Y', price: 7.55 }, 'price'],
      [{ name: 'X', team: 'Y', price: 0 }, 'price'],
      [{ name: 'X', team: 'Y', price: 5, position: 'Sweeper' }, 'position'],
      [{ name: 'X', price: 5 }, 'team'],
    ] as const) {
      const res = await putPlayer(staff, id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await auditCount()).toBe(entries);

    const ok = await putPlayer(staff, id, { name: ' Renamed Kid ', team: "Men's 1st", price: 6.5, position: 'Midfielder' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, name: 'Renamed Kid', team: "Men's 1st", price: 6.5, position: 'Midfielder', game_stats: [] });
    const listed = (await getJson(t, '/api/players/', 'listPlayers')).find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ name: 'Renamed Kid', price: 6.5, position: 'Midfielder' });
    expect((await getJson(t, '/api/player-points/', 'listPlayerPoints')).find((p: { id: number }) => p.id === id).name).toBe('Renamed Kid');
    const [update, create] = await entriesOf('player', id);
    expect(update).toMatchObject({ action: 'update', before: { name: 'New Kid', price: 4.5 }, after: { name: 'Renamed Kid', price: 6.5 } });
    expect(create).toMatchObject({ action: 'create', before: null, after: { name: 'New Kid' } });

    // Once it has stats, the position stays (400) but the rest may change.
    expect((await postMatch(t, staff, matchBody({ date: '2026-11-16T20:00', players_stats: [row(id, { goals: 1 })] }))).statusCode).toBe(201);
    const moved = await putPlayer(staff, id, { name: 'Renamed Kid', team: "Men's 1st", price: 6.5, position: 'Attacker' });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['position']);
    expect((await putPlayer(staff, id, { name: 'Kid', team: "Men's 1st", price: 7, position: 'Midfielder' })).statusCode).toBe(200);
    // In a team (no stats): the position stays too.
    const inTeam = pool.Goalkeeper[5];
    await createTeam(t, 'Keepers', [inTeam, ...pool.Defender.slice(0, 4), ...pool.Midfielder.slice(0, 4), ...pool.Attacker.slice(0, 2)]);
    const gk = (await getJson(t, '/api/players/', 'listPlayers')).find((p: { id: number }) => p.id === inTeam);
    const refused = await putPlayer(staff, inTeam, { name: gk.name, team: gk.team, price: gk.price, position: 'Defender' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['position']);
  });
});

describe('GET /api/fixtures/calendar.ics', () => {
  test('is a valid iCalendar feed: one event per fixture, stable UIDs, kick-off in club time, status marked', async () => {
    const f = await t.inject({
      method: 'POST',
      url: '/api/fixtures/',
      headers: staff,
      payload: { team1: "Men's 1st", team2: 'Comma, Semi; Back\\slash Athletic with a very long name that needs folding', location: 'Pitch 2, North Campus', date: '2026-07-04', time: '15:00' },
    });
    expect(f.statusCode).toBe(201);
    await t.inject({ method: 'PUT', url: `/api/fixtures/${f.json().id}/`, headers: staff, payload: { status: 'cancelled' } });

    const get = (q: string) => t.inject({ method: 'GET', url: `/api/fixtures/calendar.ics${q}` });
    const all = await get('');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/calendar/);
    expect(all.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(all.body.endsWith('\r\n')).toBe(true);

    const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
    const cal = parse(all.body);
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const men = await getJson(t, '/api/fixtures/', 'listMensFixtures');
    const women = await getJson(t, '/api/womensfixtures/', 'listWomensFixtures');
    expect(events).toHaveLength(men.length + women.length);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const mine = events.find((e) => e.uid.startsWith(`fixture-${f.json().id}@`))!;
    expect(mine.summary).toBe("Men's 1st v Comma, Semi; Back\\slash Athletic with a very long name that needs folding");
    expect(mine.location).toBe('Pitch 2, North Campus');
    // 15:00 in London in July is 14:00 UTC; two hours long.
    expect(mine.startDate.toJSDate().toISOString()).toBe('2026-07-04T14:00:00.000Z');
    expect(mine.endDate.toJSDate().toISOString()).toBe('2026-07-04T16:00:00.000Z');
    expect(mine.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    const postponed = women[0];
    await t.inject({ method: 'PUT', url: `/api/womensfixtures/${postponed.id}/`, headers: staff, payload: { status: 'postponed' } });
    const womenOnly = parse((await get('?side=women')).body);
    const wEvents = womenOnly.getAllSubcomponents('vevent');
    expect(wEvents).toHaveLength(women.length);
    const p = wEvents.find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`fixture-${postponed.id}@`))!;
    expect(p.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(parse((await get('?side=men')).body).getAllSubcomponents('vevent')).toHaveLength(men.length);

    // The same fixture keeps its UID from one fetch to the next.
    const again = parse((await get('?side=all')).body).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    expect(again.sort()).toEqual(events.map((e) => e.uid).sort());

    const bad = await get('?side=mixed');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['side']);
  });
});

test('an edit that changes nothing records nothing', async () => {
  const f = await t.inject({ method: 'POST', url: '/api/fixtures/', headers: staff, payload: { team1: 'Same', team2: 'Again', location: 'Here', date: '2026-12-12', time: '12:00' } });
  const p = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: { name: 'Same Player', position: 'Attacker', team: 'Side', price: 5 } });
  const entries = await auditCount();
  expect((await t.inject({ method: 'PUT', url: `/api/fixtures/${f.json().id}/`, headers: staff, payload: {} })).statusCode).toBe(200);
  expect((await t.inject({ method: 'PUT', url: `/api/fixtures/${f.json().id}/`, headers: staff, payload: { time: '12:00:00' } })).statusCode).toBe(200);
  expect((await t.inject({ method: 'PUT', url: `/api/players/${p.json().id}/`, headers: staff, payload: { name: 'Same Player', team: 'Side', price: 5 } })).statusCode).toBe(200);
  expect(await auditCount()).toBe(entries);
});
