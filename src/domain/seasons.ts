// Seasons and terms (docs/rules.md, "Seasons and terms"): the names people type for them, and the
// name a new database gives its first season. Pure: no I/O.

import { checkName, nameMessage } from './names';

/** A season's name ("2026/27"), in characters after trimming. */
export const SEASON_NAME_MAX = 20;
/** A term's name ("Michaelmas"), in characters after trimming. */
export const TERM_NAME_MAX = 30;

/**
 * The one check of a season's or a term's name: the trimmed name, or why it cannot be one. The
 * rule of every other typed name (names.ts: no control or direction characters, at least one
 * visible character), with "Enter the season name." for an empty one.
 */
export function checkSeasonText(value: string, max: number, what: string): { ok: true; value: string } | { ok: false; message: string } {
  const check = checkName(value, max);
  if (check.ok) return { ok: true, value: check.name };
  return { ok: false, message: check.problem === 'blank' ? `Enter the ${what}.` : nameMessage(check.problem, what, max) };
}

/** The academic year of a club date (YYYY-MM-DD), the year turning on 1 August: "2026/27". */
export function academicYearName(localDate: string): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  const first = month >= 8 ? year : year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}
