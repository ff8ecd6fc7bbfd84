import type { Position } from '../../../domain';
import type { Fixture, Match } from '../../api';
import { EMPTY_DRAFT, buildMatchPayload, draftFromFixture, draftFromMatch, lastLineup, cleanSheetFor, localDateTimeValue, matchReducer, rowPoints, stepped, steppedScore, toInt, type MatchAction, type MatchDraft } from './matchDraft';

const run = (actions: MatchAction[], start: MatchDraft = EMPTY_DRAFT) => actions.reduce(matchReducer, start);
const positions: Record<number, Position> = { 1: 'Goalkeeper', 2: 'Defender', 3: 'Midfielder', 4: 'Attacker' };

describe('clean-sheet rule (docs/rules.md §4)', () => {
  it('gives a clean sheet only when the team 2 score is exactly the text 0', () => {
    expect(cleanSheetFor('0')).toBe('1');
    expect(cleanSheetFor('1')).toBe('0');
    expect(cleanSheetFor('')).toBe('0');
    expect(cleanSheetFor('00')).toBe('0');
    expect(cleanSheetFor(' 0')).toBe('0');
  });

  it('sets every row when the team 2 score changes', () => {
    const s = run([{ type: 'addPlayers', players: [1, 2, 3] }, { type: 'team2Score', value: '0' }]);
    expect(s.rows.map((r) => r.clean_sheets)).toEqual(['1', '1', '1']);
    const after = matchReducer(s, { type: 'team2Score', value: '2' });
    expect(after.rows.map((r) => r.clean_sheets)).toEqual(['0', '0', '0']);
  });

  it('applies to rows added after the score was typed', () => {
    const s = run([{ type: 'team2Score', value: '0' }, { type: 'addPlayers', players: [1, 4] }]);
    expect(s.rows.map((r) => r.clean_sheets)).toEqual(['1', '1']);
    const t = run([{ type: 'team2Score', value: '3' }, { type: 'addPlayers', players: [1] }]);
    expect(t.rows[0].clean_sheets).toBe('0');
  });

  it('lets staff adjust one row afterwards', () => {
    const s = run([
      { type: 'addPlayers', players: [1, 2] },
      { type: 'team2Score', value: '0' },
      { type: 'stat', player: 2, field: 'clean_sheets', value: '0' },
    ]);
    expect(s.rows.map((r) => r.clean_sheets)).toEqual(['1', '0']);
  });
});

describe('rows', () => {
  it('adds each player once and removes them', () => {
    const s = run([
      { type: 'addPlayers', players: [1, 2] },
      { type: 'addPlayers', players: [2, 3, 3] },
    ]);
    expect(s.rows.map((r) => r.player)).toEqual([1, 2, 3]);
    expect(matchReducer(s, { type: 'removePlayer', player: 2 }).rows.map((r) => r.player)).toEqual([1, 3]);
  });

  it('keeps at most one man of the match, and a second tap clears it', () => {
    const s = run([{ type: 'addPlayers', players: [1, 2, 3] }, { type: 'motm', player: 2 }]);
    expect(s.rows.map((r) => r.MOTM)).toEqual(['0', '1', '0']);
    const moved = matchReducer(s, { type: 'motm', player: 3 });
    expect(moved.rows.map((r) => r.MOTM)).toEqual(['0', '0', '1']);
    expect(matchReducer(moved, { type: 'motm', player: 3 }).rows.map((r) => r.MOTM)).toEqual(['0', '0', '0']);
  });

  it('steps counts within the stat limits', () => {
    expect(stepped('0', -1, 'goals')).toBe('0');
    expect(stepped('2', 1, 'goals')).toBe('3');
    expect(stepped('', 1, 'assists')).toBe('1');
    expect(stepped('2', 1, 'yellow_cards')).toBe('2');
    expect(stepped('1', 1, 'red_cards')).toBe('1');
    expect(steppedScore('', 1)).toBe('1');
    expect(steppedScore('', -1)).toBe('0');
    expect(steppedScore('0', -1)).toBe('0');
  });

  it('reset empties the form and keeps the given date', () => {
    const s = run([{ type: 'field', field: 'team1', value: 'Uni 1st' }, { type: 'addPlayers', players: [1] }]);
    expect(matchReducer(s, { type: 'reset', date: '2025-01-01T15:00' })).toEqual({ ...EMPTY_DRAFT, date: '2025-01-01T15:00' });
  });
});

describe('integer parsing', () => {
  it('parses with parseInt in base 10 and treats blanks as 0', () => {
    expect(toInt('3')).toBe(3);
    expect(toInt('08')).toBe(8);
    expect(toInt('2.7')).toBe(2);
    expect(toInt('')).toBe(0);
    expect(toInt('abc')).toBe(0);
  });

  it('shows the points the server will compute, from the domain table', () => {
    const s = run([{ type: 'addPlayers', players: [1] }, { type: 'team2Score', value: '0' }]);
    const keeper = { ...s.rows[0], Pen_Saves: '1', goals: '0', yellow_cards: '1' };
    // 2 appearance + 5 clean sheet + 5 penalty save - 1 yellow
    expect(rowPoints('Goalkeeper', keeper)).toBe(11);
    const striker = { ...s.rows[0], goals: '2', assists: '1', MOTM: '1' };
    // 2 + 2*4 + 3 + 0 clean sheet + 2 MOTM
    expect(rowPoints('Attacker', striker)).toBe(15);
  });
});

describe('payload', () => {
  it('builds the POST /api/matches/ body with integers', () => {
    const s = run([
      { type: 'field', field: 'team1', value: ' Uni Men 1st ' },
      { type: 'field', field: 'team2', value: 'Rivals' },
      { type: 'field', field: 'team1_score', value: '2' },
      { type: 'field', field: 'date', value: '2025-03-01T15:00' },
      { type: 'addPlayers', players: [4, 1] },
      { type: 'team2Score', value: '0' },
      { type: 'stat', player: 4, field: 'goals', value: '2' },
      { type: 'stat', player: 4, field: 'assists', value: '' },
      { type: 'motm', player: 4 },
    ]);
    expect(buildMatchPayload(s, (id) => positions[id])).toEqual({
      team1: 'Uni Men 1st',
      team2: 'Rivals',
      team1_score: 2,
      team2_score: 0,
      date: '2025-03-01T15:00',
      players_stats: [
        { player: 4, goals: 2, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 12, MOTM: 1, Pen_Saves: 0 },
        { player: 1, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 7, MOTM: 0, Pen_Saves: 0 },
      ],
    });
  });

  it('sends every stat as a number, never as text', () => {
    const s = run([{ type: 'addPlayers', players: [2] }, { type: 'stat', player: 2, field: 'goals', value: '1' }]);
    const [row] = buildMatchPayload(s, (id) => positions[id]).players_stats;
    for (const value of Object.values(row)) expect(typeof value).toBe('number');
  });
});

it('formats a local time for a datetime-local input', () => {
  expect(localDateTimeValue(new Date(2025, 0, 5, 9, 7))).toBe('2025-01-05T09:07');
});

describe('results from fixtures and edits', () => {
  const fixture = (id: number, side: 'men' | 'women', date: string, time: string, extra: Partial<Fixture> = {}): Fixture => ({
    id, side, team1: 'Uni Men 1st', team2: `Rivals ${id}`, location: 'Home', date, time, status: 'scheduled', status_note: '', result_id: null, ...extra,
  });
  const match = (id: number, date: string, players: number[], team2 = 'Rivals'): Match => ({
    id, team1: 'Uni Men 1st', team2, team1_score: 1, team2_score: 0, date, game_week: { id: 1, week: 1 }, fixture_id: null,
    players_stats: players.map((p, i) => ({ id: i + 1, player: p, match: id, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 6, MOTM: 0, Pen_Saves: 0 })),
  });

  it("pre-fills teams, date, kick-off and the side's last lineup", () => {
    const f = fixture(7, 'men', '2026-11-14', '15:00:00');
    const linked = fixture(6, 'men', '2026-11-07', '15:00:00', { result_id: 20 });
    const matches = [match(21, '2026-11-10T19:00:00Z', [9]), match(20, '2026-11-07T15:00:00Z', [1, 2, 3])];
    const lineup = lastLineup(f, matches, [f, linked]);
    expect(lineup).toEqual([1, 2, 3]);
    const draft = draftFromFixture(f, lineup);
    expect(draft).toMatchObject({ team1: 'Uni Men 1st', team2: 'Rivals 7', date: '2026-11-14T15:00', fixture_id: 7 });
    expect(draft.rows.map((r) => r.player)).toEqual([1, 2, 3]);
    expect(buildMatchPayload(draft, () => 'Defender').fixture_id).toBe(7);
    // With no linked match, the newest match sharing a team name.
    expect(lastLineup(f, matches, [f])).toEqual([9]);
  });

  it('fills the form from a recorded match, its date in club time', () => {
    const d = draftFromMatch(match(3, '2026-07-04T14:00:00Z', [5]));
    expect(d).toMatchObject({ team1_score: '1', team2_score: '0', date: '2026-07-04T15:00', fixture_id: null });
    expect(d.rows[0]).toMatchObject({ player: 5, clean_sheets: '1', goals: '0' });
  });
});
