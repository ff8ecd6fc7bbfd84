// The rules of a recorded match's own fields (docs/rules.md §4): the team names and the date.
// Shared by the server's create call and (if it likes) the staff form. Pure: no I/O.
import type { Problem } from './problems';
import { parseMatchDate } from './gameweeks';
import { checkName } from './names';

/** Staff record a match after it is played; one dated further ahead than this is refused. */
export const MATCH_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Earlier dates are typing slips (a season of a university club, not a history book). */
export const MATCH_EARLIEST = new Date('2000-01-01T00:00:00Z');

/** Longest team name (the same limit as openapi.yaml's NewMatch). */
export const MATCH_TEAM_MAX = 100;

export interface MatchHeaderInput {
  team1: string;
  team2: string;
  /** ISO 8601 date or date-time; without a zone it is club time. */
  date: string;
}

export interface MatchHeader {
  team1: string;
  team2: string;
  playedAt: Date;
}

export type MatchProblem = Problem<keyof MatchHeaderInput>;

export type MatchHeaderCheck = { ok: true; match: MatchHeader } | { ok: false; problems: MatchProblem[] };

function teamProblem(label: string, value: string): string | null {
  const check = checkName(value, MATCH_TEAM_MAX);
  if (check.ok) return null;
  switch (check.problem) {
    case 'blank': return `Enter the name of ${label}.`;
    case 'long': return `The name of ${label} must be at most ${MATCH_TEAM_MAX} characters.`;
    case 'invisible': return `The name of ${label} must have at least one visible character.`;
    default: return `The name of ${label} contains characters that cannot be stored.`;
  }
}

/** The instant a match was played, or why the date cannot be one (refused, never guessed). */
export function checkMatchDate(input: string, now: Date, timeZone: string): { ok: true; playedAt: Date } | { ok: false; message: string } {
  const playedAt = parseMatchDate(input, timeZone);
  if (!playedAt || Number.isNaN(playedAt.getTime())) {
    return { ok: false, message: 'Enter the date as YYYY-MM-DD or YYYY-MM-DDTHH:MM (club time), optionally with a zone.' };
  }
  if (playedAt.getTime() < MATCH_EARLIEST.getTime()) return { ok: false, message: 'The date is too far in the past.' };
  if (playedAt.getTime() > now.getTime() + MATCH_MAX_AHEAD_MS) {
    return { ok: false, message: 'A match dated more than 24 hours from now has not been played yet.' };
  }
  return { ok: true, playedAt };
}

/** Team names trimmed and non-empty; the date a real instant, not more than a day ahead of `now`. */
export function checkMatchHeader(input: MatchHeaderInput, now: Date, timeZone: string): MatchHeaderCheck {
  const problems: MatchProblem[] = [];
  const team1 = String(input.team1 ?? '').trim();
  const team2 = String(input.team2 ?? '').trim();
  const p1 = teamProblem('team 1', team1);
  if (p1) problems.push({ field: 'team1', message: p1 });
  const p2 = teamProblem('team 2', team2);
  if (p2) problems.push({ field: 'team2', message: p2 });
  const date = checkMatchDate(String(input.date ?? ''), now, timeZone);
  if (!date.ok) problems.push({ field: 'date', message: date.message });
  if (problems.length > 0 || !date.ok) return { ok: false, problems };
  return { ok: true, match: { team1, team2, playedAt: date.playedAt } };
}
