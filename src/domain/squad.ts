// The squad rules of docs/rules.md §2, shared by the team builder and the server.
import { BUDGET_TENTHS, formatMoney, sumTenths, validPriceTenths } from './money';
import { isPosition, type Position } from './positions';
import type { Problem } from './problems';

export const SQUAD_SIZE = 11;
export const OUTFIELD_SIZE = SQUAD_SIZE - 1;
export const MAX_PER_POSITION: Readonly<Record<Position, number>> = {
  Goalkeeper: 1,
  Defender: 5,
  Midfielder: 5,
  Attacker: 3,
};

export interface SquadPlayer {
  id: number;
  position: Position;
  priceTenths: number;
}

export type PositionCounts = Record<Position, number>;

export function countPositions(players: readonly { position: Position }[]): PositionCounts {
  const counts: PositionCounts = { Goalkeeper: 0, Defender: 0, Midfielder: 0, Attacker: 0 };
  for (const p of players) if (isPosition(p.position)) counts[p.position] += 1;
  return counts;
}

/** The 'D-M-A' string of the outfield players, e.g. '4-4-2'. The goalkeeper is not part of it. */
export function formationOf(players: readonly { position: Position }[]): string {
  const c = countPositions(players);
  return `${c.Defender}-${c.Midfielder}-${c.Attacker}`;
}

/** Whether an outfield shape obeys the caps and the no-5-5 rule (it may still be short of 10). */
export function isAllowedOutfield(defenders: number, midfielders: number, attackers: number): boolean {
  return (
    defenders <= MAX_PER_POSITION.Defender &&
    midfielders <= MAX_PER_POSITION.Midfielder &&
    attackers <= MAX_PER_POSITION.Attacker &&
    !(defenders === MAX_PER_POSITION.Defender && midfielders === MAX_PER_POSITION.Midfielder) &&
    defenders + midfielders + attackers <= OUTFIELD_SIZE
  );
}

// Derived from the rules rather than typed in, so the list cannot disagree with checkSquad.
// Ordered closest to the base 4-4-2 first, then by fewer attackers, then more defenders.
function deriveFormations(): string[] {
  const shapes: [number, number, number][] = [];
  for (let d = 0; d <= MAX_PER_POSITION.Defender; d++)
    for (let m = 0; m <= MAX_PER_POSITION.Midfielder; m++) {
      const a = OUTFIELD_SIZE - d - m;
      if (a >= 0 && isAllowedOutfield(d, m, a)) shapes.push([d, m, a]);
    }
  const distance = ([d, m, a]: [number, number, number]) => Math.abs(d - 4) + Math.abs(m - 4) + Math.abs(a - 2);
  shapes.sort((x, y) => distance(x) - distance(y) || x[2] - y[2] || y[0] - x[0]);
  return shapes.map((s) => s.join('-'));
}

/** Every legal outfield shape: 4-4-2, 5-4-1, 4-5-1, 5-3-2, 3-5-2, 4-3-3, 3-4-3, 5-2-3, 2-5-3. */
export const VALID_FORMATIONS: readonly string[] = Object.freeze(deriveFormations());

const PLURAL: Record<Position, string> = {
  Goalkeeper: 'goalkeepers',
  Defender: 'defenders',
  Midfielder: 'midfielders',
  Attacker: 'attackers',
};

/** Every rule the squad breaks as problems of the `players` field; empty when the squad is valid. */
export function squadProblems(players: SquadPlayer[], budgetTenths: number = BUDGET_TENTHS): Problem<'players'>[] {
  return checkSquad(players, budgetTenths).map((message) => ({ field: 'players', message }));
}

/** Every rule the squad breaks, in words a user can act on; empty when the squad is valid. */
export function checkSquad(players: SquadPlayer[], budgetTenths: number = BUDGET_TENTHS): string[] {
  const errors: string[] = [];
  if (players.length !== SQUAD_SIZE) {
    errors.push(`A team needs exactly ${SQUAD_SIZE} players (got ${players.length}).`);
  }
  if (new Set(players.map((p) => p.id)).size !== players.length) {
    errors.push('A player can only be picked once.');
  }
  const unknown = players.filter((p) => !isPosition(p.position));
  if (unknown.length > 0) {
    errors.push(`Unknown position: ${[...new Set(unknown.map((p) => String(p.position)))].join(', ')}.`);
  }
  const c = countPositions(players);
  if (c.Goalkeeper !== 1) {
    errors.push(`A team needs exactly one goalkeeper (got ${c.Goalkeeper}).`);
  }
  for (const pos of ['Defender', 'Midfielder', 'Attacker'] as const) {
    if (c[pos] > MAX_PER_POSITION[pos]) {
      errors.push(`At most ${MAX_PER_POSITION[pos]} ${PLURAL[pos]} (got ${c[pos]}).`);
    }
  }
  if (c.Defender === MAX_PER_POSITION.Defender && c.Midfielder === MAX_PER_POSITION.Midfielder) {
    errors.push('A team cannot have 5 defenders and 5 midfielders.');
  }
  if (players.some((p) => !validPriceTenths(p.priceTenths))) {
    errors.push('Every player needs a price above £0.0m and at most £100.0m.');
  } else {
    const total = sumTenths(players.map((p) => p.priceTenths));
    if (total > budgetTenths) {
      errors.push(`The team costs ${formatMoney(total)}, over the ${formatMoney(budgetTenths)} budget.`);
    }
  }
  return errors;
}

/** 1 goalkeeper and 10 outfield players in one of the valid shapes (prices and ids aside). */
export function isCompleteSquad(players: readonly { position: Position }[]): boolean {
  const c = countPositions(players);
  return (
    players.length === SQUAD_SIZE &&
    c.Goalkeeper === 1 &&
    VALID_FORMATIONS.includes(formationOf(players))
  );
}
