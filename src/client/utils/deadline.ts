// The deadline in the club's words: "Gameweek 11 deadline: Mon 24 Nov, 00:00", with a countdown
// when it is under a day away.

type WeekStart = { week: number; start_date: string };

/** The number of the gameweek that starts at the deadline: its own number when it exists
 *  already, else one after the gameweeks before it. */
export function gameWeekAt(deadlineIso: string, weeks: readonly WeekStart[]): number {
  const day = deadlineIso.slice(0, 10); // ISO with the club's offset: the date part is the club's date
  const same = weeks.find((w) => w.start_date === day);
  if (same) return same.week;
  return weeks.filter((w) => w.start_date < day).length + 1;
}

/** 'Mon 24 Nov, 00:00' in the club's time zone. */
export function deadlineWords(deadlineIso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
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

export function deadlineSentence(week: number, deadlineIso: string, timeZone: string, msLeft: number): string {
  const left = countdown(msLeft);
  return `Gameweek ${week} deadline: ${deadlineWords(deadlineIso, timeZone)}${left ? ` (in ${left})` : ''}`;
}
