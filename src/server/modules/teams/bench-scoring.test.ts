import type { TestApp } from '../../test/harness';
import type { PlayerPool } from '../../test/fixtures';
import { benchCalls, type Made } from '../../test/bench';
import { NOTHING, recomputeDryRun } from '../../test/recompute';
import { seasonCalls } from '../../test/seasons';
import { gameWeeks, getJson, leagueTable, row, startSeasonApp, weekStarting, type Auth } from '../../test/season';

// the product rules §21's snapshots and automatic substitutions over HTTP. The numbers a snapshot should
// show are worked out twice: by hand in the comments (the expected literals), and by the oracle of
// src/server/test/bench.ts, a plain reading of the section's words (not the server's rule), which
// every snapshot of the file is held to.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  // Sunday 1 November 2026 (club time is UTC until March): the first deadline is tomorrow 00:00.
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Bench', count: 8 }));
});
afterAll(() => t.close());

const { call, ids, snap, made, makeTeam, record, unrecord, expectOracle } = benchCalls(() => t, () => staff);

describe('snapshots freeze the bench, and the automatic substitutions score', () => {
  const G = () => pool.Goalkeeper;
  const D = () => pool.Defender;
  const M = () => pool.Midfielder;
  const A = () => pool.Attacker;
  let teams: Record<string, Made>;
  let w1: number;
  let w2: number;
  let w2Match: number;

  beforeAll(async () => {
    // Sunday 1 November, before the first deadline.
    t.clock.set('2026-11-01T18:00:00Z');
    teams = {
      // 4-4-2 with every kind of bench player; captain M0, vice D0.
      a: await makeTeam('Sub Alpha', [G()[0], ...D().slice(0, 4), ...M().slice(0, 4), ...A().slice(0, 2)], {
        bench: [G()[1], M()[4], D()[4], A()[2]], captain: M()[0], vice_captain: D()[0],
      }),
      // 3-5-2; no goalkeeper on the bench; captain A0, vice A1.
      b: await makeTeam('Sub Bravo', [G()[0], ...D().slice(0, 3), ...M().slice(0, 5), ...A().slice(0, 2)], {
        bench: [M()[5], A()[2], D()[5]], captain: A()[0], vice_captain: A()[1],
      }),
      // 5-4-1; captain G0 (who will not play), vice D0.
      c: await makeTeam('Sub Charlie', [G()[0], ...D().slice(0, 5), ...M().slice(0, 4), A()[0]], {
        bench: [D()[5], M()[4]], captain: G()[0], vice_captain: D()[0],
      }),
      // Alpha's 11 and captaincy with no bench.
      d: await makeTeam('Sub Delta', [G()[0], ...D().slice(0, 4), ...M().slice(0, 4), ...A().slice(0, 2)], { captain: M()[0], vice_captain: D()[0] }),
      // 5-4-1 whose attacker will not play, with a defender and a midfielder on the bench.
      e: await makeTeam('Sub Echo', [G()[1], D()[0], D()[1], D()[4], D()[5], D()[6], ...M().slice(1, 5), A()[3]], { bench: [D()[7], M()[5]] }),
      // 4-4-2 whose captain A3 will not play; the first on the bench will not play either.
      f: await makeTeam('Sub Foxtrot', [G()[1], D()[0], D()[1], D()[4], D()[5], ...M().slice(1, 5), A()[0], A()[3]], {
        bench: [A()[4], A()[2]], captain: A()[3], vice_captain: A()[0],
      }),
    };
  });

  test('week 1: each rule of the substitutions, with the numbers worked out by hand', async () => {
    t.clock.set('2026-11-04T12:00:00Z');
    await record('2026-11-03T19:30', [
      row(G()[1], { clean_sheets: 1 }), // 7
      row(D()[0], { goals: 1 }), // 8
      row(D()[1]), // 2
      row(D()[4], { assists: 1 }), // 6
      row(D()[5]), // 2
      row(D()[6]), // 2
      row(D()[7]), // 2
      row(M()[1], { goals: 1 }), // 7
      row(M()[2]), // 2
      row(M()[3], { yellow_cards: 1 }), // 1
      row(M()[4], { goals: 1, assists: 1 }), // 10
      row(M()[5]), // 2
      row(A()[0], { goals: 1 }), // 6
      row(A()[1], { yellow_cards: 2 }), // 0: a row worth 0 still counts as playing
      row(A()[2]), // 2
    ]);
    w1 = (await weekStarting(t, '2026-11-02')).id;
    const s = async (k: string) => (await snap(teams[k].id, w1))!;

    // Alpha: G0, D2, D3, M0 did not play, taken in that order. G0 by the goalkeeper G1 (first
    // on the bench); D2 by M4 (3-5-2); D3 by D4 (still 3-5-2); M0 by A2 (3-4-3). The captain M0
    // did not play: the vice D0 counts twice. 7 + 16 + 2 + 6 + 10 + 7 + 2 + 1 + 2 + 6 + 0 = 59.
    const a = await s('a');
    expect(ids(a.bench)).toEqual([G()[1], M()[4], D()[4], A()[2]]);
    expect(a.automatic_subs).toEqual([{ out: G()[0], in: G()[1] }, { out: D()[2], in: M()[4] }, { out: D()[3], in: D()[4] }, { out: M()[0], in: A()[2] }]);
    expect(a.weekly_points).toBe(59);
    expect(a.bench.map((p) => [p.game_week_points, p.multiplier])).toEqual([[7, 1], [10, 1], [6, 1], [2, 1]]);
    const mult = new Map(a.players.map((p) => [p.id, p.multiplier]));
    expect([G()[0], D()[2], D()[3], M()[0]].map((id) => mult.get(id))).toEqual([0, 0, 0, 0]);
    expect(mult.get(D()[0])).toBe(2);

    // Bravo: no goalkeeper on the bench, so G0 stays (0 points, multiplier 1). D2: M5 would make
    // 2-6-2, passed over; A2 makes 2-5-3. M0: the passed-over M5, still available. D5 played but
    // was not needed: 0. The captain A0 played: 12. 8 + 2 + 2 + 7 + 2 + 1 + 10 + 2 + 12 + 0 = 46.
    const b = await s('b');
    expect(b.automatic_subs).toEqual([{ out: D()[2], in: A()[2] }, { out: M()[0], in: M()[5] }]);
    expect(b.bench.map((p) => [p.id, p.multiplier])).toEqual([[M()[5], 1], [A()[2], 1], [D()[5], 0]]);
    expect(b.players.find((p) => p.id === G()[0])!.multiplier).toBe(1);
    expect(b.weekly_points).toBe(46);

    // Charlie: G0 (the captain) stays out; D2 by D5 (5-4-1), D3 by M4 (4-5-1); M0 has nobody
    // left. The vice D0 counts twice. 16 + 2 + 2 + 6 + 10 + 7 + 2 + 1 + 6 = 52.
    const c = await s('c');
    expect(c.automatic_subs).toEqual([{ out: D()[2], in: D()[5] }, { out: D()[3], in: M()[4] }]);
    expect(c.weekly_points).toBe(52);

    // Delta, Alpha's 11 without a bench: 16 + 2 + 7 + 2 + 1 + 6 + 0 = 34.
    const d = await s('d');
    expect(d.bench).toEqual([]);
    expect(d.automatic_subs).toEqual([]);
    expect(d.weekly_points).toBe(34);

    // Echo, 5-4-1 losing its attacker: the defender would make 6-4-0, the midfielder 5-5-0,
    // neither allowed, so nobody comes on. 7 + 8 + 2 + 6 + 2 + 2 + 7 + 2 + 1 + 10 = 47.
    const e = await s('e');
    expect(e.automatic_subs).toEqual([]);
    expect(e.bench.map((p) => [p.game_week_points, p.multiplier])).toEqual([[2, 0], [2, 0]]);
    expect(e.weekly_points).toBe(47);

    // Foxtrot: the captain A3 did not play; A4 (first on the bench) did not play either, so A2
    // replaces A3, and counts once: the vice A0 counts twice.
    // 7 + 8 + 2 + 6 + 2 + 7 + 2 + 1 + 10 + 12 + 2 = 59.
    const f = await s('f');
    expect(f.automatic_subs).toEqual([{ out: A()[3], in: A()[2] }]);
    expect(f.captain).toBe(A()[3]);
    expect(f.bench.map((p) => [p.id, p.multiplier])).toEqual([[A()[4], 0], [A()[2], 1]]);
    expect(f.players.find((p) => p.id === A()[0])!.multiplier).toBe(2);
    expect(f.weekly_points).toBe(59);

    for (const k of Object.keys(teams)) expectOracle(await s(k), w1);
  });

  test('a change after the deadline leaves the week as frozen; the next week has the new bench in its order', async () => {
    // Wednesday of week 1: Alpha brings M4 into the 11 for the captain M0, who goes first on a
    // reordered bench. The captain, left out, is no longer among the 11: null.
    const a = teams.a;
    const eleven = [G()[0], ...D().slice(0, 4), ...M().slice(1, 5), ...A().slice(0, 2)];
    const put = await call('PUT', a.auth, { players: eleven, bench: [M()[0], A()[2], D()[4], G()[1]] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ captain: null, vice_captain: D()[0] });
    const frozen = (await snap(a.id, w1))!;
    expect(ids(frozen.bench)).toEqual([G()[1], M()[4], D()[4], A()[2]]);
    expect(frozen.captain).toBe(M()[0]);
    expect(frozen.weekly_points).toBe(59);

    // Week 2: only G1, D0, M0 and A2 play. Alpha: G0 by G1 (last on the bench, the only
    // goalkeeper); D1 by M0 (3-5-2); D2 by A2 (2-5-3); D4 did not play, so nobody else comes on.
    // No captain: the vice D0 counts twice. 2 + 4 + 7 + 2 = 15.
    t.clock.set('2026-11-11T12:00:00Z');
    w2Match = (await record('2026-11-10T19:30', [row(G()[1]), row(D()[0]), row(M()[0], { goals: 1 }), row(A()[2])])).id;
    w2 = (await weekStarting(t, '2026-11-09')).id;
    const s2 = (await snap(a.id, w2))!;
    expect(ids(s2.bench)).toEqual([M()[0], A()[2], D()[4], G()[1]]);
    expect(s2.automatic_subs).toEqual([{ out: G()[0], in: G()[1] }, { out: D()[1], in: M()[0] }, { out: D()[2], in: A()[2] }]);
    expect(s2).toMatchObject({ captain: null, vice_captain: D()[0], weekly_points: 15 });
    for (const k of Object.keys(teams)) expectOracle((await snap(teams[k].id, w2))!, w2);
  });

  test('totals, the main table, a mini-league, a term and the gameweek summaries follow; deleting a match takes its substitutions back', async () => {
    const check = async () => {
      const weeks = await gameWeeks(t);
      const totals = new Map<number, number>();
      const byWeek = new Map<number, number[]>();
      for (const team of made) {
        let total = 0;
        for (const w of weeks) {
          const s = await snap(team.id, w.id);
          if (!s) continue;
          const points = expectOracle(s, w.id);
          total += points;
          byWeek.set(w.id, [...(byWeek.get(w.id) ?? []), points]);
        }
        totals.set(team.id, total);
      }
      const table = await leagueTable(t);
      expect(table.map((r) => [r.id, r.total_points])).toEqual(table.map((r) => [r.id, totals.get(r.id)]));
      for (const w of weeks) {
        const summary = await getJson(t, `/api/game-weeks/${w.id}/summary/`, 'getGameWeekSummary');
        const points = byWeek.get(w.id)!;
        expect(summary.highest_points).toBe(Math.max(...points));
        expect(summary.average_points).toBe(Math.round((points.reduce((x, y) => x + y, 0) * 10) / points.length) / 10);
      }
      return { totals, weeks };
    };
    const { totals, weeks } = await check();
    expect(totals.get(teams.a.id)).toBe(59 + 15);

    // A mini-league of every team here, counting from week 2; a term of week 2 alone.
    const owner = made[0];
    const league = await t.inject({ method: 'POST', url: '/api/leagues/', headers: owner.auth, payload: { name: 'Bench League', start_week: 2 } });
    expect(league.statusCode).toBe(201);
    for (const team of made.slice(1)) {
      expect((await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: team.auth, payload: { code: league.json().code } })).statusCode).toBe(200);
    }
    const week2 = async (teamId: number) => (await snap(teamId, weeks[1].id))?.weekly_points ?? 0;
    const standings = (await t.inject({ method: 'GET', url: `/api/leagues/${league.json().id}/`, headers: owner.auth })).json().standings as { team: { id: number }; points: number }[];
    for (const r of standings) expect(r.points).toBe(await week2(r.team.id));
    const s = seasonCalls(() => t);
    const term = (await s.addPhase(staff, { name: 'Bench Week 2', first_week: 2, last_week: 2 })).json();
    for (const r of (await s.phaseTable(term.id)).standings) expect(r.points).toBe(await week2(r.team.id));
    expect(await recomputeDryRun(t)).toEqual(NOTHING);

    // Deleting week 2's match takes its substitutions and points away, and the week with them.
    await unrecord(w2Match);
    expect((await gameWeeks(t)).map((w) => w.id)).toEqual([w1]);
    expect((await check()).totals.get(teams.a.id)).toBe(59);
    expect(await recomputeDryRun(t)).toEqual(NOTHING);
  });

  test('closing the season archives the table with the substitutions counted', async () => {
    const s = seasonCalls(() => t);
    const table = await leagueTable(t);
    const current = (await s.seasons())[0];
    t.clock.set('2026-11-20T12:00:00Z');
    const res = await s.close(staff, { name: 'After Bench', confirm: current.name });
    expect(res.statusCode).toBe(201);
    const archived = await s.season(current.id);
    expect(archived.standings).toEqual(table.map((r, i) => ({ rank: r.rank, place: i + 1, team_name: r.name, team_id: null, points: r.total_points })));
    expect(archived.standings.find((r: { team_name: string }) => r.team_name === 'Sub Alpha').points).toBe(59);
  });
});
