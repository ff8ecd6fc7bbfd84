import { expectContract, type TestApp } from '../../test/harness';
import type { PlayerPool } from '../../test/fixtures';
import { NOTHING, modelDrift, recomputeDryRun } from '../../test/recompute';
import { bankOracle, expectChipPoints, ruleCalls, ruleTeams, startRulesSeason, type Rules, type RuleSide, type SnapAnswer } from '../../test/transfers';
import { getJson, leagueTable, recordMatch, row, snapshotFor, weekStarting, type Auth } from '../../test/season';

// Transfers with a cost (the product rules §22) over HTTP: each snapshot's transfers, the bank before
// it and the cost of the transfers beyond it, under rules that change along the season. The numbers
// are held to an oracle written from the section's sentences (src/server/test/transfers.ts), fed with
// the squads this file saved before each deadline; every weekly point total follows.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startRulesSeason('Bank'));
});
afterAll(() => t.close());

const { setRules } = ruleCalls(() => t, () => staff);

const LIMITS_1: Rules = { free_transfers: 1, max_banked: 2, transfer_cost: 4, chips: true };
const LIMITS_2: Rules = { free_transfers: 2, max_banked: 3, transfer_cost: 6, chips: true };
const UNLIMITED: Rules = { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true };

describe('transfers are counted between snapshots and cost beyond the bank', () => {
  const { G, D, M, A, sides, weekPoints, make, mine } = ruleTeams<RuleSide>(() => t, () => pool, () => ({}));
  /** The rules of each deadline, as this file set them (Monday's date → rules). */
  const rulesOf = new Map<string, Rules>();

  async function save(name: string, eleven: number[], bench: number[]) {
    const side = sides[name];
    const res = await t.inject({ method: 'PUT', url: '/api/team/', headers: side.auth, payload: { players: eleven, bench } });
    expectContract(res, 'updateTeam');
    expect(res.statusCode).toBe(200);
    side.eleven = eleven;
    side.bench = bench;
    return res.json();
  }

  /** A match on `date` (everybody in the pool plays; a goal for every third id), after the deadline of
   *  `monday`: each team's squad then is its snapshot's. */
  async function playWeek(monday: string, date: string) {
    for (const side of Object.values(sides)) side.seen.push({ squad: [...side.eleven, ...side.bench], chip: null, rules: rulesOf.get(monday)! });
    const all = [...G(), ...D(), ...M(), ...A()];
    const m = await recordMatch(t, staff, { date, players_stats: all.map((p) => row(p, { goals: p % 3 === 0 ? 1 : 0 })) });
    weekPoints.set(m.game_week.id, new Map(m.players_stats.map((r: { player: number; points: number }) => [r.player, r.points])));
    for (const side of Object.values(sides)) side.weeks.push(m.game_week.id);
  }

  async function snapshotsOf(name: string): Promise<SnapAnswer[]> {
    const out: SnapAnswer[] = [];
    for (const w of sides[name].weeks) out.push((await snapshotFor(t, sides[name].id, w)) as unknown as SnapAnswer);
    return out;
  }

  /** Every snapshot of every team against the oracle; answers each team's total. */
  async function expectOracle() {
    const totals = new Map<number, number>();
    for (const [name, side] of Object.entries(sides)) {
      const expected = bankOracle(side.seen);
      const snaps = await snapshotsOf(name);
      let total = 0;
      snaps.forEach((s, i) => {
        expect({ team: name, week: i + 1, transfers: s.transfers, free_transfers: s.free_transfers, transfer_cost: s.transfer_cost, chip: s.chip }).toEqual({
          team: name,
          week: i + 1,
          ...expected[i],
          chip: null,
        });
        total += expectChipPoints(s, weekPoints.get(side.weeks[i])!, expected[i].transfer_cost);
      });
      totals.set(side.id, total);
    }
    return totals;
  }

  test('under limits: the first snapshot is free, then transfers beyond the bank cost each; moves and filling the bench are free', async () => {
    await setRules(LIMITS_1);
    rulesOf.set('2026-11-02', LIMITS_1);
    rulesOf.set('2026-11-09', LIMITS_1);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await make(name);
    // Before any snapshot: the first under limits costs nothing and starts no bank.
    expect(await mine('Alpha')).toMatchObject({ free_transfers: null, transfers_pending: 0, transfer_cost_pending: 0, chip: null });

    t.clock.set('2026-11-03T12:00:00Z');
    await playWeek('2026-11-02', '2026-11-03T19:30');
    // After it the bank is 1 free transfer.
    expect(await mine('Alpha')).toMatchObject({ free_transfers: 1, transfers_pending: 0, transfer_cost_pending: 0 });

    t.clock.set('2026-11-04T12:00:00Z');
    // Alpha: three transfers, one of them free: -8.
    const a = sides.Alpha;
    await save('Alpha', a.eleven.map((p) => (p === D()[3] ? D()[5] : p === M()[3] ? M()[5] : p === A()[1] ? A()[3] : p)), a.bench);
    expect(await mine('Alpha')).toMatchObject({ free_transfers: 1, transfers_pending: 3, transfer_cost_pending: 8 });
    // Bravo swaps a starter with a bench player: no transfer.
    const b = sides.Bravo;
    await save('Bravo', b.eleven.map((p) => (p === D()[3] ? D()[4] : p)), [G()[1], D()[3], M()[4], A()[2]]);
    expect(await mine('Bravo')).toMatchObject({ free_transfers: 1, transfers_pending: 0, transfer_cost_pending: 0 });
    // Charlie drops a bench player: one transfer (free).
    await save('Charlie', sides.Charlie.eleven, [G()[1], D()[4], M()[4]]);
    expect(await mine('Charlie')).toMatchObject({ free_transfers: 1, transfers_pending: 1, transfer_cost_pending: 0 });

    t.clock.set('2026-11-10T12:00:00Z');
    await playWeek('2026-11-09', '2026-11-10T19:30');
    await expectOracle();
    const [, alphaWeek2] = await snapshotsOf('Alpha');
    expect([alphaWeek2.transfers, alphaWeek2.free_transfers, alphaWeek2.transfer_cost]).toEqual([3, 1, 8]);
  });

  test('a rule change counts from the next deadline: past gameweeks keep theirs; the bank is capped', async () => {
    const before = { alpha: await snapshotsOf('Alpha'), bravo: await snapshotsOf('Bravo'), table: await leagueTable(t) };
    t.clock.set('2026-11-11T12:00:00Z');
    await setRules(LIMITS_2);
    rulesOf.set('2026-11-16', LIMITS_2);
    expect({ alpha: await snapshotsOf('Alpha'), bravo: await snapshotsOf('Bravo'), table: await leagueTable(t) }).toEqual(before);
    // Bravo banked 2 under the old cap; the next deadline's rules start from that bank.
    expect(await mine('Bravo')).toMatchObject({ free_transfers: 2, transfers_pending: 0, transfer_cost_pending: 0 });

    // Charlie fills the empty bench place (free) and makes four transfers with one free: 3 x 6.
    const c = sides.Charlie;
    const swap: Record<number, number> = { [D()[0]]: D()[6], [D()[1]]: D()[7], [M()[0]]: M()[6], [M()[1]]: M()[7] };
    await save('Charlie', c.eleven.map((p) => swap[p] ?? p), [G()[1], D()[4], M()[4], A()[3]]);
    expect(await mine('Charlie')).toMatchObject({ free_transfers: 1, transfers_pending: 4, transfer_cost_pending: 18 });

    t.clock.set('2026-11-17T12:00:00Z');
    await playWeek('2026-11-16', '2026-11-17T19:30');
    await expectOracle();
    // Bravo's bank: min(3, 2 + 2) = 3.
    expect(await mine('Bravo')).toMatchObject({ free_transfers: 3 });
  });

  test('unlimited weeks keep no bank and cost nothing; the first snapshot under limits after them is free again', async () => {
    await setRules(UNLIMITED);
    rulesOf.set('2026-11-23', UNLIMITED);
    expect(await mine('Alpha')).toMatchObject({ free_transfers: null, transfer_cost_pending: 0 });
    const a = sides.Alpha;
    await save('Alpha', a.eleven.map((p) => (p === G()[0] ? G()[2] : p === A()[0] ? A()[4] : p)), a.bench);
    expect(await mine('Alpha')).toMatchObject({ free_transfers: null, transfers_pending: 2, transfer_cost_pending: 0 });

    t.clock.set('2026-11-24T12:00:00Z');
    await playWeek('2026-11-23', '2026-11-24T19:30');
    await setRules(LIMITS_1);
    rulesOf.set('2026-11-30', LIMITS_1);
    const swap: Record<number, number> = { [D()[0]]: D()[6], [D()[1]]: D()[7], [M()[0]]: M()[6], [M()[1]]: M()[7] };
    await save('Alpha', sides.Alpha.eleven.map((p) => swap[p] ?? p), sides.Alpha.bench);
    expect(await mine('Alpha')).toMatchObject({ free_transfers: null, transfers_pending: 4, transfer_cost_pending: 0 });

    t.clock.set('2026-12-01T12:00:00Z');
    await playWeek('2026-11-30', '2026-12-01T19:30');
    const totals = await expectOracle();
    expect(await mine('Alpha')).toMatchObject({ free_transfers: 1, transfers_pending: 0 });

    // Totals, the main table and a term follow the weekly points; a full recompute agrees.
    const table = await leagueTable(t);
    for (const [id, total] of totals) expect(table.find((r) => r.id === id)!.total_points).toBe(total);
    const term = await t.inject({ method: 'POST', url: '/api/phases/', headers: staff, payload: { name: 'November', first_week: 2, last_week: 3 } });
    expect(term.statusCode).toBe(201);
    const termTable = await getJson(t, `/api/phases/${term.json().id}/table/`, 'getPhaseTable');
    const week = (m: string) => weekStarting(t, m);
    for (const side of Object.values(sides)) {
      const expected = (await snapshotFor(t, side.id, (await week('2026-11-09')).id))!.weekly_points + (await snapshotFor(t, side.id, (await week('2026-11-16')).id))!.weekly_points;
      expect(termTable.standings.find((r: { team: { id: number } }) => r.team.id === side.id).points).toBe(expected);
    }
    expect(await recomputeDryRun(t)).toEqual(NOTHING);
    expect(await modelDrift(t)).toBeNull();
  });
});
