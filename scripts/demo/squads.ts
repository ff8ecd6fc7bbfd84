// Demo fantasy squads, benches and transfers: valid by the game's rules, stars first within the
// budget the bench leaves.
import { BUDGET_TENTHS } from '../../src/domain/money';
import type { Position } from '../../src/domain/positions';
import { checkSquad } from '../../src/domain/squad';
import type { Dice } from '../random';
import type { DemoPlayer, DemoTeam } from './club';


export const squadProblems = (squad: DemoPlayer[], budgetTenths = BUDGET_TENTHS) =>
  checkSquad(squad.map((p) => ({ id: p.id, position: p.position, priceTenths: p.priceTenths })), budgetTenths);

/** What a team's 11 may cost: the budget less its bench. */
export const budgetBeside = (bench: DemoPlayer[]) => BUDGET_TENTHS - bench.reduce((sum, p) => sum + p.priceTenths, 0);

/**
 * A bench of `size` (0-4) cheap players, as managers keep one: outfield players first, in the order
 * they would come on, and a goalkeeper last when there are four.
 */
export function pickBench(dice: Dice, players: DemoPlayer[], size: number): DemoPlayer[] {
  const cheap = (position: Position | 'outfield', n: number, taken: DemoPlayer[]) =>
    dice.weightedDistinct(
      players.filter((p) => (position === 'outfield' ? p.position !== 'Goalkeeper' : p.position === position) && !taken.includes(p)),
      n,
      (p) => 1 / (p.priceTenths / 10) ** 3,
    );
  const outfield = cheap('outfield', Math.min(size, 3), []);
  return size === 4 ? [...outfield, ...cheap('Goalkeeper', 1, outfield)] : outfield;
}

/** A valid squad in the given shape: stars first, always leaving enough money for the rest. */
export function pickSquad(dice: Dice, players: DemoPlayer[], shape: string, menBias: number, budgetTenths = BUDGET_TENTHS): DemoPlayer[] {
  const [d, m, a] = shape.split('-').map(Number);
  const slots: Position[] = [
    ...Array<Position>(a).fill('Attacker'),
    ...Array<Position>(m).fill('Midfielder'),
    ...Array<Position>(d).fill('Defender'),
    'Goalkeeper',
  ];
  for (let attempt = 0; attempt < 50; attempt++) {
    const squad: DemoPlayer[] = [];
    let left = budgetTenths;
    let ok = true;
    for (let s = 0; s < slots.length; s++) {
      const rest = slots.slice(s + 1);
      const candidates = players.filter((p) => p.position === slots[s] && !squad.includes(p));
      const affordable = candidates.filter((c) => c.priceTenths + cheapest(players, [...squad, c], rest) <= left);
      const chosen = dice.weighted(affordable, (c) => (c.priceTenths / 10) ** 2.2 * (c.side.key === 'men' ? menBias : 1 / menBias));
      if (!chosen) {
        ok = false;
        break;
      }
      squad.push(chosen);
      left -= chosen.priceTenths;
    }
    if (ok && squadProblems(squad, budgetTenths).length === 0) return squad;
  }
  throw new Error(`Could not pick a ${shape} squad within the budget.`);
}

/** The least the remaining slots can cost, with the players already taken left out. */
export function cheapest(players: DemoPlayer[], taken: DemoPlayer[], slots: Position[]): number {
  let total = 0;
  for (const position of new Set(slots)) {
    const need = slots.filter((s) => s === position).length;
    const prices = players
      .filter((p) => p.position === position && !taken.includes(p))
      .map((p) => p.priceTenths)
      .sort((x, y) => x - y);
    total += prices.slice(0, need).reduce((sum, v) => sum + v, 0);
  }
  return total;
}

/** Up to `swaps` transfers of the 11: out with a player out of form, in with one in form (not from
 *  the bench, which stays), mostly like for like, within the budget the bench leaves. */
export function transfer(dice: Dice, team: DemoTeam, players: DemoPlayer[], swaps: number): { squad: DemoPlayer[]; changed: number } | null {
  const budget = budgetBeside(team.bench);
  let squad = [...team.squad];
  for (let s = 0; s < swaps; s++) {
    const outOfForm = [...squad].sort((x, y) => x.form - y.form).slice(0, 5);
    const out = dice.pick(outOfForm);
    const positions: Position[] =
      out.position !== 'Goalkeeper' && dice.chance(0.2)
        ? (['Defender', 'Midfielder', 'Attacker'] as Position[]).filter((p) => p !== out.position)
        : [out.position];
    const without = squad.filter((p) => p !== out);
    const candidates = players.filter(
      (p) => positions.includes(p.position) && !squad.includes(p) && !team.bench.includes(p) && squadProblems([...without, p], budget).length === 0,
    );
    const chosen = dice.weighted(candidates, (c) => Math.max(1, c.form + 6) ** 1.4 * (c.side.key === 'men' ? team.menBias : 1 / team.menBias));
    if (!chosen) continue;
    squad = [...without, chosen];
  }
  const changed = squad.filter((p) => !team.squad.includes(p)).length;
  return changed > 0 ? { squad, changed } : null;
}


/** A starter swapped with a bench player of the same position (not a transfer): the bench keeps
 *  its order, the starter taking the bench player's place. Null when nobody on the bench fits. */
export function benchSwap(dice: Dice, team: DemoTeam): { squad: DemoPlayer[]; bench: DemoPlayer[] } | null {
  const sub = dice.pick(team.bench.filter((b) => b.position !== 'Goalkeeper' || dice.chance(0.3)));
  const starter = sub && dice.pick(team.squad.filter((p) => p.position === sub.position));
  if (!sub || !starter) return null;
  return { squad: team.squad.map((p) => (p === starter ? sub : p)), bench: team.bench.map((p) => (p === sub ? starter : p)) };
}
