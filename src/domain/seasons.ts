// Seasons and terms (docs/rules.md, "Seasons and terms"): the names people type for them, and the
// name a new database gives its first season. Pure: no I/O.

/** A season's name ("2026/27"), in characters after trimming. */
export const SEASON_NAME_MAX = 20;
/** A term's name ("Michaelmas"), in characters after trimming. */
export const TERM_NAME_MAX = 30;

// Control characters (CR and LF among them), and the bidirectional overrides and isolates that
// could make a name read differently from what it holds.
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * The one check of a season's or a term's name: the trimmed name, or why it cannot be one.
 * (The same rule as every other typed name; kept in this one function so it can follow that.)
 */
export function checkSeasonText(value: string, max: number, what: string): { ok: true; value: string } | { ok: false; message: string } {
  const trimmed = String(value ?? '').trim();
  const length = [...trimmed].length;
  if (length === 0) return { ok: false, message: `Enter the ${what}.` };
  if (length > max) return { ok: false, message: `The ${what} must be at most ${max} characters.` };
  if (UNWANTED.test(trimmed)) return { ok: false, message: `The ${what} contains characters that cannot be used in a name.` };
  return { ok: true, value: trimmed };
}

/** The academic year of a club date (YYYY-MM-DD), the year turning on 1 August: "2026/27". */
export function academicYearName(localDate: string): string {
  const year = Number(localDate.slice(0, 4));
  const month = Number(localDate.slice(5, 7));
  const first = month >= 8 ? year : year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}
