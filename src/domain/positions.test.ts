import { POSITIONS, isPosition } from './positions';

describe('positions', () => {
  it('are exactly the four the spec names, in pitch order', () => {
    expect(POSITIONS).toEqual(['Goalkeeper', 'Defender', 'Midfielder', 'Attacker']);
  });

  it.each(POSITIONS)('accepts %s', (p) => {
    expect(isPosition(p)).toBe(true);
  });

  it.each([['goalkeeper'], ['GK'], ['Forward'], [' Defender'], [''], [null], [undefined], [3], [{}], [['Defender']]])(
    'rejects %p (case and spelling matter)',
    (x) => {
      expect(isPosition(x)).toBe(false);
    },
  );
});
