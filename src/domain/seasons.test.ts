import { academicYearName, checkSeasonText, SEASON_NAME_MAX, TERM_NAME_MAX } from './seasons';

test('a season is named after the academic year, which turns on 1 August', () => {
  expect(academicYearName('2026-11-26')).toBe('2026/27');
  expect(academicYearName('2026-08-01')).toBe('2026/27');
  expect(academicYearName('2026-07-31')).toBe('2025/26');
  expect(academicYearName('2027-01-15')).toBe('2026/27');
  expect(academicYearName('1999-09-01')).toBe('1999/00');
});

test('season and term names are trimmed, not blank, not too long, with no control or direction characters, with a visible character', () => {
  expect(checkSeasonText('  2027/28 ', SEASON_NAME_MAX, 'season name')).toEqual({ ok: true, value: '2027/28' });
  expect(checkSeasonText('x'.repeat(20), SEASON_NAME_MAX, 'season name').ok).toBe(true);
  expect(checkSeasonText('😀'.repeat(20), SEASON_NAME_MAX, 'season name').ok).toBe(true);
  for (const bad of ['', '   ', 'x'.repeat(21), 'a\nb', 'a\rb', 'a\u0000b', 'a\u202eb', 'a\u2066b', 'a\u0085b', '\u2800', '\u200b', '\u3164', '\u200d\u200c', '\u00ad', ' \u200b\u2800 ']) {
    expect({ bad, ok: checkSeasonText(bad, SEASON_NAME_MAX, 'season name').ok }).toEqual({ bad, ok: false });
  }
});

test('a season or term name with no visible character is refused with the usual wording', () => {
  expect(checkSeasonText('\u200b', TERM_NAME_MAX, 'term name')).toEqual({ ok: false, message: 'The term name must have at least one visible character.' });
  expect(checkSeasonText('', SEASON_NAME_MAX, 'season name')).toEqual({ ok: false, message: 'Enter the season name.' });
  expect(checkSeasonText('Lent \u200b', TERM_NAME_MAX, 'term name')).toEqual({ ok: true, value: 'Lent \u200b' });
});
