import type { Db } from '../../db';
import { squadInOrder, toPlayerSummary, type PlayerExtrasMap, type PlayerSummary } from '../players/players.service';
import { currentStandings } from '../../standings/load';
import { snapshotId } from '../../standings/model';
import { doubledPlayer, multiplierOf } from '../../../domain/scoring';
import { type PerVersionValues } from '../../db/dataVersion';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history, with the captaincy at the deadline
// and the weekly points: all derived by the standings engine (seasonModel.ts), never stored. A team
// with nobody at a deadline (made later) has no snapshot for that week.

export type SnapshotPlayerView = PlayerSummary & { game_week_points: number; multiplier: number };

export interface SnapshotView {
  id: number;
  team: { id: number; name: string };
  game_week: { id: number; week: number };
  players: SnapshotPlayerView[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
}



/** A team's snapshot for one gameweek, or for the latest gameweek that has one; null if none.
 *  Its players show their availability on club date `today`. */
export async function findSnapshot(
  ctx: { db: Db; values: PerVersionValues },
  teamId: number,
  gameWeekId: number | 'latest',
  extras: PlayerExtrasMap,
  today: string,
): Promise<SnapshotView | null> {
  const season = await currentStandings(ctx);
  const weekId = gameWeekId === 'latest' ? season.latestWeekOf(teamId) : gameWeekId;
  const snap = weekId === null ? null : season.snapshot(teamId, weekId);
  if (!snap) return null;
  const pts = season.playerPoints(snap.gameWeek.id);
  const played = (id: number | null) => id !== null && (pts.get(id)?.rows ?? 0) > 0;
  const doubled = doubledPlayer(snap.captain, snap.vice, played(snap.captain), played(snap.vice));
  const players = await squadInOrder(ctx, snap.squad);
  return {
    id: snapshotId(teamId, snap.gameWeek.id),
    team: { id: teamId, name: season.teamName(teamId)! },
    game_week: { id: snap.gameWeek.id, week: snap.gameWeek.week },
    players: players.map((p) => ({
      ...toPlayerSummary(p, extras, today),
      game_week_points: pts.get(p.id)?.points ?? 0,
      multiplier: multiplierOf(p.id, doubled),
    })),
    weekly_points: snap.weeklyPoints,
    captain: snap.captain,
    vice_captain: snap.vice,
  };
}
