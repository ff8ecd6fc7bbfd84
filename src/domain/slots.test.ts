import {
  ALL_SLOTS,
  canFillSlot,
  countsFromSlots,
  isSlotId,
  pickedPlayerIds,
  slotPosition,
  slotsForPlayers,
  visibleSlots,
  visibleSlotsOf,
  type SlotMap,
} from './slots';
import { VALID_FORMATIONS, isAllowedOutfield } from './squad';

// Fills the named slots with player ids 1, 2, ... in order.
const fill = (...slots: string[]): SlotMap => Object.fromEntries(slots.map((s, i) => [s, i + 1]));
const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('slot ids', () => {
  it('are GK, DEF1-5, MID1-5, ATT1-3 in pitch order', () => {
    expect(ALL_SLOTS).toEqual(['GK', ...range('DEF', 5), ...range('MID', 5), ...range('ATT', 3)]);
  });

  it('each hold one position', () => {
    expect(slotPosition('GK')).toBe('Goalkeeper');
    expect(slotPosition('DEF5')).toBe('Defender');
    expect(slotPosition('MID1')).toBe('Midfielder');
    expect(slotPosition('ATT3')).toBe('Attacker');
  });

  it('refuses unknown ids', () => {
    for (const bad of ['DEF6', 'ATT4', 'MID0', 'gk', '', 'constructor']) {
      expect(isSlotId(bad)).toBe(false);
      expect(() => slotPosition(bad)).toThrow(RangeError);
    }
    expect(isSlotId(3)).toBe(false);
  });
});

describe('countsFromSlots', () => {
  it('counts filled slots per position and ignores empty and unknown keys', () => {
    expect(countsFromSlots({ GK: 1, DEF1: 2, DEF5: 3, MID2: undefined, ATT3: 4, XYZ: 9 })).toEqual({
      Goalkeeper: 1,
      Defender: 2,
      Midfielder: 0,
      Attacker: 1,
    });
  });
});

describe('visibleSlots, the rules as the spec states them', () => {
  it('shows the base 4-4-2 and the extra slots on an empty pitch', () => {
    expect(visibleSlotsOf({})).toEqual(ALL_SLOTS);
  });

  it('always shows the goalkeeper slot', () => {
    const full = fill('DEF1', 'DEF2', 'DEF3', 'DEF4', 'MID1', 'MID2', 'MID3', 'MID4', 'ATT1', 'ATT2');
    expect(visibleSlotsOf(full)).toContain('GK');
    expect(visibleSlotsOf({ ...full, GK: 99 })).toContain('GK');
  });

  it('offers a 5th defender only while midfielders are under 5', () => {
    expect(visibleSlotsOf(fill(...range('MID', 4)))).toContain('DEF5');
    expect(visibleSlotsOf(fill(...range('MID', 5)))).not.toContain('DEF5');
  });

  it('offers a 5th midfielder only while defenders are under 5', () => {
    expect(visibleSlotsOf(fill(...range('DEF', 4)))).toContain('MID5');
    expect(visibleSlotsOf(fill(...range('DEF', 5)))).not.toContain('MID5');
  });

  it('hides the second (and third) attacker slot when empty with 4+5 or 5+4', () => {
    for (const lines of [fill(...range('DEF', 4), ...range('MID', 5)), fill(...range('DEF', 5), ...range('MID', 4))]) {
      const shown = visibleSlotsOf(lines);
      expect(shown).toContain('ATT1');
      expect(shown).not.toContain('ATT2');
      expect(shown).not.toContain('ATT3');
    }
  });

  it('keeps a filled second attacker slot shown with 4+5', () => {
    expect(visibleSlotsOf(fill('ATT2', ...range('DEF', 4), ...range('MID', 5)))).toContain('ATT2');
  });

  it('offers extra slots only while the outfield count is 9 or fewer', () => {
    const nine = fill('DEF1', 'DEF2', 'DEF3', 'MID1', 'MID2', 'MID3', 'MID4', 'ATT1', 'ATT2');
    expect(visibleSlotsOf(nine)).toEqual(expect.arrayContaining(['DEF4', 'DEF5', 'MID5', 'ATT3']));
    const ten = { ...nine, ATT3: 10 };
    expect(visibleSlotsOf(ten)).not.toContain('DEF5');
    expect(visibleSlotsOf(ten)).not.toContain('MID5');
  });

  it('shows no empty outfield slot once 10 are picked (a full 5-3-2 cannot take a 4th midfielder)', () => {
    const fiveThreeTwo = fill(...range('DEF', 5), 'MID1', 'MID2', 'MID3', 'ATT1', 'ATT2');
    expect(visibleSlotsOf(fiveThreeTwo)).toEqual([
      'GK', ...range('DEF', 5), 'MID1', 'MID2', 'MID3', 'ATT1', 'ATT2',
    ]);
    expect(canFillSlot(fiveThreeTwo, 'MID4')).toBe(false);
  });

  it('always shows filled slots, wherever they are', () => {
    const odd = fill('DEF5', 'MID5', 'ATT3');
    expect(visibleSlotsOf(odd)).toEqual(expect.arrayContaining(['DEF5', 'MID5', 'ATT3']));
  });

  it('uses the counts it is given', () => {
    expect(visibleSlots({ Defender: 5, Midfielder: 0, Attacker: 0 }, {})).not.toContain('MID5');
  });
});

describe('canFillSlot', () => {
  it('is true only for a shown, empty, real slot', () => {
    expect(canFillSlot({}, 'DEF5')).toBe(true);
    expect(canFillSlot({ DEF5: 1 }, 'DEF5')).toBe(false);
    expect(canFillSlot({}, 'DEF6')).toBe(false);
    expect(canFillSlot(fill(...range('MID', 5)), 'DEF5')).toBe(false);
  });
});

describe('pickedPlayerIds and slotsForPlayers', () => {
  it('lists picks in pitch order', () => {
    expect(pickedPlayerIds({ ATT1: 7, GK: 3, DEF2: 5, MID1: undefined })).toEqual([3, 5, 7]);
  });

  it('lays a saved team into the lowest slots of each position', () => {
    const players = [
      { id: 10, position: 'Attacker' as const },
      { id: 11, position: 'Goalkeeper' as const },
      { id: 12, position: 'Defender' as const },
      { id: 13, position: 'Attacker' as const },
    ];
    expect(slotsForPlayers(players)).toEqual({ ATT1: 10, GK: 11, DEF1: 12, ATT2: 13 });
  });

  it('refuses more players of a position than there are slots', () => {
    const keepers = [1, 2].map((id) => ({ id, position: 'Goalkeeper' as const }));
    expect(() => slotsForPlayers(keepers)).toThrow(RangeError);
  });
});

// Every state the builder can reach from an empty pitch by filling a shown empty slot or
// clearing a filled one. A state is a bit mask over ALL_SLOTS (2^14 states at most).
describe('every state the builder can reach', () => {
  const N = ALL_SLOTS.length;
  const toMap = (mask: number): SlotMap => {
    const map: SlotMap = {};
    ALL_SLOTS.forEach((s, i) => {
      if (mask & (1 << i)) map[s] = i + 1;
    });
    return map;
  };
  const fillCache = new Map<number, number[]>();
  const fills = (mask: number): number[] => {
    let next = fillCache.get(mask);
    if (!next) {
      next = visibleSlotsOf(toMap(mask))
        .map((s) => ALL_SLOTS.indexOf(s))
        .filter((i) => !(mask & (1 << i)))
        .map((i) => mask | (1 << i));
      fillCache.set(mask, next);
    }
    return next;
  };
  const clears = (mask: number): number[] =>
    Array.from({ length: N }, (_, i) => i).filter((i) => mask & (1 << i)).map((i) => mask & ~(1 << i));

  const reachable = new Set<number>([0]);
  const byFillingOnly = new Set<number>([0]);
  for (const [seen, withClears] of [[reachable, true], [byFillingOnly, false]] as const) {
    const queue = [0];
    while (queue.length) {
      const mask = queue.pop() as number;
      for (const next of withClears ? [...fills(mask), ...clears(mask)] : fills(mask)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  type Shape = ReturnType<typeof countsFromSlots> & { formation: string };
  const shapeCache = new Map<number, Shape>();
  const shape = (mask: number): Shape => {
    let c = shapeCache.get(mask);
    if (!c) {
      const counts = countsFromSlots(toMap(mask));
      c = { ...counts, formation: `${counts.Defender}-${counts.Midfielder}-${counts.Attacker}` };
      shapeCache.set(mask, c);
    }
    return c;
  };
  const complete = (set: Set<number>) =>
    new Set([...set].map(shape).filter((c) => c.Goalkeeper === 1 && c.Defender + c.Midfielder + c.Attacker === 10).map((c) => c.formation));

  it('never breaks the squad rules (no 5+5, no 11th outfield player, caps kept)', () => {
    const broken = [...reachable]
      .map(shape)
      .filter((c) => !isAllowedOutfield(c.Defender, c.Midfielder, c.Attacker))
      .map((c) => c.formation);
    expect(broken).toEqual([]);
  });

  it('explores a real state space', () => {
    expect(reachable.size).toBeGreaterThan(1000);
  });

  it('can build every valid shape, and only those, by filling alone', () => {
    expect([...complete(byFillingOnly)].sort()).toEqual([...VALID_FORMATIONS].sort());
  });

  it('builds exactly the valid shapes when picks are also cleared and redone', () => {
    expect([...complete(reachable)].sort()).toEqual([...VALID_FORMATIONS].sort());
  });

  it('never reaches a dead end: every reachable state can still be completed by filling', () => {
    const completable = new Map<number, boolean>();
    const canComplete = (mask: number): boolean => {
      const known = completable.get(mask);
      if (known !== undefined) return known;
      const c = shape(mask);
      const done = c.Goalkeeper === 1 && c.Defender + c.Midfielder + c.Attacker === 10;
      const result = done || fills(mask).some(canComplete);
      completable.set(mask, result);
      return result;
    };
    expect([...reachable].filter((mask) => !canComplete(mask)).map((mask) => shape(mask).formation)).toEqual([]);
  });

  it('offers nothing to fill once the team is complete', () => {
    const completeWithMoreToFill = [...reachable].filter((mask) => {
      const c = shape(mask);
      return c.Goalkeeper === 1 && c.Defender + c.Midfielder + c.Attacker === 10 && fills(mask).length > 0;
    });
    expect(completeWithMoreToFill).toEqual([]);
  });

  it('shows a saved team of every valid shape with no empty slot to fill', () => {
    for (const f of VALID_FORMATIONS) {
      const [d, m, a] = f.split('-').map(Number);
      const players = [
        { id: 1, position: 'Goalkeeper' as const },
        ...Array.from({ length: d }, (_, i) => ({ id: 10 + i, position: 'Defender' as const })),
        ...Array.from({ length: m }, (_, i) => ({ id: 20 + i, position: 'Midfielder' as const })),
        ...Array.from({ length: a }, (_, i) => ({ id: 30 + i, position: 'Attacker' as const })),
      ];
      const map = slotsForPlayers(players);
      expect(visibleSlotsOf(map)).toHaveLength(11);
      expect(pickedPlayerIds(map).sort()).toEqual(players.map((p) => p.id).sort());
    }
  });
});

describe('slots filled out of order', () => {
  it('cannot reach 5+5 through a base slot (DEF1-3 and DEF5 with MID1-5 hides DEF4)', () => {
    const map = fill('DEF1', 'DEF2', 'DEF3', 'DEF5', ...range('MID', 5));
    expect(visibleSlotsOf(map)).not.toContain('DEF4');
    expect(canFillSlot(map, 'DEF4')).toBe(false);
  });

  it('cannot take a third attacker with 4+5 when the picked attacker sits in ATT3', () => {
    const map = fill('ATT3', ...range('DEF', 4), ...range('MID', 4));
    expect(canFillSlot(map, 'MID5')).toBe(true);
    expect(visibleSlotsOf({ ...map, MID5: 50 })).not.toContain('ATT1');
  });
});
