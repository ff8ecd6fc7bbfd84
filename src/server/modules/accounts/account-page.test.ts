import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../../test/fixtures';
import { queryRows } from '../../db';

// The account page's calls: a password change ends every other session; deleting the account
// takes its team, memberships and owned leagues, and keeps the audit's id without the email.

let t: TestApp;
let pool: PlayerPool;
beforeAll(async () => {
  t = await startTestApp();
  pool = await addPlayerPool(t, { prefix: 'Acct', count: 4 });
});
afterAll(() => t.close());

const login = async (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a password change needs the current password and ends every other session, not this one', async () => {
  const u = await t.user();
  const other = (await login(u.email, u.password)).json() as { access: string; refresh: string };
  const change = (payload: object) => t.inject({ method: 'POST', url: '/api/user/password/', headers: u.auth, payload });

  const wrong = await change({ current_password: 'not-my-password', new_password: 'a-new-strong-one-9' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().errors.current_password).toBeDefined();
  const weak = await change({ current_password: u.password, new_password: '12345678' });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().errors.new_password).toBeDefined();
  expect((await change({ current_password: u.password })).statusCode).toBe(400);
  // Nothing refused changed anything.
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: bearer(other.access) })).statusCode).toBe(200);

  const ok = await change({ current_password: u.password, new_password: 'a-new-strong-one-9' });
  expect(ok.statusCode).toBe(200);
  const mine = ok.json() as { access: string; refresh: string };
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: bearer(other.access) })).statusCode).toBe(401);
  expect((await t.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: other.refresh } })).statusCode).toBe(401);
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: u.auth })).statusCode).toBe(401);
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: bearer(mine.access) })).statusCode).toBe(200);
  expect((await t.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: mine.refresh } })).statusCode).toBe(200);
  expect((await login(u.email, u.password)).statusCode).toBe(401);
  expect((await login(u.email, 'a-new-strong-one-9')).statusCode).toBe(200);
});

test('deleting the account takes its team, memberships and owned leagues; the audit keeps the id, not the email', async () => {
  const staff = await t.user({ staff: true });
  const stayer = await t.user();
  const squad = squadOf(pool, '4-4-2');
  // The leaver's team keeps a bench (its history goes with the team too).
  const leaving = await t.inject({ method: 'POST', url: '/api/team/', headers: staff.auth, payload: { name: 'Staff Side', players: squad, bench: [pool.Attacker[3]], captain: squad[0] } });
  expect(leaving.statusCode).toBe(201);
  // And a free hit played for the next deadline, with its squad kept apart.
  expect((await t.inject({ method: 'POST', url: '/api/team/chip/', headers: staff.auth, payload: { chip: 'free_hit' } })).statusCode).toBe(200);
  expect((await t.inject({ method: 'POST', url: '/api/team/', headers: stayer.auth, payload: { name: 'Stayers', players: squad, captain: squad[0] } })).statusCode).toBe(201);
  const own = await t.inject({ method: 'POST', url: '/api/leagues/', headers: staff.auth, payload: { name: 'Owned by the leaver' } });
  expect(own.statusCode).toBe(201);
  const other = await t.inject({ method: 'POST', url: '/api/leagues/', headers: stayer.auth, payload: { name: 'Joined by the leaver' } });
  expect((await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: staff.auth, payload: { code: other.json().code } })).statusCode).toBe(200);
  expect((await t.inject({ method: 'POST', url: '/api/leagues/join/', headers: stayer.auth, payload: { code: own.json().code } })).statusCode).toBe(200);
  const player = await t.inject({ method: 'POST', url: '/api/players/', headers: staff.auth, payload: { name: 'Audited Signing', position: 'Defender', team: "Men's 1st", price: 5 } });
  expect(player.statusCode).toBe(201);

  const del = (payload: object, headers = staff.auth) => t.inject({ method: 'DELETE', url: '/api/user/', headers, payload });
  expect((await del({ password: 'not-the-password' })).statusCode).toBe(400);
  expect((await t.inject({ method: 'GET', url: '/api/team/', headers: staff.auth })).statusCode).toBe(200);
  expect((await t.inject({ method: 'DELETE', url: '/api/user/', payload: { password: staff.password } })).statusCode).toBe(401);
  expect((await del({ password: staff.password })).statusCode).toBe(204);

  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: staff.auth })).statusCode).toBe(401);
  expect((await login(staff.email, staff.password)).statusCode).toBe(401);
  const teams = (await t.inject({ method: 'GET', url: '/api/teams/' })).json() as { name: string }[];
  expect(teams.map((x) => x.name)).toEqual(['Stayers']);
  const leagues = (await t.inject({ method: 'GET', url: '/api/leagues/', headers: stayer.auth })).json() as { name: string; member_count?: number }[];
  expect(leagues.map((l) => l.name)).toEqual(['Joined by the leaver']);
  const members = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from league_members where user_id = ${staff.id}`);
  expect(members[0].n).toBe(0);
  const history = await queryRows<{ n: number }>(
    t.database.db,
    sql`select (select count(*) from team_memberships where team_id = ${leaving.json().id}) + (select count(*) from team_benches where team_id = ${leaving.json().id})
          + (select count(*) from team_chips where team_id = ${leaving.json().id}) as n`,
  );
  expect(Number(history[0].n)).toBe(0);
  const audit = await queryRows<{ by_id: number; by_email: string | null }>(t.database.db, sql`select by_id, by_email from audit_entries where entity_id = ${player.json().id} and entity = 'player'`);
  expect(audit).toEqual([{ by_id: staff.id, by_email: null }]);
  // The email is free again.
  expect((await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email: staff.email, password: 'pitch-side-42' } })).statusCode).toBe(201);
});
