import type { Fixture, Player, PlayerMatchStat, Result } from '../../api';

/** The club side a player's `team` names: the women's when it says so, otherwise the men's. */
export const sideOfTeam = (team: string): 'men' | 'women' => (/women/i.test(team) ? 'women' : 'men');

/** True when a match or fixture team name is the player's own side ("Uni Men's 1st" for "Men's 1st"). */
const isOurs = (player: Pick<Player, 'team'>, team: string) => team === player.team || team.toLowerCase().includes(player.team.toLowerCase());

/** The other side of a match, seen from the player's side (both teams when it played in neither). */
export function opponentOf(player: Pick<Player, 'team'>, match: { team1: string; team2: string }): string {
  if (isOurs(player, match.team1) && !isOurs(player, match.team2)) return match.team2;
  if (isOurs(player, match.team2) && !isOurs(player, match.team1)) return match.team1;
  return `${match.team1} v ${match.team2}`;
}

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

/** The next `count` fixtures from `today` (YYYY-MM-DD, club time), cancelled ones left out. */
export function nextFixtures(fixtures: readonly Fixture[], today: string, count = 3): Fixture[] {
  return fixtures
    .filter((f) => f.date >= today && f.status !== 'cancelled' && f.result_id === null)
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
    .slice(0, count);
}
