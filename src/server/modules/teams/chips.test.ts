import { expectContract, type TestApp } from '../../test/harness';
import type { PlayerPool } from '../../test/fixtures';
import { NOTHING, modelDrift, recomputeDryRun } from '../../test/recompute';
import { bankOracle, expectChipPoints, ruleCalls, ruleTeams, startRulesSeason, type ChipName, type Rules, type RuleSide, type SnapAnswer } from '../../test/transfers';
import { getJson, leagueTable, recordMatch, row, snapshotFor, type Auth } from '../../test/season';

// Chips (the product rules §22) over HTTP: playing and taking back, one a week, once per term (the
// weeks outside every term one more period), a chip given back for a week without a match, terms
// changed later, a free hit's squad kept apart and the team its own squad again after it, and every
// snapshot's numbers held to the oracle of src/server/test/transfers.ts.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startRulesSeason('Chip'));
});
afterAll(() => t.close());

const { setRules, playChip, takeBack } = ruleCalls(() => t, () => staff);
const LIMITS: Rules = { free_transfers: 1, max_banked: 2, transfer_cost: 4, chips: true };

interface Side extends RuleSide {
  /** The squad saved under a free hit played for the next deadline, if any. */
  freeHit: { eleven: number[]; bench: number[] } | null;
  chip: ChipName | null;
}

const fieldsOf = (res: { json: () => { errors?: Record<string, unknown> } }) => Object.keys(res.json().errors ?? {});

describe('chips', () => {
  const { G, D, M, A, sides, weekPoints, make, mine } = ruleTeams<Side>(() => t, () => pool, () => ({ freeHit: null, chip: null }));
  let autumn: number;
  let winter: number;

  async function save(name: string, eleven: number[], bench: number[], extra: Record<string, unknown> = {}) {
    const side = sides[name];
    const res = await t.inject({ method: 'PUT', url: '/api/team/', headers: side.auth, payload: { players: eleven, bench, ...extra } });
    expectContract(res, 'updateTeam');
    expect(res.statusCode).toBe(200);
    if (side.freeHit) side.freeHit = { eleven, bench };
    else [side.eleven, side.bench] = [eleven, bench];
    return res.json();
  }

  const available = async (name: string) =>
    Object.fromEntries(((await mine(name)).chips as { chip: string; available: boolean }[]).map((c) => [c.chip, c.available]));

  async function play(name: string, chip: ChipName) {
    const res = await playChip(sides[name].auth, chip);
    expect(res.statusCode).toBe(200);
    expect(res.json().chip).toBe(chip);
    sides[name].chip = chip;
    if (chip === 'free_hit') sides[name].freeHit = { eleven: [...sides[name].eleven], bench: [...sides[name].bench] };
    return res.json();
  }

  /** A match on `date` (everybody in the pool plays but D4 of the 11 and the bench's first midfielder's
   *  neighbour; a goal for every third id): each team's squad at the deadline is its snapshot's. */
  async function playWeek(date: string) {
    for (const side of Object.values(sides)) {
      const squad = side.freeHit ? [...side.freeHit.eleven, ...side.freeHit.bench] : [...side.eleven, ...side.bench];
      side.seen.push({ squad, chip: side.chip, rules: LIMITS });
    }
    const all = [...G(), ...D(), ...M(), ...A()].filter((p) => p !== D()[3]);
    const m = await recordMatch(t, staff, { date, players_stats: all.map((p) => row(p, { goals: p % 3 === 0 ? 1 : 0, assists: p % 4 === 0 ? 1 : 0 })) });
    weekPoints.set(m.game_week.id, new Map(m.players_stats.map((r: { player: number; points: number }) => [r.player, r.points])));
    for (const side of Object.values(sides)) side.weeks.push(m.game_week.id);
  }

  /** The deadline passed: the chips played are spent and a free hit's squad is gone from the team. */
  function deadlinePassed() {
    for (const side of Object.values(sides)) {
      side.chip = null;
      side.freeHit = null;
    }
  }

  async function expectOracle() {
    const totals = new Map<number, number>();
    /** Each week's captains (the squad played that week's, a free hit's under one): teams by player. */
    const captains = new Map<number, Map<number, number>>();
    for (const [name, side] of Object.entries(sides)) {
      const expected = bankOracle(side.seen);
      let total = 0;
      for (let i = 0; i < side.weeks.length; i++) {
        const s = (await snapshotFor(t, side.id, side.weeks[i])) as unknown as SnapAnswer;
        const week = captains.get(side.weeks[i]) ?? captains.set(side.weeks[i], new Map()).get(side.weeks[i])!;
        if (s.captain !== null) week.set(s.captain, (week.get(s.captain) ?? 0) + 1);
        expect({ team: name, week: i + 1, transfers: s.transfers, free_transfers: s.free_transfers, transfer_cost: s.transfer_cost, chip: s.chip }).toEqual({
          team: name,
          week: i + 1,
          ...expected[i],
          chip: side.seen[i].chip,
        });
        expect([...s.players, ...s.bench].map((p) => p.id).sort()).toEqual([...side.seen[i].squad].sort());
        total += expectChipPoints(s, weekPoints.get(side.weeks[i])!, expected[i].transfer_cost);
      }
      totals.set(side.id, total);
    }
    const table = await leagueTable(t);
    for (const [id, total] of totals) expect(table.find((r) => r.id === id)!.total_points).toBe(total);
    // The gameweek summary's most captained counts the captains of the squads that played.
    for (const [weekId, counts] of captains) {
      const most = (await getJson(t, `/api/game-weeks/${weekId}/summary/`, 'getGameWeekSummary')) as { most_captained: { player: { id: number }; teams: number } };
      const top = Math.max(...counts.values());
      expect([most.most_captained.teams, counts.get(most.most_captained.player.id)]).toEqual([top, top]);
    }
  }

  test('a chip is one of four, one a week, and can be taken back before the deadline', async () => {
    await setRules(LIMITS);
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) await make(name);
    const term = async (name: string, first_week: number, last_week: number) => {
      const res = await t.inject({ method: 'POST', url: '/api/phases/', headers: staff, payload: { name, first_week, last_week } });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    autumn = await term('Autumn', 1, 2);
    winter = await term('Winter', 3, 4);
    expect(await mine('Alpha')).toMatchObject({ chip: null, chips: [
      { chip: 'wildcard', available: true }, { chip: 'free_hit', available: true }, { chip: 'bench_boost', available: true }, { chip: 'triple_captain', available: true },
    ] });

    for (const bad of ['joker', '', 5, null, 'Wildcard']) {
      const res = await playChip(sides.Alpha.auth, bad);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['chip']);
    }
    expect((await t.inject({ method: 'POST', url: '/api/team/chip/', payload: { chip: 'wildcard' } })).statusCode).toBe(401);

    await play('Alpha', 'bench_boost');
    const second = await playChip(sides.Alpha.auth, 'triple_captain');
    expect(second.statusCode).toBe(400);
    expect(fieldsOf(second)).toEqual(['chip']);
    expect(Object.values(await available('Alpha'))).toEqual([false, false, false, false]);
    await play('Bravo', 'triple_captain');

    // Delta plays a wildcard and takes it back; a second take-back finds none.
    await play('Delta', 'wildcard');
    expect((await takeBack(sides.Delta.auth)).statusCode).toBe(204);
    sides.Delta.chip = null;
    expect((await takeBack(sides.Delta.auth)).statusCode).toBe(404);
    expect(await mine('Delta')).toMatchObject({ chip: null });

    t.clock.set('2026-11-03T12:00:00Z');
    await playWeek('2026-11-03T19:30');
    deadlinePassed();
    await expectOracle();
  });

  test('a free hit plays the squad saved under it; the team is its own squad again after, counted against the squad before', async () => {
    t.clock.set('2026-11-04T12:00:00Z');
    // Used in the autumn term: not again in it.
    expect(await available('Alpha')).toEqual({ wildcard: true, free_hit: true, bench_boost: false, triple_captain: true });
    const used = await playChip(sides.Alpha.auth, 'bench_boost');
    expect(used.statusCode).toBe(400);
    expect(fieldsOf(used)).toEqual(['chip']);

    // Charlie transfers one of its own first (D3 out, D5 in), then plays a free hit and changes five under it.
    const c = sides.Charlie;
    await save('Charlie', c.eleven.map((p) => (p === D()[3] ? D()[5] : p)), c.bench);
    const own = { eleven: [...c.eleven], bench: [...c.bench] };
    const fhStart = await play('Charlie', 'free_hit');
    expect(fhStart.players.map((p: { id: number }) => p.id).sort()).toEqual([...own.eleven].sort());
    const swap: Record<number, number> = { [D()[0]]: D()[6], [D()[1]]: D()[7], [M()[0]]: M()[6], [M()[1]]: M()[7], [A()[0]]: A()[4] };
    const fhEleven = own.eleven.map((p) => swap[p] ?? p);
    const saved = await save('Charlie', fhEleven, own.bench, { captain: A()[4] });
    expect(saved).toMatchObject({ chip: 'free_hit', captain: A()[4], transfers_pending: 6, transfer_cost_pending: 0, free_transfers: 1 });
    // A bad save under the free hit changes nothing.
    const bad = await t.inject({ method: 'PUT', url: '/api/team/', headers: c.auth, payload: { players: fhEleven.slice(0, 10) } });
    expect(bad.statusCode).toBe(400);
    expect((await mine('Charlie')).players.map((p: { id: number }) => p.id).sort()).toEqual([...fhEleven].sort());

    // Echo plays a free hit, changes it, takes it back: its own squad again, and a new free hit starts from it.
    const e = sides.Echo;
    await play('Echo', 'free_hit');
    await save('Echo', e.freeHit!.eleven.map((p) => swap[p] ?? p), e.freeHit!.bench);
    expect((await takeBack(e.auth)).statusCode).toBe(204);
    e.chip = null;
    e.freeHit = null;
    expect((await mine('Echo')).players.map((p: { id: number }) => p.id).sort()).toEqual([...e.eleven].sort());
    await play('Echo', 'free_hit');
    expect((await mine('Echo')).players.map((p: { id: number }) => p.id).sort()).toEqual([...e.eleven].sort());

    // Delta's wildcard: four transfers cost nothing, the bank is kept and gains.
    await play('Delta', 'wildcard');
    const d = sides.Delta;
    await save('Delta', d.eleven.map((p) => ({ [D()[0]]: D()[6], [D()[1]]: D()[7], [M()[0]]: M()[6], [M()[1]]: M()[7] })[p] ?? p), d.bench);
    expect(await mine('Delta')).toMatchObject({ chip: 'wildcard', transfers_pending: 4, transfer_cost_pending: 0, free_transfers: 1 });

    t.clock.set('2026-11-10T12:00:00Z');
    await playWeek('2026-11-10T19:30');
    deadlinePassed();
    await expectOracle();
    // No write at the deadline: Charlie is its own squad again, its pending transfer counted against week 1's squad.
    expect((await mine('Charlie')).players.map((p: { id: number }) => p.id).sort()).toEqual([...own.eleven].sort());
    expect(await mine('Charlie')).toMatchObject({ chip: null, captain: M()[2], transfers_pending: 1, transfer_cost_pending: 0, free_transfers: 2 });
  });

  test('a chip played for a week without a match is given back; a new term has its own chips; terms changed later undo nothing', async () => {
    // Week of 16 November: the winter term (its third gameweek). Alpha plays the bench boost again, Bravo a wildcard.
    t.clock.set('2026-11-11T12:00:00Z');
    await play('Alpha', 'bench_boost');
    await play('Bravo', 'wildcard');
    // No match that week: both are given back.
    t.clock.set('2026-11-18T12:00:00Z');
    deadlinePassed();
    expect(await available('Alpha')).toEqual({ wildcard: true, free_hit: true, bench_boost: true, triple_captain: true });
    await play('Alpha', 'bench_boost');
    await play('Bravo', 'wildcard');
    // Charlie's free hit was the autumn's: the winter has its own.
    expect((await available('Charlie')).free_hit).toBe(true);

    t.clock.set('2026-11-24T12:00:00Z');
    await playWeek('2026-11-24T19:30');
    deadlinePassed();
    await expectOracle();
    const alphaBefore = await Promise.all(sides.Alpha.weeks.map((w) => snapshotFor(t, sides.Alpha.id, w)));
    expect(alphaBefore.map((s) => (s as unknown as SnapAnswer).chip)).toEqual(['bench_boost', null, 'bench_boost']);

    // The autumn now holds every week: the chips played stay, their weeks' numbers too; the bench
    // boost is now used up in it.
    const res = await t.inject({ method: 'PUT', url: `/api/phases/${autumn}/`, headers: staff, payload: { name: 'Autumn', first_week: 1, last_week: 4 } });
    expect(res.statusCode).toBe(200);
    expect((await t.inject({ method: 'DELETE', url: `/api/phases/${winter}/`, headers: staff })).statusCode).toBe(204);
    expect(await Promise.all(sides.Alpha.weeks.map((w) => snapshotFor(t, sides.Alpha.id, w)))).toEqual(alphaBefore);
    expect((await available('Alpha')).bench_boost).toBe(false);
    // Weeks outside every term are one more period: the week after the autumn's last.
    await t.inject({ method: 'PUT', url: `/api/phases/${autumn}/`, headers: staff, payload: { name: 'Autumn', first_week: 1, last_week: 3 } });
    expect(await available('Alpha')).toEqual({ wildcard: true, free_hit: true, bench_boost: true, triple_captain: true });

    // Rules without chips: none can be played.
    await setRules({ ...LIMITS, chips: false });
    expect(Object.values(await available('Alpha'))).toEqual([false, false, false, false]);
    const off = await playChip(sides.Alpha.auth, 'wildcard');
    expect(off.statusCode).toBe(400);
    expect(fieldsOf(off)).toEqual(['chip']);

    expect(await recomputeDryRun(t)).toEqual(NOTHING);
    expect(await modelDrift(t)).toBeNull();
  });
});
