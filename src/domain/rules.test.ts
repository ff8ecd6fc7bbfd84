import { DEFAULT_RULES, foldBank, isChip, rulesProblems, transfersBetween, type SnapshotTransfers } from './rules';

const limited = (free_transfers: number | null, max_banked = 5, transfer_cost = 4) => ({ free_transfers, max_banked, transfer_cost });
const week = (transfers: number, rules = limited(1), chip: SnapshotTransfers['chip'] = null): SnapshotTransfers => ({ transfers, rules, chip });

describe('rulesProblems', () => {
  it('accepts the defaults and every value in range', () => {
    expect(rulesProblems(DEFAULT_RULES)).toEqual([]);
    expect(rulesProblems({ free_transfers: 5, max_banked: 1, transfer_cost: 10, chips: false })).toEqual([]);
  });

  it('names each missing or bad field', () => {
    expect(rulesProblems({}).map((p) => p.field)).toEqual(['free_transfers', 'max_banked', 'transfer_cost', 'chips']);
    expect(rulesProblems({ free_transfers: 0, max_banked: 6, transfer_cost: 2.5, chips: 'yes' }).map((p) => p.field)).toEqual([
      'free_transfers',
      'max_banked',
      'transfer_cost',
      'chips',
    ]);
    expect(rulesProblems(null)).toHaveLength(4);
  });
});

describe('foldBank', () => {
  it('keeps no bank and charges nothing under unlimited rules', () => {
    expect(foldBank([week(0, limited(null)), week(7, limited(null))])).toEqual({
      costs: [
        { free_transfers: null, transfer_cost: 0 },
        { free_transfers: null, transfer_cost: 0 },
      ],
      bank: null,
    });
  });

  it('lets the first snapshot under limits cost nothing and start the bank', () => {
    const { costs, bank } = foldBank([week(0, limited(null)), week(6, limited(2))]);
    expect(costs[1]).toEqual({ free_transfers: null, transfer_cost: 0 });
    expect(bank).toBe(2);
  });

  it('charges each transfer beyond the bank and banks what is left, up to max_banked', () => {
    // bank 1 -> 2 transfers cost 4, bank 0 + 1 = 1 -> none, bank 2 -> none, bank 3 (cap 3) -> 3 cost 0, bank 1
    const { costs, bank } = foldBank([week(0), week(2), week(0), week(0), week(0, limited(1, 3)), week(3, limited(1, 3))]);
    expect(costs.map((c) => c.free_transfers)).toEqual([null, 1, 1, 2, 3, 3]);
    expect(costs.map((c) => c.transfer_cost)).toEqual([0, 4, 0, 0, 0, 0]);
    expect(bank).toBe(1);
  });

  it("uses the rules of each snapshot's own deadline", () => {
    const { costs } = foldBank([week(0, limited(1, 5, 4)), week(3, limited(1, 5, 10))]);
    expect(costs[1]).toEqual({ free_transfers: 1, transfer_cost: 20 });
  });

  it('lets a wildcard or a free hit cost nothing while the bank still gains', () => {
    const { costs, bank } = foldBank([week(0, limited(2)), week(9, limited(2), 'wildcard'), week(9, limited(2), 'free_hit')]);
    expect(costs.map((c) => c.transfer_cost)).toEqual([0, 0, 0]);
    expect(costs.map((c) => c.free_transfers)).toEqual([null, 2, 4]);
    expect(bank).toBe(5);
  });

  it('starts again after unlimited weeks', () => {
    const { costs } = foldBank([week(0), week(0), week(4, limited(null)), week(4), week(2)]);
    expect(costs.map((c) => c.transfer_cost)).toEqual([0, 0, 0, 0, 4]);
  });
});

describe('transfersBetween', () => {
  it('counts the players who left the squad, not moves or new places', () => {
    expect(transfersBetween([1, 2, 3], [1, 2, 3, 4])).toBe(0);
    expect(transfersBetween([1, 2, 3], [3, 2, 9])).toBe(1);
    expect(transfersBetween([1, 2], [])).toBe(2);
  });
});

describe('isChip', () => {
  it('knows the four chips', () => {
    expect(['wildcard', 'free_hit', 'bench_boost', 'triple_captain'].every(isChip)).toBe(true);
    expect(isChip('double_captain')).toBe(false);
  });
});
