// The deadline in the club's words: "Deadline Mon 24 Nov, 00:00", with a countdown when it is
// under a day away. An upcoming deadline is named by its date, never by a gameweek number: a
// gameweek exists once a match of its week is recorded (docs/rules.md), so a number for a week
// still to come is a guess that a recorded match can change.
import { dateFormats } from '../../domain/dateFormats';
import { shortDay } from './dates';

type WeekStart = { week: number; start_date: string };

/** The number of the gameweek that starts at the deadline: its own number when it exists
 *  already, else one after the gameweeks before it. */
export function gameWeekAt(deadlineIso: string, weeks: readonly WeekStart[]): number {
  const day = deadlineIso.slice(0, 10); // ISO with the club's offset: the date part is the club's date
  const same = weeks.find((w) => w.start_date === day);
  if (same) return same.week;
  return weeks.filter((w) => w.start_date < day).length + 1;
}

const deadlineFormat = dateFormats('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// An instant written with its offset ('2026-11-30T00:00:00+00:00'): its date and time of day.
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?[+-]\d{2}:?\d{2}$/;

/** 'Mon 24 Nov, 00:00' in the club's time zone. The server writes the deadline with the club's
 *  offset (GET /api/deadline/), so its own date and time of day are the club's, read as they are;
 *  an instant in UTC ('…Z') is turned into the club's time with the zone's rules (Intl, whose first
 *  use in a page costs a phone tens of milliseconds). */
export function deadlineWords(deadlineIso: string, timeZone: string): string {
  const m = WITH_OFFSET.exec(deadlineIso);
  if (m) return `${shortDay(m[1], m[2], m[3])}, ${m[4]}:${m[5]}`;
  const format = deadlineFormat(timeZone);
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(new Date(deadlineIso))) parts[p.type] = p.value;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** '5 h 12 min' or '12 min' for a time under a day; null for a day or more (or past). */
export function countdown(ms: number): string | null {
  if (ms <= 0 || ms >= 86_400_000) return null;
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/** 'Deadline Mon 30 Nov, 00:00', with '(in 5 h 12 min)' under a day before it. */
export function deadlineSentence(deadlineIso: string, timeZone: string, msLeft: number): string {
  const left = countdown(msLeft);
  return `Deadline ${deadlineWords(deadlineIso, timeZone)}${left ? ` (in ${left})` : ''}`;
}
