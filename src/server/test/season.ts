import type { components } from '../openapi/contract.gen';
import { addPlayerPool, type PlayerPool } from './fixtures';
import { expectContract, startTestApp, type TestApp, type TestResponse } from './harness';

// Helpers for the season API tests (matches, gameweeks, snapshots): every call goes over HTTP
// and every answer is checked against openapi.yaml.

export type Auth = { authorization: string };

export interface SeasonApp {
  t: TestApp;
  pool: PlayerPool;
  staff: Auth;
}

/** A test file's app: the game clock at `now`, a pool of players and a staff user. */
export async function startSeasonApp(now: string, poolOptions: Parameters<typeof addPlayerPool>[1]): Promise<SeasonApp> {
  const t = await startTestApp({ now });
  const pool = await addPlayerPool(t, poolOptions);
  const staff = (await t.user({ staff: true })).auth;
  return { t, pool, staff };
}

export interface StatInput {
  player: number;
  goals?: number;
  assists?: number;
  yellow_cards?: number;
  red_cards?: number;
  clean_sheets?: number;
  MOTM?: number;
  Pen_Saves?: number;
  points?: number;
}

export interface MatchInput {
  team1?: string;
  team2?: string;
  team1_score?: number;
  team2_score?: number;
  date: string;
  players_stats: StatInput[];
}

/** A full stat row as the admin form sends it (every number, and a `points` the server ignores). */
export const row = (player: number, stats: Omit<StatInput, 'player'> = {}): StatInput => ({
  player,
  goals: 0,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  clean_sheets: 0,
  MOTM: 0,
  Pen_Saves: 0,
  points: 0,
  ...stats,
});

export const matchBody = (m: MatchInput) => ({ team1: "Men's 1st", team2: 'Rivals FC', team1_score: 2, team2_score: 1, ...m });

export async function postMatch(t: TestApp, auth: Auth | undefined, body: unknown): Promise<TestResponse> {
  const res = await t.inject({ method: 'POST', url: '/api/matches/', headers: auth, payload: body });
  expectContract(res, 'createMatch');
  return res;
}

/** Records a match as staff; fails the test unless it is stored (201). */
export async function recordMatch(t: TestApp, staff: Auth, m: MatchInput) {
  const res = await postMatch(t, staff, matchBody(m));
  if (res.statusCode !== 201) throw new Error(`createMatch answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; game_week: { id: number; week: number }; players_stats: { player: number; points: number }[] };
}

export async function removeMatch(t: TestApp, auth: Auth | undefined, id: number): Promise<TestResponse> {
  const res = await t.inject({ method: 'DELETE', url: `/api/matches/delete/${id}/`, headers: auth });
  expectContract(res, 'deleteMatch');
  return res;
}

export async function getJson(t: TestApp, url: string, operationId: string) {
  const res = await t.inject({ method: 'GET', url });
  expectContract(res, operationId);
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export interface GameWeek {
  id: number;
  week: number;
  start_date: string;
  end_date: string;
}

export const gameWeeks = (t: TestApp): Promise<GameWeek[]> => getJson(t, '/api/game-weeks/', 'listGameWeeks');

/** The gameweek starting on that Monday; fails the test when there is none. */
export async function weekStarting(t: TestApp, monday: string): Promise<GameWeek> {
  const week = (await gameWeeks(t)).find((w) => w.start_date === monday);
  if (!week) throw new Error(`No gameweek starts on ${monday}`);
  return week;
}

export interface SnapshotPlayer {
  id: number;
  name: string;
  position: string;
  game_week_points: number;
  multiplier: number;
}

export interface Snapshot {
  id: number;
  team: { id: number; name: string };
  game_week: { id: number; week: number };
  players: SnapshotPlayer[];
  bench: SnapshotPlayer[];
  automatic_subs: { out: number; in: number }[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
}

/** Captain and vice-captain as a team call sends them (left out, a player id, or null), and the
 *  bench (left out, or player ids in bench order). */
export interface Captaincy {
  captain?: number | null;
  vice_captain?: number | null;
  bench?: number[];
}

/** A team's snapshot for one gameweek, or null when it has none (the list is empty). */
export async function snapshotFor(t: TestApp, teamId: number, gameWeekId: number): Promise<Snapshot | null> {
  const list = (await getJson(t, `/api/team-snapshots/?team_id=${teamId}&game_week_id=${gameWeekId}`, 'listTeamSnapshots')) as Snapshot[];
  expect(list.length).toBeLessThanOrEqual(1);
  return list[0] ?? null;
}

export async function mostRecentSnapshot(t: TestApp, teamId: number): Promise<TestResponse> {
  const res = await t.inject({ method: 'GET', url: `/api/team-snapshots/most_recent/?team_id=${teamId}` });
  expectContract(res, 'getMostRecentSnapshot');
  return res;
}

export const idsOf = (players: { id: number }[]) => players.map((p) => p.id).sort((a, b) => a - b);
export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

export interface Team {
  id: number;
  name: string;
  auth: Auth;
  /** The owner's password (to delete the account). */
  password?: string;
}

/** A new user's team with this squad, made through the API at the game clock's time. */
export async function createTeam(t: TestApp, name: string, players: number[], captaincy: Captaincy = {}): Promise<Team> {
  const user = await t.user();
  const res = await t.inject({ method: 'POST', url: '/api/team/', headers: user.auth, payload: { name, players, ...captaincy } });
  expectContract(res, 'createTeam');
  if (res.statusCode !== 201) throw new Error(`createTeam answered ${res.statusCode}: ${res.body}`);
  return { id: res.json().id, name, auth: user.auth, password: user.password };
}

/** A transfer: the team's squad becomes these 11, and the bench the one given if any (at the game
 *  clock's time). */
export async function transfer(t: TestApp, team: Team, players: number[], captaincy: Captaincy = {}) {
  const res = await t.inject({ method: 'PUT', url: '/api/team/', headers: team.auth, payload: { players, formation: '4-4-2', ...captaincy } });
  expectContract(res, 'updateTeam');
  if (res.statusCode !== 200) throw new Error(`updateTeam answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export type LeagueRow = components['schemas']['LeagueRow'];

export const leagueTable = (t: TestApp): Promise<LeagueRow[]> => getJson(t, '/api/teams/', 'listTeams');

/** Every public answer that derived numbers show up in, for before/after comparisons. */
export async function everything(t: TestApp, teamIds: number[]) {
  const weeks = await gameWeeks(t);
  const snapshots: Record<string, unknown> = {};
  for (const team of teamIds) {
    const recent = await mostRecentSnapshot(t, team);
    snapshots[`${team}:latest`] = { status: recent.statusCode, body: recent.json() };
    for (const w of weeks) snapshots[`${team}:${w.id}`] = await snapshotFor(t, team, w.id);
  }
  return {
    teams: await leagueTable(t),
    players: await getJson(t, '/api/players/', 'listPlayers'),
    goals: await getJson(t, '/api/player-goals/', 'listPlayerGoals'),
    points: await getJson(t, '/api/player-points/', 'listPlayerPoints'),
    matches: await getJson(t, '/api/matches/', 'listMatches'),
    stats: await getJson(t, '/api/player-game-stats/', 'listPlayerGameStats'),
    results: await getJson(t, '/api/results/', 'listResults'),
    weeks,
    snapshots,
  };
}
