// The match form's state and rules, kept pure so they can be tested without a browser.
// Inputs hold the text the user typed; numbers are parsed with parseInt only when points are
// shown and when the payload is built (numeric fields are sent as integers).
import { DEFAULT_TIME_ZONE, STAT_FIELDS, STAT_LIMITS, matchPoints, type Position, type StatLine } from '../../../domain';
import type { Fixture, Match, NewMatch, NewPlayerStat } from '../../api';

export type StatField = keyof StatLine;

/** One player who played, with the text of each stat input. */
export type StatRow = { player: number } & Record<StatField, string>;

export interface MatchDraft {
  team1: string;
  team2: string;
  team1_score: string;
  team2_score: string;
  /** A datetime-local value, 'YYYY-MM-DDTHH:MM' (club time: the server reads a zoneless time so). */
  date: string;
  rows: StatRow[];
  /** The fixture this match is the result of, if any. */
  fixture_id: number | null;
}

export const EMPTY_DRAFT: MatchDraft = { team1: '', team2: '', team1_score: '', team2_score: '', date: '', rows: [], fixture_id: null };

/** docs/rules.md §4: when the team 2 score is the text '0', every row gets a clean sheet. */
export function cleanSheetFor(team2Score: string): '0' | '1' {
  return team2Score === '0' ? '1' : '0';
}

/** parseInt in base 10; an empty or unreadable field counts as 0. */
export function toInt(text: string): number {
  const n = parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
}

export function newRow(player: number, team2Score: string): StatRow {
  return {
    player,
    goals: '0',
    assists: '0',
    yellow_cards: '0',
    red_cards: '0',
    clean_sheets: cleanSheetFor(team2Score),
    MOTM: '0',
    Pen_Saves: '0',
  };
}

export function statLineOf(row: StatRow): StatLine {
  const line = {} as StatLine;
  for (const field of STAT_FIELDS) line[field] = toInt(row[field]);
  return line;
}

/** The points the server will give this row (the same domain table). */
export function rowPoints(position: Position, row: StatRow): number {
  return matchPoints(position, statLineOf(row));
}

/** A stepper's next value, kept inside the field's limits. */
export function stepped(text: string, delta: number, field: StatField): string {
  const { min, max } = STAT_LIMITS[field];
  return String(Math.min(max, Math.max(min, toInt(text) + delta)));
}

/** A score stepper's next value: '' steps to '0' or '1', never below 0, at most 99. */
export function steppedScore(text: string, delta: number): string {
  if (text.trim() === '' && delta < 0) return '0';
  return String(Math.min(99, Math.max(0, toInt(text) + delta)));
}

export type MatchAction =
  | { type: 'field'; field: 'team1' | 'team2' | 'team1_score' | 'date'; value: string }
  | { type: 'team2Score'; value: string }
  | { type: 'addPlayers'; players: number[] }
  | { type: 'removePlayer'; player: number }
  | { type: 'stat'; player: number; field: StatField; value: string }
  | { type: 'motm'; player: number }
  | { type: 'reset'; date: string }
  | { type: 'load'; draft: MatchDraft };

export function matchReducer(state: MatchDraft, action: MatchAction): MatchDraft {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'team2Score': {
      // Every row follows the rule again when the score changes; staff may adjust a row later.
      const cs = cleanSheetFor(action.value);
      return { ...state, team2_score: action.value, rows: state.rows.map((r) => ({ ...r, clean_sheets: cs })) };
    }
    case 'addPlayers': {
      const present = new Set(state.rows.map((r) => r.player));
      const added: StatRow[] = [];
      for (const id of action.players) {
        if (present.has(id)) continue;
        present.add(id);
        added.push(newRow(id, state.team2_score));
      }
      return added.length ? { ...state, rows: [...state.rows, ...added] } : state;
    }
    case 'removePlayer':
      return { ...state, rows: state.rows.filter((r) => r.player !== action.player) };
    case 'stat':
      if (action.field === 'MOTM') return matchReducer(state, { type: 'motm', player: action.player });
      return {
        ...state,
        rows: state.rows.map((r) => (r.player === action.player ? { ...r, [action.field]: action.value } : r)),
      };
    case 'motm': {
      // One man of the match at most: choosing a player clears the others, choosing them again clears them.
      const wasChosen = state.rows.some((r) => r.player === action.player && toInt(r.MOTM) === 1);
      return {
        ...state,
        rows: state.rows.map((r) => ({ ...r, MOTM: !wasChosen && r.player === action.player ? '1' : '0' })),
      };
    }
    case 'reset':
      return { ...EMPTY_DRAFT, date: action.date };
    case 'load':
      return action.draft;
  }
}

/** The body of POST /api/matches/; points are sent as shown, though the server computes its own. */
export function buildMatchPayload(draft: MatchDraft, positionOf: (player: number) => Position | undefined): NewMatch {
  const players_stats: NewPlayerStat[] = draft.rows.map((row) => {
    const line = statLineOf(row);
    const position = positionOf(row.player);
    return {
      player: row.player,
      goals: line.goals,
      assists: line.assists,
      yellow_cards: line.yellow_cards,
      red_cards: line.red_cards,
      clean_sheets: line.clean_sheets,
      points: position ? matchPoints(position, line) : 0,
      MOTM: line.MOTM,
      Pen_Saves: line.Pen_Saves,
    };
  });
  return {
    team1: draft.team1.trim(),
    team2: draft.team2.trim(),
    team1_score: parseInt(draft.team1_score, 10),
    team2_score: parseInt(draft.team2_score, 10),
    date: draft.date,
    // Left out when none: the match is then no fixture's result (on an edit too).
    ...(draft.fixture_id !== null ? { fixture_id: draft.fixture_id } : {}),
    players_stats,
  };
}

/** An instant as a datetime-local value in the club's time zone ('2026-11-14T15:00'). */
export function clubDateTimeValue(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A recorded match as the form's draft, for editing it. */
export function draftFromMatch(match: Match): MatchDraft {
  return {
    team1: match.team1,
    team2: match.team2,
    team1_score: String(match.team1_score),
    team2_score: String(match.team2_score),
    date: clubDateTimeValue(match.date),
    fixture_id: match.fixture_id ?? null,
    rows: match.players_stats.map((s) => ({
      player: s.player,
      goals: String(s.goals),
      assists: String(s.assists),
      yellow_cards: String(s.yellow_cards),
      red_cards: String(s.red_cards),
      clean_sheets: String(s.clean_sheets),
      MOTM: String(s.MOTM),
      Pen_Saves: String(s.Pen_Saves),
    })),
  };
}

/**
 * The players of that side's last lineup: the newest recorded match that was the result of a
 * fixture of the same side, else the newest sharing a team name with the fixture. Empty when
 * there is none.
 */
export function lastLineup(fixture: Fixture, matches: Match[], fixtures: Fixture[]): number[] {
  const sideOf = new Map(fixtures.filter((f) => f.result_id !== null).map((f) => [f.result_id, f.side]));
  const newest = [...matches].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
  const names = new Set([fixture.team1, fixture.team2]);
  const found =
    newest.find((m) => m.players_stats.length > 0 && sideOf.get(m.id) === fixture.side) ??
    newest.find((m) => m.players_stats.length > 0 && (names.has(m.team1) || names.has(m.team2)));
  return found ? found.players_stats.map((s) => s.player) : [];
}

/** A fixture's result as a new draft: teams, date and kick-off, and the lineup ticked. */
export function draftFromFixture(fixture: Fixture, lineup: number[]): MatchDraft {
  const draft: MatchDraft = {
    ...EMPTY_DRAFT,
    team1: fixture.team1,
    team2: fixture.team2,
    date: `${fixture.date}T${fixture.time.slice(0, 5)}`,
    fixture_id: fixture.id,
  };
  return matchReducer(draft, { type: 'addPlayers', players: lineup });
}

/** The current local time as a datetime-local value, to the minute. */
export function localDateTimeValue(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
