// Last Man Standing (the product rules §23): a competition derived from the snapshots' weekly points, so
// a corrected match can change who went out. Pure: the server feeds it each round's points.

export const LMS_NAME_MAX = 30;

/** One gameweek of the competition: its number and each team's weekly points (null: no snapshot). */
export interface LmsWeek {
  week: number;
  points: (team: number) => number | null;
}

export interface LmsRound {
  week: number;
  /** The teams that went out that week, with their points. */
  out: { team: number; points: number }[];
  /** How many are still in after it. */
  survivors: number;
}

export interface LmsOutcome {
  rounds: LmsRound[];
  /** The week each entrant went out in (absent: still in). */
  outInWeek: Map<number, number>;
  /** The teams still in, in entrant order. */
  survivors: number[];
  /** The one team left, or null while more than one is in (or none entered). */
  winner: number | null;
}

/**
 * Plays the competition: in each week, in order, the surviving teams with the fewest weekly points
 * go out (all of them when tied), unless that would leave none, and then nobody goes out that
 * week. When one team is left it is the winner and no later week is played. A surviving team with
 * no snapshot in a week counts 0 points.
 */
export function lastManStanding(entrants: readonly number[], weeks: readonly LmsWeek[]): LmsOutcome {
  let survivors = [...new Set(entrants)];
  const rounds: LmsRound[] = [];
  const outInWeek = new Map<number, number>();
  for (const w of weeks) {
    if (survivors.length <= 1) break;
    const points = survivors.map((team) => w.points(team) ?? 0);
    let fewest = Infinity;
    for (const p of points) if (p < fewest) fewest = p;
    const out = survivors.map((team, i) => ({ team, points: points[i] })).filter((x) => x.points === fewest);
    if (out.length === survivors.length) {
      rounds.push({ week: w.week, out: [], survivors: survivors.length });
      continue;
    }
    for (const x of out) outInWeek.set(x.team, w.week);
    survivors = survivors.filter((_, i) => points[i] !== fewest);
    rounds.push({ week: w.week, out, survivors: survivors.length });
  }
  return { rounds, outInWeek, survivors, winner: survivors.length === 1 ? survivors[0] : null };
}
