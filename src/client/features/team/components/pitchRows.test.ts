import { ALL_SLOTS } from '../../../../domain';
import { builderRows } from './pitchRows';

describe("the builder's pitch", () => {
  it('marks the three places beyond 4-4-2 as extra while they are empty', () => {
    const rows = builderRows([...ALL_SLOTS], {} as never, () => undefined, () => undefined);
    const names = rows.flatMap((r) => r.tokens.map((t) => `${t.key}:${t.name}`));
    expect(names.filter((n) => n.endsWith(':Extra')).sort()).toEqual(['ATT3:Extra', 'DEF5:Extra', 'MID5:Extra']);
    expect(names.filter((n) => n.endsWith(':Add'))).toHaveLength(11);
  });
});
