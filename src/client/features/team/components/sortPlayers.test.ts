import type { Player } from '../../../api';
import { apiPlayer } from '../../../test/players';
import { sortPlayers } from './PlayerPickerModal';

describe('the picker order', () => {
  it('sorts by points, form or price, ties by name', () => {
    const p = (name: string, points: number, form: number, price: number): Player => ({ ...apiPlayer(name, 'Attacker', price), points, form });
    const players = [p('Cy', 10, 1, 6), p('Al', 10, 3, 9), p('Bo', 30, 2, 5)];
    expect(sortPlayers(players, 'points').map((x) => x.name)).toEqual(['Bo', 'Al', 'Cy']);
    expect(sortPlayers(players, 'form').map((x) => x.name)).toEqual(['Al', 'Bo', 'Cy']);
    expect(sortPlayers(players, 'price-high').map((x) => x.name)).toEqual(['Al', 'Cy', 'Bo']);
    expect(sortPlayers(players, 'price-low').map((x) => x.name)).toEqual(['Bo', 'Cy', 'Al']);
  });
});
