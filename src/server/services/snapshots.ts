import type { Db } from '../db';
import type { ResponseCache } from '../http/cache';
import { squadInOrder, toPlayerSummary, type PlayerExtrasMap, type PlayerSummary } from './playerViews';
import { currentSeason } from './seasonLoad';
import { doubledPlayer, snapshotId } from './seasonModel';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history, with the captaincy at the deadline
// and the weekly points: all derived by the season model (seasonModel.ts), never stored. A team
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

export { doubledPlayer };


/** A team's snapshot for one gameweek, or for the latest gameweek that has one; null if none.
 *  Its players show their availability on club date `today`. */
export async function findSnapshot(
  ctx: { db: Db; cache: ResponseCache },
  teamId: number,
  gameWeekId: number | 'latest',
  extras: PlayerExtrasMap,
  today: string,
): Promise<SnapshotView | null> {
  const season = await currentSeason(ctx);
  const snap = season.snapshot(teamId, gameWeekId);
  if (!snap) return null;
  const pts = season.pts[snap.weekIndex];
  const doubled = doubledPlayer(snap.captain, snap.vice, (id) => (pts.get(id)?.rows ?? 0) > 0);
  const players = await squadInOrder(ctx, snap.squad);
  return {
    id: snapshotId(teamId, snap.week.id),
    team: { id: teamId, name: season.teams.get(teamId)!.name },
    game_week: { id: snap.week.id, week: snap.week.week },
    players: players.map((p) => ({
      ...toPlayerSummary(p, extras, today),
      game_week_points: pts.get(p.id)?.points ?? 0,
      multiplier: p.id === doubled ? 2 : 1,
    })),
    weekly_points: snap.weeklyPoints,
    captain: snap.captain,
    vice_captain: snap.vice,
  };
}
