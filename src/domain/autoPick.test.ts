import { type AutoPickCandidate, autoPick, defaultArmbands } from './autoPick';
import { BUDGET_TENTHS } from './money';
import type { Position } from './positions';
import { checkSquad, isCompleteSquad } from './squad';

let nextId = 1;
const cand = (position: Position, priceTenths: number, formTenths: number, extra: Partial<AutoPickCandidate> = {}): AutoPickCandidate => ({
  id: nextId++,
  position,
  priceTenths,
  formTenths,
  retired: false,
  status: 'available',
  ...extra,
});

/** A pool with several players of each position, prices and forms spread out. */
function pool(): AutoPickCandidate[] {
  nextId = 1;
  const out: AutoPickCandidate[] = [];
  const plan: [Position, number][] = [['Goalkeeper', 3], ['Defender', 7], ['Midfielder', 7], ['Attacker', 5]];
  for (const [position, n] of plan)
    for (let i = 0; i < n; i++) out.push(cand(position, 40 + ((i * 17) % 70), 10 + ((i * 29) % 60)));
  return out;
}

const asSquad = (ps: { id: number; position: Position; priceTenths: number }[]) => ps.map(({ id, position, priceTenths }) => ({ id, position, priceTenths }));

describe('autoPick', () => {
  it('fills an empty team with a valid squad within 100.0', () => {
    const result = autoPick([], pool(), BUDGET_TENTHS);
    expect(result).not.toBeNull();
    expect(result!.players).toHaveLength(11);
    expect(checkSquad(asSquad(result!.players))).toEqual([]);
    expect(isCompleteSquad(result!.players)).toBe(true);
  });

  it('prefers form when the budget allows the best of each position', () => {
    nextId = 1;
    const best = [cand('Goalkeeper', 50, 60), ...[1, 2, 3, 4].map(() => cand('Defender', 50, 70)), ...[1, 2, 3, 4, 5].map(() => cand('Midfielder', 50, 80)), cand('Attacker', 50, 90)];
    const weak = [cand('Goalkeeper', 40, 10), ...[1, 2, 3, 4, 5].map(() => cand('Defender', 40, 5)), ...[1, 2, 3].map(() => cand('Attacker', 40, 1))];
    const result = autoPick([], [...weak, ...best], BUDGET_TENTHS)!;
    // 4-5-1 takes every strong player: 60 + 4*70 + 5*80 + 90 = 830 tenths of form.
    expect(result.formation).toBe('4-5-1');
    expect(result.players.map((p) => p.id).sort((a, b) => a - b)).toEqual(best.map((p) => p.id));
    expect(result.players.reduce((s, p) => s + p.formTenths, 0)).toBe(830);
  });

  it('stays within a tight budget by taking cheaper players when it must', () => {
    nextId = 1;
    const dear = [cand('Goalkeeper', 200, 90), cand('Defender', 200, 90), cand('Midfielder', 200, 90), cand('Attacker', 200, 90)];
    const cheap = [cand('Goalkeeper', 50, 1), ...Array.from({ length: 4 }, () => cand('Defender', 50, 1)), ...Array.from({ length: 4 }, () => cand('Midfielder', 50, 1)), ...Array.from({ length: 2 }, () => cand('Attacker', 50, 1))];
    const result = autoPick([], [...dear, ...cheap], 600)!;
    const cost = result.players.reduce((s, p) => s + p.priceTenths, 0);
    expect(cost).toBeLessThanOrEqual(600);
    // 11 players at 5.0 is 550: only one 20.0 player would leave 10 at 5.0 = 700 > 600, so none fits.
    expect(cost).toBe(550);
    expect(checkSquad(asSquad(result.players), 600)).toEqual([]);
  });

  it('never picks retired players, players who cannot play, or those taken', () => {
    nextId = 1;
    const out = [
      cand('Goalkeeper', 50, 99, { retired: true }),
      cand('Defender', 50, 99, { status: 'injured' }),
      cand('Midfielder', 50, 99, { status: 'suspended' }),
      cand('Attacker', 50, 99, { status: 'unavailable' }),
      cand('Attacker', 50, 99, { status: 'doubtful' }),
      cand('Midfielder', 50, 99),
    ];
    const taken = out[5].id;
    const result = autoPick([], [...out, ...pool().map((c) => ({ ...c, id: c.id + 100 }))], BUDGET_TENTHS, [taken])!;
    expect(result.players).toHaveLength(11);
    const ids = new Set(result.players.map((p) => p.id));
    for (const p of out) expect(ids.has(p.id)).toBe(false);
  });

  it('fills only the empty places: the picked players count towards the shape', () => {
    const all = pool();
    const kept = [all.find((p) => p.position === 'Attacker')!, ...all.filter((p) => p.position === 'Attacker').slice(1, 3)];
    // Three attackers already picked: the shape must be one with 3 attackers.
    const left = BUDGET_TENTHS - kept.reduce((s, p) => s + p.priceTenths, 0);
    const result = autoPick(kept, all, left, kept.map((p) => p.id))!;
    expect(result.players).toHaveLength(8);
    expect(result.players.every((p) => p.position !== 'Attacker')).toBe(true);
    expect(['4-3-3', '3-4-3', '5-2-3', '2-5-3']).toContain(result.formation);
    const whole = asSquad([...kept, ...result.players]);
    expect(checkSquad(whole)).toEqual([]);
    expect(result.players.reduce((s, p) => s + p.priceTenths, 0)).toBeLessThanOrEqual(left);
  });

  it('answers an empty list for a complete 11 and null when no squad fits', () => {
    const all = pool();
    const full = autoPick([], all, BUDGET_TENTHS)!;
    expect(autoPick(full.players, all, 1000, full.players.map((p) => p.id))).toEqual({ players: [], formation: full.formation });
    expect(autoPick([], all, 100)).toBeNull(); // 11 players cannot cost £10.0m here
    expect(autoPick([], all.filter((p) => p.position !== 'Goalkeeper'), BUDGET_TENTHS)).toBeNull();
  });

  it('is deterministic: the same input in any order gives the same squad', () => {
    const all = pool();
    const a = autoPick([], all, BUDGET_TENTHS);
    const b = autoPick([], [...all].reverse(), BUDGET_TENTHS);
    expect(b).toEqual(a);
  });
});

describe('defaultArmbands', () => {
  it('names the two most expensive, the lower id first on a tie', () => {
    expect(defaultArmbands([{ id: 3, priceTenths: 50 }, { id: 7, priceTenths: 95 }, { id: 2, priceTenths: 95 }])).toEqual({ captain: 2, vice: 7 });
    expect(defaultArmbands([{ id: 4, priceTenths: 50 }])).toEqual({ captain: 4, vice: null });
    expect(defaultArmbands([])).toEqual({ captain: null, vice: null });
    // One who cannot play goes last.
    expect(defaultArmbands([{ id: 1, priceTenths: 120, out: true }, { id: 2, priceTenths: 60 }, { id: 3, priceTenths: 50 }])).toEqual({ captain: 2, vice: 3 });
    expect(defaultArmbands([{ id: 1, priceTenths: 120, out: true }, { id: 2, priceTenths: 60 }])).toEqual({ captain: 2, vice: 1 });
  });
});
