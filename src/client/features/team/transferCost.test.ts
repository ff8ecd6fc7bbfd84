import { costSentence, draftCost, draftTransfers, leftSentence, transferPairs, type PairPlayer } from './transferCost';

const LIMITS = { free_transfers: 1, transfer_cost: 4 };
const p = (id: number, position: string, priceTenths = 50): PairPlayer => ({ id, name: `P${id}`, position, priceTenths });

describe('the cost of a draft of transfers', () => {
  it('counts the players of the last snapshot the draft no longer has', () => {
    // Snapshot 1-5; saved 1,2,3,4,9 (5 sold for 9 since: one pending).
    const base = { saved: [1, 2, 3, 4, 9], pending: 1, lastSnapshot: [1, 2, 3, 4, 5] };
    expect(draftTransfers({ ...base, draft: [1, 2, 3, 4, 9] })).toBe(1);
    expect(draftTransfers({ ...base, draft: [1, 2, 3, 8, 9] })).toBe(2);
    // 9 sold again (it was never in the snapshot): still one.
    expect(draftTransfers({ ...base, draft: [1, 2, 3, 4, 7] })).toBe(1);
    // 5 bought back: none.
    expect(draftTransfers({ ...base, draft: [1, 2, 3, 4, 5] })).toBe(0);
    // Without the snapshot each sale counts.
    expect(draftTransfers({ saved: [1, 2, 3], draft: [1, 2, 7], pending: 1 })).toBe(2);
  });

  it('takes transfers beyond the bank at the rules cost', () => {
    const c = draftCost(2, 1, LIMITS, null);
    expect(c).toMatchObject({ free: 1, left: 0, points: 4 });
    expect(costSentence(c)).toBe('2 transfers: 1 free, -4 pts.');
    expect(leftSentence(c)).toBe('0 free transfers left');
    expect(costSentence(draftCost(3, 1, { free_transfers: 2, transfer_cost: 6 }, null))).toBe('3 transfers: 1 free, -12 pts.');
    const within = draftCost(1, 2, LIMITS, null);
    expect(costSentence(within)).toBe('1 transfer: 1 free, no points off.');
    expect(leftSentence(within)).toBe('1 free transfer left');
    expect(costSentence(draftCost(0, 2, LIMITS, null))).toBe('No transfers yet: 2 free transfers.');
  });

  it('says why transfers cost nothing: unlimited rules, a wildcard or free hit, a first week under limits', () => {
    expect(costSentence(draftCost(3, null, { free_transfers: null, transfer_cost: 4 }, null))).toBe('3 transfers: free (transfers are unlimited).');
    expect(draftCost(3, 1, LIMITS, 'wildcard')).toMatchObject({ points: 0, left: 1 });
    expect(costSentence(draftCost(3, 1, LIMITS, 'wildcard'))).toBe('3 transfers: free under your wildcard.');
    expect(costSentence(draftCost(2, 0, LIMITS, 'free_hit'))).toBe('2 transfers: free under your free hit.');
    expect(costSentence(draftCost(2, 0, LIMITS, 'bench_boost'))).toBe('2 transfers: 0 free, -8 pts.');
    expect(costSentence(draftCost(4, null, LIMITS, null))).toBe('4 transfers: free (your first gameweek under the transfer limits).');
    expect(leftSentence(draftCost(4, null, LIMITS, null))).toBeNull();
  });
});

describe('the out-to-in pairs', () => {
  it('pairs each player out with one of the same position coming in, in the order they went', () => {
    const pairs = transferPairs([p(1, 'Goalkeeper'), p(2, 'Defender'), p(3, 'Attacker')], [p(11, 'Attacker'), p(12, 'Goalkeeper'), p(13, 'Defender')]);
    expect(pairs.map((x) => [x.out?.id, x.in?.id])).toEqual([[1, 12], [2, 13], [3, 11]]);
  });

  it('pairs the rest in order, and lists a bench place dropped or filled alone', () => {
    expect(transferPairs([p(1, 'Defender'), p(2, 'Midfielder')], [p(11, 'Attacker')]).map((x) => [x.out?.id, x.in?.id])).toEqual([[1, 11], [2, undefined]]);
    expect(transferPairs([], [p(11, 'Attacker')]).map((x) => [x.out?.id, x.in?.id])).toEqual([[undefined, 11]]);
  });
});
