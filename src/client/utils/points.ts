// Points as the pages write them.

export const pts = (n: number) => `${n} ${Math.abs(n) === 1 ? 'pt' : 'pts'}`;

/** A player's points as they count for the team: doubled ones say so ('16 pts (8 ×2)'). */
export function countedPoints(points: number, multiplier: number): { caption: string; spoken: string } {
  if (multiplier === 2) return { caption: `${pts(points * 2)} (${points} ×2)`, spoken: `${pts(points)}, doubled to ${pts(points * 2)}` };
  return { caption: pts(points), spoken: pts(points) };
}
