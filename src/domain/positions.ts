// The four positions, spelled exactly as the API and the database carry them.
export const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'] as const;
export type Position = (typeof POSITIONS)[number];

export function isPosition(x: unknown): x is Position {
  return typeof x === 'string' && (POSITIONS as readonly string[]).includes(x);
}
