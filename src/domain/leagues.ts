// Mini-league rules shared by the client (join form, share links) and the server.

/** Letters and digits that cannot be mistaken for one another: no 0/O, no 1/I/L. */
export const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LEAGUE_CODE_LENGTH = 8;
export const LEAGUE_NAME_MAX = 50;
/** A user is in at most this many leagues (those they own included). */
export const MAX_LEAGUES_PER_USER = 30;

/** A code as typed or pasted: spaces (and dashes) dropped, upper-cased. */
export function normaliseLeagueCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** True when a normalised code could be a league's code at all. */
export function isLeagueCodeShape(code: string): boolean {
  if (code.length !== LEAGUE_CODE_LENGTH) return false;
  return [...code].every((c) => LEAGUE_CODE_ALPHABET.includes(c));
}
