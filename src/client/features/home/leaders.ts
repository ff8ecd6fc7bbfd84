import type { PlayerSummary } from '../../api';

/** How many players the top lists show (docs/rules.md §15). */
export const TOP_N = 5;

/**
 * The top players by one total. The server already answers highest first; sorting again (a
 * stable sort, so its tie order stays) keeps the table right whatever order arrives. Players
 * with nothing to show (no goals in Top Scorers, no match in Top Points) are left out, so a new
 * season reads "nothing yet" instead of five zeroes.
 */
export function topPlayers(players: readonly PlayerSummary[] | undefined, by: 'goals' | 'points'): PlayerSummary[] {
  const counted = (players ?? []).filter((p) => (by === 'goals' ? p.goals > 0 : p.games_played > 0));
  return [...counted].sort((a, b) => b[by] - a[by]).slice(0, TOP_N);
}
