// The rules of a fixture's fields, shared by the create call, the CSV import and (if it likes)
// the staff page. Pure: no I/O.
import type { Problem } from './problems';
import { isValidLocalDate, normaliseTime } from './gameweeks';
import { checkName, nameMessage } from './names';

export type FixtureSide = 'men' | 'women';
export const FIXTURE_SIDES: readonly FixtureSide[] = ['men', 'women'];

/** The CSV header and the order of the fields in every row. */
export const FIXTURE_FIELDS = ['team1', 'team2', 'location', 'date', 'time'] as const;
export type FixtureField = (typeof FIXTURE_FIELDS)[number];

/** Longest team and location names (the same limits as openapi.yaml's NewFixture). */
export const FIXTURE_TEXT_LIMITS = { team1: 100, team2: 100, location: 200 } as const;

export interface FixtureFields {
  team1: string;
  team2: string;
  location: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS as given; HH:MM:SS once checked. */
  time: string;
}

export type FixtureProblem = Problem<FixtureField>;

export type FixtureCheck = { ok: true; fixture: FixtureFields } | { ok: false; problems: FixtureProblem[] };

const DATE_FORM = /^\d{4}-\d{2}-\d{2}$/;
const TIME_FORM = /^\d{2}:\d{2}(:\d{2})?$/;

/** Longest note staff give with a postponed or cancelled fixture (after trimming). */
export const STATUS_NOTE_LIMIT = 100;

/** What is wrong with a status note, or null: none at all (blank) is fine; otherwise the rule of
 *  every typed name (docs/rules.md), at most 100 characters after trimming. */
export function checkStatusNote(note: string): string | null {
  const check = checkName(note, STATUS_NOTE_LIMIT);
  if (check.ok || check.problem === 'blank') return null;
  return nameMessage(check.problem, 'reason', STATUS_NOTE_LIMIT);
}

/** A value quoted for a message, cut short when long. */
function shown(value: string): string {
  const v = value.length > 40 ? value.slice(0, 40) + '…' : value;
  return `"${v.replace(/[\r\n]+/g, ' ')}"`;
}

/**
 * Checks and tidies a fixture's fields: names trimmed and non-empty, date a real calendar day
 * (YYYY-MM-DD), time HH:MM or HH:MM:SS (answered as HH:MM:SS). Each problem names its field and
 * reads on its own, e.g. 'date "2026-02-30" is not a real date' or 'team1 is empty'.
 */
export function checkFixture(input: FixtureFields): FixtureCheck {
  const problems: FixtureProblem[] = [];
  const out = {} as FixtureFields;
  for (const field of ['team1', 'team2', 'location'] as const) {
    const limit = FIXTURE_TEXT_LIMITS[field];
    const check = checkName(String(input[field] ?? ''), limit);
    out[field] = check.name;
    if (check.ok) continue;
    if (check.problem === 'blank') problems.push({ field, message: `${field} is empty` });
    else if (check.problem === 'long') problems.push({ field, message: `${field} is longer than ${limit} characters` });
    else if (check.problem === 'invisible') problems.push({ field, message: `${field} has no visible character` });
    else problems.push({ field, message: `${field} contains characters that are not allowed` });
  }

  const date = String(input.date ?? '').trim();
  out.date = date;
  if (date === '') problems.push({ field: 'date', message: 'date is empty' });
  else if (!DATE_FORM.test(date)) problems.push({ field: 'date', message: `date ${shown(date)} is not in the form YYYY-MM-DD` });
  // Year 0000 has no day PostgreSQL will store.
  else if (!isValidLocalDate(date) || date.startsWith('0000')) problems.push({ field: 'date', message: `date ${shown(date)} is not a real date` });

  const rawTime = String(input.time ?? '').trim();
  const time = normaliseTime(rawTime);
  out.time = time ?? rawTime;
  if (rawTime === '') problems.push({ field: 'time', message: 'time is empty' });
  else if (!TIME_FORM.test(rawTime)) problems.push({ field: 'time', message: `time ${shown(rawTime)} is not in the form HH:MM or HH:MM:SS` });
  else if (!time) problems.push({ field: 'time', message: `time ${shown(rawTime)} is not a real time of day` });

  return problems.length ? { ok: false, problems } : { ok: true, fixture: out };
}

/** What makes two fixtures the same one: side, teams, date and time (not the location). */
export function fixtureKey(side: FixtureSide, f: Pick<FixtureFields, 'team1' | 'team2' | 'date' | 'time'>): string {
  return JSON.stringify([side, f.team1, f.team2, f.date, f.time]);
}
