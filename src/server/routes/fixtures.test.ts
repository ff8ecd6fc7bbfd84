import { expectContract, type TestApp } from '../test/harness';
import { clearFixtures, fixture, fixtureCalls, startFixturesApp, whenOf, type FixturesApp } from '../test/fixture-calls';

// Fixtures over HTTP: listing, both sides, creating, deleting and who may do it. Importing from
// CSV: fixtures-import.test.ts.

let app: FixturesApp;
let t: TestApp;
let staff: FixturesApp['staff'];
let fan: FixturesApp['fan'];

beforeAll(async () => {
  app = await startFixturesApp();
  ({ t, staff, fan } = app);
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each test starts with no fixtures (and nothing cached).
  await clearFixtures(t);
});

const { list, create, remove } = fixtureCalls(() => app);

describe('listing fixtures', () => {
  it('lists every fixture in date and time order, and with upcoming=true only those dated today or later in club time', async () => {
    for (const [date, time] of [
      ['2026-07-01', '15:00'],
      ['2026-06-11', '10:00'],
      ['2026-06-10', '20:00'],
      ['2026-06-12', '14:00:30'],
      ['2026-06-11', '09:00'],
    ]) {
      expect((await create('men', fixture(date, time))).statusCode).toBe(201);
    }
    const all = ['2026-06-10 20:00:00', '2026-06-11 09:00:00', '2026-06-11 10:00:00', '2026-06-12 14:00:30', '2026-07-01 15:00:00'];

    // 23:30 UTC on 10 June is 00:30 on 11 June in London (BST): the 10th is already over.
    t.clock.set('2026-06-10T23:30:00Z');
    expect(whenOf(await list('men'))).toEqual(all);
    expect(whenOf(await list('men', '?upcoming=false'))).toEqual(all);
    expect(whenOf(await list('men', '?upcoming=true'))).toEqual(all.slice(1));

    // Late on the 11th (club time) its fixtures stay listed, though they have kicked off...
    t.clock.set('2026-06-11T22:59:59Z');
    expect(whenOf(await list('men', '?upcoming=true'))).toEqual(all.slice(1));
    // ... and at midnight they go, with no write in between (the cache knows the date).
    t.clock.set('2026-06-11T23:00:00Z');
    expect(whenOf(await list('men', '?upcoming=true'))).toEqual(all.slice(3));

    // Far later, nothing is upcoming; the full list still has everything.
    t.clock.set('2027-01-01T00:00:00Z');
    expect((await list('men', '?upcoming=true')).json()).toEqual([]);
    expect(whenOf(await list('men'))).toEqual(all);
  });

  it('uses the club time zone in winter too (GMT), late in the evening', async () => {
    await create('women', fixture('2026-11-18', '19:45'));
    await create('women', fixture('2026-11-17', '19:45'));
    t.clock.set('2026-11-18T23:59:00Z');
    expect(whenOf(await list('women', '?upcoming=true'))).toEqual(['2026-11-18 19:45:00']);
    t.clock.set('2026-11-19T00:00:00Z');
    expect(whenOf(await list('women', '?upcoming=true'))).toEqual([]);
  });

  it('answers the fixture shape, and sees each write at once', async () => {
    const created = await create('men', fixture('2026-11-28', '14:00'));
    expect(created.json()).toEqual({
      id: expect.any(Number),
      team1: 'Club',
      team2: 'Rivals',
      location: 'Home Ground',
      date: '2026-11-28',
      time: '14:00:00',
      side: 'men',
      status: 'scheduled',
      status_note: '',
      result_id: null,
    });
    expect((await list('men', '?upcoming=true')).json()).toEqual([created.json()]);
    expect((await remove('men', created.json().id)).statusCode).toBe(204);
    expect((await list('men', '?upcoming=true')).json()).toEqual([]);
    expect((await list('men')).json()).toEqual([]);
  });

  it('refuses an upcoming value that is not a boolean', async () => {
    const res = await list('men', '?upcoming=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('upcoming');
  });
});

describe("men's and women's fixtures", () => {
  it('are kept apart: listed apart, and deleted only through their own call', async () => {
    const men = (await create('men', fixture('2026-11-28', '14:00'))).json();
    const women = await create('women', fixture('2026-11-28', '14:00'));
    expect(women.statusCode).toBe(201); // the same teams, date and time on the other side is another fixture
    expect(women.json().side).toBe('women');

    expect((await list('men')).json()).toEqual([men]);
    expect((await list('women')).json()).toEqual([women.json()]);

    const wrongSide = await remove('men', women.json().id);
    expect(wrongSide.statusCode).toBe(404);
    expect(wrongSide.json().detail).toMatch(/men's fixture/);
    expect((await remove('women', men.id)).statusCode).toBe(404);
    expect((await list('women')).json()).toEqual([women.json()]);

    const gone = await remove('women', women.json().id);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await list('women')).json()).toEqual([]);
    expect((await remove('women', women.json().id)).statusCode).toBe(404);
    expect((await list('men')).json()).toEqual([men]);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await remove('men', 2147483647)).statusCode).toBe(404);
    expect((await remove('men', 0)).statusCode).toBe(400);
    expect((await remove('women', 'abc')).statusCode).toBe(400);
    expect((await remove('women', 2147483648)).statusCode).toBe(400);
  });
});

describe('creating a fixture', () => {
  it('trims the names, stores HH:MM as HH:MM:SS and refuses the same fixture twice', async () => {
    const res = await create('women', { team1: '  Club Women ', team2: ' Rivals ', location: ' Pitch 2 ', date: '2026-12-05', time: '11:30' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ team1: 'Club Women', team2: 'Rivals', location: 'Pitch 2', date: '2026-12-05', time: '11:30:00', side: 'women' });

    const again = await create('women', { team1: 'Club Women', team2: 'Rivals', location: 'Elsewhere', date: '2026-12-05', time: '11:30:00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already stored/);
    expect((await list('women')).json()).toHaveLength(1);
  });

  it('answers field errors for bad values', async () => {
    const blank = await create('men', fixture('2026-11-28', '14:00', { team1: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ team1: ['team1 is empty'] });

    const several = await create('men', { team1: 'A', team2: '', location: 'L', date: '2026-02-30', time: '25:00' });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual({
      team2: ['team2 is empty'],
      date: ['date "2026-02-30" is not a real date'],
      time: ['time "25:00" is not a real time of day'],
    });
    expect(several.json().detail).toMatch(/team2 is empty/);

    for (const [field, value] of [
      ['date', '28/11/2026'],
      ['date', '0000-01-01'],
      ['date', '2026-1-1'],
      ['time', '2pm'],
      ['time', '14:00:00.5'],
      ['team1', 'A\u0000B'],
      ['location', 'x\u0007'],
    ]) {
      const res = await create('men', fixture('2026-11-28', '14:00', { [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect((await list('men')).json()).toEqual([]);
  });

  it('answers 400 for a body of the wrong shape', async () => {
    const missing = await create('men', { team1: 'A', team2: 'B', date: '2026-11-28', time: '14:00' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('location');

    const extra = await create('men', { ...fixture('2026-11-28', '14:00'), side: 'women' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toHaveProperty('side');

    const tooLong = await create('men', fixture('2026-11-28', '14:00', { team1: 'x'.repeat(101) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty('team1');

    const notJson = await create('men', '{"team1":', { ...staff.auth, 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);

    for (const body of [null, [], 'text', 42, { team1: 1, team2: {}, location: [], date: true, time: null }]) {
      expect((await create('men', JSON.stringify(body), { ...staff.auth, 'content-type': 'application/json' })).statusCode).toBe(400);
    }
  });
});

describe('staff-only calls', () => {
  const calls = (id: number) => [
    { op: 'createMensFixture', method: 'POST' as const, url: '/api/fixtures/', payload: fixture('2026-11-28', '14:00') },
    { op: 'createWomensFixture', method: 'POST' as const, url: '/api/womensfixtures/', payload: fixture('2026-11-28', '14:00') },
    { op: 'deleteMensFixture', method: 'DELETE' as const, url: `/api/fixtures/delete/${id}/` },
    { op: 'deleteWomensFixture', method: 'DELETE' as const, url: `/api/womensfixtures/delete/${id}/` },
    { op: 'importFixtures', method: 'POST' as const, url: '/api/fixtures/import/', payload: { side: 'men', csv: 'team1,team2,location,date,time\nA,B,C,2026-11-28,14:00\n' } },
  ];

  it('answer 401 to visitors and bad tokens, and 403 to signed-in users who are not staff', async () => {
    const id = (await create('men', fixture('2026-11-30', '14:00'))).json().id;
    const before = (await list('men')).json();
    for (const call of calls(id)) {
      for (const [headers, status] of [
        [{}, 401],
        [{ authorization: 'Bearer not-a-token' }, 401],
        [fan.auth, 403],
      ] as const) {
        const res = await t.inject({ method: call.method, url: call.url, payload: call.payload, headers });
        expect(res.statusCode).toBe(status);
        expectContract(res, call.op);
        expect(res.json().detail).toEqual(expect.any(String));
      }
    }
    expect((await list('men')).json()).toEqual(before);
    expect((await list('women')).json()).toEqual([]);
  });

  it('let anyone read the lists', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/fixtures/?upcoming=true' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/womensfixtures/', headers: fan.auth })).statusCode).toBe(200);
  });
});
