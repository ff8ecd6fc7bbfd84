// A team's captaincy: its history (rows only ever appended), the current one, and the checks a
// save makes of a new one against the squad.
import type { Db } from '../../db';
import type { FieldErrors } from '../../outcomes';
import { insertCaptaincy, latestCaptaincy } from './teams.repository';

/** Captain and vice-captain as a request gives them: a player id, null to clear, or left out. */
export interface CaptaincyInput {
  captain?: number | null;
  vice_captain?: number | null;
}

export interface Captaincy {
  captain: number | null;
  vice_captain: number | null;
}

/** The team's captaincy now: the latest row written to its history (none: no captain, no vice). */
export async function currentCaptaincy(db: Db, teamId: number): Promise<Captaincy> {
  const row = await latestCaptaincy(db, teamId);
  return { captain: row?.captain ?? null, vice_captain: row?.vice ?? null };
}

/**
 * The captaincy a save asks for, checked against the new squad: each one given must be one of
 * its 11, and they must differ. One left out keeps the current one while it stays in the squad.
 */
export function chooseCaptaincy(input: CaptaincyInput, current: Captaincy, squad: ReadonlySet<number>, errors: FieldErrors): Captaincy {
  const pick = (field: 'captain' | 'vice_captain', label: string): number | null => {
    const given = input[field];
    if (given === undefined) return current[field] !== null && squad.has(current[field]!) ? current[field] : null;
    if (given !== null && !squad.has(given)) (errors[field] ??= []).push(`The ${label} must be one of your 11 players.`);
    return given;
  };
  const captain = pick('captain', 'captain');
  const vice = pick('vice_captain', 'vice-captain');
  if (captain !== null && captain === vice && !errors.captain && !errors.vice_captain) {
    errors.vice_captain = ['The vice-captain must be a different player from the captain.'];
  }
  return { captain, vice_captain: vice };
}

/** Appends the captaincy to the team's history when it changed (history is never rewritten). */
export async function saveCaptaincy(db: Db, teamId: number, next: Captaincy, current: Captaincy | null, now: Date): Promise<void> {
  if (current && current.captain === next.captain && current.vice_captain === next.vice_captain) return;
  if (!current && next.captain === null && next.vice_captain === null) return;
  await insertCaptaincy(db, teamId, { captain: next.captain, vice: next.vice_captain }, now);
}
