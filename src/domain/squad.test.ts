import type { Position } from './positions';
import {
  MAX_PER_POSITION,
  SQUAD_SIZE,
  VALID_FORMATIONS,
  checkSquad,
  formationOf,
  isAllowedOutfield,
  isCompleteSquad,
  type SquadPlayer,
} from './squad';

// Builds a squad from a 'D-M-A' shape: ids 1.., one goalkeeper unless told otherwise.
function squad(shape: string, opts: { keepers?: number; price?: number } = {}): SquadPlayer[] {
  const [d, m, a] = shape.split('-').map(Number);
  const positions: Position[] = [
    ...Array<Position>(opts.keepers ?? 1).fill('Goalkeeper'),
    ...Array<Position>(d).fill('Defender'),
    ...Array<Position>(m).fill('Midfielder'),
    ...Array<Position>(a).fill('Attacker'),
  ];
  return positions.map((position, i) => ({ id: i + 1, position, priceTenths: opts.price ?? 50 }));
}

describe('the squad constants', () => {
  it('is 11 players with the position caps of the product rules', () => {
    expect(SQUAD_SIZE).toBe(11);
    expect(MAX_PER_POSITION).toEqual({ Goalkeeper: 1, Defender: 5, Midfielder: 5, Attacker: 3 });
  });

  it('derives exactly the nine shapes the spec slot rules can produce, 4-4-2 first', () => {
    const expected = ['4-4-2', '4-5-1', '5-4-1', '3-5-2', '5-3-2', '4-3-3', '3-4-3', '2-5-3', '5-2-3'];
    expect([...VALID_FORMATIONS].sort()).toEqual([...expected].sort());
    expect(VALID_FORMATIONS).toHaveLength(expected.length);
    expect(VALID_FORMATIONS[0]).toBe('4-4-2');
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(VALID_FORMATIONS)).toBe(true);
  });
});

describe('formationOf', () => {
  it('counts defenders, midfielders and attackers, not the goalkeeper', () => {
    expect(formationOf(squad('4-4-2'))).toBe('4-4-2');
    expect(formationOf(squad('5-2-3'))).toBe('5-2-3');
    expect(formationOf([])).toBe('0-0-0');
    expect(formationOf([{ position: 'Attacker' }, { position: 'Defender' }])).toBe('1-0-1');
  });
});

describe('isAllowedOutfield', () => {
  it('allows partial shapes inside the caps', () => {
    expect(isAllowedOutfield(0, 0, 0)).toBe(true);
    expect(isAllowedOutfield(5, 4, 0)).toBe(true);
  });
  it('refuses a sixth defender, 5 and 5, a fourth attacker, or more than 10', () => {
    expect(isAllowedOutfield(6, 2, 2)).toBe(false);
    expect(isAllowedOutfield(5, 5, 0)).toBe(false);
    expect(isAllowedOutfield(3, 3, 4)).toBe(false);
    expect(isAllowedOutfield(5, 4, 2)).toBe(false);
  });
});

describe('checkSquad', () => {
  it.each(VALID_FORMATIONS.map((f) => [f]))('accepts a %s squad within budget', (shape) => {
    expect(checkSquad(squad(shape))).toEqual([]);
    expect(isCompleteSquad(squad(shape))).toBe(true);
  });

  it('agrees with VALID_FORMATIONS for every shape of 1 keeper and 10 outfield players', () => {
    for (let d = 0; d <= 10; d++)
      for (let m = 0; d + m <= 10; m++) {
        const shape = `${d}-${m}-${10 - d - m}`;
        const valid = VALID_FORMATIONS.includes(shape);
        expect([shape, checkSquad(squad(shape)).length === 0]).toEqual([shape, valid]);
        expect([shape, isCompleteSquad(squad(shape))]).toEqual([shape, valid]);
      }
  });

  it('needs exactly 11 players', () => {
    expect(checkSquad(squad('4-4-1'))).toEqual(['A team needs exactly 11 players (got 10).']);
    expect(checkSquad([])).toContain('A team needs exactly 11 players (got 0).');
  });

  it('refuses the same player twice', () => {
    const players = squad('4-4-2');
    players[10] = { ...players[10], id: players[9].id };
    expect(checkSquad(players)).toEqual(['A player can only be picked once.']);
  });

  it('needs exactly one goalkeeper', () => {
    expect(checkSquad(squad('4-4-1', { keepers: 2 }))).toEqual(['A team needs exactly one goalkeeper (got 2).']);
    expect(checkSquad(squad('4-4-3', { keepers: 0 }))).toEqual(['A team needs exactly one goalkeeper (got 0).']);
  });

  it('caps each outfield position', () => {
    expect(checkSquad(squad('6-2-2'))).toEqual(['At most 5 defenders (got 6).']);
    expect(checkSquad(squad('2-6-2'))).toEqual(['At most 5 midfielders (got 6).']);
    expect(checkSquad(squad('3-3-4'))).toEqual(['At most 3 attackers (got 4).']);
  });

  it('refuses 5 defenders together with 5 midfielders', () => {
    expect(checkSquad(squad('5-5-0'))).toEqual(['A team cannot have 5 defenders and 5 midfielders.']);
  });

  it('allows a squad costing exactly the budget and refuses one a tenth over', () => {
    const atBudget = squad('4-4-2', { price: 90 });
    atBudget[0] = { ...atBudget[0], priceTenths: 100 };
    expect(checkSquad(atBudget)).toEqual([]);
    atBudget[0] = { ...atBudget[0], priceTenths: 101 };
    expect(checkSquad(atBudget)).toEqual(['The team costs £100.1m, over the £100.0m budget.']);
  });

  it('checks against another budget when given one', () => {
    expect(checkSquad(squad('4-4-2', { price: 50 }), 549)).toEqual(['The team costs £55.0m, over the £54.9m budget.']);
  });

  it('refuses prices that are not whole tenths in range', () => {
    const players = squad('4-4-2');
    players[3] = { ...players[3], priceTenths: 0 };
    expect(checkSquad(players)).toEqual(['Every player needs a price above £0.0m and at most £100.0m.']);
  });

  it('names unknown positions arriving at run time', () => {
    const players = squad('4-4-2');
    players[5] = { ...players[5], position: 'Striker' as Position };
    const errors = checkSquad(players);
    expect(errors).toContain('Unknown position: Striker.');
    expect(isCompleteSquad(players)).toBe(false);
  });

  it('lists every broken rule at once', () => {
    const players = squad('5-5-1', { price: 100 });
    players[1] = { ...players[1], id: 1 };
    expect(checkSquad(players)).toEqual([
      'A team needs exactly 11 players (got 12).',
      'A player can only be picked once.',
      'A team cannot have 5 defenders and 5 midfielders.',
      'The team costs £120.0m, over the £100.0m budget.',
    ]);
  });
});

describe('isCompleteSquad', () => {
  it('needs a goalkeeper and 10 outfield players in a valid shape', () => {
    expect(isCompleteSquad(squad('4-4-1'))).toBe(false);
    expect(isCompleteSquad(squad('4-4-2', { keepers: 0 }))).toBe(false);
    expect(isCompleteSquad(squad('4-4-3', { keepers: 0 }))).toBe(false);
    expect(isCompleteSquad(squad('5-5-0'))).toBe(false);
    expect(isCompleteSquad(squad('4-4-2').map(({ position }) => ({ position })))).toBe(true);
  });
});
