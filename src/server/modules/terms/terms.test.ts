import { squadOf, type PlayerPool } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { createTeam, gameWeeks, leagueTable, recordMatch, row, startSeasonApp, type Auth, type Team } from '../../test/season';
import { seasonCalls, termTableFromSnapshots, weeksNumbered } from '../../test/seasons';

// Terms (phases): staff divide the current season into prize periods, each with a table of the
// teams' weekly points over its gameweeks, ranked as the main table.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
let user: Auth;
const teams: Team[] = [];
const s = seasonCalls(() => t);

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Term', count: 7 }));
  user = (await t.user()).auth;
  teams.push(await createTeam(t, 'Alpha', squadOf(pool, '4-4-2')));
  teams.push(await createTeam(t, 'beta', squadOf(pool, '4-3-3')));
  teams.push(await createTeam(t, 'Gamma', [pool.Goalkeeper[1], ...pool.Defender.slice(2, 6), ...pool.Midfielder.slice(3, 7), ...pool.Attacker.slice(3, 5)]));
  t.clock.set('2026-11-26T12:00:00Z');
  // Four gameweeks (Mondays 2, 9, 16 and 23 November), each scoring other players.
  const days = ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24'];
  for (const [i, day] of days.entries()) {
    await recordMatch(t, staff, {
      date: `${day}T15:00:00Z`,
      players_stats: [row(pool.Attacker[i], { goals: 1 + i }), row(pool.Midfielder[(i * 2) % 7], { assists: 1 }), row(pool.Defender[i + 2], { clean_sheets: 1 })],
    });
  }
}, 60_000);
afterAll(() => t.close());

test('staff add, change and delete terms; anyone reads them in order of first week with their leader', async () => {
  expect(await s.phases()).toEqual([]);
  const late = await s.addPhase(staff, { name: '  Late autumn ', first_week: 3, last_week: 4 });
  expect(late.statusCode).toBe(201);
  expect(late.json()).toMatchObject({ name: 'Late autumn', first_week: 3, last_week: 4 });
  const early = (await s.addPhase(staff, { name: 'Early', first_week: 1, last_week: 2 })).json();
  const listed = await s.phases();
  expect(listed.map((p) => p.name)).toEqual(['Early', 'Late autumn']);
  const table = await s.phaseTable(early.id);
  expect(listed[0].leader).toEqual({ team: table.standings[0].team, points: table.standings[0].points });

  const edited = await s.editPhase(staff, early.id, { name: 'Michaelmas', first_week: 1, last_week: 3 });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({ id: early.id, name: 'Michaelmas', first_week: 1, last_week: 3 });
  expect((await s.dropPhase(staff, late.json().id)).statusCode).toBe(204);
  expect((await s.phases()).map((p) => p.name)).toEqual(['Michaelmas']);
  expect((await s.dropPhase(staff, late.json().id)).statusCode).toBe(404);
  expect((await s.editPhase(staff, late.json().id, { name: 'X', first_week: 1, last_week: 1 })).statusCode).toBe(404);
  expect((await s.call('GET', `/api/phases/${late.json().id}/table/`)).statusCode).toBe(404);
});

test('a term table is the sum of weekly points over its gameweeks, ranked as the main table, and can be paged', async () => {
  const term = (await s.addPhase(staff, { name: 'Weeks 2-3', first_week: 2, last_week: 3 })).json();
  const weeks = await gameWeeks(t);
  const expected = await termTableFromSnapshots(t, teams, weeksNumbered(weeks, 2, 3));
  const table = await s.phaseTable(term.id);
  expect(table.standings).toEqual(expected);
  expect(table.standings.some((r) => r.points > 0)).toBe(true);
  expect((await s.phaseTable(term.id, '?limit=1&offset=1')).standings).toEqual(expected.slice(1, 2));
  // The whole season as one term is the league table.
  const all = (await s.addPhase(staff, { name: 'All', first_week: 1, last_week: 99 })).json();
  const league = await leagueTable(t);
  expect((await s.phaseTable(all.id)).standings.map((r) => [r.rank, r.team.id, r.points])).toEqual(league.map((r) => [r.rank, r.id, r.total_points]));
  // A term of weeks not played yet has every team on 0 points and no leader.
  const future = (await s.addPhase(staff, { name: 'Lent', first_week: 10, last_week: 12 })).json();
  expect(future.leader).toBeNull();
  expect((await s.phaseTable(future.id)).standings).toEqual(await termTableFromSnapshots(t, teams, []));
});

test('a back-dated match that renumbers the gameweeks moves no term: its table stays, its weeks show the new numbers', async () => {
  const term = (await s.addPhase(staff, { name: 'Second and third', first_week: 2, last_week: 3 })).json();
  const before = await s.phaseTable(term.id);
  // A match in the week of Monday 26 October: a new gameweek 1, every other week one later.
  await recordMatch(t, staff, { date: '2026-10-28T15:00:00Z', players_stats: [row(pool.Attacker[5], { goals: 2 })] });
  const after = await s.phaseTable(term.id);
  expect(after.phase).toMatchObject({ first_week: 3, last_week: 4 });
  expect(after.standings).toEqual(before.standings);
  const weeks = await gameWeeks(t);
  expect(after.standings).toEqual(await termTableFromSnapshots(t, teams, weeksNumbered(weeks, 3, 4)));
  // Set again, the numbers name today's weeks.
  const reset = await s.editPhase(staff, term.id, { name: 'Second and third', first_week: 2, last_week: 3 });
  expect(reset.json()).toMatchObject({ first_week: 2, last_week: 3 });
  expect((await s.phaseTable(term.id)).standings).toEqual(await termTableFromSnapshots(t, teams, weeksNumbered(weeks, 2, 3)));
});

test('term calls: 401 without a token, 403 for a user who is not staff, 400 naming the field; refused calls change nothing', async () => {
  const before = await s.phases();
  const id = before[0].id;
  const good = { name: 'Term', first_week: 1, last_week: 2 };
  for (const auth of [undefined, user]) {
    const status = auth ? 403 : 401;
    expect((await s.addPhase(auth, good)).statusCode).toBe(status);
    expect((await s.editPhase(auth, id, good)).statusCode).toBe(status);
    expect((await s.dropPhase(auth, id)).statusCode).toBe(status);
  }
  const bad: [unknown, string][] = [
    [{ first_week: 1, last_week: 2 }, 'name'],
    [{ ...good, name: '   ' }, 'name'],
    [{ ...good, name: 'x'.repeat(31) }, 'name'],
    [{ ...good, name: 'Line\nbreak' }, 'name'],
    [{ ...good, name: 'Sneaky \u202e name' }, 'name'],
    // Text with no visible character, refused as every other typed name is.
    ...['\u2800', '\u200b', '\u3164', '\u200d\u200c', '\u00ad'].map((name): [unknown, string] => [{ ...good, name }, 'name']),
    [{ ...good, first_week: 0 }, 'first_week'],
    [{ ...good, first_week: 1.5 }, 'first_week'],
    [{ ...good, last_week: 'two' }, 'last_week'],
    [{ ...good, first_week: 3, last_week: 2 }, 'last_week'],
    [{ ...good, extra: 1 }, 'extra'],
  ];
  for (const [payload, field] of bad) {
    for (const res of [await s.addPhase(staff, payload), await s.editPhase(staff, id, payload)]) {
      expect({ payload, status: res.statusCode, fields: Object.keys(res.json().errors ?? {}) }).toEqual({ payload, status: 400, fields: [field] });
    }
  }
  expect((await s.call('GET', `/api/phases/${id}/table/?limit=0`)).statusCode).toBe(400);
  expect((await s.call('GET', '/api/phases/abc/table/')).statusCode).toBe(400);
  expect(await s.phases()).toEqual(before);
});
