import { anchorWeek, anchoredWeekNumber } from './weekAnchors';

const weeks = ['2026-09-28', '2026-10-05', '2026-10-19', '2026-10-26'];

describe('week anchors: a named week stays the same week when earlier weeks appear or go', () => {
  test('a week that exists is held by its Monday', () => {
    const anchor = anchorWeek(3, weeks);
    expect(anchor).toEqual({ from: '2026-10-19', offset: 1 });
    expect(anchoredWeekNumber(anchor, weeks)).toBe(3);
    // A match dated in September makes a new week 1: the anchored week is now number 4.
    expect(anchoredWeekNumber(anchor, ['2026-09-14', ...weeks])).toBe(4);
    // Week 1's last match deleted: it is number 2.
    expect(anchoredWeekNumber(anchor, weeks.slice(1))).toBe(2);
    // A week between the others (12 October) moves it on as well.
    expect(anchoredWeekNumber(anchor, ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26'])).toBe(4);
  });

  test('its own week gone, the next gameweek takes its place', () => {
    const anchor = anchorWeek(3, weeks);
    expect(anchoredWeekNumber(anchor, ['2026-09-28', '2026-10-05', '2026-10-26'])).toBe(3);
  });

  test('week 1 is the start of the season, whatever is recorded before it later', () => {
    expect(anchorWeek(1, weeks)).toEqual({ from: null, offset: 1 });
    expect(anchoredWeekNumber(anchorWeek(1, weeks), ['2026-09-14', ...weeks])).toBe(1);
  });

  test('a week beyond the last is the k-th gameweek after the last one', () => {
    const anchor = anchorWeek(6, weeks);
    expect(anchor).toEqual({ from: '2026-11-02', offset: 2 });
    expect(anchoredWeekNumber(anchor, weeks)).toBe(6);
    expect(anchoredWeekNumber(anchor, ['2026-09-14', ...weeks])).toBe(7);
    expect(anchoredWeekNumber(anchor, [...weeks, '2026-11-09'])).toBe(6);
  });

  test('with no gameweeks yet a week is counted from the start', () => {
    expect(anchorWeek(3, [])).toEqual({ from: null, offset: 3 });
    expect(anchoredWeekNumber({ from: null, offset: 3 }, weeks)).toBe(3);
  });
});
