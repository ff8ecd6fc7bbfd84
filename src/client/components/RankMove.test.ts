import { rankMoveText } from './RankMove';

it('words a rank move since the last gameweek', () => {
  expect(rankMoveText(3, 5)).toBe('up 2 places');
  expect(rankMoveText(4, 3)).toBe('down 1 place');
  expect(rankMoveText(2, 2)).toBe('no change');
  expect(rankMoveText(1, null)).toBeNull();
});
