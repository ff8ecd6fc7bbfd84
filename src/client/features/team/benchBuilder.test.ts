// The bench in the team builder (the product rules §21): up to 4 substitutes in order, within the budget
// shared with the 11, through the reducer and its selectors.
import type { Position } from '../../../domain';
import {
  addToBench,
  initialTeamBuilderState,
  moveInOrder,
  moveOnBench,
  pick,
  removeFromBench,
  startFromTeam,
  teamBuilderReducer,
  type PlayerToPick,
  type TeamBuilderState,
} from './teamBuilderSlice';
import { selectBenchIds, selectBudgetTenths, selectIsComplete } from './teamBuilderSelectors';

let nextId = 1;
const player = (position: Position, price = 5): PlayerToPick => ({ id: nextId++, name: `Player ${nextId}`, position, team: "Men's 1st", price });
const view = (state: TeamBuilderState) => ({ teamBuilder: state });
const budget = (state: TeamBuilderState) => selectBudgetTenths(view(state));
const benchIds = (state: TeamBuilderState) => selectBenchIds(view(state));
const onBench = (players: PlayerToPick[], state: TeamBuilderState = initialTeamBuilderState) =>
  players.reduce((s, p) => teamBuilderReducer(s, addToBench(p)), state);

describe('adding substitutes', () => {
  it('puts them last on the bench, in the order added, and takes their price from the one budget', () => {
    const [a, b, c] = [player('Midfielder', 4.5), player('Goalkeeper', 4), player('Attacker', 6.1)];
    const state = onBench([a, b, c]);
    expect(benchIds(state)).toEqual([a.id, b.id, c.id]);
    expect(budget(state)).toBe(1000 - 45 - 40 - 61);
    // The 11 are still to pick: a bench alone is no squad.
    expect(selectIsComplete(view(state))).toBe(false);
  });

  it('holds at most 4', () => {
    const four = onBench([player('Defender'), player('Defender'), player('Midfielder'), player('Attacker')]);
    const fifth = player('Midfielder');
    expect(teamBuilderReducer(four, addToBench(fifth))).toBe(four);
    expect(budget(four)).toBe(800);
  });

  it('ignores a player already on the bench or among the 11', () => {
    const sub = player('Defender');
    const starter = player('Goalkeeper');
    const state = onBench([sub], teamBuilderReducer(undefined, pick({ slot: 'GK', player: starter })));
    expect(teamBuilderReducer(state, addToBench(sub))).toBe(state);
    expect(teamBuilderReducer(state, addToBench(starter))).toBe(state);
  });

  it('ignores one the budget left cannot pay for, and allows one that leaves exactly £0.0m', () => {
    const spent = onBench([player('Attacker', 99.5)]);
    expect(teamBuilderReducer(spent, addToBench(player('Defender', 0.6)))).toBe(spent);
    const exact = teamBuilderReducer(spent, addToBench(player('Defender', 0.5)));
    expect(budget(exact)).toBe(0);
    expect(exact.bench).toHaveLength(2);
  });

  it('keeps a substitute out of the 11: picking them into a slot is ignored', () => {
    const sub = player('Defender');
    const state = onBench([sub]);
    expect(teamBuilderReducer(state, pick({ slot: 'DEF1', player: sub }))).toBe(state);
  });
});

describe('removing and reordering', () => {
  it('refunds a removed substitute, and the ones after move up', () => {
    const [a, b, c] = [player('Defender', 5), player('Midfielder', 6), player('Attacker', 7)];
    const state = teamBuilderReducer(onBench([a, b, c]), removeFromBench(b.id));
    expect(benchIds(state)).toEqual([a.id, c.id]);
    expect(budget(state)).toBe(1000 - 50 - 70);
    expect(teamBuilderReducer(state, removeFromBench(b.id))).toBe(state);
  });

  it('moves a substitute one place up or down, and not past either end', () => {
    const [a, b, c] = [player('Defender'), player('Midfielder'), player('Attacker')];
    const state = onBench([a, b, c]);
    expect(benchIds(teamBuilderReducer(state, moveOnBench({ id: c.id, by: -1 })))).toEqual([a.id, c.id, b.id]);
    expect(benchIds(teamBuilderReducer(state, moveOnBench({ id: a.id, by: 1 })))).toEqual([b.id, a.id, c.id]);
    expect(teamBuilderReducer(state, moveOnBench({ id: a.id, by: -1 }))).toBe(state);
    expect(teamBuilderReducer(state, moveOnBench({ id: c.id, by: 1 }))).toBe(state);
    expect(budget(teamBuilderReducer(state, moveOnBench({ id: b.id, by: 1 })))).toBe(budget(state));
  });

  it('moveInOrder answers null for an unknown id', () => {
    expect(moveInOrder([{ id: 1 }, { id: 2 }], 3, 1)).toBeNull();
    expect(moveInOrder([{ id: 1 }, { id: 2 }], 2, -1)).toEqual([{ id: 2 }, { id: 1 }]);
  });
});

describe('starting from a team with a bench (transfers)', () => {
  it('places the 11 and the bench in order, with 100.0 less the cost of both left', () => {
    const eleven = [
      player('Goalkeeper', 4.5),
      ...Array.from({ length: 4 }, () => player('Defender', 5)),
      ...Array.from({ length: 4 }, () => player('Midfielder', 6)),
      ...Array.from({ length: 2 }, () => player('Attacker', 7)),
    ];
    const bench = [player('Attacker', 4.1), player('Goalkeeper', 4)];
    const state = teamBuilderReducer(undefined, startFromTeam(eleven, bench));
    expect(selectIsComplete(view(state))).toBe(true);
    expect(benchIds(state)).toEqual([bench[0].id, bench[1].id]);
    expect(budget(state)).toBe(1000 - (45 + 200 + 240 + 140) - (41 + 40));
  });

  it('starts with an empty bench when the team has none', () => {
    const state = teamBuilderReducer(onBench([player('Defender')]), startFromTeam([player('Goalkeeper')]));
    expect(state.bench).toEqual([]);
    expect(budget(state)).toBe(950);
  });
});
