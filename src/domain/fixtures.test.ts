import { checkFixture, fixtureKey, type FixtureFields } from './fixtures';

const good: FixtureFields = { team1: ' Club ', team2: 'Rivals', location: ' Home Ground ', date: '2026-11-28', time: '14:00' };

const problemsOf = (f: Partial<FixtureFields>) => {
  const res = checkFixture({ ...good, ...f });
  return res.ok ? [] : res.problems.map((p) => `${p.field}: ${p.message}`);
};

describe('checkFixture', () => {
  it('trims names and answers the time as HH:MM:SS', () => {
    expect(checkFixture(good)).toEqual({
      ok: true,
      fixture: { team1: 'Club', team2: 'Rivals', location: 'Home Ground', date: '2026-11-28', time: '14:00:00' },
    });
    expect(checkFixture({ ...good, time: '09:05:30' })).toMatchObject({ ok: true, fixture: { time: '09:05:30' } });
  });

  it('refuses empty and over-long names', () => {
    expect(problemsOf({ team1: '   ' })).toEqual(['team1: team1 is empty']);
    expect(problemsOf({ team2: '' })).toEqual(['team2: team2 is empty']);
    expect(problemsOf({ location: 'x'.repeat(201) })).toEqual(['location: location is longer than 200 characters']);
    expect(problemsOf({ team1: 'x'.repeat(100) })).toEqual([]);
    expect(problemsOf({ team1: 'x'.repeat(101) })).toEqual(['team1: team1 is longer than 100 characters']);
  });

  it('refuses control characters and broken text', () => {
    expect(problemsOf({ team1: 'a\u0000b' })).toEqual(['team1: team1 contains characters that are not allowed']);
    expect(problemsOf({ location: 'a\ud800b' })).toEqual(['location: location contains characters that are not allowed']);
    expect(problemsOf({ location: 'Sports Ground\nMain Road' })).toEqual(['location: location contains characters that are not allowed']);
    expect(problemsOf({ team2: '\u200B\u200B' })).toEqual(['team2: team2 has no visible character']);
    expect(problemsOf({ team1: 'Émile ⚽ 😀' })).toEqual([]);
  });

  it('wants a real calendar date in the form YYYY-MM-DD', () => {
    expect(problemsOf({ date: '2026-02-30' })).toEqual(['date: date "2026-02-30" is not a real date']);
    expect(problemsOf({ date: '2026-13-01' })).toEqual(['date: date "2026-13-01" is not a real date']);
    expect(problemsOf({ date: '0000-01-01' })).toEqual(['date: date "0000-01-01" is not a real date']);
    expect(problemsOf({ date: '28/11/2026' })).toEqual(['date: date "28/11/2026" is not in the form YYYY-MM-DD']);
    expect(problemsOf({ date: '' })).toEqual(['date: date is empty']);
    expect(problemsOf({ date: '2028-02-29' })).toEqual([]);
    expect(problemsOf({ date: ' 2026-11-28 ' })).toEqual([]);
  });

  it('wants a time HH:MM or HH:MM:SS', () => {
    expect(problemsOf({ time: '25:00' })).toEqual(['time: time "25:00" is not a real time of day']);
    expect(problemsOf({ time: '14:60:00' })).toEqual(['time: time "14:60:00" is not a real time of day']);
    expect(problemsOf({ time: '2pm' })).toEqual(['time: time "2pm" is not in the form HH:MM or HH:MM:SS']);
    expect(problemsOf({ time: '9:30' })).toEqual(['time: time "9:30" is not in the form HH:MM or HH:MM:SS']);
    expect(problemsOf({ time: '' })).toEqual(['time: time is empty']);
    expect(problemsOf({ time: '23:59:59' })).toEqual([]);
  });

  it('names every problem of a row, and cuts long values short', () => {
    expect(problemsOf({ team1: '', date: 'x'.repeat(50) })).toEqual([
      'team1: team1 is empty',
      `date: date "${'x'.repeat(40)}…" is not in the form YYYY-MM-DD`,
    ]);
  });
});

describe('fixtureKey', () => {
  it('tells fixtures apart by side, teams, date and time only', () => {
    const f = { team1: 'A', team2: 'B', date: '2026-01-01', time: '15:00:00' };
    expect(fixtureKey('men', f)).toBe(fixtureKey('men', { ...f }));
    expect(fixtureKey('men', f)).not.toBe(fixtureKey('women', f));
    expect(fixtureKey('men', f)).not.toBe(fixtureKey('men', { ...f, team2: 'A' }));
    // No separator trick makes two different fixtures the same key.
    expect(fixtureKey('men', { ...f, team1: 'A,B', team2: 'C' })).not.toBe(fixtureKey('men', { ...f, team1: 'A', team2: 'B,C' }));
  });
});
