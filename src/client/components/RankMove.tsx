/** Words for a move in a table since the last gameweek: "up 2 places", "down 1 place", "no change". */
export function rankMoveText(rank: number, lastRank: number | null | undefined): string | null {
  if (lastRank === null || lastRank === undefined) return null;
  const by = lastRank - rank;
  if (by === 0) return 'no change';
  const n = Math.abs(by);
  return `${by > 0 ? 'up' : 'down'} ${n} ${n === 1 ? 'place' : 'places'}`;
}

/** A rank's move since the last gameweek: an arrow (green up, red down, grey dot) with its words
 *  for screen readers; nothing when there was no earlier gameweek. */
export function RankMove({ rank, lastRank }: { rank: number; lastRank: number | null | undefined }) {
  const text = rankMoveText(rank, lastRank);
  if (text === null) return null;
  const kind = text.startsWith('up') ? 'up' : text.startsWith('down') ? 'down' : 'same';
  return (
    <span className={`rank-move rank-move--${kind}`} title={text}>
      <span aria-hidden="true">{kind === 'up' ? '▲' : kind === 'down' ? '▼' : '●'}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
