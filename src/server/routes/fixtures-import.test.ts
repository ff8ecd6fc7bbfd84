import type { TestApp } from '../test/harness';
import { clearFixtures, fixture, fixtureCalls, startFixturesApp, whenOf, type FixturesApp } from '../test/fixture-calls';

// Importing fixtures from CSV over HTTP.

let app: FixturesApp;
let t: TestApp;

beforeAll(async () => {
  app = await startFixturesApp();
  ({ t } = app);
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each test starts with no fixtures (and nothing cached).
  await clearFixtures(t);
});

const { list, create, importCsv } = fixtureCalls(() => app);

describe('importing fixtures from CSV', () => {
  // Physical lines: 1 header (case and spaces ignored), 4 blank, 8-9 and 11-12 one record each.
  const lines = [
    ' Team1 , TEAM2,location,Date,time ', //                                 1 header
    'Club,Rivals,Home Ground,2026-11-28,14:00', //                            2 imported
    '"Club, Firsts","The ""Saints""","Pitch 2, North Campus",2026-11-29,15:30:00', // 3 imported
    '', //                                                                    4 blank
    'Club,Rivals,Home,2026-02-30,14:00', //                                   5 bad date
    'Club,Rivals,Home,2026-12-01', //                                         6 4 fields
    ' ,Rivals,Home,2026-12-01,10:00', //                                      7 team1 empty
    'Club,"Multi', //                                                         8 bad time (record on 8-9)
    'line Town",Away,2026-12-02,25:00', //                                    9
    'Club,Rivals,Elsewhere,2026-11-28,14:00:00', //                           10 repeats line 2
    'Club,"Multi', //                                                         11 line break in a name (record on 11-12)
    'line Town",Away,2026-12-03,11:00', //                                    12
    'Club,Rivals,Home,2026-12-05,12:00,extra', //                             13 6 fields
    'Club,Rivals,Home,2026-12-06,9:00', //                                    14 bad time form
    'Club,"Rivals"x,Home,2026-12-06,09:00', //                                15 text after quote
    'Club,Rivals,Home,2026-12-07,09:00', //                                   16 stored already (men)
    '   ', //                                                                 17 blank
  ];
  const crlf = '\uFEFF' + lines.join('\r\n') + '\r\n';
  const expectedRejected = [
    { line: 5, reason: 'date "2026-02-30" is not a real date' },
    { line: 6, reason: 'expected 5 fields, got 4' },
    { line: 7, reason: 'team1 is empty' },
    { line: 8, reason: 'team2 contains characters that are not allowed; time "25:00" is not a real time of day' },
    { line: 11, reason: 'team2 contains characters that are not allowed' },
    { line: 13, reason: 'expected 5 fields, got 6' },
    { line: 14, reason: 'time "9:00" is not in the form HH:MM or HH:MM:SS' },
    { line: 15, reason: 'unexpected text after the closing quote of field 2' },
  ];

  it('takes the good rows, reports each bad line with its number and reason, and adds nothing the second time', async () => {
    const stored = (await create('men', fixture('2026-12-07', '09:00', { location: 'Home' }))).json();

    const first = await importCsv({ side: 'men', csv: crlf });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: 2, already_present: 2, rejected: expectedRejected });

    const men = (await list('men')).json();
    expect(men).toEqual([
      { id: expect.any(Number), team1: 'Club', team2: 'Rivals', location: 'Home Ground', date: '2026-11-28', time: '14:00:00', side: 'men', status: 'scheduled', status_note: '', result_id: null },
      { id: expect.any(Number), team1: 'Club, Firsts', team2: 'The "Saints"', location: 'Pitch 2, North Campus', date: '2026-11-29', time: '15:30:00', side: 'men', status: 'scheduled', status_note: '', result_id: null },
      stored,
    ]);
    expect((await list('women')).json()).toEqual([]);

    const second = await importCsv({ side: 'men', csv: crlf });
    expect(second.json()).toEqual({ imported: 0, already_present: 4, rejected: expectedRejected });
    expect((await list('men')).json()).toEqual(men);
  });

  it('reads the same file with LF line ends alike, into the side it is given', async () => {
    const res = await importCsv({ side: 'women', csv: lines.join('\n') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, already_present: 1, rejected: expectedRejected });
    expect((await list('women')).json()).toHaveLength(3);
    expect((await list('men')).json()).toEqual([]);
    expect(whenOf(await list('women', '?upcoming=true'))).toEqual([
      '2026-11-28 14:00:00',
      '2026-11-29 15:30:00',
      '2026-12-07 09:00:00',
    ]);
  });

  it('answers 400 with a clear detail when the header is missing or wrong', async () => {
    for (const [csv, pattern] of [
      ['', /empty/],
      ['\n  \r\n', /empty/],
      ['home,away,location,date,time\nA,B,C,2026-11-28,14:00\n', /header team1,team2,location,date,time.*"home,away,location,date,time"/],
      ['team1,team2,location,date\nA,B,C,2026-11-28\n', /header team1,team2,location,date,time/],
      ['team1,team2,location,date,time,notes\n', /header team1,team2,location,date,time/],
      ['Club,Rivals,Home,2026-11-28,14:00\n', /line 1 is "Club,Rivals,Home,2026-11-28,14:00"/],
      ['"team1,team2,location,date,time\n', /could not be read/],
    ] as const) {
      const res = await importCsv({ side: 'men', csv });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(pattern);
      expect(res.json().errors).toHaveProperty('csv');
    }
    expect((await list('men')).json()).toEqual([]);
  });

  it('answers an empty report for a header alone', async () => {
    const res = await importCsv({ side: 'women', csv: 'team1,team2,location,date,time\r\n' });
    expect(res.json()).toEqual({ imported: 0, already_present: 0, rejected: [] });
  });

  it('rejects rows the database could not store, never failing the whole import', async () => {
    const csv = [
      'team1,team2,location,date,time',
      'A\u0000,B,C,2026-11-28,14:00',
      `${'x'.repeat(101)},B,C,2026-11-28,14:00`,
      'A,B,C,0000-01-01,14:00',
      'A,B,C,2026-11-28,24:00',
      'A,B,"C\u0001",2026-11-28,14:00',
      '"A",B,C,2026-11-28,14:00',
      'A,B,"never closed,2026-11-28,14:00',
      'D,E,F,2026-11-29,14:00',
    ].join('\n');
    const res = await importCsv({ side: 'men', csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      already_present: 0,
      rejected: [
        { line: 2, reason: 'team1 contains characters that are not allowed' },
        { line: 3, reason: 'team1 is longer than 100 characters' },
        { line: 4, reason: 'date "0000-01-01" is not a real date' },
        { line: 5, reason: 'time "24:00" is not a real time of day' },
        { line: 6, reason: 'location contains characters that are not allowed' },
        { line: 8, reason: 'a quoted field (field 3) is never closed' },
      ],
    });
  });

  it('answers 400 for a body of the wrong shape', async () => {
    for (const payload of [{ side: 'mixed', csv: 'team1,team2,location,date,time' }, { side: 'men' }, { csv: 'x' }, { side: 'men', csv: 5 }, { side: 'men', csv: '', extra: 1 }]) {
      expect((await importCsv(payload)).statusCode).toBe(400);
    }
  });

  it('takes a large file in one go', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `Club,Team ${i},"Ground, ${i}",2027-01-01,${String(10 + (i % 10)).padStart(2, '0')}:00`);
    const csv = ['team1,team2,location,date,time', ...rows].join('\r\n');
    expect((await importCsv({ side: 'men', csv })).json()).toEqual({ imported: 2500, already_present: 0, rejected: [] });
    expect((await list('men', '?upcoming=true')).json()).toHaveLength(2500);
    expect((await importCsv({ side: 'men', csv })).json()).toEqual({ imported: 0, already_present: 2500, rejected: [] });
  });
});
