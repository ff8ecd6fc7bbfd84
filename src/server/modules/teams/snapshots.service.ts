import type { Db } from '../../db';
import { squadInOrder, toPlayerSummary, type PlayerExtrasMap, type PlayerRow, type PlayerSummary } from '../players/players.service';
import { currentStandings } from '../../standings/load';
import { snapshotId } from '../../standings/model';
import type { Chip } from '../../../domain/rules';
import type { AutomaticSub } from '../../../domain/bench';
import { type PerVersionValues } from '../../db/dataVersion';

// A team's snapshot for a gameweek holds the players the team had at the gameweek's deadline
// (Monday 00:00 club time), read from its membership history, its 11 and its bench in order, with
// the captaincy at the deadline, the automatic substitutions and the weekly points: all derived by
// the standings engine (standings/model.ts), never stored. A team with nobody at a deadline (made
// later) has no snapshot for that week.

export type SnapshotPlayerView = PlayerSummary & { game_week_points: number; multiplier: number };

export interface SnapshotView {
  id: number;
  team: { id: number; name: string };
  game_week: { id: number; week: number };
  players: SnapshotPlayerView[];
  bench: SnapshotPlayerView[];
  automatic_subs: AutomaticSub[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
  transfers: number;
  transfer_cost: number;
  free_transfers: number | null;
  chip: Chip | null;
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
  const players = await squadInOrder(ctx, snap.squad);
  const benchRows = new Map((await squadInOrder(ctx, snap.bench)).map((p) => [p.id, p]));
  const replaced = new Set(snap.subs.map((x) => x.out));
  const cameOn = new Set(snap.subs.map((x) => x.in));
  // A replaced starter counts 0, a bench player 1 when they came on (or under a bench boost), else
  // 0; only one of the 11 counts twice (three times under a triple captain).
  const view = (p: PlayerRow, multiplier: number): SnapshotPlayerView => ({ ...toPlayerSummary(p, extras, today), game_week_points: pts.get(p.id)?.points ?? 0, multiplier });
  return {
    id: snapshotId(teamId, snap.gameWeek.id),
    team: { id: teamId, name: season.teamName(teamId)! },
    game_week: { id: snap.gameWeek.id, week: snap.gameWeek.week },
    players: players.map((p) => view(p, replaced.has(p.id) ? 0 : p.id === snap.doubled ? snap.times : 1)),
    bench: snap.bench.flatMap((id) => {
      const p = benchRows.get(id);
      return p ? [view(p, cameOn.has(id) || snap.benchCounts ? 1 : 0)] : [];
    }),
    automatic_subs: snap.subs.map((x) => ({ out: x.out, in: x.in })),
    weekly_points: snap.weeklyPoints,
    captain: snap.captain,
    vice_captain: snap.vice,
    transfers: snap.transfers,
    transfer_cost: snap.transferCost,
    free_transfers: snap.freeTransfers,
    chip: snap.chip,
  };
}
