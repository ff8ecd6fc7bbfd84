// Whether a player can play, as the staff or the player themselves say, and the club's two sides.
// A status with an end date lasts through that club date and reads "available" from the next
// day on, without anyone writing it back.
import { isValidLocalDate } from './gameweeks';
import type { Problem } from './problems';

export const AVAILABILITY_STATUSES = ['available', 'doubtful', 'injured', 'suspended', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** The note beside a status ("knock", "exams"), in characters after trimming. */
export const AVAILABILITY_NOTE_MAX = 100;

export interface Availability {
  status: AvailabilityStatus;
  note: string;
  /** The last club date ('YYYY-MM-DD') of the status, or null when it has no end. */
  until: string | null;
}

export const AVAILABLE: Availability = { status: 'available', note: '', until: null };

export const isAvailabilityStatus = (s: unknown): s is AvailabilityStatus =>
  typeof s === 'string' && (AVAILABILITY_STATUSES as readonly string[]).includes(s);

/** The availability as it reads on club date `today`: available once `today` is past `until`. */
export function availabilityOn(stored: Availability, today: string): Availability {
  if (stored.status === 'available') return AVAILABLE;
  if (stored.until !== null && today > stored.until) return AVAILABLE;
  return stored;
}

/**
 * A new availability checked and tidied: the note trimmed and at most 100 characters, `until` a
 * real club date, today or later. "Available" keeps neither note nor date.
 */
export function checkAvailability(
  input: { status: string; note?: string; until?: string | null },
  today: string,
): { ok: true; availability: Availability } | { ok: false; problems: Problem<'status' | 'note' | 'until'>[] } {
  const problems: Problem<'status' | 'note' | 'until'>[] = [];
  if (!isAvailabilityStatus(input.status)) problems.push({ field: 'status', message: `The status must be one of: ${AVAILABILITY_STATUSES.join(', ')}.` });
  const note = (input.note ?? '').trim();
  if ([...note].length > AVAILABILITY_NOTE_MAX) problems.push({ field: 'note', message: `The note must be at most ${AVAILABILITY_NOTE_MAX} characters.` });
  const until = input.until ?? null;
  if (until !== null) {
    if (!isValidLocalDate(until)) problems.push({ field: 'until', message: 'The date must be a calendar date such as 2026-12-12.' });
    else if (until < today) problems.push({ field: 'until', message: 'The date may not be in the past.' });
  }
  if (problems.length) return { ok: false, problems };
  const status = input.status as AvailabilityStatus;
  return { ok: true, availability: status === 'available' ? AVAILABLE : { status, note, until } };
}

const STATUS_WORDS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  doubtful: 'Doubtful',
  injured: 'Injured',
  suspended: 'Suspended',
  unavailable: 'Unavailable',
};

/** 'YYYY-MM-DD' as the club writes dates: 12/12/2026. */
const clubDate = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** The flag's words: "Injured until 12/12/2026", "Doubtful: knock", "Suspended until 01/12/2026: red card". */
export function availabilityWords(a: Availability): string {
  const head = STATUS_WORDS[a.status] + (a.until ? ` until ${clubDate(a.until)}` : '');
  return a.note ? `${head}: ${a.note}` : head;
}

export type ClubSide = 'men' | 'women';

/** The side a player plays for, from their `team` text: the women's side when it names "Women". */
export const sideOfTeam = (team: string): ClubSide => (/women/i.test(team) ? 'women' : 'men');
