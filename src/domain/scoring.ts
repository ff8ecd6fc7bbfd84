// Points for one player in one match (docs/rules.md §4). The server computes them, never
// trusting a client's value; the admin form shows the same numbers from this one table.
import type { Problem } from './problems';
import type { Position } from './positions';

/** One player's stats in one match, with the API's field names. */
export interface StatLine {
  goals: number;
  assists: number;
  yellow_cards: number;
  red_cards: number;
  clean_sheets: number;
  MOTM: number;
  Pen_Saves: number;
}

export const STAT_FIELDS = [
  'goals',
  'assists',
  'yellow_cards',
  'red_cards',
  'clean_sheets',
  'MOTM',
  'Pen_Saves',
] as const satisfies readonly (keyof StatLine)[];

export const SCORING = {
  appearance: 2,
  goal: { Goalkeeper: 8, Defender: 6, Midfielder: 5, Attacker: 4 },
  assist: { Goalkeeper: 5, Defender: 4, Midfielder: 3, Attacker: 3 },
  cleanSheet: { Goalkeeper: 5, Defender: 4, Midfielder: 1, Attacker: 0 },
  yellowCard: -1,
  redCard: -3,
  motm: 2,
  penaltySave: 5,
} as const satisfies {
  appearance: number;
  goal: Record<Position, number>;
  assist: Record<Position, number>;
  cleanSheet: Record<Position, number>;
  yellowCard: number;
  redCard: number;
  motm: number;
  penaltySave: number;
};

/** A stat row only exists for a player who played, so the appearance points always count. */
export function matchPoints(position: Position, s: StatLine): number {
  return (
    SCORING.appearance +
    SCORING.goal[position] * s.goals +
    SCORING.assist[position] * s.assists +
    SCORING.cleanSheet[position] * s.clean_sheets +
    SCORING.yellowCard * s.yellow_cards +
    SCORING.redCard * s.red_cards +
    SCORING.motm * s.MOTM +
    SCORING.penaltySave * s.Pen_Saves
  );
}

// Two yellows make a red, so a player shows at most 2 yellows and 1 red; the upper bound of
// the counting stats only stops typing slips.
export const STAT_LIMITS: Readonly<Record<keyof StatLine, { min: number; max: number }>> = {
  goals: { min: 0, max: 99 },
  assists: { min: 0, max: 99 },
  yellow_cards: { min: 0, max: 2 },
  red_cards: { min: 0, max: 1 },
  clean_sheets: { min: 0, max: 1 },
  MOTM: { min: 0, max: 1 },
  Pen_Saves: { min: 0, max: 99 },
};

export type StatProblem = Problem<keyof StatLine>;

/** What is wrong with a stat row received at run time, per field; empty when it is fine. */
export function statLineProblems(s: Readonly<Partial<Record<keyof StatLine, unknown>>>): StatProblem[] {
  const problems: StatProblem[] = [];
  for (const field of STAT_FIELDS) {
    const v = s[field];
    const { min, max } = STAT_LIMITS[field];
    if (typeof v !== 'number' || !Number.isInteger(v)) {
      problems.push({ field, message: `${field} must be a whole number.` });
    } else if (v < min || v > max) {
      problems.push({ field, message: `${field} must be between ${min} and ${max}.` });
    }
  }
  return problems;
}

// --- Captaincy (docs/rules.md §7) ------------------------------------------------------------
// In a gameweek the captain's points count twice; when the captain has no stat row that week the
// vice-captain's do instead; when neither has one, nobody's do. Never both.

/** How many times the doubled player's points count. */
export const CAPTAIN_MULTIPLIER = 2;

/** Which player of a snapshot counts twice: the captain when they played that week, else the
 *  vice-captain when they played, else nobody (null). Playing means having a stat row that week
 *  (a row worth 0 points counts). */
export function doubledPlayer(captain: number | null, vice: number | null, captainPlayed: boolean, vicePlayed: boolean): number | null {
  if (captain !== null && captainPlayed) return captain;
  if (vice !== null && vicePlayed) return vice;
  return null;
}

/** A snapshot player's multiplier: 2 for the one counted twice, else 1. */
export function multiplierOf(player: number, doubled: number | null): 1 | 2 {
  return player === doubled ? CAPTAIN_MULTIPLIER : 1;
}

/** A player's points as they count for the team in a week; a snapshot's weekly points are the
 *  sum of these over its players. */
export function countedPoints(points: number, multiplier: number): number {
  return points * multiplier;
}
