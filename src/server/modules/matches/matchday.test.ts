import { sql } from 'drizzle-orm';
import { recomputeAll } from '../../standings/recompute';
import { expectContract, startTestApp, type TestApp } from '../../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../../test/fixtures';
import { matchdayCalls, startMatchdayApp, type Entry, type MatchdayApp } from '../../test/matchday';
import { createTeam, gameWeeks, getJson, leagueTable, matchBody, postMatch, row, snapshotFor, type Auth, type MatchInput } from '../../test/season';

// Match day for staff (docs/rules.md §11): editing a match, the audit trail and editing
// players, all over HTTP. Results from fixtures, fixture status and the calendar feed:
// matchday-fixtures.test.ts.

let app: MatchdayApp;
let t: TestApp;
let pool: PlayerPool;
let staff: Auth;
let staffEmail: string;
let user: Auth;

beforeAll(async () => {
  app = await startMatchdayApp();
  ({ t, pool, staff, staffEmail, user } = app);
});
afterAll(() => t.close());

const { putMatch, audit, entriesOf, auditCount } = matchdayCalls(() => app);

/** The numbers a season shows, with the ids a rebuild may give anew (stat rows, weeks, snapshots) left out. */
async function numbers(app: TestApp, teamIds: number[]) {
  const get = (url: string, op: string) => getJson(app, url, op);
  const weeks = await gameWeeks(app);
  const snapshots: Record<string, unknown> = {};
  for (const team of teamIds) {
    for (const w of weeks) {
      const s = await snapshotFor(app, team, w.id);
      snapshots[`${team}:${w.week}`] = s && { weekly_points: s.weekly_points, players: s.players.map((p) => [p.id, p.game_week_points]) };
    }
  }
  const players = (await get('/api/players/', 'listPlayers')) as { game_stats: { match: { id: number; game_week: { week: number } }; points: number; goals: number }[] }[];
  const matches = (await get('/api/matches/', 'listMatches')) as {
    game_week: { week: number };
    players_stats: Record<string, unknown>[];
  }[];
  return {
    teams: await leagueTable(app),
    players: players.map((p) => ({
      ...p,
      game_stats: p.game_stats.map((s) => ({ ...s, id: undefined, match: { ...s.match, game_week: s.match.game_week.week } })),
    })),
    matches: matches.map((m) => ({ ...m, game_week: m.game_week.week, players_stats: m.players_stats.map((s) => ({ ...s, id: undefined })) })),
    weeks: weeks.map((w) => ({ ...w, id: undefined })),
    snapshots,
  };
}
describe('PUT /api/matches/{id}/', () => {
  test('an edited match leaves exactly the numbers of recording it that way from the start, its week moved and renumbered', async () => {
    // Two servers with the same players and teams: one records a match and edits it, the other
    // records the edited version straight away.
    const other = await startTestApp({ now: '2026-11-18T12:00:00Z' });
    try {
      const otherPool = await addPlayerPool(other, { prefix: 'Day', count: 6 });
      const otherStaff = (await other.user({ staff: true })).auth;
      // Fresh databases: the same ids on both sides.
      const fresh = await startTestApp({ now: '2026-11-18T12:00:00Z' });
      const freshPool = await addPlayerPool(fresh, { prefix: 'Day', count: 6 });
      const freshStaff = (await fresh.user({ staff: true })).auth;
      try {
        expect(freshPool).toEqual(otherPool);
        const p = freshPool;
        const teams: number[] = [];
        for (const app of [fresh, other]) {
          app.clock.set(new Date('2026-11-01T12:00:00Z'));
          teams.length = 0;
          teams.push((await createTeam(app, 'Alpha', squadOf(p, '4-4-2'))).id);
          teams.push((await createTeam(app, 'Beta', [p.Goalkeeper[1], ...p.Defender.slice(1, 5), ...p.Midfielder.slice(1, 5), ...p.Attacker.slice(1, 3)])).id);
          app.clock.set(new Date('2026-11-18T12:00:00Z'));
        }
        const first: MatchInput = {
          date: '2026-11-14T15:00',
          players_stats: [row(p.Attacker[0], { goals: 2 }), row(p.Defender[1], { clean_sheets: 1 }), row(p.Goalkeeper[0], { Pen_Saves: 1 })],
        };
        const other2: MatchInput = { date: '2026-11-07T15:00', players_stats: [row(p.Midfielder[2], { assists: 1 })] };
        const edited: MatchInput = {
          // Moved to the week before (and a week no other match is in leaves).
          date: '2026-11-04T19:30',
          players_stats: [row(p.Attacker[0], { goals: 1, yellow_cards: 1 }), row(p.Midfielder[1], { MOTM: 1 }), row(p.Goalkeeper[1], { clean_sheets: 1 })],
        };
        // "fresh": the other match, then the edited one as it should have been.
        expect((await postMatch(fresh, freshStaff, matchBody(other2))).statusCode).toBe(201);
        const direct = await postMatch(fresh, freshStaff, matchBody({ ...edited, team1_score: 3 }));
        expect(direct.statusCode).toBe(201);

        // "other": the other match, the first version, then the edit.
        expect((await postMatch(other, otherStaff, matchBody(other2))).statusCode).toBe(201);
        const recorded = await postMatch(other, otherStaff, matchBody(first));
        expect(recorded.statusCode).toBe(201);
        expect((await gameWeeks(other)).map((w) => w.start_date)).toEqual(['2026-11-02', '2026-11-09']);
        const res = await other.inject({
          method: 'PUT',
          url: `/api/matches/${recorded.json().id}/`,
          headers: otherStaff,
          payload: matchBody({ ...edited, team1_score: 3 }),
        });
        expectContract(res, 'updateMatch');
        expect(res.statusCode).toBe(200);
        expect(res.json().id).toBe(recorded.json().id);
        expect(res.json().team1_score).toBe(3);
        expect(res.json().game_week.week).toBe(1);
        expect(res.json().players_stats.map((s: { player: number; points: number }) => s.player)).toEqual(edited.players_stats.map((s) => s.player));
        expect(direct.json().players_stats.map((s: { points: number }) => s.points)).toEqual(
          res.json().players_stats.map((s: { points: number }) => s.points),
        );
        // The week of 9 November went with its only match; the match is now in week 1.
        expect((await gameWeeks(other)).map((w) => [w.week, w.start_date])).toEqual([[1, '2026-11-02']]);

        expect(await numbers(other, teams)).toEqual(await numbers(fresh, teams));
        expect(await recomputeAll(other.app.ctx.db, other.config.clubTimezone, { dryRun: true })).toEqual({
          statRows: 0, players: 0, gameWeeks: 0, matches: 0, snapshots: 0, teams: 0,
        });

        // And moved back to a new later week: made, numbered, and the totals follow.
        const back = await other.inject({ method: 'PUT', url: `/api/matches/${recorded.json().id}/`, headers: otherStaff, payload: matchBody(first) });
        expect(back.statusCode).toBe(200);
        expect((await gameWeeks(other)).map((w) => [w.week, w.start_date])).toEqual([[1, '2026-11-02'], [2, '2026-11-09']]);
        expect(await recomputeAll(other.app.ctx.db, other.config.clubTimezone, { dryRun: true })).toEqual({
          statRows: 0, players: 0, gameWeeks: 0, matches: 0, snapshots: 0, teams: 0,
        });
      } finally {
        await fresh.close();
      }
    } finally {
      await other.close();
    }
  });

  test('401 without a token, 403 for a user, 404 for no such match, 400 naming the field with nothing changed', async () => {
    const m = await postMatch(t, staff, matchBody({ date: '2026-11-16T19:00', players_stats: [row(pool.Attacker[0], { goals: 1 })] }));
    expect(m.statusCode).toBe(201);
    const id = m.json().id;
    const body = matchBody({ date: '2026-11-16T19:00', players_stats: [row(pool.Attacker[0], { goals: 3 })] });
    expect((await putMatch(undefined, id, body)).statusCode).toBe(401);
    expect((await putMatch(user, id, body)).statusCode).toBe(403);
    expect((await putMatch(staff, 999999, body)).statusCode).toBe(404);

    const before = await getJson(t, '/api/matches/', 'listMatches');
    const entries = await auditCount();
    const bad = [
      [{ ...body, players_stats: [row(pool.Attacker[0], { goals: 1 }), row(pool.Attacker[0])] }, 'players_stats.1.player'],
      [{ ...body, players_stats: [row(999999)] }, 'players_stats.0.player'],
      [{ ...body, players_stats: [row(pool.Attacker[0], { yellow_cards: 3 })] }, 'players_stats.0.yellow_cards'],
      [{ ...body, date: '2027-01-01T00:00' }, 'date'],
      [{ ...body, team2: ' ' }, 'team2'],
      [{ ...body, fixture_id: 999999 }, 'fixture_id'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await putMatch(staff, id, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await getJson(t, '/api/matches/', 'listMatches')).toEqual(before);
    expect(await auditCount()).toBe(entries);

    const ok = await putMatch(staff, id, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().players_stats[0]).toMatchObject({ player: pool.Attacker[0], goals: 3, points: 2 + 3 * 4 });
  });
});

describe('the audit trail', () => {
  test('records who created, edited and deleted a match with the stored record before and after, newest first', async () => {
    const m = await postMatch(t, staff, matchBody({ date: '2026-11-15T14:00', players_stats: [row(pool.Midfielder[0], { goals: 1 })] }));
    const id = m.json().id;
    await putMatch(staff, id, matchBody({ date: '2026-11-15T14:00', players_stats: [row(pool.Midfielder[0], { goals: 2 })] }));
    const del = await t.inject({ method: 'DELETE', url: `/api/matches/delete/${id}/`, headers: staff });
    expect(del.statusCode).toBe(204);

    const entries = await entriesOf('match', id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    for (const e of entries) {
      expect(e.by).toEqual({ id: expect.any(Number), email: staffEmail });
      expect(e.entity).toBe('match');
      expect(e.entity_id).toBe(id);
      expect(Number.isNaN(Date.parse(e.at))).toBe(false);
    }
    const [gone, update, create] = entries;
    expect(create.before).toBeNull();
    expect(create.after!.players_stats[0]).toMatchObject({ player: pool.Midfielder[0], goals: 1 });
    expect(update.before!.players_stats[0].goals).toBe(1);
    expect(update.after!.players_stats[0].goals).toBe(2);
    expect(gone.before!.players_stats[0].goals).toBe(2);
    expect(gone.after).toBeNull();
    // A refused delete writes nothing.
    expect((await t.inject({ method: 'DELETE', url: `/api/matches/delete/${id}/`, headers: staff })).statusCode).toBe(404);
    expect(await entriesOf('match', id)).toHaveLength(3);
  });

  test('is for staff only, and checks its parameters', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/audit/' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/audit/', headers: user })).statusCode).toBe(403);
    const bad = await audit('?entity=team');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['entity']);
    expect((await audit('?entity_id=abc')).statusCode).toBe(400);
  });

  test('entries cannot be changed or removed, even from inside the database', async () => {
    const [first] = (await audit('?limit=1')).json() as Entry[];
    await expect(t.app.ctx.db.execute(sql`delete from audit_entries where id = ${first.id}`)).rejects.toThrow();
    await expect(t.app.ctx.db.execute(sql`update audit_entries set after = null where id = ${first.id}`)).rejects.toThrow();
    expect((await audit('?limit=1')).json()[0].id).toBe(first.id);
  });
});

describe('PUT /api/players/{id}/', () => {
  const putPlayer = async (auth: Auth | undefined, id: number | string, body: unknown) => {
    const res = await t.inject({ method: 'PUT', url: `/api/players/${id}/`, headers: auth, payload: body });
    expectContract(res, 'updatePlayer');
    return res;
  };

  test('edits name, team and price at once in every list; position only while the player has no stats and no team', async () => {
    const created = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: { name: 'New Kid', position: 'Defender', team: "Men's 2nd", price: 4.5 } });
    const id = created.json().id;
    // Warm the cached lists first: the edit must show at once.
    await getJson(t, '/api/players/', 'listPlayers');
    await getJson(t, '/api/player-points/', 'listPlayerPoints');

    expect((await putPlayer(undefined, id, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(401);
    expect((await putPlayer(user, id, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(403);
    expect((await putPlayer(staff, 999999, { name: 'X', team: 'Y', price: 5 })).statusCode).toBe(404);
    const entries = await auditCount();
    for (const [body, field] of [
      [{ name: '', team: 'Y', price: 5 }, 'name'],
      [{ name: 'X', team: '', price: 5 }, 'team'],
      [{ name: 'X', team: 'Y', price: 7.55 }, 'price'],
      [{ name: 'X', team: 'Y', price: 0 }, 'price'],
      [{ name: 'X', team: 'Y', price: 5, position: 'Sweeper' }, 'position'],
      [{ name: 'X', price: 5 }, 'team'],
    ] as const) {
      const res = await putPlayer(staff, id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await auditCount()).toBe(entries);

    const ok = await putPlayer(staff, id, { name: ' Renamed Kid ', team: "Men's 1st", price: 6.5, position: 'Midfielder' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id, name: 'Renamed Kid', team: "Men's 1st", price: 6.5, position: 'Midfielder', game_stats: [] });
    const listed = (await getJson(t, '/api/players/', 'listPlayers')).find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ name: 'Renamed Kid', price: 6.5, position: 'Midfielder' });
    expect((await getJson(t, '/api/player-points/', 'listPlayerPoints')).find((p: { id: number }) => p.id === id).name).toBe('Renamed Kid');
    const [update, create] = await entriesOf('player', id);
    expect(update).toMatchObject({ action: 'update', before: { name: 'New Kid', price: 4.5 }, after: { name: 'Renamed Kid', price: 6.5 } });
    expect(create).toMatchObject({ action: 'create', before: null, after: { name: 'New Kid' } });

    // Once it has stats, the position stays (400) but the rest may change.
    expect((await postMatch(t, staff, matchBody({ date: '2026-11-16T20:00', players_stats: [row(id, { goals: 1 })] }))).statusCode).toBe(201);
    const moved = await putPlayer(staff, id, { name: 'Renamed Kid', team: "Men's 1st", price: 6.5, position: 'Attacker' });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().errors)).toEqual(['position']);
    expect((await putPlayer(staff, id, { name: 'Kid', team: "Men's 1st", price: 7, position: 'Midfielder' })).statusCode).toBe(200);
    // In a team (no stats): the position stays too.
    const inTeam = pool.Goalkeeper[5];
    await createTeam(t, 'Keepers', [inTeam, ...pool.Defender.slice(0, 4), ...pool.Midfielder.slice(0, 4), ...pool.Attacker.slice(0, 2)]);
    const gk = (await getJson(t, '/api/players/', 'listPlayers')).find((p: { id: number }) => p.id === inTeam);
    const refused = await putPlayer(staff, inTeam, { name: gk.name, team: gk.team, price: gk.price, position: 'Defender' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['position']);
  });
});

test('an edit that changes nothing records nothing', async () => {
  const f = await t.inject({ method: 'POST', url: '/api/fixtures/', headers: staff, payload: { team1: 'Same', team2: 'Again', location: 'Here', date: '2026-12-12', time: '12:00' } });
  const p = await t.inject({ method: 'POST', url: '/api/players/', headers: staff, payload: { name: 'Same Player', position: 'Attacker', team: 'Side', price: 5 } });
  const entries = await auditCount();
  expect((await t.inject({ method: 'PUT', url: `/api/fixtures/${f.json().id}/`, headers: staff, payload: {} })).statusCode).toBe(200);
  expect((await t.inject({ method: 'PUT', url: `/api/fixtures/${f.json().id}/`, headers: staff, payload: { time: '12:00:00' } })).statusCode).toBe(200);
  expect((await t.inject({ method: 'PUT', url: `/api/players/${p.json().id}/`, headers: staff, payload: { name: 'Same Player', team: 'Side', price: 5 } })).statusCode).toBe(200);
  expect(await auditCount()).toBe(entries);
});
