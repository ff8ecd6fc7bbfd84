import { dateFormats } from '../../domain/dateFormats';
import type { FixtureView } from '../modules/fixtures/fixtures.service';
import type { NotificationKind } from './kinds';
import type { FixtureChangeData, ReminderData, ResultsData } from './enqueue';

// What each kind of email says, as text and as HTML. Names typed by people (teams, places) are
// escaped in the HTML part.

export interface MailContext {
  appUrl: string;
  clubName: string;
  timeZone: string;
  unsubscribeUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The club's long date and time: 'Monday 30 November 2026, 00:00'. */
const clubFormat = dateFormats('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in the club's time: "Monday 23 November 2026, 00:00 (Europe/London)". */
export function clubTime(iso: string, timeZone: string): string {
  const part: Record<string, string> = {};
  for (const p of clubFormat(timeZone).formatToParts(new Date(iso))) part[p.type] = p.value;
  const of = (type: string) => part[type] ?? '';
  return `${of('weekday')} ${of('day')} ${of('month')} ${of('year')}, ${of('hour')}:${of('minute')} (${timeZone})`;
}

const ordinal = (n: number) => {
  const rest = n % 100;
  const suffix = rest >= 11 && rest <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const KIND_WORDS: Record<NotificationKind, string> = {
  deadline_reminder: 'deadline reminders',
  gameweek_results: 'gameweek results',
  fixture_changes: 'fixture changes',
};

/** The message in text and HTML with the footer every email carries (why it came, how to stop it). */
function wrap(kind: NotificationKind, m: MailContext, subject: string, lines: string[], link: { url: string; label: string }): RenderedMail {
  const footer = `You get this because ${KIND_WORDS[kind]} are on in your ${m.clubName} account.`;
  const text = [...lines, '', `${link.label}: ${link.url}`, '', '--', footer, `Stop these emails: ${m.unsubscribeUrl}`, `Choose what you get: ${m.appUrl}/account`, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    ...lines.filter((l) => l !== '').map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    `<hr><p style="font-size: small; color: #555">${escapeHtml(footer)} <a href="${escapeHtml(m.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(`${m.appUrl}/account`)}">Choose what you get</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html, link: link.url };
}

function reminder(d: ReminderData, m: MailContext): RenderedMail {
  const when = clubTime(d.deadline, m.timeZone);
  const lines = d.has_team
    ? [`The next gameweek deadline is ${when}.`, 'Transfers and your captain choice made before then count for the coming gameweek.']
    : [`The next gameweek deadline is ${when}.`, 'You have no team yet: pick your squad before the deadline to score from the coming gameweek.'];
  const link = d.has_team ? { url: `${m.appUrl}/team`, label: 'Check your team' } : { url: `${m.appUrl}/CreateTeam`, label: 'Create your team' };
  return wrap('deadline_reminder', m, `Deadline ${when}`, lines, link);
}

function results(d: ResultsData, m: MailContext): RenderedMail {
  const lines = [
    `Gameweek ${d.week} results are in.`,
    `${d.team_name} scored ${d.points} point${d.points === 1 ? '' : 's'} this week.`,
    `Total: ${d.total} points. Rank: ${ordinal(d.rank)} of ${d.team_count}.`,
  ];
  return wrap('gameweek_results', m, `Gameweek ${d.week}: ${d.points} points`, lines, {
    url: `${m.appUrl}/team/${d.team_id}`,
    label: `See your gameweek ${d.week} team`,
  });
}

const describe = (f: FixtureView, zone: string) => `${f.date} at ${f.time.slice(0, 5)} (${zone}), ${f.location}, ${f.status}`;

function fixtureChange(d: FixtureChangeData, m: MailContext): RenderedMail {
  const { before, after } = d;
  const side = after.side === 'women' ? "Women's" : "Men's";
  const changed: string[] = [];
  if (before.status !== after.status) changed.push(`Status: ${before.status} → ${after.status}`);
  if (before.date !== after.date) changed.push(`Date: ${before.date} → ${after.date}`);
  if (before.time !== after.time) changed.push(`Time: ${before.time.slice(0, 5)} → ${after.time.slice(0, 5)}`);
  if (before.location !== after.location) changed.push(`Location: ${before.location} → ${after.location}`);
  const lines = [
    `${side} fixture ${after.team1} v ${after.team2} has changed.`,
    ...changed,
    `It was: ${describe(before, m.timeZone)}.`,
    `It is now: ${describe(after, m.timeZone)}.`,
  ];
  const what = after.status !== before.status && after.status !== 'scheduled' ? after.status : 'changed';
  return wrap('fixture_changes', m, `Fixture ${what}: ${after.team1} v ${after.team2}`, lines, {
    url: `${m.appUrl}/${after.side === 'women' ? 'womens' : 'mens'}`,
    label: `${side} fixtures`,
  });
}

/** The email of a due notification. */
export function renderMail(kind: NotificationKind, data: unknown, m: MailContext): RenderedMail {
  if (kind === 'deadline_reminder') return reminder(data as ReminderData, m);
  if (kind === 'gameweek_results') return results(data as ResultsData, m);
  return fixtureChange(data as FixtureChangeData, m);
}
