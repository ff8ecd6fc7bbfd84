// A past week is found by its number (the first gameweek listed), then the
// team's snapshot for that gameweek (the first snapshot listed). The texts are those of docs/rules.md §14.
import { POSITIONS, type Position } from '../../../domain';
import type { GameWeek, SnapshotPlayer, TeamSnapshot } from '../../api';

export const NO_RECENT_SNAPSHOT = 'Team snapshot not found for the most recent game week.';
export const NO_GAME_WEEK = 'Game week not found for the provided week.';
export const NO_SNAPSHOT_FOR_WEEK = 'No team snapshot data found for this game week.';

/** The id of the gameweek numbered `week`, from GET /api/game-weeks/?week=; throws when there is none. */
export function gameWeekIdOf(gameWeeks: readonly GameWeek[]): number {
  const first = gameWeeks[0];
  if (!first) throw new Error(NO_GAME_WEEK);
  return first.id;
}

/** The snapshot from GET /api/team-snapshots/?team_id=&game_week_id=; throws when there is none. */
export function snapshotOf(snapshots: readonly TeamSnapshot[]): TeamSnapshot {
  const first = snapshots[0];
  if (!first) throw new Error(NO_SNAPSHOT_FOR_WEEK);
  return first;
}

/** Previous stops at week 1, Next at the latest week (the most recent snapshot's). */
export function weekNavigation(week: number, latestWeek: number): { canGoBack: boolean; canGoForward: boolean } {
  return { canGoBack: week > 1, canGoForward: week < latestWeek };
}

/** The players in formation lines, goalkeeper first, each line in the order the server gave. */
export function linesOf(players: readonly SnapshotPlayer[]): { position: Position; players: SnapshotPlayer[] }[] {
  return POSITIONS.map((position) => ({ position, players: players.filter((p) => p.position === position) })).filter(
    (line) => line.players.length > 0,
  );
}
