import { startSeasonApp, recordMatch, row, type SeasonApp } from '../../test/season';
import { squadOf } from '../../test/fixtures';
import { sendRound, setPrefs, subjectsByAddress, unsubscribeToken } from '../../test/notify';

// PRODUCT rules for email (docs/rules.md): preferences, the deadline reminder, gameweek results
// and fixture changes, each sent once to exactly the users who asked for it, over HTTP.

let s: SeasonApp;
beforeAll(async () => {
  s = await startSeasonApp('2026-11-18T12:00:00Z', { prefix: 'Mail', count: 4 });
});
afterAll(() => s.t.close());
beforeEach(() => {
  s.t.outbox.length = 0;
});

test('new accounts get reminders and results but no fixture changes; bad preferences get 400 and change nothing', async () => {
  const { t } = s;
  const u = await t.user();
  const get = () => t.inject({ method: 'GET', url: '/api/user/notifications/', headers: u.auth });
  expect((await get()).json()).toEqual({ deadline_reminder: true, gameweek_results: true, fixture_changes: 'none' });
  expect((await t.inject({ method: 'GET', url: '/api/user/notifications/' })).statusCode).toBe(401);
  for (const payload of [{ deadline_reminder: 'yes' }, { fixture_changes: 'some' }, { fixture_changes: 'men', colour: 'red' }, { gameweek_results: null }, [true]]) {
    const res = await t.inject({ method: 'PUT', url: '/api/user/notifications/', headers: u.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBeTruthy();
  }
  expect((await get()).json()).toEqual({ deadline_reminder: true, gameweek_results: true, fixture_changes: 'none' });
  expect(await setPrefs(t, u.auth, { fixture_changes: 'women', gameweek_results: false })).toEqual({
    deadline_reminder: true,
    gameweek_results: false,
    fixture_changes: 'women',
  });
});

test('one deadline reminder per user who wants it, in the window before the deadline, naming it in club time', async () => {
  const { t, pool } = s;
  t.clock.set('2026-11-18T12:00:00Z');
  const withTeam = await t.user();
  const squad = squadOf(pool, '4-4-2');
  const made = await t.inject({ method: 'POST', url: '/api/team/', headers: withTeam.auth, payload: { name: 'Reminded XI', players: squad, captain: squad[0] } });
  expect(made.statusCode).toBe(201);
  const noTeam = await t.user();
  const off = await t.user();
  await setPrefs(t, off.auth, { deadline_reminder: false });

  // Wednesday: the next deadline (Monday 00:00) is more than 24 hours away.
  expect((await sendRound(t)).sent).toBe(0);
  t.clock.set('2026-11-22T01:00:00Z');
  await sendRound(t);
  await sendRound(t); // a second round (a restart, another minute) sends nothing more
  const mine = (email: string) => t.outbox.filter((m) => m.to === email);
  expect(mine(off.email)).toHaveLength(0);
  const [a] = mine(withTeam.email);
  const [b] = mine(noTeam.email);
  expect(mine(withTeam.email)).toHaveLength(1);
  expect(mine(noTeam.email)).toHaveLength(1);
  expect(a.text).toContain('Monday 23 November 2026, 00:00 (Europe/London)');
  expect(a.text).toContain(`${t.config.appUrl}/team\n`);
  expect(b.text).toContain(`${t.config.appUrl}/CreateTeam`);
  expect(a.html).toContain('<a href=');
  expect(a.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  expect(a.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${t.config.appUrl}/api/unsubscribe/\\?token=[\\w.-]+>$`));

  // A user who signs up within the window gets theirs in the next round; past the deadline, none.
  const late = await t.user();
  await sendRound(t);
  expect(mine(late.email)).toHaveLength(1);
  t.clock.set('2026-11-23T00:00:01Z');
  const after = await t.user();
  await sendRound(t);
  expect(mine(after.email)).toHaveLength(0);
});

test('unsubscribe links turn off their kind for their user without signing in; a changed token is refused', async () => {
  const { t } = s;
  t.clock.set('2026-11-29T06:00:00Z');
  const u = await t.user();
  const v = await t.user();
  await sendRound(t);
  const mail = t.outbox.find((m) => m.to === u.email)!;
  const token = unsubscribeToken(mail);
  const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
  for (const bad of [tampered, 'nonsense', u.access]) {
    const res = await t.inject({ method: 'POST', url: `/api/unsubscribe/?token=${encodeURIComponent(bad)}` });
    expect(res.statusCode).toBe(400);
  }
  // The token signs nobody in.
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  // A mail program's one-click POST (RFC 8058), a form body.
  const res = await t.inject({
    method: 'POST',
    url: `/api/unsubscribe/?token=${token}`,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().kind).toBe('deadline_reminder');
  const prefs = await t.inject({ method: 'GET', url: '/api/user/notifications/', headers: u.auth });
  expect(prefs.json()).toEqual({ deadline_reminder: false, gameweek_results: true, fixture_changes: 'none' });
  // The same POST as multipart/form-data, the form RFC 8058 recommends.
  const boundary = '----fantasy-xi-one-click';
  const multipart = (to: string) =>
    t.inject({
      method: 'POST',
      url: to,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  const vToken = unsubscribeToken(t.outbox.find((m) => m.to === v.email)!);
  const viaMultipart = await multipart(`/api/unsubscribe/?token=${vToken}`);
  expect({ status: viaMultipart.statusCode, kind: viaMultipart.json().kind }).toEqual({ status: 200, kind: 'deadline_reminder' });
  const vPrefs = await t.inject({ method: 'GET', url: '/api/user/notifications/', headers: v.auth });
  expect(vPrefs.json()).toEqual({ deadline_reminder: false, gameweek_results: true, fixture_changes: 'none' });
  // Other calls still take JSON only.
  const form = await t.inject({ method: 'POST', url: '/api/token/', payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(form.statusCode).toBe(415);
  expect((await multipart('/api/token/')).statusCode).toBe(415);
});

test('publishing a gameweek mails its points, total and rank once to each manager who asked', async () => {
  const { t, pool, staff } = s;
  t.clock.set('2026-11-30T12:00:00Z');
  const managers: (Awaited<ReturnType<typeof t.user>> & { teamId: number; squad: number[] })[] = [];
  for (let i = 0; i < 3; i++) {
    const u = await t.user();
    const squad = squadOf(pool, i === 1 ? '3-4-3' : '4-4-2');
    const res = await t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name: `Results ${i}`, players: squad, captain: squad[i === 1 ? 4 : 1] } });
    expect(res.statusCode).toBe(201);
    managers.push({ ...u, teamId: res.json().id as number, squad });
  }
  const noTeam = await t.user();
  await setPrefs(t, managers[2].auth, { gameweek_results: false });
  t.clock.set('2026-12-09T12:00:00Z');
  const match = await recordMatch(t, staff, { date: '2026-12-08T15:00', players_stats: [row(managers[0].squad[0], { goals: 1, clean_sheets: 1 }), row(managers[0].squad[1], { goals: 2 })] });
  const week = match.game_week;
  t.outbox.length = 0;

  const publish = () => t.inject({ method: 'POST', url: `/api/game-weeks/${week.id}/publish/`, headers: staff });
  expect((await t.inject({ method: 'POST', url: `/api/game-weeks/${week.id}/publish/`, headers: managers[0].auth })).statusCode).toBe(403);
  const first = await publish();
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ id: week.id, week: week.week });
  const again = await publish();
  expect(again.json()).toEqual(first.json());
  expect((await t.inject({ method: 'POST', url: '/api/game-weeks/999999/publish/', headers: staff })).statusCode).toBe(404);
  const listed = (await t.inject({ method: 'GET', url: `/api/game-weeks/?week=${week.week}` })).json();
  expect(listed[0].published_at).toBe(first.json().published_at);
  await sendRound(t);
  await sendRound(t);

  const table = (await t.inject({ method: 'GET', url: '/api/teams/' })).json() as { id: number; total_points: number; rank: number }[];
  const sent = subjectsByAddress(t.outbox);
  expect(sent[managers[2].email]).toBeUndefined();
  expect(sent[noTeam.email]).toBeUndefined();
  for (const m of managers.slice(0, 2)) {
    const [snap] = (await t.inject({ method: 'GET', url: `/api/team-snapshots/?team_id=${m.teamId}&game_week_id=${week.id}` })).json();
    const mine = table.find((r) => r.id === m.teamId)!;
    const mails = t.outbox.filter((x) => x.to === m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Gameweek ${week.week}: ${snap.weekly_points} points`);
    expect(mails[0].text).toContain(`Total: ${mine.total_points} points.`);
    expect(mails[0].text).toMatch(new RegExp(`Rank: ${mine.rank}(st|nd|rd|th) of ${table.length}\\.`));
    expect(mails[0].text).toContain(`${t.config.appUrl}/team/${m.teamId}`);
  }
  expect(t.outbox.filter((x) => x.to === managers[0].email)[0].subject).not.toBe(t.outbox.filter((x) => x.to === managers[1].email)[0].subject);
});

test("a fixture's change of status, date, time or place mails the users following its side, once per change", async () => {
  const { t, staff } = s;
  t.clock.set('2026-12-10T12:00:00Z');
  const men = await t.user();
  const women = await t.user();
  const all = await t.user();
  const none = await t.user();
  await setPrefs(t, men.auth, { fixture_changes: 'men' });
  await setPrefs(t, women.auth, { fixture_changes: 'women' });
  await setPrefs(t, all.auth, { fixture_changes: 'all' });
  const created = await t.inject({ method: 'POST', url: '/api/fixtures/', headers: staff, payload: { team1: 'Uni', team2: 'Town', location: 'North Pitch', date: '2026-12-19', time: '14:00' } });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const put = (payload: object) => t.inject({ method: 'PUT', url: `/api/fixtures/${id}/`, headers: staff, payload });
  expect((await put({ status: 'postponed' })).statusCode).toBe(200);
  expect((await put({ status: 'postponed' })).statusCode).toBe(200); // no change: no mail
  expect((await put({ team2: 'Town FC' })).statusCode).toBe(200); // not a change fans are told of
  expect((await put({ status: 'scheduled', date: '2026-12-20', location: 'South Pitch' })).statusCode).toBe(200);
  await sendRound(t);
  await sendRound(t);
  const sent = subjectsByAddress(t.outbox);
  expect(sent[women.email]).toBeUndefined();
  expect(sent[none.email]).toBeUndefined();
  for (const u of [men, all]) expect(sent[u.email].sort()).toEqual(['Fixture changed: Uni v Town FC', 'Fixture postponed: Uni v Town']);
  const moved = t.outbox.find((m) => m.to === men.email && m.subject.startsWith('Fixture changed'))!;
  expect(moved.text).toContain('Date: 2026-12-19 → 2026-12-20');
  expect(moved.text).toContain('Location: North Pitch → South Pitch');
  expect(moved.text).toContain('It was: 2026-12-19 at 14:00 (Europe/London), North Pitch, postponed.');
});
