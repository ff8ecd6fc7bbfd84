// Auto Pick through the builder's reducer: the domain's picks go into the empty slots, the ones
// already picked stay where they are, and every shape the rules allow can be filled.
import { VALID_FORMATIONS, autoPick, type AutoPickCandidate, type Position } from '../../../domain';
import { fillEmpty, initialTeamBuilderState, pick, teamBuilderReducer, type PlayerToPick, type TeamBuilderState } from './teamBuilderSlice';
import { selectBudgetTenths, selectFormation, selectIsComplete, selectPickedIds } from './teamBuilderSelectors';

let nextId = 1;
const player = (position: Position, price = 5): PlayerToPick => ({ id: nextId++, name: `P${nextId}`, position, team: "Men's 1st", price });
const view = (state: TeamBuilderState) => ({ teamBuilder: state });

function shapePlayers(shape: string, price = 5): PlayerToPick[] {
  const [d, m, a] = shape.split('-').map(Number);
  const plan: [Position, number][] = [['Goalkeeper', 1], ['Defender', d], ['Midfielder', m], ['Attacker', a]];
  return plan.flatMap(([pos, n]) => Array.from({ length: n }, () => player(pos, price)));
}

describe('fillEmpty', () => {
  it.each(VALID_FORMATIONS)('fills an empty builder with a %s squad', (shape) => {
    const state = teamBuilderReducer(initialTeamBuilderState, fillEmpty(shapePlayers(shape)));
    expect(selectIsComplete(view(state))).toBe(true);
    expect(selectFormation(view(state))).toBe(shape);
    expect(selectBudgetTenths(view(state))).toBe(1000 - 11 * 50);
  });

  it('keeps the players already picked in their slots and fills the rest', () => {
    const striker = player('Attacker', 9);
    const keeper = player('Goalkeeper', 5);
    let state = teamBuilderReducer(initialTeamBuilderState, pick({ slot: 'ATT3', player: striker }));
    state = teamBuilderReducer(state, pick({ slot: 'GK', player: keeper }));
    const candidates: AutoPickCandidate[] = shapePlayers('5-5-3', 6).map((p) => ({
      id: p.id, position: p.position, priceTenths: p.price * 10, formTenths: p.id, retired: false, status: 'available',
    }));
    const result = autoPick([striker, keeper], candidates, selectBudgetTenths(view(state)), [striker.id, keeper.id])!;
    const toPick = result.players.map((c) => ({ id: c.id, name: `P${c.id}`, position: c.position, team: "Men's 1st", price: c.priceTenths / 10 }));
    const filled = teamBuilderReducer(state, fillEmpty(toPick));
    expect(filled.picks.ATT3?.id).toBe(striker.id);
    expect(filled.picks.GK?.id).toBe(keeper.id);
    expect(selectIsComplete(view(filled))).toBe(true);
    expect(selectPickedIds(view(filled))).toHaveLength(11);
    expect(selectBudgetTenths(view(filled))).toBe(1000 - 90 - 50 - 9 * 60);
  });

  it('changes nothing when one player cannot be placed', () => {
    const state = teamBuilderReducer(initialTeamBuilderState, fillEmpty([player('Goalkeeper'), player('Goalkeeper')]));
    expect(state).toEqual(initialTeamBuilderState);
    const dear = teamBuilderReducer(initialTeamBuilderState, fillEmpty(shapePlayers('4-4-2', 10)));
    expect(dear).toEqual(initialTeamBuilderState); // 11 × £10.0m is over the budget
  });
});
