// Points as the pages write them, and the captaincy marks (the rule itself: docs/rules.md §7,
// src/domain/scoring.ts).
import { CAPTAIN_MULTIPLIER, countedPoints as counted } from '../../domain';

export const pts = (n: number) => `${n} ${Math.abs(n) === 1 ? 'pt' : 'pts'}`;

/** A player's points as they count for the team: doubled or tripled ones say so ('16 pts (8 ×2)'), and so do
 *  uncounted ones ('0 pts (×0)': a starter replaced, a substitute who stayed on the bench). */
export function countedPoints(points: number, multiplier: number): { caption: string; spoken: string } {
  const total = counted(points, multiplier);
  if (multiplier === CAPTAIN_MULTIPLIER) return { caption: `${pts(total)} (${points} ×${multiplier})`, spoken: `${pts(points)}, doubled to ${pts(total)}` };
  // A triple captain (the product rules §22).
  if (multiplier === 3) return { caption: `${pts(total)} (${points} ×3)`, spoken: `${pts(points)}, tripled to ${pts(total)}` };
  // A starter replaced by an automatic substitution, or a substitute who did not come on.
  if (multiplier === 0) return { caption: `${pts(points)} (×0)`, spoken: `${pts(points)}, not counted` };
  return { caption: pts(total), spoken: pts(total) };
}

/** 'C' / 'V' and the words for a screen reader, for the captain and vice-captain. */
export function captainBadge(id: number, captain: number | null | undefined, vice: number | null | undefined) {
  if (captain != null && id === captain) return { badge: 'C' as const, spoken: ', captain' };
  if (vice != null && id === vice) return { badge: 'V' as const, spoken: ', vice-captain' };
  return { badge: undefined, spoken: '' };
}
