/** The game clock: deadlines, gameweeks, team history, "upcoming" and the match-date check all
 *  ask it. CLOCK_OFFSET shifts it for demos and deadline tests; tokens and rate limits use real time. */
export interface GameClock {
  now(): Date;
}

export function offsetClock(offsetMs: number): GameClock {
  return { now: () => new Date(Date.now() + offsetMs) };
}
