import { countdown, deadlineSentence, deadlineWords, gameWeekAt } from './deadline';

describe('the deadline in words', () => {
  it('names the gameweek that starts at the deadline', () => {
    const weeks = [
      { week: 1, start_date: '2026-11-02' },
      { week: 2, start_date: '2026-11-09' },
    ];
    expect(gameWeekAt('2026-11-16T00:00:00+00:00', weeks)).toBe(3);
    expect(gameWeekAt('2026-11-09T00:00:00+00:00', weeks)).toBe(2);
    expect(gameWeekAt('2026-11-16T00:00:00+00:00', [])).toBe(1);
  });
  it('says the day and time in the club zone, and counts down under a day', () => {
    expect(deadlineWords('2026-11-24T00:00:00+00:00', 'Europe/London')).toBe('Tue 24 Nov, 00:00');
    expect(deadlineWords('2026-06-14T23:00:00Z', 'Europe/London')).toBe('Mon 15 Jun, 00:00');
    expect(countdown(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(countdown(90_000)).toBe('2 min');
    expect(countdown(86_400_000)).toBeNull();
    expect(deadlineSentence('2026-11-30T00:00:00+00:00', 'Europe/London', 2 * 86_400_000)).toBe('Deadline Mon 30 Nov, 00:00');
    expect(deadlineSentence('2026-11-30T00:00:00+00:00', 'Europe/London', 3_600_000)).toBe(
      'Deadline Mon 30 Nov, 00:00 (in 1 h 0 min)',
    );
  });
});
