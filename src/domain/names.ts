// The one rule for every name a person types: a fantasy team, a league, a player and the side it
// plays for, a fixture's teams and location, a match's teams, a term, a season. Used by the
// server's checks and by the client's forms alike. Pure: no I/O.

/** Why a name is refused. */
export type NameProblem = 'blank' | 'long' | 'control' | 'direction' | 'invisible';

export type NameCheck = { ok: true; name: string } | { ok: false; name: string; problem: NameProblem };

// Control characters: C0 (tab, CR, LF, BEL, ESC...), DEL and C1; unpaired UTF-16 halves cannot be
// stored as text either.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidirectional overrides and isolates: they make a name read differently from what it is. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;
/** A character that shows something: not a space, a format (zero-width) character, a mark alone
 *  or one of the blank fillers (Hangul fillers, braille blank). */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Length in characters as the database counts them (a pair of UTF-16 halves is one). */
export const nameLength = (name: string): number => [...name].length;

/** Checks a typed name: trimmed first, then at most `max` characters, no control or direction
 *  characters, at least one visible character. `name` is the trimmed text either way. */
export function checkName(raw: string, max: number): NameCheck {
  const name = String(raw ?? '').trim();
  const refuse = (problem: NameProblem): NameCheck => ({ ok: false, name, problem });
  if (name === '') return refuse('blank');
  if (nameLength(name) > max) return refuse('long');
  if (CONTROL.test(name)) return refuse('control');
  if (DIRECTION.test(name)) return refuse('direction');
  if (!VISIBLE.test(name)) return refuse('invisible');
  return { ok: true, name };
}

/** The usual wording of a refused name, e.g. label "team name" gives "Enter a team name.". */
export function nameMessage(problem: NameProblem, label: string, max: number): string {
  switch (problem) {
    case 'blank':
      return `Enter ${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}.`;
    case 'long':
      return `The ${label} must be at most ${max} characters.`;
    case 'control':
      return `The ${label} may not contain control characters such as line breaks.`;
    case 'direction':
      return `The ${label} may not contain text-direction characters.`;
    case 'invisible':
      return `The ${label} must have at least one visible character.`;
  }
}

/** The checked name, or the message of its problem. */
export function nameOrMessage(raw: string, label: string, max: number): { name: string; message: string | null } {
  const check = checkName(raw, max);
  return { name: check.name, message: check.ok ? null : nameMessage(check.problem, label, max) };
}
