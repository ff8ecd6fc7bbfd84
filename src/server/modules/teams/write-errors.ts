import { Refusal, conflict, invalidInput } from '../../outcomes';

// A team write's database errors answered as the checks would have: races the checks cannot see
// (two requests at once) end at the database's constraints.

export const NAME_TAKEN = 'A team with that name already exists.';
const PLAYER_GONE = 'A player you picked no longer exists. Pick again.';

/** The database error under a driver or Drizzle wrapper, if there is one. */
export function pgErrorOf(e: unknown): { code?: string; constraint?: string; message?: string } | null {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cur as { code: string; constraint?: string; message?: string };
  }
  return null;
}

/** Races the checks cannot see (two requests at once) end at the database's constraints:
 *  answer them as the checks would have. */
export function translateWriteError(e: unknown): unknown {
  if (e instanceof Refusal) return e;
  const pg = pgErrorOf(e);
  if (!pg) return e;
  const about = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
  if (pg.code === '23505' && about.includes('fantasy_teams_name_key')) return invalidInput({ name: [NAME_TAKEN] });
  if (pg.code === '23505' && about.includes('fantasy_teams_user_key')) return conflict('You already have a team.');
  if (pg.code === '23503') return invalidInput({ players: [PLAYER_GONE] });
  return e;
}
