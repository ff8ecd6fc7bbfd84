import { groupDigits } from './numbers';

describe('whole numbers in en-GB', () => {
  it('groups the thousands as toLocaleString does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 50000, -4321, 1234567890]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-GB'));
    }
    expect(groupDigits(12345)).toBe('12,345');
  });
});
