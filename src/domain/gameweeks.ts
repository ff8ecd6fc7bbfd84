// Calendar rules in the club's time zone (an IANA name, default Europe/London), with Intl only.
// A gameweek is a Monday-to-Sunday week of club dates; its deadline is Monday 00:00 club time.
// Local dates are 'YYYY-MM-DD' strings: plain calendar days, with no zone of their own.

import { dateFormats } from './dateFormats';

export const DEFAULT_TIME_ZONE = 'Europe/London';

const MS_PER_DAY = 86_400_000;

const formatterFor = dateFormats('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Whether Intl knows this IANA time zone name (for validating the setting once at start). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instantMs))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

// Date.UTC maps years 0-99 to 1900-1999, so build the timestamp with setUTCFullYear.
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d.getTime();
}

/** The zone's offset from UTC at an instant, in ms (BST gives +3,600,000). */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const w = wallClockAt(wholeSecond, timeZone);
  return utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateString = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The club date ('YYYY-MM-DD') of an instant. */
export function zonedDateString(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant.getTime(), timeZone);
  return dateString(w.year, w.month, w.day);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseDate(s: string): [number, number, number] | null {
  const m = DATE_RE.exec(s);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return [year, month, day];
}

function parseTime(hh: string, mm: string, ss: string | undefined): [number, number, number] | null {
  const [h, m, s] = [Number(hh), Number(mm), Number(ss ?? '0')];
  return h <= 23 && m <= 59 && s <= 59 ? [h, m, s] : null;
}

/** 'YYYY-MM-DD' naming a real calendar day (2026-02-30 is not). */
export function isValidLocalDate(s: string): boolean {
  return typeof s === 'string' && parseDate(s) !== null;
}

/** 'HH:MM' or 'HH:MM:SS' (24-hour) to 'HH:MM:SS'; null otherwise. */
export function normaliseTime(s: string): string | null {
  const m = typeof s === 'string' ? TIME_RE.exec(s) : null;
  const t = m && parseTime(m[1], m[2], m[3]);
  return t ? t.map((n) => pad(n)).join(':') : null;
}

function requireDate(localDate: string): [number, number, number] {
  const d = parseDate(localDate);
  if (!d) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${localDate}`);
  return d;
}

/** The local date n days later (or earlier, for negative n). */
export function addDays(localDate: string, days: number): string {
  const [y, m, d] = requireDate(localDate);
  const t = new Date(utcMs(y, m, d) + days * MS_PER_DAY);
  return dateString(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Monday of the Monday-to-Sunday week holding the date. */
export function weekStartOf(localDate: string): string {
  const [y, m, d] = requireDate(localDate);
  const sinceMonday = (new Date(utcMs(y, m, d)).getUTCDay() + 6) % 7;
  return addDays(localDate, -sinceMonday);
}

function wallToInstantMs(wallMs: number, timeZone: string): number {
  // The answer's offset is the zone's offset a day before or a day after the wall time (wider
  // than any UTC offset; transitions are months apart), so try both. Two fits: the clock went back and the time
  // happens twice, take the earlier. No fit: the clock jumped over it, take the time as if the
  // jump had not happened yet, which lands after the gap (01:30 on the BST start day becomes
  // 02:30 BST). This is what Temporal calls the 'compatible' choice.
  const before = offsetAt(wallMs - MS_PER_DAY, timeZone);
  const after = offsetAt(wallMs + MS_PER_DAY, timeZone);
  const fits = [wallMs - before, wallMs - after].filter((t) => offsetAt(t, timeZone) === wallMs - t);
  return fits.length > 0 ? Math.min(...fits) : wallMs - before;
}

/**
 * The instant at which the club's wall clock shows this date and time ('HH:MM' or 'HH:MM:SS').
 * Throws RangeError on a malformed date or time.
 */
export function zonedToInstant(localDate: string, localTime: string, timeZone: string): Date {
  const [y, mo, d] = requireDate(localDate);
  const time = normaliseTime(localTime);
  if (!time) throw new RangeError(`Not a time (HH:MM[:SS]): ${localTime}`);
  const [h, mi, s] = time.split(':').map(Number);
  return new Date(wallToInstantMs(utcMs(y, mo, d, h, mi, s), timeZone));
}

/** A gameweek's deadline: Monday 00:00 club time of the week holding the date. */
export function deadlineOf(weekStartLocalDate: string, timeZone: string): Date {
  return zonedToInstant(weekStartOf(weekStartLocalDate), '00:00', timeZone);
}

const MATCH_DATE_RE =
  /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A match date as staff type or send it: '2026-11-21' (00:00 club time), '2026-11-21T15:00',
 * '2026-11-21 15:00:00' (club time), or with 'Z' / '+01:00' (taken as given). Null if invalid.
 */
export function parseMatchDate(input: string, timeZone: string): Date | null {
  if (typeof input !== 'string') return null;
  const m = MATCH_DATE_RE.exec(input.trim());
  if (!m) return null;
  const [, date, hh = '00', mm = '00', ss, fraction, zone] = m;
  const ymd = parseDate(date);
  const hms = parseTime(hh, mm, ss);
  if (!ymd || !hms) return null;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const wall = utcMs(...ymd, ...hms, ms);
  if (!zone) return new Date(wallToInstantMs(wall, timeZone));
  if (zone === 'Z' || zone === 'z') return new Date(wall);
  const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!z || Number(z[2]) > 23 || Number(z[3]) > 59) return null;
  const offset = (Number(z[2]) * 60 + Number(z[3])) * 60_000 * (z[1] === '-' ? -1 : 1);
  return new Date(wall - offset);
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: MS_PER_DAY, w: 7 * MS_PER_DAY };

/** '2s', '5m', '1h', '1d', '2w', '500ms', signed '+36h' / '-7d' → signed milliseconds; null if invalid. */
export function parseDuration(s: string): number | null {
  const m = typeof s === 'string' ? /^([+-]?)(\d+)(ms|s|m|h|d|w)$/.exec(s.trim()) : null;
  if (!m) return null;
  const value = Number(m[2]) * DURATION_UNITS[m[3]];
  if (!Number.isSafeInteger(value)) return null;
  return m[1] === '-' && value !== 0 ? -value : value;
}

/** An instant as ISO 8601 in the club's wall time with its offset: '2026-11-30T00:00:00+00:00'. */
export function zonedIsoString(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const w = wallClockAt(ms, timeZone);
  const offsetMinutes = Math.round(offsetAt(ms, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${dateString(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The next gameweek deadline at or after `now`: a Monday 00:00 in the club's time zone. */
export function nextDeadlineAfter(now: Date, timeZone: string): Date {
  const monday = weekStartOf(zonedDateString(now, timeZone));
  const thisWeek = deadlineOf(monday, timeZone);
  return thisWeek.getTime() >= now.getTime() ? thisWeek : deadlineOf(addDays(monday, 7), timeZone);
}
