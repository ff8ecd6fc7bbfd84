import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { gameWeeks as gameWeeksTable, playerMatchStats, players } from '../db/schema';
import { loadStandings, syncStandings } from './load';
import { playCompetition } from '../modules/lms/lms.service';
import { playH2h } from '../modules/leagues/h2h.service';
import { findLeagueById, memberTeams } from '../modules/leagues/leagues.repository';
import { deadlineOf } from '../../domain/gameweeks';
import { recomputeAll, describeRecompute, reportTotal } from './recompute';
import { expectContract, type TestApp } from '../test/harness';
import type { PlayerPool } from '../test/fixtures';
import { anchoredLeagues, expectLeaguePoints } from '../test/anchored-leagues';
import { expectedMoves, latestWeekPoints, modelDrift, NOTHING, ownViewsDrift, recomputeDryRun, tamperWithModel, withoutSnapshotIds } from '../test/recompute';
import { randomSeason } from '../test/randomSeason';
import { everything, gameWeeks, getJson, leagueTable, snapshotFor, startSeasonApp, type Auth, type Team } from '../test/season';

// The recompute rebuilds every derived number from the stored stats and team history. After
// any sequence of API calls, the numbers the API keeps up to date must be exactly the ones it
// rebuilds: that is what "no drift" means.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-09-07T09:00:00Z', { prefix: 'Random', count: 8 }));
});
afterAll(() => t.close());

const dryRun = () => recomputeDryRun(t);

test('after a long random sequence of creates, transfers, bench changes, clock moves, matches, edits and deletes, nothing differs from a full recompute', async () => {
  const seed = Number(process.env.SEASON_SEED ?? 20261126);
  // Every team's owner is also in a mini-league counting from gameweek 2 (its table is read from
  // the snapshots, so it must follow every step too).
  const leagueOwner = await t.user();
  const league = await t.inject({ method: 'POST', url: '/api/leagues/', headers: leagueOwner.auth, payload: { name: 'Random league', start_week: 2 } });
  expect(league.statusCode).toBe(201);
  const { id: leagueId, code } = league.json() as { id: number; code: string };
  const leagueAnswer = async () => {
    const res = await t.inject({ method: 'GET', url: `/api/leagues/${leagueId}/`, headers: leagueOwner.auth });
    expectContract(res, 'getLeague');
    return res.json() as { standings: { member_id: number; team: { id: number } | null; points: number; rank: number; week_points: number; last_rank: number | null }[] };
  };
  // A Last Man Standing competition, started along the way from the latest gameweek then
  // (held by its Monday): its answer must always be the one played out over a model rebuilt from
  // the facts, whatever happens after.
  let lmsId = 0;
  const startLms = async () => {
    const weeks = (await gameWeeks(t)).length;
    if (weeks < 2) return; // week 1 would be held by its number, and a back-dated week has no teams
    const res = await t.inject({ method: 'POST', url: '/api/lms/', headers: staff, payload: { name: 'Random LMS', first_week: weeks } });
    expect(res.statusCode).toBe(201);
    lmsId = (res.json() as { id: number }).id;
  };
  const lmsDrift = async () => {
    const answer = await getJson(t, `/api/lms/${lmsId}/`, 'getLmsCompetition');
    const [row] = await queryRows<{ first_week: number; first_from: string | null }>(
      t.app.ctx.db,
      sql`select first_week, to_char(first_from, 'YYYY-MM-DD') as first_from from lms_competitions where id = ${lmsId}`,
    );
    const stored = { id: lmsId, name: 'Random LMS', firstWeek: Number(row.first_week), firstFrom: row.first_from };
    const rebuilt = playCompetition(await loadStandings(t.app.ctx.db), stored);
    return JSON.stringify(answer) === JSON.stringify(rebuilt) ? null : { answer, rebuilt };
  };
  // A head-to-head league from Monday 21 September: teams made before its deadline join it (200),
  // later ones are refused (400); its table and every round's matches must always be the ones
  // played out over a model rebuilt from the facts.
  const h2hOwner = await t.user();
  const h2h = await t.inject({ method: 'POST', url: '/api/leagues/', headers: h2hOwner.auth, payload: { name: 'Random h2h', kind: 'h2h', starts_on: '2026-09-21' } });
  expect(h2h.statusCode).toBe(201);
  const { id: h2hId, code: h2hCode } = h2h.json() as { id: number; code: string };
  const h2hStart = deadlineOf('2026-09-21', t.config.clubTimezone).getTime();
  let h2hMembers = 1;
  const h2hJoined: Team[] = [];
  const h2hGet = async (url: string, operationId: string) => {
    const res = await t.inject({ method: 'GET', url, headers: h2hOwner.auth });
    expectContract(res, operationId);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const h2hDrift = async () => {
    const table = await h2hGet(`/api/leagues/${h2hId}/`, 'getLeague');
    const rebuilt = playH2h(await loadStandings(t.app.ctx.db), (await findLeagueById(t.app.ctx.db, h2hId))!, await memberTeams(t.app.ctx.db, h2hId));
    const rounds = [];
    for (const r of rebuilt.rounds) rounds.push({ week: r.week, matches: await h2hGet(`/api/leagues/${h2hId}/matches/?week=${r.week}`, 'getLeagueMatches') });
    const latest = await h2hGet(`/api/leagues/${h2hId}/matches/`, 'getLeagueMatches');
    const answer = { standings: table.standings, rounds, latest };
    const expected = { standings: rebuilt.standings, rounds: rebuilt.rounds, latest: rebuilt.rounds.at(-1)?.matches ?? [] };
    expect(table.standings.length).toBe(h2hMembers);
    return JSON.stringify(answer) === JSON.stringify(expected) ? null : { answer, expected };
  };
  // Leagues from a named week, made along the way: held by its Monday, whatever is recorded before.
  let anchored: ReturnType<typeof anchoredLeagues> | null = null;
  const season = randomSeason(t, pool, staff, seed, {
    decisions: true,
    onCreate: async (team) => {
      const joined = await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: team.auth, payload: { code } });
      expect(joined.statusCode).toBe(200);
      await anchored!.joinAll(team.auth);
      const started = t.clock.now().getTime() >= h2hStart;
      const h2hJoin = await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: team.auth, payload: { code: h2hCode } });
      expect({ started, status: h2hJoin.statusCode }).toEqual({ started, status: started ? 400 : 200 });
      if (!started) {
        h2hMembers++;
        h2hJoined.push(team);
      }
    },
  });
  anchored = anchoredLeagues(t, season.rnd);
  const { teams, counts } = season;
  // 250 steps, then on until every kind of call has been made three times (400 at most).
  const OPS = [
    'create team', 'transfer', 'change captain', 'bench change', 'delete team', 'move clock', 'record match', 'edit match', 'delete match', 'create league',
    'back-dated match', 'play chip', 'set rules',
  ];
  const exercised = () => OPS.every((op) => (counts[op] ?? 0) > 2);
  for (let step = 1; step <= 400 && (step <= 250 || !exercised()); step++) {
    let op: string;
    if (step % 25 === 0) op = await anchored.create();
    else if (step % 25 === 12) {
      op = 'back-dated match'; // a week before the first: every gameweek renumbers, no table moves
      season.matchIds.push(await anchored.backDatedMatch(staff, season.randomRows()));
    } else op = await season.step();
    counts[op] = (counts[op] ?? 0) + (op === 'create league' || op === 'back-dated match' ? 1 : 0);
    // Every few steps: the kept model equals one rebuilt from the facts; owners see what they saved.
    const views = step % 5 === 0 ? await ownViewsDrift(t, teams, ...season.views()) : [];
    if (step % 5 === 0) expect({ step, seed, op, drift: await modelDrift(t), views }).toEqual({ step, seed, op, drift: null, views: [] });
    if (step % 50 === 0) await anchored.check();
    if (step >= 100 && lmsId === 0) await startLms();
    if (lmsId > 0 && step % 50 === 0) expect({ step, seed, lms: await lmsDrift() }).toEqual({ step, seed, lms: null });
    if (step % 50 === 0) expect({ step, seed, h2h: await h2hDrift() }).toEqual({ step, seed, h2h: null });
    if (step % 50 === 0) expect({ step, seed, report: await dryRun() }).toEqual({ step, seed, report: NOTHING });
  }

  // The sequence did exercise everything.
  for (const op of OPS) expect({ op, made: counts[op] > 2 }).toEqual({ op, made: true });
  expect(await anchored.check()).toBeGreaterThan(2);
  expect((await gameWeeks(t)).length).toBeGreaterThan(3);

  // Weekly points are the sums of the players' points times their multipliers (the 11 and the
  // bench), totals the sums of the weeks.
  const weeks = await gameWeeks(t);
  const table = await leagueTable(t);
  let doubled = 0;
  let substitutions = 0;
  let costs = 0;
  const chips = new Set<string>();
  for (const team of teams) {
    let total = 0;
    for (const w of weeks) {
      const s = await snapshotFor(t, team.id, w.id);
      if (!s) continue;
      const all = [...s.players, ...s.bench];
      const chip = (s as unknown as { chip: string | null; transfer_cost: number }).chip;
      const cost = (s as unknown as { transfer_cost: number }).transfer_cost;
      expect(s.weekly_points).toBe(all.reduce((a, p) => a + p.game_week_points * p.multiplier, 0) - cost);
      expect(all.filter((p) => p.multiplier >= 2).length).toBeLessThanOrEqual(1);
      if (chip !== 'triple_captain') expect(all.filter((p) => p.multiplier === 3).length).toBe(0);
      if (cost > 0) costs++;
      if (chip) chips.add(chip);
      // Each substitution: a starter at 0 and a bench player at 1; nobody else on the bench counts
      // (under a bench boost every one does, and none comes on).
      if (chip === 'bench_boost') expect([s.bench.every((p) => p.multiplier === 1), s.automatic_subs]).toEqual([true, []]);
      else expect(s.bench.filter((p) => p.multiplier === 1).map((p) => p.id).sort()).toEqual(s.automatic_subs.map((x) => x.in).sort());
      expect(s.players.filter((p) => s.automatic_subs.some((x) => x.out === p.id)).every((p) => p.multiplier === 0)).toBe(true);
      if (all.some((p) => p.multiplier >= 2)) doubled++;
      substitutions += s.automatic_subs.length;
      total += s.weekly_points;
    }
    expect(table.find((x) => x.id === team.id)!.total_points).toBe(total);
  }
  expect(doubled).toBeGreaterThan(2); // captaincy did count somewhere
  expect(substitutions).toBeGreaterThan(2); // and the bench
  expect({ costs: costs > 0, chips: chips.size > 1 }).toEqual({ costs: true, chips: true }); // and the rules' hits and chips
  // The latest gameweek's points, and the rank before them (1 + the teams that had more then).
  const weekOf = await latestWeekPoints(t, weeks[weeks.length - 1].id, table.map((r) => r.id));
  expect(table.map((r) => [r.id, r.week_points, r.last_rank])).toEqual(expectedMoves(table.map((r) => ({ id: r.id, points: r.total_points, week: weekOf.get(r.id)! }))));
  // The mini-league: weekly points from gameweek 2 on; owners of deleted teams stay, with 0 and no team.
  const standings = (await leagueAnswer()).standings;
  expect(standings.length).toBe(season.names() + 1);
  await expectLeaguePoints(t, standings, 2);
  expect(standings.map((s) => [s.member_id, s.week_points, s.last_rank])).toEqual(expectedMoves(standings.map((s) => ({ id: s.member_id, points: s.points, week: s.team ? weekOf.get(s.team.id)! : 0 }))));
  expect(standings.filter((s) => s.team).map((s) => s.team!.id).sort()).toEqual(teams.map((x) => x.id).sort());
  const leagueBefore = await leagueAnswer();

  // And a real recompute finds nothing to correct and changes no answer.
  const teamIds = teams.map((x) => x.id);
  const [before, anchoredBefore] = [await everything(t, teamIds), await anchored.tables()];
  expect(await recomputeAll(t.app.ctx.db, t.config.clubTimezone, { version: t.app.ctx.version })).toEqual(NOTHING);
  expect(await everything(t, teamIds)).toEqual(before);
  expect(await leagueAnswer()).toEqual(leagueBefore);
  expect(await anchored.tables()).toEqual(anchoredBefore);
  await anchored.check();
  expect(await lmsDrift()).toBeNull();
  expect((await getJson(t, `/api/lms/${lmsId}/`, 'getLmsCompetition')).rounds.length).toBeGreaterThan(0);
  expect(await h2hDrift()).toBeNull();
  // The league did play: several members (a team or none), several rounds, and results both ways.
  const h2hTable = (await h2hGet(`/api/leagues/${h2hId}/`, 'getLeague')).standings as { played: number; won: number; lost: number }[];
  expect(h2hMembers).toBeGreaterThan(3);
  expect(h2hTable[0].played).toBeGreaterThan(2);
  expect(h2hTable.some((r) => r.won > 0) && h2hTable.some((r) => r.lost > 0)).toBe(true);
  // A member deletes their account after the start: they stay in its pairs, with no team, and the
  // table and every round are still the ones played out over a model rebuilt from the facts.
  const departing = h2hJoined[0];
  expect((await t.inject({ method: 'DELETE', url: '/api/user/', headers: departing.auth, payload: { password: departing.password } })).statusCode).toBe(204);
  expect(await h2hDrift()).toBeNull();
  const after = (await h2hGet(`/api/leagues/${h2hId}/`, 'getLeague')).standings as { team: unknown; account_deleted: boolean }[];
  expect(after.filter((r) => r.account_deleted).map((r) => r.team)).toEqual([null]);
  expect(await dryRun()).toEqual(NOTHING);
}, 420_000); // 250-400 steps of HTTP calls and league checks: well over the default on a shared 2-core machine

test('the recompute repairs numbers that were changed behind its back, and says what it repaired', async () => {
  const db = t.app.ctx.db;
  const teamIds = (await leagueTable(t)).map((r) => r.id);
  const good = await everything(t, teamIds);
  expect(teamIds.length).toBeGreaterThan(0);

  // Team numbers are derived (standings engine), stored nowhere: a stored fact they come from is
  // changed behind the recompute's back (a stat row held by the most teams at its deadline), and
  // this process's model is made to drift too (a team's total and a snapshot's points).
  const [held] = await queryRows<{ id: number }>(
    db,
    sql`select s.id from player_match_stats s join game_weeks g on g.id = s.game_week_id
          join team_memberships m on m.player_id = s.player_id and m.joined_at <= g.deadline and (m.left_at is null or m.left_at > g.deadline)
        group by s.id order by count(distinct m.team_id) desc, s.id limit 1`,
  );
  const [someStat] = await db.select().from(playerMatchStats).where(eq(playerMatchStats.id, Number(held.id)));
  const [somePlayer] = await db.select().from(players).where(eq(players.id, someStat.playerId));
  const weeks = await db.select().from(gameWeeksTable);
  const model = await syncStandings(db);
  tamperWithModel(model, teamIds[0], { addToTotal: 1000, addToFirstSnapshot: -77 });

  await db
    .update(playerMatchStats)
    .set({ points: someStat.points + 9 })
    .where(eq(playerMatchStats.id, someStat.id));
  await db
    .update(players)
    .set({ goals: somePlayer.goals + 5 })
    .where(eq(players.id, somePlayer.id));
  await db.update(gameWeeksTable).set({ week: 99, endDate: '2000-01-01' }).where(eq(gameWeeksTable.id, weeks[0].id));
  t.app.ctx.cache.invalidate();
  expect(await everything(t, teamIds)).not.toEqual(good);

  const preview = await dryRun();
  const report = await recomputeAll(db, t.config.clubTimezone, { version: t.app.ctx.version });
  expect(report).toEqual(preview);
  expect(report.statRows).toBe(1);
  expect(report.players).toBe(1);
  expect(report.gameWeeks).toBe(2); // re-dated, renumbered
  expect(report.snapshots).toBeGreaterThanOrEqual(1);
  expect(report.teams).toBeGreaterThanOrEqual(1);
  expect(describeRecompute(report)).toMatch(/^Corrected statRows: 1, players: 1, gameWeeks: 2, /);
  expect(reportTotal(report)).toBeGreaterThan(0);

  // Every server process reloads every team after a recompute: the drifted model is exact again.
  expect(withoutSnapshotIds(await everything(t, teamIds))).toEqual(withoutSnapshotIds(good));
  expect(await everything(t, teamIds)).toEqual(good);
  expect(await recomputeAll(db, t.config.clubTimezone)).toEqual(NOTHING);
  expect(describeRecompute(NOTHING)).toMatch(/already agreed/);
});

test('the recompute files matches under the gameweek of their date, and drops weeks left without one', async () => {
  const db = t.app.ctx.db;
  const teamIds = (await leagueTable(t)).map((r) => r.id);
  const good = await everything(t, teamIds);
  const all = (await getJson(t, '/api/matches/', 'listMatches')) as { id: number; game_week: { id: number } }[];
  const a = all[0];
  const b = all.find((m) => m.game_week.id !== a.game_week.id)!;
  expect(b).toBeDefined();
  // A match moved into another week by hand (its date says otherwise).
  await db.execute(sql`update matches set game_week_id = ${b.game_week.id} where id = ${a.id}`);
  await db.execute(sql`update player_match_stats set game_week_id = ${b.game_week.id} where match_id = ${a.id}`);
  // And an empty gameweek that should not exist.
  await db
    .insert(gameWeeksTable)
    .values({ week: 0, startDate: '2001-01-01', endDate: '2001-01-07', deadline: new Date('2001-01-01T00:00:00Z') });
  t.app.ctx.cache.invalidate();

  const report = await recomputeAll(db, t.config.clubTimezone, { version: t.app.ctx.version });
  expect(report.matches).toBe(1);
  expect(report.gameWeeks).toBeGreaterThanOrEqual(1);
  expect(await everything(t, teamIds)).toEqual(good);
});

test('every answer of the season calls matches the contract after the random season', async () => {
  const [team] = await leagueTable(t);
  const res = await t.inject({ method: 'GET', url: `/api/team-snapshots/most_recent/?team_id=${team.id}` });
  expectContract(res, 'getMostRecentSnapshot');
  expect(res.statusCode).toBe(200);
  expect(res.json().players).toHaveLength(11);
});
