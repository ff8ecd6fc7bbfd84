import { useEffect, useState } from 'react';
import { useGetDeadlineQuery, useListGameWeeksQuery } from '../api';
import { deadlineSentence, deadlineWords, gameWeekAt } from '../utils/deadline';

export interface DeadlineInfo {
  /** The number the gameweek starting at the deadline would get if a match of its week were
   *  recorded: a guess that a recorded match can change, so not for the page's words (name the
   *  deadline by `words`, as `sentence`, `countsFrom` and `fromDeadline` do). */
  week: number;
  /** `week` when its gameweek already exists (a match of its week is recorded), so the number is
   *  not a guess; null otherwise. */
  knownWeek: number | null;
  /** The deadline's club date, the Monday its gameweek starts: '2025-11-24'. */
  monday: string;
  /** 'Mon 24 Nov, 00:00' */
  words: string;
  /** 'Deadline Mon 24 Nov, 00:00' (with a countdown under a day): named by its date, which a
   *  recorded match does not change, where the week's number would be a guess. */
  sentence: string;
}

/** The next deadline as the server's game clock has it, ticking every half minute. */
export function useDeadline(): DeadlineInfo | null {
  const deadline = useGetDeadlineQuery(undefined, { refetchOnMountOrArgChange: 60 });
  const weeks = useListGameWeeksQuery({});
  const [, tick] = useState(0);
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  useEffect(() => setFetchedAt(Date.now()), [deadline.data]);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  const d = deadline.data;
  if (!d || !weeks.data) return null;
  const week = gameWeekAt(d.next_deadline, weeks.data);
  const msLeft = Date.parse(d.next_deadline) - Date.parse(d.now) - (Date.now() - fetchedAt);
  // ISO with the club's offset: the date part is the club's date.
  const monday = d.next_deadline.slice(0, 10);
  const knownWeek = weeks.data.some((w) => w.start_date === monday) ? week : null;
  return { week, knownWeek, monday, words: deadlineWords(d.next_deadline, d.time_zone), sentence: deadlineSentence(d.next_deadline, d.time_zone, msLeft) };
}

/** One line with the next deadline, for the home, team and transfers pages. */
export function DeadlineNote({ className = '' }: { className?: string }) {
  const info = useDeadline();
  const deadlineLoading = useGetDeadlineQuery(undefined).isLoading;
  const weeksLoading = useListGameWeeksQuery({}).isLoading;
  const pending = deadlineLoading || weeksLoading;
  // While it loads, an empty line of the same size holds its place (nothing below it jumps).
  if (!info) return pending ? <p className={`deadline deadline--pending ${className}`.trim()} aria-hidden="true" /> : null;
  return (
    <p className={`deadline ${className}`.trim()}>{info.sentence}</p>
  );
}

/** What a save now changes: "They count from the deadline Mon 24 Nov, 00:00." */
export function countsFrom(info: DeadlineInfo | null): string {
  return info ? `They count from the deadline ${info.words}.` : '';
}

/** ' from the deadline Mon 24 Nov, 00:00', for a confirmation that names when a change counts. */
export function fromDeadline(info: DeadlineInfo | null): string {
  return info ? ` from the deadline ${info.words}` : '';
}
