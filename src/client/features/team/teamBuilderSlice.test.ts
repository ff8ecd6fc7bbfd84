// The team builder rules of docs/rules.md §2, through the reducer and its selectors.
import type { Position } from '../../../domain';
import { clear, initialTeamBuilderState, pick, startEmpty, startFromTeam, teamBuilderReducer, type PlayerToPick, type TeamBuilderState } from './teamBuilderSlice';
import { selectBudgetTenths, selectFormation, selectIsComplete, selectPickedIds, selectVisibleSlots } from './teamBuilderSelectors';

let nextId = 1;
const player = (position: Position, price = 5, name = `Player ${nextId}`): PlayerToPick => ({
  id: nextId++,
  name,
  position,
  team: "Men's 1st",
  price,
});
const POS: Record<string, Position> = { GK: 'Goalkeeper', DEF: 'Defender', MID: 'Midfielder', ATT: 'Attacker' };
const positionOf = (slot: string) => POS[slot.replace(/\d/g, '')];

/** Picks a player (price 5.0 unless told) into each named slot, in order. */
function picked(slots: string[], state: TeamBuilderState = initialTeamBuilderState, price = 5): TeamBuilderState {
  return slots.reduce((s, slot) => teamBuilderReducer(s, pick({ slot, player: player(positionOf(slot), price) })), state);
}
const view = (state: TeamBuilderState) => ({ teamBuilder: state });
const visible = (state: TeamBuilderState) => selectVisibleSlots(view(state));
const budget = (state: TeamBuilderState) => selectBudgetTenths(view(state));
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('starting the builder', () => {
  it('starts empty with the whole £100.0m budget for a new team', () => {
    const state = teamBuilderReducer(picked(['GK', 'DEF1']), startEmpty());
    expect(state.picks).toEqual({});
    expect(budget(state)).toBe(1000);
  });

  it('places the current team by position for transfers, with 100.0 less its cost left', () => {
    const team = [
      player('Attacker', 9.5),
      player('Goalkeeper', 4.5),
      ...Array.from({ length: 4 }, () => player('Defender', 5)),
      ...Array.from({ length: 5 }, () => player('Midfielder', 6.1)),
    ];
    const state = teamBuilderReducer(undefined, startFromTeam(team));
    expect(state.picks.GK?.id).toBe(team[1].id);
    expect(state.picks.ATT1?.id).toBe(team[0].id);
    expect(Object.keys(state.picks).sort()).toEqual(['ATT1', 'GK', ...range('DEF', 4), ...range('MID', 5)].sort());
    // 1000 - (95 + 45 + 4*50 + 5*61) tenths, exactly, with no float noise
    expect(budget(state)).toBe(355);
    expect(selectFormation(view(state))).toBe('4-5-1');
    expect(selectIsComplete(view(state))).toBe(true);
  });
});

describe('the budget', () => {
  it('deducts the price of a picked player', () => {
    const state = teamBuilderReducer(undefined, pick({ slot: 'GK', player: player('Goalkeeper', 7.5) }));
    expect(budget(state)).toBe(925);
    expect(state.picks.GK?.name).toBeDefined();
  });

  it('ignores a pick that would take the budget below 0', () => {
    const nearlySpent = picked(range('DEF', 4), undefined, 24.9); // 1000 - 4*249 = 4 tenths left
    expect(budget(nearlySpent)).toBe(4);
    const after = teamBuilderReducer(nearlySpent, pick({ slot: 'GK', player: player('Goalkeeper', 0.5) }));
    expect(after).toBe(nearlySpent);
    expect(after.picks.GK).toBeUndefined();
  });

  it('allows a pick that leaves exactly £0.0m', () => {
    const nearlySpent = picked(range('DEF', 4), undefined, 24.9);
    const after = teamBuilderReducer(nearlySpent, pick({ slot: 'GK', player: player('Goalkeeper', 0.4) }));
    expect(budget(after)).toBe(0);
    expect(after.picks.GK).toBeDefined();
  });

  it('refunds the price when a player is deselected', () => {
    const state = picked(['GK', 'DEF1'], undefined, 7.5);
    const after = teamBuilderReducer(state, clear('DEF1'));
    expect(after.picks.DEF1).toBeUndefined();
    expect(budget(after)).toBe(925);
    expect(teamBuilderReducer(after, clear('DEF1'))).toBe(after); // clearing an empty slot does nothing
  });

  it('refunds what was paid, so pick and deselect always balance', () => {
    let state = picked(['GK', 'DEF1', 'DEF2', 'MID1', 'ATT1'], undefined, 0.1);
    for (const slot of ['DEF1', 'ATT1', 'GK', 'MID1', 'DEF2']) state = teamBuilderReducer(state, clear(slot));
    expect(budget(state)).toBe(1000);
  });

  it('swaps the player of a filled slot, refunding the old price first', () => {
    const state = picked(range('DEF', 4), undefined, 24.9); // 4 tenths left
    const dearer = player('Defender', 25.3); // affordable only with DEF1's 24.9 back
    const after = teamBuilderReducer(state, pick({ slot: 'DEF1', player: dearer }));
    expect(after.picks.DEF1?.id).toBe(dearer.id);
    expect(budget(after)).toBe(0);
  });

  it('leaves a filled slot alone when the swap is over budget', () => {
    const state = picked(range('DEF', 4), undefined, 24.9);
    const after = teamBuilderReducer(state, pick({ slot: 'DEF1', player: player('Defender', 25.4) }));
    expect(after).toBe(state);
  });
});

describe('what a pick must respect', () => {
  it('ignores a player already in the team', () => {
    const keeper = player('Defender');
    const once = teamBuilderReducer(undefined, pick({ slot: 'DEF1', player: keeper }));
    expect(teamBuilderReducer(once, pick({ slot: 'DEF2', player: keeper }))).toBe(once);
  });

  it('ignores a player of another position than the slot', () => {
    expect(teamBuilderReducer(undefined, pick({ slot: 'GK', player: player('Attacker') }))).toEqual(initialTeamBuilderState);
  });

  it('ignores unknown slots and hidden slots', () => {
    expect(teamBuilderReducer(undefined, pick({ slot: 'DEF6', player: player('Defender') }))).toEqual(initialTeamBuilderState);
    const fourFive = picked([...range('DEF', 4), ...range('MID', 5)]);
    expect(teamBuilderReducer(fourFive, pick({ slot: 'ATT2', player: player('Attacker') }))).toBe(fourFive);
  });
});

describe('the slots on the pitch', () => {
  it('always shows the goalkeeper slot, empty or filled, even with 10 outfield players', () => {
    const outfield = picked([...range('DEF', 4), ...range('MID', 4), 'ATT1', 'ATT2']);
    expect(visible(initialTeamBuilderState)).toContain('GK');
    expect(visible(outfield)).toContain('GK');
    expect(visible(picked(['GK'], outfield))).toContain('GK');
  });

  it('shows the base 4-4-2 slots with room to grow while 9 or fewer outfield players are picked', () => {
    const shown = visible(initialTeamBuilderState);
    for (const slot of ['GK', ...range('DEF', 4), ...range('MID', 4), 'ATT1', 'ATT2']) expect(shown).toContain(slot);
    expect(shown).toEqual(expect.arrayContaining(['DEF5', 'MID5', 'ATT3']));
  });

  it('grows defenders to 5 only while midfielders are under 5, and vice versa', () => {
    expect(visible(picked(range('MID', 4)))).toContain('DEF5');
    expect(visible(picked(range('MID', 5)))).not.toContain('DEF5');
    expect(visible(picked(range('DEF', 4)))).toContain('MID5');
    expect(visible(picked(range('DEF', 5)))).not.toContain('MID5');
  });

  it('hides the second attacker slot when empty at 4-5 and at 5-4', () => {
    for (const lines of [[...range('DEF', 4), ...range('MID', 5)], [...range('DEF', 5), ...range('MID', 4)]]) {
      const shown = visible(picked(lines));
      expect(shown).toContain('ATT1');
      expect(shown).not.toContain('ATT2');
      expect(shown).not.toContain('ATT3');
    }
  });

  it('never hides a filled slot', () => {
    const state = picked(['ATT1', 'ATT2', 'ATT3', ...range('DEF', 5), 'MID1', 'MID2']);
    expect(visible(state)).toEqual(['GK', ...range('DEF', 5), 'MID1', 'MID2', ...range('ATT', 3)]);
  });

  it('shows extra slots only while the outfield count is 9 or fewer', () => {
    const nine = picked([...range('DEF', 4), ...range('MID', 3), 'ATT1', 'ATT2']);
    expect(visible(nine)).toEqual(expect.arrayContaining(['DEF5', 'MID4', 'MID5', 'ATT3']));
    const ten = picked(['MID4'], nine);
    for (const extra of ['DEF5', 'MID5', 'ATT3']) expect(visible(ten)).not.toContain(extra);
  });

  it('brings extra slots back when a player is deselected', () => {
    const ten = picked([...range('DEF', 4), ...range('MID', 4), 'ATT1', 'ATT2']);
    expect(visible(teamBuilderReducer(ten, clear('ATT2')))).toEqual(expect.arrayContaining(['DEF5', 'MID5', 'ATT2', 'ATT3']));
  });

  it('lets a 5th defender and a 3rd attacker make 5-2-3', () => {
    const state = picked(['GK', ...range('DEF', 5), 'MID1', 'MID2', ...range('ATT', 3)]);
    expect(selectFormation(view(state))).toBe('5-2-3');
    expect(selectIsComplete(view(state))).toBe(true);
  });
});

describe('Create Team / Update Team enabling', () => {
  const tenOutfield = [...range('DEF', 4), ...range('MID', 4), 'ATT1', 'ATT2'];

  it('is enabled for exactly 1 goalkeeper and 10 outfield players, and sends their ids', () => {
    const state = picked(['GK', ...tenOutfield]);
    expect(selectIsComplete(view(state))).toBe(true);
    expect(selectPickedIds(view(state))).toHaveLength(11);
    expect(selectFormation(view(state))).toBe('4-4-2');
  });

  it('is disabled without the goalkeeper', () => {
    expect(selectIsComplete(view(picked(tenOutfield)))).toBe(false);
  });

  it('is disabled with 9 outfield players', () => {
    expect(selectIsComplete(view(picked(['GK', ...tenOutfield.slice(1)])))).toBe(false);
  });

  it('is disabled again after a deselect', () => {
    const state = picked(['GK', ...tenOutfield]);
    expect(selectIsComplete(view(teamBuilderReducer(state, clear('GK'))))).toBe(false);
  });
});
