import type { TestApp } from '../test/harness';
import type { PlayerPool } from '../test/fixtures';
import { modelDrift, NOTHING, recomputeDryRun } from '../test/recompute';
import { randomSeason } from '../test/randomSeason';
import { gameWeeks, getJson, leagueTable, startSeasonApp, type Auth, type GameWeek } from '../test/season';
import { seasonCalls, termTableFromSnapshots } from '../test/seasons';

// The random season again, with terms set, changed and deleted as it goes, and the season closed
// part-way through: every term's table equals one worked out from the snapshots (which the
// recompute holds to the stored facts), and the archive keeps the numbers the season had.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
const s = seasonCalls(() => t);

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-09-07T09:00:00Z', { prefix: 'Termly', count: 8 }));
}, 120_000);
afterAll(() => t.close());

/** A term as set: each bound the Monday of the gameweek it named then, or its number when that
 *  week was not played yet. */
interface Term {
  id: number;
  name: string;
  first: number;
  last: number;
  firstMonday: string | null;
  lastMonday: string | null;
}

const mondayOf = (weeks: GameWeek[], n: number) => weeks.find((w) => w.week === n)?.start_date ?? null;
const included = (term: Term, weeks: GameWeek[]) =>
  weeks.filter(
    (w) =>
      (term.firstMonday ? w.start_date >= term.firstMonday : w.week >= term.first) &&
      (term.lastMonday ? w.start_date <= term.lastMonday : w.week <= term.last),
  );

test('terms and a season closed mid-sequence: term tables equal the snapshots, the archive the closed season', async () => {
  const seed = Number(process.env.SEASON_SEED ?? 20261127);
  const season = randomSeason(t, pool, staff, seed);
  const { rnd } = season;
  const terms = new Map<number, Term>();
  const counts: Record<string, number> = {};
  let seasons = 0;

  async function setTerm(id: number | null) {
    const weeks = await gameWeeks(t);
    const first = rnd.int(1, weeks.length + 2);
    const last = first + rnd.int(0, 3);
    const name = `Term ${rnd.int(1, 999)}`;
    const res = id === null ? await s.addPhase(staff, { name, first_week: first, last_week: last }) : await s.editPhase(staff, id, { name, first_week: first, last_week: last });
    expect(res.statusCode).toBe(id === null ? 201 : 200);
    terms.set(res.json().id, { id: res.json().id, name, first, last, firstMonday: mondayOf(weeks, first), lastMonday: mondayOf(weeks, last) });
  }

  /** Every term's expected table (from the snapshots) against the one served. */
  async function checkTerms(step: number) {
    const weeks = await gameWeeks(t);
    const teams = (await leagueTable(t)).map((r) => ({ id: r.id, name: r.name }));
    const expected = new Map<number, Awaited<ReturnType<typeof termTableFromSnapshots>>>();
    for (const term of terms.values()) {
      const table = await s.phaseTable(term.id);
      const want = await termTableFromSnapshots(t, teams, included(term, weeks));
      expect({ step, seed, term: term.id, standings: table.standings }).toEqual({ step, seed, term: term.id, standings: want });
      // A bound whose gameweek is still there shows that gameweek's number now.
      const firstWeek = weeks.find((w) => w.start_date === term.firstMonday);
      if (firstWeek) expect(table.phase.first_week).toBe(firstWeek.week);
      // The leader (the archive's winner) once one of its gameweeks is played.
      expected.set(term.id, included(term, weeks).length === 0 ? [] : want);
    }
    expect((await s.phases()).map((p) => p.id).sort()).toEqual([...terms.keys()].sort());
    return expected;
  }

  async function closeSeason(step: number) {
    const expected = await checkTerms(step);
    const [current] = await s.seasons();
    const table = await leagueTable(t);
    const live = await s.season(current.id);
    const totals = new Map((await getJson(t, '/api/players/', 'listPlayers')).map((p: { id: number; points: number }) => [p.id, p.points]));
    const res = await s.close(staff, { name: `Season ${++seasons}`, confirm: current.name });
    expect(res.statusCode).toBe(201);
    const archived = await s.season(current.id);
    const standings = table.map((r, i) => ({ place: i + 1, rank: r.rank, team_name: r.name, points: r.total_points, team_id: null }));
    expect(archived.standings).toEqual(standings);
    expect({ ...archived, status: 'current', ended_at: null }).toEqual({ ...live, standings: live.standings.map((r: object) => ({ ...r, team_id: null })) });
    // Each team's final squad, as the calls left it: the 11, the bench in order, the captain, and
    // the players' season points as the players list gave them before the close.
    for (const [i, row] of table.entries()) {
      const kept = await getJson(t, `/api/seasons/${current.id}/teams/${i + 1}/`, 'getSeasonTeam');
      type Kept = { id: number; points: number; captain: boolean };
      const ids = (ps: Kept[]) => ps.map((p) => p.id);
      expect({ step, seed, place: i + 1, eleven: [...ids(kept.players)].sort((a, b) => a - b), bench: ids(kept.bench) }).toEqual({
        step, seed, place: i + 1, eleven: [...season.squads.get(row.id)!].sort((a, b) => a - b), bench: season.benches.get(row.id),
      });
      expect(kept.players.filter((p: Kept) => p.captain).map((p: Kept) => p.id)).toEqual(season.captains.get(row.id) == null ? [] : [season.captains.get(row.id)]);
      for (const p of [...kept.players, ...kept.bench] as Kept[]) expect({ player: p.id, points: p.points }).toEqual({ player: p.id, points: totals.get(p.id) });
      expect({ team_name: kept.team_name, points: kept.points, rank: kept.rank }).toEqual({ team_name: row.name, points: row.total_points, rank: row.rank });
    }
    const winners = [...terms.values()].map((term) => {
      const top = expected.get(term.id)![0];
      return { name: term.name, winner: top ? { team_name: top.team.name, points: top.points } : null };
    });
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(archived.phases.map((p: { name: string; winner: unknown }) => ({ name: p.name, winner: p.winner })).sort(byName)).toEqual(winners.sort(byName));
    // The season closed had teams with points and terms with winners.
    expect({ teams: table.length > 2, points: table[0].total_points > 0, winners: winners.some((w) => w.winner) }).toEqual({ teams: true, points: true, winners: true });
    season.seasonClosed();
    terms.clear();
    expect(await leagueTable(t)).toEqual([]);
    expect(await s.phases()).toEqual([]);
  }

  for (let step = 1; step <= 220; step++) {
    const r = rnd.next();
    let op: string;
    if (step === 120) {
      op = 'close season';
      await closeSeason(step);
    } else if (r < 0.06) {
      op = 'add term';
      await setTerm(null);
    } else if (r < 0.09 && terms.size > 0) {
      op = 'edit term';
      await setTerm(rnd.pick([...terms.keys()]));
    } else if (r < 0.105 && terms.size > 0) {
      op = 'delete term';
      const id = rnd.pick([...terms.keys()]);
      expect((await s.dropPhase(staff, id)).statusCode).toBe(204);
      terms.delete(id);
    } else op = await season.step();
    counts[op] = (counts[op] ?? 0) + 1;
    if (step % 10 === 0) expect({ step, seed, op, drift: await modelDrift(t) }).toEqual({ step, seed, op, drift: null });
    if (step % 20 === 0) await checkTerms(step);
    if (step % 50 === 0) expect({ step, seed, report: await recomputeDryRun(t) }).toEqual({ step, seed, report: NOTHING });
  }

  for (const op of ['add term', 'edit term', 'delete term']) expect({ op, n: counts[op] > 2 }).toEqual({ op, n: true });
  expect(season.counts['record match']).toBeGreaterThan(20);
  // The new season kept going: teams, gameweeks and terms of its own.
  expect((await leagueTable(t)).length).toBeGreaterThan(0);
  expect((await gameWeeks(t)).length).toBeGreaterThan(1);
  await checkTerms(221);
  expect(await recomputeDryRun(t)).toEqual(NOTHING);
  expect((await getJson(t, '/api/seasons/', 'listSeasons')).length).toBe(2);
}, 300_000);
