// One gameweek over every team, read from the standings engine's columns (model.ts): how many
// snapshots, their points, the best one (ties to name order) and who captained them.
import type { SeasonWeek } from './compute';
import { weekCaptain } from './ledger';
import type { TeamStore } from './store';

/** One gameweek over every team: its snapshots, their points, the best one, the captains. */
export interface WeekStats {
  snapshots: number;
  points: number;
  best: { id: number; name: string; points: number } | null;
  captains: Map<number, number>;
}

/** The week of index `wi` over every team of the store; the captains are those of the squads that
 *  played it (a free hit's under one). */
export function weekStatsOf(s: TeamStore, wi: number, week: SeasonWeek): WeekStats {
  const stats: WeekStats = { snapshots: 0, points: 0, best: null, captains: new Map() };
  let bestSlot = -1;
  s.forEach((slot) => {
    const cell = slot * s.stride + wi;
    if (!s.has[cell]) return;
    const p = s.points[cell];
    stats.snapshots++;
    stats.points += p;
    if (bestSlot < 0 || p > s.points[bestSlot * s.stride + wi] || (p === s.points[bestSlot * s.stride + wi] && s.places[slot] < s.places[bestSlot])) bestSlot = slot;
    const captain = weekCaptain(s.histories[slot]!, week);
    if (captain) stats.captains.set(captain, (stats.captains.get(captain) ?? 0) + 1);
  });
  if (bestSlot >= 0) stats.best = { id: s.ids[bestSlot], name: s.names[bestSlot], points: s.points[bestSlot * s.stride + wi] };
  return stats;
}
