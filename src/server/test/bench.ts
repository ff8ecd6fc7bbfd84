import { expectContract, type TestApp } from './harness';
import { recordMatch, removeMatch, snapshotFor, type Auth, type StatInput } from './season';

// The bench tests' oracle and calls (the product rules §21; src/server/modules/teams/bench*.test.ts).
// `oracle` is a plain reading of the section's words written for the tests, not the server's
// rule: every snapshot the tests see is held to it.

export type Pos = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';
export interface P {
  id: number;
  position: Pos;
}
/** Section 1's shapes, as the section lists them. */
const SHAPES = ['4-4-2', '4-5-1', '5-4-1', '3-5-2', '5-3-2', '4-3-3', '3-4-3', '2-5-3', '5-2-3'];
const count = (xs: P[], pos: Pos) => xs.filter((p) => p.position === pos).length;
const allowed = (xs: P[]) =>
  xs.length === 11 && count(xs, 'Goalkeeper') === 1 && SHAPES.includes(`${count(xs, 'Defender')}-${count(xs, 'Midfielder')}-${count(xs, 'Attacker')}`);
const RANK: Record<Pos, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 };

/** §21 read literally: who came on for whom, each player's multiplier, the weekly points. `week`
 *  holds the points of the players with a stat row that gameweek. */
export function oracle(eleven: P[], bench: P[], week: Map<number, number>, captain: number | null, vice: number | null) {
  const played = (id: number) => week.has(id);
  const absent = eleven.filter((p) => !played(p.id)).sort((a, b) => RANK[a.position] - RANK[b.position] || a.id - b.id);
  let lineup = [...eleven];
  const subs: { out: number; in: number }[] = [];
  for (const out of absent) {
    for (const b of bench) {
      if (subs.some((s) => s.in === b.id) || !played(b.id)) continue;
      if ((b.position === 'Goalkeeper') !== (out.position === 'Goalkeeper')) continue;
      const next = lineup.map((p) => (p.id === out.id ? b : p));
      if (allowed(next)) {
        lineup = next;
        subs.push({ out: out.id, in: b.id });
        break;
      }
    }
  }
  // §10: the captain counts twice when they played, else the vice when they played.
  const doubled = captain !== null && played(captain) ? captain : vice !== null && played(vice) ? vice : null;
  const multiplier = new Map<number, number>();
  for (const p of eleven) multiplier.set(p.id, subs.some((s) => s.out === p.id) ? 0 : p.id === doubled ? 2 : 1);
  for (const p of bench) multiplier.set(p.id, subs.some((s) => s.in === p.id) ? 1 : 0);
  let points = 0;
  for (const [id, m] of multiplier) points += (week.get(id) ?? 0) * m;
  return { subs, multiplier, points };
}

export interface TeamAnswer {
  id: number;
  name: string;
  players: { id: number; position: Pos }[];
  bench: { id: number; position: Pos; selected_by_percent: number }[];
  cost: number;
  budget_remaining: number;
  captain: number | null;
  vice_captain: number | null;
  formation: string;
}
export interface SnapPlayer {
  id: number;
  position: Pos;
  game_week_points: number;
  multiplier: number;
}
export interface Snap {
  players: SnapPlayer[];
  bench: SnapPlayer[];
  automatic_subs: { out: number; in: number }[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
}

export interface Made {
  id: number;
  name: string;
  auth: Auth;
  userId: number;
}

/** The bench tests' calls over the test file's app (read when called: the app starts in beforeAll). */
export function benchCalls(app: () => TestApp, staff: () => Auth) {
  const call = async (method: 'GET' | 'POST' | 'PUT', auth: Auth, payload?: unknown) => {
    const res = await app().inject({ method, url: '/api/team/', headers: auth, payload });
    expectContract(res, method === 'GET' ? 'getMyTeam' : method === 'POST' ? 'createTeam' : 'updateTeam');
    return res;
  };
  const mine = async (auth: Auth) => (await call('GET', auth)).json() as TeamAnswer;
  const ids = (xs: { id: number }[]) => xs.map((p) => p.id);
  const sortedIds = (xs: { id: number }[]) => ids(xs).sort((a, b) => a - b);
  const snap = async (teamId: number, weekId: number) => (await snapshotFor(app(), teamId, weekId)) as unknown as Snap | null;

  const made: Made[] = [];
  /** A new user's team (201 or the test fails). */
  async function makeTeam(name: string, players: number[], extra: Record<string, unknown> = {}): Promise<Made> {
    const u = await app().user();
    const res = await call('POST', u.auth, { name, players, ...extra });
    if (res.statusCode !== 201) throw new Error(`createTeam answered ${res.statusCode}: ${res.body}`);
    const team = { id: res.json().id as number, name, auth: u.auth, userId: u.id };
    made.push(team);
    return team;
  }

  /** Points of each player with a stat row, by gameweek id, from the matches recorded here. */
  const weekPoints = new Map<number, Map<number, number>>();
  const matchRows = new Map<number, { week: number; rows: { player: number; points: number }[] }>();
  async function record(date: string, rows: StatInput[]) {
    const m = await recordMatch(app(), staff(), { date, players_stats: rows });
    matchRows.set(m.id, { week: m.game_week.id, rows: m.players_stats });
    rebuildWeekPoints();
    return m;
  }
  async function unrecord(id: number) {
    expect((await removeMatch(app(), staff(), id)).statusCode).toBe(204);
    matchRows.delete(id);
    rebuildWeekPoints();
  }
  function rebuildWeekPoints() {
    weekPoints.clear();
    for (const { week, rows } of matchRows.values()) {
      const w = weekPoints.get(week) ?? new Map<number, number>();
      for (const r of rows) w.set(r.player, (w.get(r.player) ?? 0) + r.points);
      weekPoints.set(week, w);
    }
  }

  /** A snapshot held to the oracle: its subs, every multiplier and its weekly points. */
  function expectOracle(s: Snap, weekId: number) {
    const o = oracle(s.players, s.bench, weekPoints.get(weekId) ?? new Map(), s.captain, s.vice_captain);
    expect(s.automatic_subs).toEqual(o.subs);
    expect([...s.players, ...s.bench].map((p) => [p.id, p.multiplier])).toEqual([...s.players, ...s.bench].map((p) => [p.id, o.multiplier.get(p.id)]));
    expect(s.weekly_points).toBe(o.points);
    // weekly_points is the sum of points times multiplier over the 11 and the bench.
    expect(s.weekly_points).toBe([...s.players, ...s.bench].reduce((sum, p) => sum + p.game_week_points * p.multiplier, 0));
    return o.points;
  }

  return { call, mine, ids, sortedIds, snap, made, makeTeam, record, unrecord, expectOracle };
}
