import type { Player, PlayerMatchStat, Result } from '../../api';
import { isOurs } from '../../utils/opponents';

// The side, opponent and next fixtures of a player are shared with the team page.
export { nextFixtures, opponentOf, sideOfTeam } from '../../utils/opponents';

/** A match's result from the player's side: 'W 3–1', 'D 1–1', 'L 0–2' (team 1's view when the
 *  player's side is neither team). */
export function resultFor(player: Pick<Player, 'team'>, result: Result): string {
  const flipped = isOurs(player, result.team2) && !isOurs(player, result.team1);
  const [ours, theirs] = flipped ? [result.team2_score, result.team1_score] : [result.team1_score, result.team2_score];
  return `${ours > theirs ? 'W' : ours < theirs ? 'L' : 'D'} ${ours}–${theirs}`;
}

type Count = 'goals' | 'assists' | 'clean_sheets' | 'Pen_Saves';

/** The counts worth a column for a position: keepers and defenders are judged on clean sheets and
 *  saves, midfielders and attackers on goals and assists. */
export function columnsFor(position: string): { key: Count; short: string; title: string }[] {
  const goals = { key: 'goals' as const, short: 'G', title: 'Goals' };
  const assists = { key: 'assists' as const, short: 'A', title: 'Assists' };
  const cleanSheets = { key: 'clean_sheets' as const, short: 'CS', title: 'Clean sheets' };
  const saves = { key: 'Pen_Saves' as const, short: 'Sv', title: 'Penalty saves' };
  if (position === 'Goalkeeper') return [cleanSheets, saves];
  if (position === 'Defender') return [cleanSheets, saves, goals, assists];
  return [goals, assists];
}

/** The player's matches, oldest first. */
export const seasonGames = (stats: PlayerMatchStat[]) =>
  [...stats].sort((a, b) => a.match.date.localeCompare(b.match.date) || a.match.id - b.match.id);
