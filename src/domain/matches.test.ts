import { MATCH_MAX_AHEAD_MS, checkMatchDate, checkMatchHeader } from './matches';

const LONDON = 'Europe/London';
const now = new Date('2026-11-18T12:00:00Z');

describe('a match date', () => {
  it('is read in club time when it has no zone, and as given when it has one', () => {
    expect(checkMatchDate('2026-11-14T15:00', now, LONDON)).toEqual({ ok: true, playedAt: new Date('2026-11-14T15:00:00Z') });
    expect(checkMatchDate('2026-07-11T15:00', new Date('2026-07-12T00:00:00Z'), LONDON)).toEqual({
      ok: true,
      playedAt: new Date('2026-07-11T14:00:00Z'),
    });
    expect(checkMatchDate('2026-11-14T15:00:00+02:00', now, LONDON)).toEqual({ ok: true, playedAt: new Date('2026-11-14T13:00:00Z') });
    expect(checkMatchDate('2026-11-14', now, LONDON)).toEqual({ ok: true, playedAt: new Date('2026-11-14T00:00:00Z') });
  });

  it('may be up to 24 hours ahead of now, and no further (the match has not been played)', () => {
    expect(MATCH_MAX_AHEAD_MS).toBe(86_400_000);
    expect(checkMatchDate('2026-11-19T12:00:00Z', now, LONDON).ok).toBe(true);
    const late = checkMatchDate('2026-11-19T12:00:01Z', now, LONDON);
    expect(late).toEqual({ ok: false, message: expect.stringMatching(/24 hours/) });
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-11-14T25:00', '14/11/2026', '2026-11-14T15:00+25:00'])('refuses %p', (input) => {
    expect(checkMatchDate(input, now, LONDON).ok).toBe(false);
  });

  it('refuses dates before 2000 as typing slips', () => {
    expect(checkMatchDate('0026-11-14', now, LONDON)).toEqual({ ok: false, message: expect.stringMatching(/past/) });
    expect(checkMatchDate('2000-01-01T00:00:00Z', now, LONDON).ok).toBe(true);
  });
});

describe('a match header', () => {
  it('trims the team names', () => {
    expect(checkMatchHeader({ team1: "  Men's 1st ", team2: 'Rivals FC', date: '2026-11-14T15:00' }, now, LONDON)).toEqual({
      ok: true,
      match: { team1: "Men's 1st", team2: 'Rivals FC', playedAt: new Date('2026-11-14T15:00:00Z') },
    });
  });

  it('names each field that is wrong', () => {
    const check = checkMatchHeader({ team1: '   ', team2: 'A\u0000B', date: '2030-01-01' }, now, LONDON);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.map((p) => p.field)).toEqual(['team1', 'team2', 'date']);
  });
});
