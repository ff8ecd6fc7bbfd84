import { LEAGUE_CODE_ALPHABET, isLeagueCodeShape, normaliseLeagueCode } from './leagues';

test('the code alphabet has no look-alikes', () => {
  for (const c of '0O1IL') expect(LEAGUE_CODE_ALPHABET).not.toContain(c);
  expect(new Set(LEAGUE_CODE_ALPHABET).size).toBe(LEAGUE_CODE_ALPHABET.length);
});

test('a pasted code loses its spaces and becomes upper case', () => {
  expect(normaliseLeagueCode(' abcd efgh ')).toBe('ABCDEFGH');
  expect(normaliseLeagueCode('abcd-2345\n')).toBe('ABCD2345');
  expect(isLeagueCodeShape('ABCD2345')).toBe(true);
  expect(isLeagueCodeShape('ABCD0345')).toBe(false);
  expect(isLeagueCodeShape('ABCD234')).toBe(false);
});
