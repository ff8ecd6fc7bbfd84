import {
  DEFAULT_TIME_ZONE,
  addDays,
  deadlineOf,
  isValidLocalDate,
  nextDeadlineAfter,
  zonedIsoString,
  isValidTimeZone,
  normaliseTime,
  parseDuration,
  parseMatchDate,
  weekStartOf,
  zonedDateString,
  zonedToInstant,
} from './gameweeks';

const LONDON = 'Europe/London';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

describe('the club time zone', () => {
  it('defaults to Europe/London', () => {
    expect(DEFAULT_TIME_ZONE).toBe(LONDON);
  });

  it('is checked against the names Intl knows', () => {
    expect(isValidTimeZone(LONDON)).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Londn')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('zonedDateString', () => {
  it.each([
    ['2026-01-15T23:30:00Z', LONDON, '2026-01-15'], // GMT: same as UTC
    ['2026-06-30T23:30:00Z', LONDON, '2026-07-01'], // BST: already tomorrow
    ['2026-06-30T22:59:59Z', LONDON, '2026-06-30'],
    ['2026-03-01T04:00:00Z', 'America/New_York', '2026-02-28'],
    ['2026-12-31T13:00:00Z', 'Australia/Sydney', '2027-01-01'],
    ['2026-05-10T18:29:59Z', 'Asia/Kolkata', '2026-05-10'],
    ['2026-05-10T18:30:00Z', 'Asia/Kolkata', '2026-05-11'],
  ])('%s is %s -> %s', (instant, zone, date) => {
    expect(zonedDateString(new Date(instant), zone)).toBe(date);
  });
});

describe('zonedToInstant', () => {
  it('reads winter times in London as GMT and summer times as BST', () => {
    expect(iso(zonedToInstant('2026-01-10', '15:00', LONDON))).toBe('2026-01-10T15:00:00.000Z');
    expect(iso(zonedToInstant('2026-07-10', '15:00:30', LONDON))).toBe('2026-07-10T14:00:30.000Z');
  });

  it('handles the late-March switch to BST (clocks jump from 01:00 to 02:00)', () => {
    expect(iso(zonedToInstant('2026-03-29', '00:59:59', LONDON))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(zonedToInstant('2026-03-29', '02:00', LONDON))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToInstant('2026-03-29', '12:00', LONDON))).toBe('2026-03-29T11:00:00.000Z');
    // 01:30 never shows on the clock that night: it is read as if the jump had not happened yet.
    expect(iso(zonedToInstant('2026-03-29', '01:30', LONDON))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('handles the late-October switch back to GMT (01:00-02:00 happens twice)', () => {
    expect(iso(zonedToInstant('2026-10-25', '00:30', LONDON))).toBe('2026-10-24T23:30:00.000Z');
    // the first, BST, 01:30 is taken
    expect(iso(zonedToInstant('2026-10-25', '01:30', LONDON))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToInstant('2026-10-25', '02:00', LONDON))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(zonedToInstant('2026-10-26', '00:00', LONDON))).toBe('2026-10-26T00:00:00.000Z');
  });

  it('works in other zones, including half-hour offsets and the far side of the date line', () => {
    expect(iso(zonedToInstant('2026-03-08', '03:00', 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(zonedToInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedToInstant('2026-04-05', '02:30', 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
    expect(iso(zonedToInstant('2026-05-11', '00:00', 'Asia/Kolkata'))).toBe('2026-05-10T18:30:00.000Z');
    expect(iso(zonedToInstant('2026-05-11', '00:00', 'Pacific/Kiritimati'))).toBe('2026-05-10T10:00:00.000Z');
    expect(iso(zonedToInstant('2026-05-11', '00:00', 'America/St_Johns'))).toBe('2026-05-11T02:30:00.000Z');
  });

  it('gives back the same wall clock for every hour of a London year', () => {
    const wrong: string[] = [];
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      for (const time of ['00:00:00', '01:00:00', '01:59:59', '02:00:00', '12:00:00', '23:59:59']) {
        const instant = zonedToInstant(day, time, LONDON);
        const skipped = day === '2026-03-29' && time.startsWith('01');
        if (!skipped && zonedDateString(instant, LONDON) !== day) wrong.push(`${day} ${time}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses malformed dates and times', () => {
    expect(() => zonedToInstant('2026-02-30', '10:00', LONDON)).toThrow(RangeError);
    expect(() => zonedToInstant('2026-02-10', '24:00', LONDON)).toThrow(RangeError);
    expect(() => zonedToInstant('2026-02-10', '10:00', 'Nowhere/Special')).toThrow(RangeError);
  });
});

describe('weeks run Monday to Sunday', () => {
  it.each([
    ['2026-11-16', '2026-11-16', '2026-11-22'], // a Monday
    ['2026-11-21', '2026-11-16', '2026-11-22'], // a Saturday
    ['2026-11-22', '2026-11-16', '2026-11-22'], // a Sunday belongs to the week before it
    ['2026-01-01', '2025-12-29', '2026-01-04'], // across a year end
    ['2024-02-29', '2024-02-26', '2024-03-03'], // leap day
    ['2026-03-29', '2026-03-23', '2026-03-29'], // the BST day
  ])('%s is in the week %s to %s', (date, monday, sunday) => {
    expect(weekStartOf(date)).toBe(monday);
    expect(addDays(weekStartOf(date), 6)).toBe(sunday);
  });

  it('refuses a date that does not exist', () => {
    expect(() => weekStartOf('2026-13-01')).toThrow(RangeError);
    expect(() => weekStartOf('garbage')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('steps across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-23', 7)).toBe('2026-03-30');
  });
});

describe('deadlineOf', () => {
  it('is Monday 00:00 club time: midnight UTC in winter, 23:00 UTC the day before in summer', () => {
    expect(iso(deadlineOf('2026-11-16', LONDON))).toBe('2026-11-16T00:00:00.000Z');
    expect(iso(deadlineOf('2026-06-15', LONDON))).toBe('2026-06-14T23:00:00.000Z');
  });

  it('follows the clock changes of the weekend before', () => {
    expect(iso(deadlineOf('2026-03-30', LONDON))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(deadlineOf('2026-10-26', LONDON))).toBe('2026-10-26T00:00:00.000Z');
  });

  it('uses the Monday of the week when given another day of it', () => {
    expect(iso(deadlineOf('2026-11-21', LONDON))).toBe('2026-11-16T00:00:00.000Z');
  });
});

describe('parseMatchDate', () => {
  it.each([
    ['2026-11-21', '2026-11-21T00:00:00.000Z'],
    ['2026-11-21T15:00', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21T15:00:00', '2026-11-21T15:00:00.000Z'],
    ['2026-11-21 15:00', '2026-11-21T15:00:00.000Z'],
    ['2026-06-20T15:00', '2026-06-20T14:00:00.000Z'], // club time, BST
    ['2026-06-20', '2026-06-19T23:00:00.000Z'],
    ['2026-06-20T15:00:00.250', '2026-06-20T14:00:00.250Z'],
    ['2026-06-20T15:00:00Z', '2026-06-20T15:00:00.000Z'], // a zone is taken as given
    ['2026-06-20T15:00:00.123456Z', '2026-06-20T15:00:00.123Z'],
    ['2026-06-20T15:00+02:00', '2026-06-20T13:00:00.000Z'],
    ['2026-06-20T15:00:00-05:30', '2026-06-20T20:30:00.000Z'],
    ['2026-06-20T15:00:00+0100', '2026-06-20T14:00:00.000Z'],
    ['  2026-11-21T15:00  ', '2026-11-21T15:00:00.000Z'],
  ])('reads %p as %s', (input, instant) => {
    expect(iso(parseMatchDate(input, LONDON))).toBe(instant);
  });

  it('reads a zoneless time in the configured zone', () => {
    expect(iso(parseMatchDate('2026-06-20T15:00', 'America/New_York'))).toBe('2026-06-20T19:00:00.000Z');
  });

  it.each([
    ['2026-02-30'],
    ['2026-02-29T12:00'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-21T24:00'],
    ['2026-11-21T15:60'],
    ['2026-11-21T15:00:60'],
    ['2026-11-21T15'],
    ['2026-11-21T15:00+25:00'],
    ['2026-11-21T15:00+01:60'],
    ['2026-11-21Z'],
    ['21/11/2026'],
    ['2026-1-5'],
    ['20261121'],
    ['tomorrow'],
    [''],
    ['2026-11-21T15:00:00.Z'],
  ])('refuses %p', (input) => {
    expect(parseMatchDate(input, LONDON)).toBeNull();
  });

  it('refuses things that are not strings at run time', () => {
    expect(parseMatchDate(42 as unknown as string, LONDON)).toBeNull();
  });

  it('accepts a leap day in a leap year', () => {
    expect(iso(parseMatchDate('2028-02-29T12:00Z', LONDON))).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('parseDuration', () => {
  it.each([
    ['2s', 2000],
    ['5m', 300_000],
    ['1h', 3_600_000],
    ['1d', 86_400_000],
    ['2w', 1_209_600_000],
    ['500ms', 500],
    ['+36h', 129_600_000],
    ['-7d', -604_800_000],
    ['0s', 0],
    ['-0s', 0],
    [' 3h ', 10_800_000],
  ])('%p is %p ms', (text, ms) => {
    expect(Object.is(parseDuration(text), ms)).toBe(true);
  });

  it.each([[''], ['5'], ['h'], ['1.5h'], ['1 h'], ['1H'], ['--1d'], ['+-1d'], ['1y'], ['1d2h'], ['99999999999999999d']])(
    'refuses %p',
    (text) => {
      expect(parseDuration(text)).toBeNull();
    },
  );
});

describe('isValidLocalDate', () => {
  it.each([['2026-11-21'], ['2024-02-29'], ['2000-02-29'], ['2026-12-31'], ['2026-01-01']])('accepts %p', (s) => {
    expect(isValidLocalDate(s)).toBe(true);
  });
  it.each([['2026-02-29'], ['1900-02-29'], ['2026-04-31'], ['2026-13-01'], ['2026-00-01'], ['2026-01-00'], ['2026-1-1'], ['2026-11-21T00:00'], [''], ['garbage']])(
    'refuses %p',
    (s) => {
      expect(isValidLocalDate(s)).toBe(false);
    },
  );
});

describe('normaliseTime', () => {
  it.each([
    ['15:00', '15:00:00'],
    ['15:00:30', '15:00:30'],
    ['00:00', '00:00:00'],
    ['23:59:59', '23:59:59'],
  ])('%p is %p', (input, out) => {
    expect(normaliseTime(input)).toBe(out);
  });
  it.each([['24:00'], ['12:60'], ['12:00:60'], ['9:00'], ['12'], ['12:00:00:00'], ['noon'], ['']])('refuses %p', (s) => {
    expect(normaliseTime(s)).toBeNull();
  });
});

describe('the next deadline', () => {
  test('is the coming Monday 00:00 in the club zone, shown with its offset', () => {
    const now = new Date('2026-11-25T13:00:00Z'); // a Wednesday
    const next = nextDeadlineAfter(now, 'Europe/London');
    expect(next.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(zonedIsoString(next, 'Europe/London')).toBe('2026-11-30T00:00:00+00:00');
    expect(zonedIsoString(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('2026-07-01T13:00:00+01:00');
    expect(zonedIsoString(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
  });
  test('a deadline exactly now is still the next one; in summer time it is 23:00 UTC on Sunday', () => {
    expect(nextDeadlineAfter(new Date('2026-11-30T00:00:00Z'), 'Europe/London').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextDeadlineAfter(new Date('2026-11-30T00:00:01Z'), 'Europe/London').toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(nextDeadlineAfter(new Date('2026-06-10T10:00:00Z'), 'Europe/London').toISOString()).toBe('2026-06-14T23:00:00.000Z');
  });
});
