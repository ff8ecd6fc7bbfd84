import { POSITIONS, type Position } from './positions';
import { CAPTAIN_MULTIPLIER, SCORING, STAT_FIELDS, STAT_LIMITS, countedPoints, doubledPlayer, matchPoints, multiplierOf, statLineProblems, type StatLine } from './scoring';

const played: StatLine = { goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 0, MOTM: 0, Pen_Saves: 0 };
const line = (s: Partial<StatLine>): StatLine => ({ ...played, ...s });

describe('the scoring table', () => {
  it('is the table of the product rules', () => {
    expect(SCORING).toEqual({
      appearance: 2,
      goal: { Goalkeeper: 8, Defender: 6, Midfielder: 5, Attacker: 4 },
      assist: { Goalkeeper: 5, Defender: 4, Midfielder: 3, Attacker: 3 },
      cleanSheet: { Goalkeeper: 5, Defender: 4, Midfielder: 1, Attacker: 0 },
      yellowCard: -1,
      redCard: -3,
      motm: 2,
      penaltySave: 5,
    });
  });
});

describe('matchPoints', () => {
  it.each(POSITIONS)('gives a %s 2 points for playing', (pos) => {
    expect(matchPoints(pos, played)).toBe(2);
  });

  it.each<[Position, number, number, number]>([
    ['Goalkeeper', 8, 5, 5],
    ['Defender', 6, 4, 4],
    ['Midfielder', 5, 3, 1],
    ['Attacker', 4, 3, 0],
  ])('scores a %s per goal %p, per assist %p, per clean sheet %p', (pos, goal, assist, cleanSheet) => {
    expect(matchPoints(pos, line({ goals: 1 }))).toBe(2 + goal);
    expect(matchPoints(pos, line({ goals: 3 }))).toBe(2 + 3 * goal);
    expect(matchPoints(pos, line({ assists: 2 }))).toBe(2 + 2 * assist);
    expect(matchPoints(pos, line({ clean_sheets: 1 }))).toBe(2 + cleanSheet);
  });

  it.each(POSITIONS)('treats cards, man of the match and penalty saves the same for a %s', (pos) => {
    expect(matchPoints(pos, line({ yellow_cards: 1 }))).toBe(1);
    expect(matchPoints(pos, line({ yellow_cards: 2 }))).toBe(0);
    expect(matchPoints(pos, line({ red_cards: 1 }))).toBe(-1);
    expect(matchPoints(pos, line({ MOTM: 1 }))).toBe(4);
    expect(matchPoints(pos, line({ Pen_Saves: 2 }))).toBe(12);
  });

  it('can go below zero (no clamping)', () => {
    expect(matchPoints('Attacker', line({ yellow_cards: 2, red_cards: 1 }))).toBe(-3);
  });

  it('adds everything up for a big day', () => {
    // 2 + 2*8 + 1*5 + 5 - 1 + 2 + 3*5 = 44
    const day = line({ goals: 2, assists: 1, clean_sheets: 1, yellow_cards: 1, MOTM: 1, Pen_Saves: 3 });
    expect(matchPoints('Goalkeeper', day)).toBe(44);
    // 2 + 2*4 + 1*3 + 0 - 1 + 2 + 15 = 29
    expect(matchPoints('Attacker', day)).toBe(29);
  });
});

describe('stat limits', () => {
  it('are the ranges of the product rules', () => {
    expect(STAT_LIMITS).toEqual({
      goals: { min: 0, max: 99 },
      assists: { min: 0, max: 99 },
      yellow_cards: { min: 0, max: 2 },
      red_cards: { min: 0, max: 1 },
      clean_sheets: { min: 0, max: 1 },
      MOTM: { min: 0, max: 1 },
      Pen_Saves: { min: 0, max: 99 },
    });
    expect([...STAT_FIELDS].sort()).toEqual(Object.keys(STAT_LIMITS).sort());
  });

  it('accept a plain row and the edges of each range', () => {
    expect(statLineProblems({ ...played })).toEqual([]);
    const top = Object.fromEntries(STAT_FIELDS.map((f) => [f, STAT_LIMITS[f].max]));
    expect(statLineProblems(top)).toEqual([]);
  });

  it('name the field that is out of range or not a whole number', () => {
    expect(statLineProblems(line({ yellow_cards: 3 }))).toEqual([
      { field: 'yellow_cards', message: 'yellow_cards must be between 0 and 2.' },
    ]);
    expect(statLineProblems(line({ goals: -1 }))).toEqual([{ field: 'goals', message: 'goals must be between 0 and 99.' }]);
    expect(statLineProblems({ ...played, MOTM: 0.5, Pen_Saves: '1' })).toEqual([
      { field: 'MOTM', message: 'MOTM must be a whole number.' },
      { field: 'Pen_Saves', message: 'Pen_Saves must be a whole number.' },
    ]);
    expect(statLineProblems({}).map((p) => p.field)).toEqual([...STAT_FIELDS]);
  });
});

describe('captaincy (docs/rules.md §7)', () => {
  it('doubles the captain who played, else the vice who played, else nobody', () => {
    expect(doubledPlayer(7, 9, true, true)).toBe(7);
    expect(doubledPlayer(7, 9, false, true)).toBe(9);
    expect(doubledPlayer(7, 9, false, false)).toBeNull();
    expect(doubledPlayer(null, 9, false, true)).toBe(9);
    expect(doubledPlayer(7, null, false, true)).toBeNull();
  });

  it('counts the doubled player twice in the weekly points, never both', () => {
    const doubled = doubledPlayer(7, 9, true, true);
    const players = [7, 9, 11].map((id) => ({ points: id, multiplier: multiplierOf(id, doubled) }));
    expect(players.map((p) => p.multiplier)).toEqual([CAPTAIN_MULTIPLIER, 1, 1]);
    expect(players.reduce((sum, p) => sum + countedPoints(p.points, p.multiplier), 0)).toBe(7 * 2 + 9 + 11);
    expect(countedPoints(-3, 2)).toBe(-6);
  });
});
