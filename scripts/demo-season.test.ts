import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, expectContract, type TestApp } from '../src/server/test/harness';
import { seedDataDir } from '../src/server/test/db-template';
import { runManage } from './manage';
import { DemoRefusedError, loadDemoSeason, MANAGER_EMAIL, STAFF_EMAIL, type ApiCall, type DemoSummary } from './demo-season';

// The loader runs against a real server (app.inject cannot run under jest), with the harness's
// game clock, "today" being Wednesday 2026-11-18.
const NOW = new Date('2026-11-18T12:00:00Z');
const PASSWORDS = { staff: 'whistle-and-flag-9', manager: 'kick-off-at-three', fans: 'up-the-uni-2026' };

let t: TestApp;
let summary: DemoSummary;
let call: ApiCall;

const get = async <T = unknown>(url: string, operationId: string): Promise<T> => {
  const res = await t.inject({ method: 'GET', url });
  expectContract(res, operationId);
  expect(res.statusCode).toBe(200);
  return res.json() as T;
};

const load = () =>
  loadDemoSeason({
    db: t.app.ctx.db,
    tokens: t.app.ctx.tokens,
    call,
    setClock: (at) => t.clock.set(at),
    timeZone: t.config.clubTimezone,
    now: NOW,
    passwords: PASSWORDS,
  });

beforeAll(async () => {
  t = await startTestApp();
  call = async (method, url, body, token) => {
    const res = await t.inject({ method, url, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.statusCode, text: res.body };
  };
  summary = await load();
}, 300_000);
afterAll(() => t?.close());

interface Player {
  id: number;
  name: string;
  position: string;
  team: string;
  price: number;
  points: number;
  games_played: number;
}
interface Match {
  id: number;
  team1: string;
  team2: string;
  team1_score: number;
  team2_score: number;
  date: string;
  game_week: { id: number; week: number };
  players_stats: { player: number; goals: number; MOTM: number; clean_sheets: number; yellow_cards: number; red_cards: number }[];
}

test('players of both sides in all four positions, priced £4.0m to £12.0m', async () => {
  const players = await get<Player[]>('/api/players/', 'listPlayers');
  expect(players).toHaveLength(44);
  for (const team of ["Men's 1st", "Women's 1st"]) {
    const side = players.filter((p) => p.team === team);
    const count = (position: string) => side.filter((p) => p.position === position).length;
    expect([count('Goalkeeper'), count('Defender'), count('Midfielder'), count('Attacker')]).toEqual([3, 7, 7, 5]);
  }
  for (const p of players) {
    expect(p.price).toBeGreaterThanOrEqual(4);
    expect(p.price).toBeLessThanOrEqual(12);
    expect(Math.round(p.price * 10)).toBeCloseTo(p.price * 10, 9);
    expect(p.name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
  }
  expect(new Set(players.map((p) => p.name)).size).toBe(players.length);
  // Most players have played and scored points (totals derived by the server).
  expect(players.filter((p) => p.games_played > 0).length).toBeGreaterThan(30);
  expect(summary.players).toEqual({ total: 44, bySide: { "Men's 1st": 22, "Women's 1st": 22 } });
});

test('about ten past gameweeks of believable matches', async () => {
  const weeks = await get<{ week: number; start_date: string; end_date: string }[]>('/api/game-weeks/', 'listGameWeeks');
  expect(weeks.map((w) => w.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(weeks[9].end_date < '2026-11-18').toBe(true); // all in the past: the last one is last week
  expect(summary.gameweeks).toBe(10);

  const matches = await get<Match[]>('/api/matches/', 'listMatches');
  expect(matches.length).toBe(summary.matches);
  expect(matches.length).toBeGreaterThanOrEqual(15);
  expect(new Set(matches.map((m) => m.game_week.week)).size).toBe(10);
  for (const m of matches) {
    expect(m.players_stats.length).toBeGreaterThanOrEqual(11);
    expect(m.players_stats.length).toBeLessThanOrEqual(16);
    expect(m.players_stats.reduce((n, s) => n + s.goals, 0)).toBe(m.team1_score);
    expect(m.players_stats.filter((s) => s.MOTM === 1)).toHaveLength(1);
    for (const s of m.players_stats) expect(s.clean_sheets).toBe(m.team2_score === 0 ? 1 : 0);
  }
  expect(matches.some((m) => m.team1 === "Uni Men's 1st")).toBe(true);
  expect(matches.some((m) => m.team1 === "Uni Women's 1st")).toBe(true);
  const results = await get<unknown[]>('/api/results/', 'listResults');
  expect(results).toHaveLength(matches.length);
});

test('fixtures of both sides, past and upcoming', async () => {
  for (const [url, op] of [['/api/fixtures/', 'listMensFixtures'], ['/api/womensfixtures/', 'listWomensFixtures']] as const) {
    const all = await get<{ date: string; result_id: number | null }[]>(url, op);
    const upcoming = await get<{ date: string; result_id: number | null }[]>(`${url}?upcoming=true`, op);
    expect(upcoming).toHaveLength(8);
    expect(all.length - upcoming.length).toBe(4);
    expect(upcoming.every((f) => f.date >= '2026-11-18' && f.result_id === null)).toBe(true);
    const past = all.filter((f) => f.date < '2026-11-18');
    expect(past).toHaveLength(4);
    // Each played fixture has its result: the match of that day, and no match has two fixtures.
    const matches = await get<{ id: number; date: string }[]>('/api/matches/', 'listMatches');
    for (const f of past) expect(matches.find((m) => m.id === f.result_id)?.date.slice(0, 10)).toBe(f.date);
    expect(new Set(past.map((f) => f.result_id)).size).toBe(4);
  }
});

test('20+ fantasy teams with points, and snapshots that change with transfers', async () => {
  const league = await get<{ id: number; name: string; total_points: number }[]>('/api/teams/', 'listTeams');
  expect(league.length).toBeGreaterThanOrEqual(20);
  expect(summary.teams).toBe(league.length);
  expect(league[0].total_points).toBeGreaterThan(0);
  expect(league.every((row) => row.total_points !== 0)).toBe(true);
  expect(new Set(league.map((row) => row.total_points)).size).toBeGreaterThan(10);
  expect(summary.transfers).toBeGreaterThan(20);

  const weeks = await get<{ id: number; week: number }[]>('/api/game-weeks/', 'listGameWeeks');
  let changed = 0;
  for (const team of league) {
    const first = await get<{ players: { id: number }[]; weekly_points: number }[]>(
      `/api/team-snapshots/?team_id=${team.id}&game_week_id=${weeks[0].id}`,
      'listTeamSnapshots',
    );
    const latest = await get<{ game_week: { week: number }; players: { id: number }[] }>(
      `/api/team-snapshots/most_recent/?team_id=${team.id}`,
      'getMostRecentSnapshot',
    );
    expect(first).toHaveLength(1);
    expect(first[0].players).toHaveLength(11);
    expect(latest.game_week.week).toBe(10);
    const ids = (ps: { id: number }[]) => ps.map((p) => p.id).sort((a, b) => a - b).join(',');
    if (ids(first[0].players) !== ids(latest.players)) changed += 1;
  }
  expect(changed).toBeGreaterThan(league.length / 3);
});

test('teams keep benches, and bench players come on in some gameweeks', async () => {
  const league = await get<{ id: number }[]>('/api/teams/', 'listTeams');
  const weeks = await get<{ id: number }[]>('/api/game-weeks/', 'listGameWeeks');
  let benches = 0;
  let full = 0;
  let subs = 0;
  const cameOn = new Set<number>();
  for (const team of league) {
    const latest = await get<{ bench: { id: number }[] }>(`/api/team-snapshots/most_recent/?team_id=${team.id}`, 'getMostRecentSnapshot');
    if (latest.bench.length > 0) benches++;
    if (latest.bench.length === 4) full++;
    for (const w of weeks) {
      const [snap] = await get<{ automatic_subs: { in: number }[]; bench: { id: number; multiplier: number }[]; chip: string | null }[]>(
        `/api/team-snapshots/?team_id=${team.id}&game_week_id=${w.id}`,
        'listTeamSnapshots',
      );
      subs += snap.automatic_subs.length;
      for (const s of snap.automatic_subs) cameOn.add(s.in);
      // Under a bench boost the whole bench counts and nobody comes on.
      expect(snap.bench.filter((p) => p.multiplier === 1).length).toBe(snap.chip === 'bench_boost' ? snap.bench.length : snap.automatic_subs.length);
    }
  }
  expect(benches).toBeGreaterThan(league.length * 0.8);
  expect(full).toBeGreaterThan(league.length / 2);
  expect(subs).toBe(summary.benches.substitutions);
  expect(subs).toBeGreaterThan(20);
  expect(cameOn.size).toBeGreaterThan(5);
  expect(summary.benches.swaps).toBeGreaterThan(0);
});

test('transfers are limited and cost beyond the free one; every chip is played somewhere', async () => {
  expect(await get('/api/rules/', 'getRules')).toEqual({ free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true });
  const league = await get<{ id: number }[]>('/api/teams/', 'listTeams');
  const weeks = await get<{ id: number }[]>('/api/game-weeks/', 'listGameWeeks');
  const chips = new Set<string>();
  let played = 0;
  let hits = 0;
  for (const team of league) {
    for (const w of weeks) {
      const [snap] = await get<{ chip: string | null; transfer_cost: number; weekly_points: number; players: { game_week_points: number; multiplier: number }[]; bench: { game_week_points: number; multiplier: number }[] }[]>(
        `/api/team-snapshots/?team_id=${team.id}&game_week_id=${w.id}`,
        'listTeamSnapshots',
      );
      if (snap.chip) chips.add(snap.chip);
      if (snap.chip) played++;
      if (snap.transfer_cost > 0) hits++;
      const all = [...snap.players, ...snap.bench];
      expect(snap.weekly_points).toBe(all.reduce((sum, p) => sum + p.game_week_points * p.multiplier, 0) - snap.transfer_cost);
    }
  }
  expect([...chips].sort()).toEqual(['bench_boost', 'free_hit', 'triple_captain', 'wildcard']);
  expect(played).toBe(summary.chips);
  expect(hits).toBeGreaterThan(0);
});

test('the normal and the staff account can log in; the normal one has a team', async () => {
  const login = async (email: string, password: string) => {
    const res = await t.inject({ method: 'POST', url: '/api/token/', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().access}` };
  };
  const manager = await login(summary.manager.email, summary.manager.password);
  expect(summary.manager).toEqual({ email: MANAGER_EMAIL, password: PASSWORDS.manager, team: 'Tekkers Town' });
  const me = await t.inject({ method: 'GET', url: '/api/user/', headers: manager });
  expect(me.json()).toMatchObject({ email: MANAGER_EMAIL, is_staff: false });
  const team = await t.inject({ method: 'GET', url: '/api/team/', headers: manager });
  expectContract(team, 'getMyTeam');
  expect(team.statusCode).toBe(200);
  expect(team.json()).toMatchObject({ name: 'Tekkers Town' });
  expect(team.json().players).toHaveLength(11);
  expect(team.json().bench).toHaveLength(4);
  expect(team.json().cost).toBeLessThanOrEqual(100);

  // The manager's head-to-head league: seven members (one meets AVERAGE each week), every week played.
  const mine = await t.inject({ method: 'GET', url: '/api/leagues/', headers: manager });
  const h2h = (mine.json() as { id: number; kind: string; members: number }[]).find((l) => l.kind === 'h2h')!;
  expect(h2h.members).toBe(7);
  const h2hTable = (await t.inject({ method: 'GET', url: `/api/leagues/${h2h.id}/`, headers: manager })).json();
  expect(h2hTable.standings.every((s: { played: number }) => s.played === summary.gameweeks)).toBe(true);
  const round = (await t.inject({ method: 'GET', url: `/api/leagues/${h2h.id}/matches/`, headers: manager })).json();
  expect(round.filter((m: { away: { average?: boolean } }) => m.away.average)).toHaveLength(1);

  const staff = await login(STAFF_EMAIL, PASSWORDS.staff);
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: staff })).json()).toMatchObject({ is_staff: true });
  await login(summary.fans.emails[0], PASSWORDS.fans);
  expect(summary.fans.emails.length).toBeGreaterThanOrEqual(20);
});

test('a second run refuses with a clear message and changes nothing', async () => {
  const before = await Promise.all(['/api/players/', '/api/teams/', '/api/matches/', '/api/fixtures/', '/api/womensfixtures/'].map((u) => t.inject({ method: 'GET', url: u })));
  const clockBefore = t.clock.now();
  await expect(load()).rejects.toThrow(DemoRefusedError);
  await expect(load()).rejects.toThrow(/already holds data \(25 users, 44 players, 24 teams, 17 matches, 24 fixtures\); load-demo only fills an empty one/);
  const after = await Promise.all(['/api/players/', '/api/teams/', '/api/matches/', '/api/fixtures/', '/api/womensfixtures/'].map((u) => t.inject({ method: 'GET', url: u })));
  expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
  expect(t.clock.now()).toEqual(clockBefore);
});

test('the command line refuses a database that holds data, with one line and exit 1', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-demo-'));
  seedDataDir(dataDir); // the run's migrated database, as the command line would have made it
  const err: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = jest.spyOn(console, 'error').mockImplementation((m: string) => void err.push(m));
  try {
    expect(await runManage(['create-user', '--email', 'coach@club.ac.uk', '--password', 'touchline-42'], { DATA_DIR: dataDir })).toBe(0);
    expect(await runManage(['load-demo'], { DATA_DIR: dataDir })).toBe(1);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^Error: This database already holds data \(1 user\); load-demo only fills an empty one and changed nothing\./);
  } finally {
    log.mockRestore();
    error.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
