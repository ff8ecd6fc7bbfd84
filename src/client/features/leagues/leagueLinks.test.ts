import { codeFromSearch, joinPath, ordinal, shareUrl, spacedCode } from './leagueLinks';

test('a share link carries the code, and the join form reads it back normalised', () => {
  expect(joinPath('ABCD2345')).toBe('/leagues?code=ABCD2345');
  expect(shareUrl('ABCD2345', 'https://club.example')).toBe('https://club.example/leagues?code=ABCD2345');
  expect(codeFromSearch('?code=abcd%202345')).toBe('ABCD2345');
  expect(codeFromSearch('?other=1')).toBe('');
});

test('codes and ranks read well', () => {
  expect(spacedCode('ABCD2345')).toBe('ABCD 2345');
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
});
