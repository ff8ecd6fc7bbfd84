import { choiceInForce, hasSnapshot, stayCovers } from './snapshots';

describe('the snapshot rule (docs/rules.md §6)', () => {
  it('takes a player who joined at or before the deadline and had not left by then', () => {
    expect(stayCovers(100, Infinity, 100)).toBe(true);
    expect(stayCovers(101, Infinity, 100)).toBe(false);
    expect(stayCovers(50, 100, 100)).toBe(false);
    expect(stayCovers(50, 101, 100)).toBe(true);
  });

  it('uses the latest captaincy choice made at or before the deadline', () => {
    expect(choiceInForce([10, 20, 30], 25)).toBe(1);
    expect(choiceInForce([10, 20, 30], 30)).toBe(2);
    expect(choiceInForce([10, 20, 30], 5)).toBe(-1);
    // Choices laid out as (set at, captain, vice).
    expect(choiceInForce([10, 1, 2, 20, 3, 4], 25, 3)).toBe(3);
  });

  it('has a snapshot only with someone in the squad', () => {
    expect(hasSnapshot(0)).toBe(false);
    expect(hasSnapshot(11)).toBe(true);
  });
});
