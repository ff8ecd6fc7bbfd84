import { checkName, nameMessage, nameOrMessage } from './names';

describe('the one rule for typed names', () => {
  test('names are trimmed and their length counted after trimming', () => {
    expect(checkName('  Uni Blues  ', 50)).toEqual({ ok: true, name: 'Uni Blues' });
    expect(checkName(`  ${'x'.repeat(50)}  `, 50).ok).toBe(true);
    expect(checkName(`  ${'x'.repeat(51)}  `, 50)).toMatchObject({ ok: false, problem: 'long' });
    // Characters, not UTF-16 units: 50 emoji fit in 50.
    expect(checkName('⚽'.repeat(25) + '😀'.repeat(25), 50).ok).toBe(true);
  });

  test.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['A\u0007B', 'control'],
    ['A\u001b[31mB', 'control'],
    ['A\nB', 'control'],
    ['A\rB', 'control'],
    ['A\tB', 'control'],
    ['A\u0085B', 'control'],
    ['A\u0000B', 'control'],
    ['A\ud800B', 'control'],
    ['A\u202EB', 'direction'],
    ['A\u202AB', 'direction'],
    ['A\u2066B\u2069', 'direction'],
    ['\u200B\u200C\u200D', 'invisible'],
    ['\uFEFF\u2060', 'invisible'],
    ['\u3164\u115F', 'invisible'],
    ['\u0301\u0302', 'invisible'],
  ])('%j is refused: %s', (raw, problem) => {
    expect(checkName(raw, 50)).toMatchObject({ ok: false, problem });
  });

  test.each(['Łódź Wanderers', 'الفريق', '東京 FC', 'Café ⚽ Crew', "Zoë O'Brien", 'e\u0301te\u0301', 'Team\u200DOne'])('%j is a name', (raw) => {
    expect(checkName(raw, 50)).toEqual({ ok: true, name: raw });
  });

  test('each problem reads on its own, naming what was typed', () => {
    expect(nameMessage('blank', 'league name', 50)).toBe('Enter a league name.');
    expect(nameMessage('blank', 'name', 50)).toBe('Enter a name.');
    expect(nameMessage('long', 'team name', 50)).toBe('The team name must be at most 50 characters.');
    expect(nameOrMessage(' A\nB ', 'team name', 50)).toEqual({ name: 'A\nB', message: 'The team name may not contain control characters such as line breaks.' });
    expect(nameOrMessage(' Blues ', 'team name', 50)).toEqual({ name: 'Blues', message: null });
  });
});
