import ICAL from 'ical.js';
import { expectContract, type TestApp } from '../../test/harness';
import { matchdayCalls, startMatchdayApp, type MatchdayApp } from '../../test/matchday';
import { getJson, matchBody, postMatch, type Auth } from '../../test/season';

// Match day for staff (docs/rules.md §10 and §11): results from fixtures, fixture status and the
// calendar feed, over HTTP.

let app: MatchdayApp;
let t: TestApp;
let staff: Auth;
let user: Auth;

beforeAll(async () => {
  app = await startMatchdayApp();
  ({ t, staff, user } = app);
});
afterAll(() => t.close());

const { putMatch, entriesOf, auditCount } = matchdayCalls(() => app);

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

  test('a status change carries an optional reason that the fixture shows; a change of status without one clears it', async () => {
    const f = await createFixture('men', { team1: "Men's 1st", team2: 'Wet Rovers', location: 'Home', date: '2026-12-05', time: '14:00' });
    expect(f.status_note).toBe('');
    const entries = await auditCount();
    for (const note of ['x'.repeat(101), 'Pitch\nwaterlogged', 'Bell\u0007']) {
      const res = await putFixture('men', staff, f.id, { status: 'postponed', status_note: note });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['status_note']);
    }
    expect(await auditCount()).toBe(entries);
    expect((await listOf('men')).find((x: { id: number }) => x.id === f.id)).toMatchObject({ status: 'scheduled', status_note: '' });

    const p = await putFixture('men', staff, f.id, { status: 'postponed', status_note: '  Pitch waterlogged  ' + ' '.repeat(100) });
    expect(p.json()).toMatchObject({ status: 'postponed', status_note: 'Pitch waterlogged' });
    // Another field changed alone keeps the reason; the list shows it.
    expect((await putFixture('men', staff, f.id, { time: '15:00' })).json()).toMatchObject({ status: 'postponed', status_note: 'Pitch waterlogged' });
    expect((await listOf('men')).find((x: { id: number }) => x.id === f.id)).toMatchObject({ status_note: 'Pitch waterlogged' });
    // Back to scheduled without a reason: the old one goes.
    expect((await putFixture('men', staff, f.id, { status: 'scheduled' })).json()).toMatchObject({ status: 'scheduled', status_note: '' });
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
