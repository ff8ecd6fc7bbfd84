import { eq, sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import { queryRows } from '../../db';
import { startTestApp, type TestApp } from '../../test/harness';
import { addPlayer } from '../../test/fixtures';

// A player's availability: who may set it, what it reads as day by day (with no write when a
// status ends), the lists that stay cached across the day change, and linking a user to a player.

let t: TestApp;
let staff: { id: number; authorization: string };
beforeAll(async () => {
  // Wednesday 18 November 2026, noon in the club's time zone.
  t = await startTestApp({ now: '2026-11-18T12:00:00Z' });
  const s = await t.user({ staff: true });
  staff = { id: s.id, ...s.auth };
});
afterAll(() => t.close());

type Availability = { status: string; note: string; until: string | null };
type PlayerJson = { id: number; availability: Availability; user_id: number | null };

const auth = (a: { authorization: string }) => ({ authorization: a.authorization });
const setAvailability = (id: number | string, payload: unknown, headers?: Record<string, string>) =>
  t.inject({ method: 'PUT', url: `/api/players/${id}/availability/`, headers, payload });
const editPlayer = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = auth(staff)) =>
  t.inject({ method: 'PUT', url: `/api/players/${id}/`, headers, payload: { name: `Player ${id}`, team: "Men's 1st", price: 5, ...payload } });
const listed = async (id: number): Promise<PlayerJson> => {
  const res = await t.inject({ method: 'GET', url: '/api/players/' });
  expect(res.statusCode).toBe(200);
  return (res.json() as PlayerJson[]).find((p) => p.id === id)!;
};
const dataVersion = async () => Number((await queryRows<{ version: number }>(t.app.ctx.db, sql`select version from data_version`))[0].version);
const auditCount = async () => Number((await queryRows<{ n: number }>(t.app.ctx.db, sql`select count(*)::int as n from audit_entries`))[0].n);
const errorsOf = (res: { json(): { errors?: Record<string, string[]> } }) => Object.keys(res.json().errors ?? {});

describe('setting availability', () => {
  test('a new player is available, with no note and no end date', async () => {
    const id = await addPlayer(t, { position: 'Defender' });
    expect((await listed(id)).availability).toEqual({ status: 'available', note: '', until: null });
    expect((await listed(id)).user_id).toBeNull();
  });

  test('staff set any player; the answer is the player; each change writes one audit entry', async () => {
    const id = await addPlayer(t, { position: 'Midfielder' });
    const before = await auditCount();
    const res = await setAvailability(id, { status: 'injured', note: '  hamstring ', until: '2026-12-12' }, auth(staff));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, availability: { status: 'injured', note: 'hamstring', until: '2026-12-12' } });
    expect((await listed(id)).availability).toEqual({ status: 'injured', note: 'hamstring', until: '2026-12-12' });
    expect(await auditCount()).toBe(before + 1);
    const audit = await t.inject({ method: 'GET', url: `/api/audit/?entity=player&entity_id=${id}`, headers: auth(staff) });
    expect(audit.json()[0]).toMatchObject({
      action: 'update',
      self_edit: false,
      before: { availability: { status: 'available' } },
      after: { availability: { status: 'injured', note: 'hamstring', until: '2026-12-12' } },
    });
    // The same status again changes nothing and records nothing.
    expect((await setAvailability(id, { status: 'injured', note: 'hamstring', until: '2026-12-12' }, auth(staff))).statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);
    // Back to available: note and date go with it.
    const back = await setAvailability(id, { status: 'available', note: 'fit', until: '2026-12-20' }, auth(staff));
    expect(back.json().availability).toEqual({ status: 'available', note: '', until: null });
  });

  test('signed out is 401, another user 403, and neither changes anything', async () => {
    const id = await addPlayer(t, { position: 'Attacker' });
    const stranger = await t.user();
    expect((await setAvailability(id, { status: 'injured' })).statusCode).toBe(401);
    expect((await setAvailability(id, { status: 'injured' }, stranger.auth)).statusCode).toBe(403);
    expect((await listed(id)).availability.status).toBe('available');
    expect((await setAvailability(999999, { status: 'injured' }, auth(staff))).statusCode).toBe(404);
  });

  test('bad input is 400 naming the field, and changes nothing', async () => {
    const id = await addPlayer(t, { position: 'Attacker' });
    const cases: [unknown, string][] = [
      [{ status: 'sick' }, 'status'],
      [{ note: 'x' }, 'status'],
      [{ status: 'doubtful', note: 'x'.repeat(101) }, 'note'],
      [{ status: 'doubtful', until: '2026-02-30' }, 'until'],
      [{ status: 'doubtful', until: 'tomorrow' }, 'until'],
      [{ status: 'doubtful', until: '2026-11-17' }, 'until'],
      [{ status: 'doubtful', colour: 'red' }, 'colour'],
    ];
    for (const [payload, field] of cases) {
      const res = await setAvailability(id, payload, auth(staff));
      expect([res.statusCode, errorsOf(res)]).toEqual([400, [field]]);
    }
    expect((await setAvailability(id, { status: 'doubtful', note: 'é'.repeat(100), until: '2026-11-30' }, auth(staff))).statusCode).toBe(200);
    // Today is the earliest end date.
    expect((await setAvailability(id, { status: 'doubtful', until: '2026-11-18' }, auth(staff))).statusCode).toBe(200);
    expect((await setAvailability(id, { status: 'available' }, auth(staff))).statusCode).toBe(200);
  });

  test('the linked user sets their own; not another player; a staff member editing their own row is a self edit', async () => {
    const own = await addPlayer(t, { position: 'Goalkeeper' });
    const other = await addPlayer(t, { position: 'Goalkeeper' });
    const me = await t.user();
    expect((await editPlayer(own, { user_id: me.id })).statusCode).toBe(200);
    const mine = await setAvailability(own, { status: 'unavailable', note: 'exams' }, me.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().availability).toEqual({ status: 'unavailable', note: 'exams', until: null });
    expect((await setAvailability(other, { status: 'unavailable' }, me.auth)).statusCode).toBe(403);
    const [entry] = (await t.inject({ method: 'GET', url: `/api/audit/?entity=player&entity_id=${own}`, headers: auth(staff) })).json();
    expect(entry).toMatchObject({ by: { id: me.id }, self_edit: false });

    const coach = await t.user({ staff: true });
    const coachPlayer = await addPlayer(t, { position: 'Goalkeeper' });
    expect((await editPlayer(coachPlayer, { user_id: coach.id })).statusCode).toBe(200);
    expect((await setAvailability(coachPlayer, { status: 'doubtful' }, coach.auth)).statusCode).toBe(200);
    expect((await setAvailability(own, { status: 'doubtful' }, coach.auth)).statusCode).toBe(200);
    const selfEdits = (await t.inject({ method: 'GET', url: '/api/audit/?self_edit=true', headers: auth(staff) })).json();
    expect(selfEdits.map((e: { entity_id: number }) => e.entity_id)).toEqual([coachPlayer]);
  });
});

describe('a status ends by itself', () => {
  test('read available the day after `until`, with no write; the lists stay cached (ETag, 304) across the day', async () => {
    const id = await addPlayer(t, { position: 'Defender', name: 'Expiring Ed', goals: 3 });
    expect((await setAvailability(id, { status: 'injured', note: 'knee', until: '2026-11-19' }, auth(staff))).statusCode).toBe(200);
    const first = await t.rawGet('/api/players/');
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect((await t.rawGet('/api/players/', { 'if-none-match': etag })).status).toBe(304);
    const version = await dataVersion();
    const audits = await auditCount();

    // Thursday 19 November, 23:30 club time (GMT): still the last day of the status.
    t.clock.set('2026-11-19T23:30:00Z');
    expect((await t.rawGet('/api/players/', { 'if-none-match': etag })).status).toBe(304);
    expect((await listed(id)).availability.status).toBe('injured');

    // Friday 20 November, 00:30 club time: available, and nothing was written.
    t.clock.set('2026-11-20T00:30:00Z');
    const next = await t.rawGet('/api/players/', { 'if-none-match': etag });
    expect(next.status).toBe(200);
    const nextEtag = String(next.headers.etag);
    expect(nextEtag).not.toBe(etag);
    expect((await listed(id)).availability).toEqual({ status: 'available', note: '', until: null });
    expect((await t.rawGet('/api/players/', { 'if-none-match': nextEtag })).status).toBe(304);
    for (const url of ['/api/player-goals/', '/api/player-points/?side=men']) {
      const list = (await t.inject({ method: 'GET', url })).json() as PlayerJson[];
      expect(list.find((p) => p.id === id)!.availability.status).toBe('available');
    }
    expect(await dataVersion()).toBe(version);
    expect(await auditCount()).toBe(audits);
    const [stored] = await t.app.ctx.db.select().from(players).where(eq(players.id, id));
    expect(stored.availabilityStatus).toBe('injured');
    t.clock.set('2026-11-18T12:00:00Z');
  });

  test('a list with nothing that ends keeps its ETag across the day change', async () => {
    const first = await t.rawGet('/api/player-goals/?side=women');
    t.clock.set('2026-11-21T09:00:00Z');
    const later = await t.rawGet('/api/player-goals/?side=women', { 'if-none-match': String(first.headers.etag) });
    expect(later.status).toBe(304);
    t.clock.set('2026-11-18T12:00:00Z');
  });
});

describe('linking a user to a player', () => {
  test('staff link and unlink; GET /api/user/ answers player_id', async () => {
    const id = await addPlayer(t, { position: 'Midfielder' });
    const u = await t.user();
    const who = async () => (await t.inject({ method: 'GET', url: '/api/user/', headers: u.auth })).json().player_id;
    expect(await who()).toBeNull();
    const linked = await editPlayer(id, { user_id: u.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user_id).toBe(u.id);
    expect(await who()).toBe(id);
    // An edit without user_id keeps the link.
    expect((await editPlayer(id, { price: 6 })).json().user_id).toBe(u.id);
    expect((await editPlayer(id, { user_id: null })).json().user_id).toBeNull();
    expect(await who()).toBeNull();
  });

  test('one player per user, a known user, staff only: 400 naming user_id, 401, 403', async () => {
    const a = await addPlayer(t, { position: 'Midfielder' });
    const b = await addPlayer(t, { position: 'Midfielder' });
    const u = await t.user();
    expect((await editPlayer(a, { user_id: u.id })).statusCode).toBe(200);
    const twice = await editPlayer(b, { user_id: u.id });
    expect([twice.statusCode, errorsOf(twice)]).toEqual([400, ['user_id']]);
    const unknown = await editPlayer(b, { user_id: 987654 });
    expect([unknown.statusCode, errorsOf(unknown)]).toEqual([400, ['user_id']]);
    const bad = await editPlayer(b, { user_id: 'me' });
    expect([bad.statusCode, errorsOf(bad)]).toEqual([400, ['user_id']]);
    expect((await editPlayer(b, { user_id: u.id }, {})).statusCode).toBe(401);
    expect((await editPlayer(b, { user_id: u.id }, u.auth)).statusCode).toBe(403);
    expect((await listed(b)).user_id).toBeNull();
    // Two links of one user at once: one wins, the other is refused.
    const c = await addPlayer(t, { position: 'Midfielder' });
    const v = await t.user();
    const both = await Promise.all([editPlayer(b, { user_id: v.id }), editPlayer(c, { user_id: v.id })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test('a deleted player lets its user go', async () => {
    const id = await addPlayer(t, { position: 'Attacker' });
    const u = await t.user();
    await editPlayer(id, { user_id: u.id });
    expect((await t.inject({ method: 'DELETE', url: `/api/players/delete/${id}/`, headers: auth(staff) })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/user/', headers: u.auth })).json().player_id).toBeNull();
  });
});
