// A player's side of the club, their opponent in a match, and the fixtures coming up: for the
// player page and the team's Pick team view.
import { addDays } from '../../domain';
import type { Fixture } from '../api';

type HasTeam = { team: string };

/** The club side a player's `team` names: the women's when it says so, otherwise the men's. */
export const sideOfTeam = (team: string): 'men' | 'women' => (/women/i.test(team) ? 'women' : 'men');

/** True when a match or fixture team name is the player's own side ("Uni Men's 1st" for "Men's 1st"). */
export const isOurs = (player: HasTeam, team: string) => team === player.team || team.toLowerCase().includes(player.team.toLowerCase());

/** The other side of a match, seen from the player's side (both teams when it played in neither). */
export function opponentOf(player: HasTeam, match: { team1: string; team2: string }): string {
  if (isOurs(player, match.team1) && !isOurs(player, match.team2)) return match.team2;
  if (isOurs(player, match.team2) && !isOurs(player, match.team1)) return match.team1;
  return `${match.team1} v ${match.team2}`;
}

const byKickOff = (a: Fixture, b: Fixture) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`);

/** The next `count` fixtures from `today` (YYYY-MM-DD, club time), cancelled ones left out. */
export function nextFixtures(fixtures: readonly Fixture[], today: string, count = 3): Fixture[] {
  return fixtures
    .filter((f) => f.date >= today && f.status !== 'cancelled' && f.result_id === null)
    .sort(byKickOff)
    .slice(0, count);
}

/**
 * The fixtures a player's side plays in the gameweek that starts on `monday` (club dates, Monday
 * to Sunday: docs/rules.md §5), earliest first, only those still to be played as planned
 * (scheduled, no result). The player's own team when the club's fixtures name it ("Uni Men's 1st"
 * for "Men's 1st"); when none of them does, every fixture of the player's half of the club.
 */
export function fixturesInWeek(player: HasTeam, fixtures: readonly Fixture[], monday: string): Fixture[] {
  const half = fixtures.filter((f) => f.side === sideOfTeam(player.team));
  const named = half.filter((f) => isOurs(player, f.team1) || isOurs(player, f.team2));
  const sunday = addDays(monday, 6);
  return (named.length > 0 ? named : half)
    .filter((f) => f.date >= monday && f.date <= sunday && f.status === 'scheduled' && f.result_id === null)
    .sort(byKickOff);
}
