import { sql } from 'drizzle-orm';
import { queryRows } from '../../db';
import { squadOf, type PlayerPool } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { leagueCalls } from '../../test/leagues';
import { createTeam, gameWeeks, getJson, leagueTable, postMatch, matchBody, recordMatch, row, startSeasonApp, type Auth, type Team } from '../../test/season';
import { seasonCalls } from '../../test/seasons';
import { NOTHING, recomputeDryRun } from '../../test/recompute';

// Closing a season: the archive keeps the numbers the season had, and the new season starts
// empty with players, accounts and mini-leagues carried over.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
const teams: (Team & { userAuth: Auth })[] = [];
const s = seasonCalls(() => t);
const l = leagueCalls(() => t);

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Close', count: 7 }));
  const squads = [squadOf(pool, '4-4-2'), squadOf(pool, '4-3-3'), [pool.Goalkeeper[1], ...pool.Defender.slice(2, 6), ...pool.Midfielder.slice(3, 7), ...pool.Attacker.slice(3, 5)]];
  for (const [i, name] of ['Alpha', 'Beta', 'Gamma'].entries()) {
    const team = await createTeam(t, name, squads[i], { captain: squads[i][10] });
    teams.push({ ...team, userAuth: team.auth });
  }
  t.clock.set('2026-11-26T12:00:00Z');
  for (const [i, day] of ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24'].entries()) {
    await recordMatch(t, staff, {
      date: `${day}T15:00:00Z`,
      players_stats: [row(pool.Attacker[i], { goals: 1 + i }), row(pool.Attacker[4], { goals: 1 }), row(pool.Midfielder[(i * 2) % 7], { assists: 1 }), row(pool.Defender[i + 2], { clean_sheets: 1 })],
    });
  }
  for (const [date, team2] of [['2026-11-20', 'Past FC'], ['2026-11-26', 'Today FC'], ['2026-12-05', 'Future FC']]) {
    const res = await t.inject({ method: 'POST', url: '/api/fixtures/', headers: staff, payload: { team1: "Men's 1st", team2, location: 'Home', date, time: '19:00' } });
    expect(res.statusCode).toBe(201);
  }
}, 60_000);
afterAll(() => t.close());

test('a new database has one current season named after the academic year of the game clock', async () => {
  const list = await s.seasons();
  expect(list).toEqual([
    { id: list[0].id, name: '2026/27', status: 'current', started_at: list[0].started_at, ended_at: null, champion: null, runner_up: null, top_scorer: null },
  ]);
  // Started at its first match, which came before anyone asked.
  expect(list[0].started_at).toBe('2026-11-03T15:00:00.000Z');
});

test('closing: 401, 403, and 400 naming the field; refused calls change nothing', async () => {
  const before = { seasons: await s.seasons(), teams: await leagueTable(t), weeks: await gameWeeks(t) };
  const good = { name: '2027/28', confirm: '2026/27' };
  expect((await s.close(undefined, good)).statusCode).toBe(401);
  expect((await s.close(teams[0].userAuth, good)).statusCode).toBe(403);
  const bad: [unknown, string[]][] = [
    [{ name: '2027/28' }, ['confirm']],
    [{ confirm: '2026/27' }, ['name']],
    [{ ...good, confirm: '2027/28' }, ['confirm']],
    [{ ...good, name: '  ' }, ['name']],
    [{ ...good, name: 'x'.repeat(21) }, ['name']],
    [{ ...good, name: 'Bad\u0007name' }, ['name']],
    // Text with no visible character, refused as every other typed name is.
    ...['\u2800', '\u200b', '\u3164', '\u200d\u200c', '\u00ad'].map((name): [unknown, string[]] => [{ ...good, name }, ['name']]),
    [{ ...good, name: '2026/27' }, ['name']],
    [{ name: ' 2026/27 ', confirm: 'wrong' }, ['name', 'confirm']],
    [{ ...good, name: 7 }, ['name']],
    [{ ...good, more: true }, ['more']],
  ];
  for (const [payload, fields] of bad) {
    const res = await s.close(staff, payload);
    expect({ payload, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ payload, status: 400, fields });
  }
  expect({ seasons: await s.seasons(), teams: await leagueTable(t), weeks: await gameWeeks(t) }).toEqual(before);
  expect((await s.call('GET', '/api/seasons/999/')).statusCode).toBe(404);
  expect((await s.call('GET', '/api/seasons/1/?limit=501')).statusCode).toBe(400);
  expect((await s.userHistory(undefined)).statusCode).toBe(401);
  expect((await s.playerHistory(999_999)).statusCode).toBe(404);
});

test('closing archives the season as it stood and starts the next one empty, carrying players, accounts and leagues over', async () => {
  const owner = { id: 0, auth: teams[0].userAuth, teamId: teams[0].id, teamName: teams[0].name };
  const league = await l.newLeague(owner, 'Corridor', 2);
  for (const team of teams.slice(1)) expect((await l.join(team.userAuth, league.code)).statusCode).toBe(200);
  const term = (await s.addPhase(staff, { name: 'Michaelmas', first_week: 1, last_week: 2 })).json();
  expect(await recomputeDryRun(t)).toEqual(NOTHING);
  const was = {
    table: await leagueTable(t),
    goals: await getJson(t, '/api/player-goals/', 'listPlayerGoals'),
    points: await getJson(t, '/api/player-points/', 'listPlayerPoints'),
    term: await s.phaseTable(term.id),
    league: await l.table(owner.auth, league.id),
    live: await s.season((await s.seasons())[0].id),
    scorer: pool.Attacker[3],
    scorerTotals: (await getJson(t, '/api/players/', 'listPlayers')).find((p: { id: number }) => p.id === pool.Attacker[3]),
  };
  const oldId = was.live.id;

  const res = await s.close(staff, { name: ' 2027/28 ', confirm: '2026/27' });
  expect(res.statusCode).toBe(201);
  const next = res.json();
  expect(next).toMatchObject({ name: '2027/28', status: 'current', ended_at: null, champion: null, started_at: '2026-11-26T12:00:00.000Z' });

  // The archive: the final table, the top players, the term's winner; live answers were the same.
  const list = await s.seasons();
  expect(list.map((x) => [x.name, x.status])).toEqual([['2027/28', 'current'], ['2026/27', 'archived']]);
  const top = (rows: { total_points: number; name: string }[], i: number) => ({ team_name: rows[i].name, points: rows[i].total_points });
  expect(list[1].champion).toEqual(top(was.table, 0));
  expect(list[1].runner_up).toEqual(top(was.table, 1));
  expect(list[1].top_scorer).toEqual({ player: { id: was.goals[0].id, name: was.goals[0].name, team: was.goals[0].team }, goals: was.goals[0].goals });
  const archived = await s.season(oldId);
  const standings = was.table.map((r, i) => ({ place: i + 1, rank: r.rank, team_name: r.name, points: r.total_points, team_id: null }));
  const topOf = (rows: { id: number; name: string; team: string; goals: number; points: number }[], key: 'goals' | 'points') =>
    rows.filter((p) => key === 'points' || p.goals > 0).slice(0, 5).map((p) => ({ player: { id: p.id, name: p.name, team: p.team }, [key]: p[key] }));
  expect(archived).toEqual({
    id: oldId, name: '2026/27', status: 'archived', started_at: was.live.started_at, ended_at: '2026-11-26T12:00:00.000Z', team_count: 3,
    standings, top_scorers: topOf(was.goals, 'goals'), top_points: topOf(was.points, 'points'),
    phases: [{ name: 'Michaelmas', first_week: 1, last_week: 2, winner: { team_name: was.term.standings[0].team.name, points: was.term.standings[0].points } }],
    lms: [],
  });
  // The same numbers as live; live rows named their teams, archived ones open their kept squads.
  expect({ ...archived, status: 'current', ended_at: null, standings: standings.map((r, i) => ({ ...r, team_id: was.table[i].id })) }).toEqual(was.live);
  expect((await s.season(oldId, '?limit=1&offset=1')).standings).toEqual(standings.slice(1, 2));

  // Each manager's past season, and the players' season rows.
  for (const team of teams) {
    const mine = was.table.find((r) => r.id === team.id)!;
    const history = await s.userHistory(team.userAuth);
    const place = was.table.indexOf(mine) + 1;
    expect(history.json()).toEqual([{ season: { id: oldId, name: '2026/27' }, team_name: team.name, points: mine.total_points, rank: mine.rank, place, teams: 3 }]);
    // The place opens the team's kept squad.
    expect(await getJson(t, `/api/seasons/${oldId}/teams/${place}/`, 'getSeasonTeam')).toMatchObject({ team_name: team.name });
  }
  const scorerHistory = (await s.playerHistory(was.scorer)).json();
  const { goals, assists, clean_sheets, games_played, points } = was.scorerTotals;
  expect(scorerHistory).toEqual([{ season: { id: oldId, name: '2026/27' }, goals, assists, clean_sheets, games_played, points }]);

  // The new season: no gameweeks, matches, teams, terms; players with totals at 0.
  expect(await leagueTable(t)).toEqual([]);
  expect(await gameWeeks(t)).toEqual([]);
  expect(await getJson(t, '/api/matches/', 'listMatches')).toEqual([]);
  expect(await getJson(t, '/api/player-game-stats/', 'listPlayerGameStats')).toEqual([]);
  expect(await s.phases()).toEqual([]);
  const players = await getJson(t, '/api/players/', 'listPlayers');
  expect(players.length).toBe(28);
  expect(players.every((p: { goals: number; points: number; games_played: number }) => p.goals === 0 && p.points === 0 && p.games_played === 0)).toBe(true);
  expect((await t.inject({ method: 'GET', url: '/api/team/', headers: teams[0].userAuth })).statusCode).toBe(404);
  // Leagues keep their members and count from week 1 again.
  const carried = await l.table(owner.auth, league.id);
  expect(carried).toMatchObject({ start_week: 1, code: league.code });
  expect(carried.standings.map((r) => r.member_id).sort()).toEqual(was.league.standings.map((r) => r.member_id).sort());
  expect(carried.standings.every((r) => r.team === null && r.points === 0)).toBe(true);
  // The archive names the league's winner: the top of its table as it stood.
  const leader = was.league.standings[0];
  const winners = await queryRows<{ league_name: string; team_name: string; points: number; user_id: number }>(
    t.database.db,
    sql`select league_name, team_name, points, user_id from season_league_winners where season_id = ${oldId} and league_id = ${league.id}`,
  );
  expect(winners.map((w) => ({ ...w, points: Number(w.points), user_id: Number(w.user_id) }))).toEqual([
    { league_name: 'Corridor', team_name: leader.team!.name, points: leader.points, user_id: leader.member_id },
  ]);
  // Fixtures dated before the new season's start left the lists.
  expect((await getJson(t, '/api/fixtures/', 'listMensFixtures')).map((f: { team2: string }) => f.team2)).toEqual(['Today FC', 'Future FC']);
  // The audit names the new season.
  const audit = await t.inject({ method: 'GET', url: '/api/audit/?entity=season', headers: staff });
  expect(audit.json()).toMatchObject([{ action: 'create', entity: 'season', entity_id: next.id, before: null }]);
  expect(await recomputeDryRun(t)).toEqual(NOTHING);
  expect(await s.season(oldId)).toEqual(archived);
});

test('the new season refuses matches dated before its start and takes new teams and matches', async () => {
  const early = await postMatch(t, staff, matchBody({ date: '2026-11-26T11:00:00Z', players_stats: [row(pool.Attacker[0], { goals: 1 })] }));
  expect(early.statusCode).toBe(400);
  expect(Object.keys(early.json().errors)).toEqual(['date']);
  expect(await gameWeeks(t)).toEqual([]);
  const team = await createTeam(t, 'Alpha', squadOf(pool, '4-4-2'));
  t.clock.set('2026-12-02T12:00:00Z');
  await recordMatch(t, staff, { date: '2026-12-01T15:00:00Z', players_stats: [row(pool.Attacker[0], { goals: 2 })] });
  const weeks = await gameWeeks(t);
  expect(weeks.map((w) => [w.week, w.start_date])).toEqual([[1, '2026-11-30']]);
  expect((await leagueTable(t)).find((r) => r.id === team.id)!.total_points).toBeGreaterThan(0);
  const history = (await s.playerHistory(pool.Attacker[0])).json();
  expect(history.map((h: { season: { name: string }; goals: number }) => [h.season.name, h.goals])).toEqual([['2027/28', 2], ['2026/27', 1]]);
  const current = await s.season((await s.seasons())[0].id);
  expect(current).toMatchObject({ status: 'current', team_count: 1, standings: [{ rank: 1, team_name: 'Alpha' }] });
  expect(await recomputeDryRun(t)).toEqual(NOTHING);
});
