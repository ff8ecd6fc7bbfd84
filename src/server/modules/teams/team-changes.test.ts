import { eq, sql } from 'drizzle-orm';
import { teamMemberships } from '../../db/schema';
import { expectContract, type TestApp } from '../../test/harness';
import { addPlayer, squadOf, type PlayerPool } from '../../test/fixtures';
import { sorted } from '../../test/season';
import { ids, startTeamsApp, teamCalls } from '../../test/teams';

// Changing an own team over HTTP: transfers, and deleting it.

let t: TestApp;
let pool: PlayerPool;

beforeAll(async () => {
  ({ t, pool } = await startTeamsApp());
});
afterAll(() => t.close());

const { uniqueName, getTeam, createTeam, updateTeam, leagueTable } = teamCalls(() => t);

describe('transfers', () => {
  test('a transfer replaces players, keeps the history of those who stay and closes the leavers', async () => {
    const u = await t.user();
    const before = squadOf(pool, '4-4-2');
    const created = (await createTeam(u.auth, { name: uniqueName('Movers'), players: before })).json();
    const createdAt = t.clock.now();
    t.clock.advance(60 * 60 * 1000);

    // Two midfielders out, a defender and an attacker in: 4-4-2 becomes 5-2-3.
    const after = [...squadOf(pool, '5-2-3')];
    const res = await updateTeam(u.auth, { players: after, formation: '4-4-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: created.name, formation: '5-2-3' });
    expect(ids(res)).toEqual(sorted(after));
    expect((await getTeam(u.auth)).json()).toEqual(res.json());

    const rows = await t.app.ctx.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, created.id));
    const leavers = before.filter((id) => !after.includes(id));
    const joiners = after.filter((id) => !before.includes(id));
    expect(leavers.length).toBe(2);
    expect(joiners.length).toBe(2);
    expect(rows).toHaveLength(13);
    for (const r of rows) {
      if (leavers.includes(r.playerId)) {
        expect(r.joinedAt).toEqual(createdAt);
        expect(r.leftAt).toEqual(t.clock.now());
      } else if (joiners.includes(r.playerId)) {
        expect(r.joinedAt).toEqual(t.clock.now());
        expect(r.leftAt).toBeNull();
      } else {
        expect(r.joinedAt).toEqual(createdAt);
        expect(r.leftAt).toBeNull();
      }
    }
  });

  test('invalid transfers are refused and change nothing', async () => {
    const u = await t.user();
    const created = (await createTeam(u.auth, { name: uniqueName('Steady'), players: squadOf(pool, '4-4-2') })).json();
    const membershipsBefore = await t.app.ctx.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, created.id));
    const retired = await addPlayer(t, { position: 'Attacker', retired: true });
    const expensive = await addPlayer(t, { position: 'Goalkeeper', price: 50.1 });
    for (const players of [
      squadOf(pool, '4-4-1'),
      [...squadOf(pool, '4-4-2'), pool.Attacker[3]],
      [...squadOf(pool, '4-4-1'), pool.Midfielder[0]],
      squadOf(pool, '4-4-1', 2),
      squadOf(pool, '6-3-1'),
      squadOf(pool, '5-5-0'),
      squadOf(pool, '3-3-4'),
      [...squadOf(pool, '4-4-1'), 999_999],
      [...squadOf(pool, '4-4-1'), retired],
      [expensive, ...squadOf(pool, '4-4-2').slice(1)],
      [],
    ]) {
      const res = await updateTeam(u.auth, { players });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.players.length).toBeGreaterThan(0);
    }
    expect((await getTeam(u.auth)).json()).toEqual(created);
    const membershipsAfter = await t.app.ctx.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, created.id));
    expect(membershipsAfter).toEqual(membershipsBefore);
  });

  test('the budget counts at the prices of the moment of the transfer', async () => {
    const u = await t.user();
    const riser = await addPlayer(t, { position: 'Goalkeeper', price: 40 });
    const squad = [riser, ...squadOf(pool, '4-4-2').slice(1)];
    expect((await createTeam(u.auth, { name: uniqueName('Riser'), players: squad })).json()).toMatchObject({
      cost: 90,
      budget_remaining: 10,
    });
    await t.app.ctx.db.execute(sql`update players set price_tenths = 600 where id = ${riser}`);
    // Now the squad costs 110.0: the owner sees it, and any transfer must bring it within budget.
    expect((await getTeam(u.auth)).json()).toMatchObject({ cost: 110, budget_remaining: -10 });
    const same = await updateTeam(u.auth, { players: squad });
    expect(same.statusCode).toBe(400);
    const cheaper = await updateTeam(u.auth, { players: squadOf(pool, '4-4-2') });
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({ cost: 55, budget_remaining: 45 });
  });

  test('without a team, PUT and DELETE answer 404', async () => {
    const u = await t.user();
    const put = await updateTeam(u.auth, { players: squadOf(pool, '4-4-2') });
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBeTruthy();
    const del = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: u.auth });
    expectContract(del, 'deleteTeam');
    expect(del.statusCode).toBe(404);
    const get = await getTeam(u.auth);
    expect(get.statusCode).toBe(404);
    expect(get.json().detail).toBeTruthy();
  });
});

describe('deleting a team', () => {
  test('deletes the team with its history; the user can then make a new one with the same name', async () => {
    const u = await t.user();
    const name = uniqueName('Phoenix');
    const created = (await createTeam(u.auth, { name, players: squadOf(pool, '4-4-2') })).json();
    const del = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: u.auth });
    expectContract(del, 'deleteTeam');
    expect(del.statusCode).toBe(204);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(teamMemberships).where(eq(teamMemberships.teamId, created.id))).toHaveLength(0);
    expect((await leagueTable()).some((r) => r.id === created.id)).toBe(false);

    const again = await createTeam(u.auth, { name, players: squadOf(pool, '3-5-2') });
    expect(again.statusCode).toBe(201);
    expect((await leagueTable()).some((r) => r.id === again.json().id)).toBe(true);
  });
});

describe("reading one's own team between changes", () => {
  test('GET /api/team/ answers each change at once: none, made, transferred, deleted, made again', async () => {
    // The team row is kept per data version for the busiest call: each of these writes must show.
    const u = await t.user();
    const other = await t.user();
    expect((await getTeam(u.auth)).statusCode).toBe(404);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
    const made = await createTeam(u.auth, { name: uniqueName('Between'), players: squadOf(pool, '4-4-2') });
    expect(made.statusCode).toBe(201);
    const first = await getTeam(u.auth);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: made.json().id, formation: '4-4-2' });
    // Another user's write in between does not hide this one's.
    expect((await createTeam(other.auth, { name: uniqueName('Between'), players: squadOf(pool, '4-4-2') })).statusCode).toBe(201);
    expect((await getTeam(other.auth)).statusCode).toBe(200);
    const moved = await updateTeam(u.auth, { players: squadOf(pool, '3-5-2') });
    expect(moved.statusCode).toBe(200);
    const second = await getTeam(u.auth);
    expect(second.json()).toMatchObject({ id: made.json().id, formation: '3-5-2' });
    expect(ids(second)).toEqual(sorted(squadOf(pool, '3-5-2')));
    expect((await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: u.auth })).statusCode).toBe(204);
    expect((await getTeam(u.auth)).statusCode).toBe(404);
    const again = await createTeam(u.auth, { name: uniqueName('Between'), players: squadOf(pool, '4-3-3') });
    expect((await getTeam(u.auth)).json()).toMatchObject({ id: again.json().id, formation: '4-3-3' });
    expect((await getTeam(other.auth)).json().formation).toBe('4-4-2');
  });
});
