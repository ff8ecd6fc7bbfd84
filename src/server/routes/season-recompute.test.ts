import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db';
import { gameWeeks as gameWeeksTable, playerMatchStats, players } from '../db/schema';
import { syncSeason } from '../services/seasonLoad';
import { recomputeAll, describeRecompute, reportTotal } from '../services/recompute';
import { expectContract, type TestApp } from '../test/harness';
import type { PlayerPool } from '../test/fixtures';
import { expectedMoves, latestWeekPoints, modelDrift, NOTHING, ownViewsDrift, random, recomputeDryRun, SHAPES, tamperWithModel, withoutSnapshotIds } from '../test/recompute';
import {
  createTeam,
  everything,
  gameWeeks,
  getJson,
  leagueTable,
  postMatch,
  matchBody,
  removeMatch,
  row,
  snapshotFor,
  startSeasonApp,
  transfer,
  type Auth,
  type StatInput,
  type Team,
} from '../test/season';

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

test('after a long random sequence of creates, transfers, clock moves, matches, edits and deletes, nothing differs from a full recompute', async () => {
  const seed = Number(process.env.SEASON_SEED ?? 20261118);
  const rnd = random(seed);
  const squad = () => {
    const [d, m, a] = rnd.pick(SHAPES).split('-').map(Number);
    return [
      rnd.pick(pool.Goalkeeper),
      ...rnd.shuffle(pool.Defender).slice(0, d),
      ...rnd.shuffle(pool.Midfielder).slice(0, m),
      ...rnd.shuffle(pool.Attacker).slice(0, a),
    ];
  };
  const everyone = [...pool.Goalkeeper, ...pool.Defender, ...pool.Midfielder, ...pool.Attacker];
  const statRow = (player: number): StatInput =>
    row(player, {
      goals: rnd.next() < 0.2 ? rnd.int(1, 3) : 0,
      assists: rnd.next() < 0.2 ? rnd.int(1, 2) : 0,
      yellow_cards: rnd.next() < 0.15 ? rnd.int(1, 2) : 0,
      red_cards: rnd.next() < 0.05 ? 1 : 0,
      clean_sheets: rnd.next() < 0.3 ? 1 : 0,
      MOTM: rnd.next() < 0.1 ? 1 : 0,
      Pen_Saves: rnd.next() < 0.05 ? 1 : 0,
      points: rnd.int(-100, 100), // ignored by the server
    });

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
  // Captaincy as a save may send it: left out, null, or one of the 11 (the vice a different one,
  // also from a captain the team keeps when only the vice is sent).
  const captains = new Map<number, number | null>();
  const captaincy = (players: number[], teamId?: number) => {
    const out: { captain?: number | null; vice_captain?: number | null } = {};
    const [c, v] = rnd.shuffle(players);
    const r2 = rnd.next();
    if (r2 < 0.6) Object.assign(out, { captain: c, vice_captain: rnd.next() < 0.8 ? v : null });
    else if (r2 < 0.7) Object.assign(out, { captain: null });
    else if (r2 < 0.8) Object.assign(out, { vice_captain: teamId !== undefined && captains.get(teamId) === v ? c : v });
    return out;
  };
  const squads = new Map<number, number[]>();
  // Anywhere from three weeks ago to a day ahead, sometimes right on a Monday midnight.
  const randomMatch = () => {
    const at = new Date(t.clock.now().getTime() - rnd.int(-23 * 60, 21 * 24 * 60) * 60_000);
    const date = rnd.next() < 0.1 ? `${at.toISOString().slice(0, 10)}T00:00` : at.toISOString();
    return { date, players_stats: rnd.shuffle(everyone).slice(0, rnd.int(1, 16)).map(statRow) };
  };

  const teams: Team[] = [];
  const matchIds: number[] = [];
  const counts: Record<string, number> = {};
  let names = 0;
  for (let step = 1; step <= 250; step++) {
    const r = rnd.next();
    let op: string;
    if (r < 0.12 && teams.length < 12) {
      op = 'create team';
      const players = squad();
      const chosen = captaincy(players);
      const team = await createTeam(t, `Random ${++names}`, players, chosen);
      captains.set(team.id, chosen.captain ?? null);
      teams.push(team);
      squads.set(team.id, players);
      const joined = await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: team.auth, payload: { code } });
      expect(joined.statusCode).toBe(200);
    } else if (r < 0.24 && teams.length > 0) {
      op = 'transfer';
      const team = rnd.pick(teams);
      const players = squad();
      captains.set(team.id, (await transfer(t, team, players, captaincy(players, team.id))).captain);
      squads.set(team.id, players);
    } else if (r < 0.3 && teams.length > 0) {
      op = 'change captain';
      const team = rnd.pick(teams);
      captains.set(team.id, (await transfer(t, team, squads.get(team.id)!, captaincy(squads.get(team.id)!, team.id))).captain);
    } else if (r < 0.33 && teams.length > 3) {
      op = 'delete team';
      const team = teams.splice(rnd.int(0, teams.length - 1), 1)[0];
      const res = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: team.auth });
      expect(res.statusCode).toBe(204);
    } else if (r < 0.5) {
      // Mostly forward by hours to days; now and then back a little (a different CLOCK_OFFSET).
      op = 'move clock';
      const hours = rnd.next() < 0.1 ? -rnd.int(1, 48) : rnd.int(1, 96);
      t.clock.advance(hours * 3_600_000);
    } else if (r < 0.76 || (r < 0.86 && matchIds.length === 0)) {
      op = 'record match';
      const res = await postMatch(t, staff, matchBody(randomMatch()));
      if (res.statusCode === 201) matchIds.push(res.json().id);
      else {
        // Only the one-day-ahead rule may refuse a generated match (its date in club time).
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['date']);
      }
    } else if (r < 0.86) {
      // An edit: new date (often another week), new stat rows, new score.
      op = 'edit match';
      const id = rnd.pick(matchIds);
      const res = await t.inject({ method: 'PUT', url: `/api/matches/${id}/`, headers: staff, payload: matchBody({ ...randomMatch(), team1_score: rnd.int(0, 5) }) });
      expectContract(res, 'updateMatch');
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['date']);
      } else expect(res.json().id).toBe(id);
    } else if (matchIds.length > 0) {
      op = 'delete match';
      const id = matchIds.splice(rnd.int(0, matchIds.length - 1), 1)[0];
      expect((await removeMatch(t, staff, id)).statusCode).toBe(204);
    } else {
      op = 'nothing';
    }
    counts[op] = (counts[op] ?? 0) + 1;
    // Every few steps: the kept model equals one rebuilt from the facts; owners see what they saved.
    const views = step % 5 === 0 ? await ownViewsDrift(t, teams, squads, captains) : [];
    if (step % 5 === 0) expect({ step, seed, op, drift: await modelDrift(t), views }).toEqual({ step, seed, op, drift: null, views: [] });
    if (step % 50 === 0) expect({ step, seed, report: await dryRun() }).toEqual({ step, seed, report: NOTHING });
  }

  // The sequence did exercise everything.
  for (const op of ['create team', 'transfer', 'change captain', 'delete team', 'move clock', 'record match', 'edit match', 'delete match'])
    expect(counts[op]).toBeGreaterThan(2);
  expect((await gameWeeks(t)).length).toBeGreaterThan(3);

  // Weekly points are the sums of the players' points, totals the sums of the weeks.
  const weeks = await gameWeeks(t);
  const table = await leagueTable(t);
  let doubled = 0;
  for (const team of teams) {
    let total = 0;
    for (const w of weeks) {
      const s = await snapshotFor(t, team.id, w.id);
      if (!s) continue;
      expect(s.weekly_points).toBe(s.players.reduce((a, p) => a + p.game_week_points * p.multiplier, 0));
      expect(s.players.filter((p) => p.multiplier === 2).length).toBeLessThanOrEqual(1);
      if (s.players.some((p) => p.multiplier === 2)) doubled++;
      total += s.weekly_points;
    }
    expect(table.find((x) => x.id === team.id)!.total_points).toBe(total);
  }
  expect(doubled).toBeGreaterThan(2); // captaincy did count somewhere
  // The latest gameweek's points, and the rank before them (1 + the teams that had more then).
  const weekOf = await latestWeekPoints(t, weeks[weeks.length - 1].id, table.map((r) => r.id));
  expect(table.map((r) => [r.id, r.week_points, r.last_rank])).toEqual(expectedMoves(table.map((r) => ({ id: r.id, points: r.total_points, week: weekOf.get(r.id)! }))));
  // The mini-league: each team's points are its weekly points from gameweek 2 on; owners of
  // deleted teams stay with 0 points and no team.
  const standings = (await leagueAnswer()).standings;
  expect(standings.length).toBe(names + 1);
  for (const s of standings) {
    let expected = 0;
    if (s.team) for (const w of weeks.filter((w) => w.week >= 2)) expected += (await snapshotFor(t, s.team.id, w.id))?.weekly_points ?? 0;
    expect({ member: s.member_id, points: s.points }).toEqual({ member: s.member_id, points: expected });
    expect(s.rank).toBe(1 + standings.filter((o) => o.points > s.points).length);
  }
  expect(standings.map((s) => [s.member_id, s.week_points, s.last_rank])).toEqual(expectedMoves(standings.map((s) => ({ id: s.member_id, points: s.points, week: s.team ? weekOf.get(s.team.id)! : 0 }))));
  expect(standings.filter((s) => s.team).map((s) => s.team!.id).sort()).toEqual(teams.map((x) => x.id).sort());
  const leagueBefore = await leagueAnswer();

  // And a real recompute finds nothing to correct and changes no answer.
  const before = await everything(t, teams.map((x) => x.id));
  expect(await recomputeAll(t.app.ctx.db, t.config.clubTimezone, { cache: t.app.ctx.cache })).toEqual(NOTHING);
  expect(
    await everything(
      t,
      teams.map((x) => x.id),
    ),
  ).toEqual(before);
  expect(await leagueAnswer()).toEqual(leagueBefore);
}, 240_000); // 250 steps of HTTP calls: well over the default on a 2-core machine shared by several runs

test('the recompute repairs numbers that were changed behind its back, and says what it repaired', async () => {
  const db = t.app.ctx.db;
  const teamIds = (await leagueTable(t)).map((r) => r.id);
  const good = await everything(t, teamIds);
  expect(teamIds.length).toBeGreaterThan(0);

  // Team numbers are derived (season model), stored nowhere: a stored fact they come from is
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
  const model = await syncSeason(db);
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
  const report = await recomputeAll(db, t.config.clubTimezone, { cache: t.app.ctx.cache });
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

  const report = await recomputeAll(db, t.config.clubTimezone, { cache: t.app.ctx.cache });
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
