import { zonedToInstant } from '../../domain/gameweeks';
import type { FixtureView } from './fixtures';

// The fixtures as an iCalendar feed (RFC 5545) that a phone calendar subscribes to. Each fixture
// is one VEVENT with a UID that never changes (so an edit moves the event rather than adding one),
// its kick-off in UTC (the club-time kick-off converted, which RFC 5545 allows everywhere and
// every calendar shows in its own zone), two hours long. Cancelled fixtures are STATUS:CANCELLED,
// postponed ones STATUS:TENTATIVE.

const CRLF = '\r\n';

/** TEXT values escaped as RFC 5545 section 3.3.11 says. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 section 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
      limit = 74; // continuation lines start with a space
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF + ' ');
}

/** 20261128T140000Z */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const STATUS = { scheduled: 'CONFIRMED', postponed: 'TENTATIVE', cancelled: 'CANCELLED' } as const;
const SIDE_NAME = { men: "Men's", women: "Women's" } as const;

export interface CalendarOptions {
  /** The club's time zone (fixture dates and times are club time). */
  timeZone: string;
  /** The feed's host part of each UID, e.g. the app's host name. */
  uidDomain: string;
  /** DTSTAMP of each event: when this feed was made. */
  now: Date;
  name: string;
}

/** The iCalendar text of these fixtures (lines ending CRLF). */
export function fixturesCalendar(fixtures: FixtureView[], opts: CalendarOptions): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fantasy XI//Fixtures//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `X-WR-TIMEZONE:${opts.timeZone}`,
  ];
  const stamp = utcStamp(opts.now);
  for (const f of fixtures) {
    const start = zonedToInstant(f.date, f.time, opts.timeZone);
    lines.push(
      'BEGIN:VEVENT',
      `UID:fixture-${f.id}@${opts.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(start)}`,
      'DURATION:PT2H',
      `SUMMARY:${escapeText(`${f.team1} v ${f.team2}`)}`,
      `LOCATION:${escapeText(f.location)}`,
      `DESCRIPTION:${escapeText(`${SIDE_NAME[f.side]} fixture${f.status === 'scheduled' ? '' : ` (${f.status})`}`)}`,
      `STATUS:${STATUS[f.status]}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
