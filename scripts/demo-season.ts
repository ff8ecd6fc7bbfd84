/**
 * `npm run manage -- load-demo`: fills an empty database with a believable club season, so that
 * a newcomer can log in and play at once. Everything after the accounts goes through the app's
 * own HTTP API (players, fantasy teams, matches with stat rows, transfers, fixtures), with the
 * game clock moved through the past weeks, so every derived number (player totals, gameweeks,
 * snapshots, the league table) is computed by the real server code.
 *
 * The loader talks to the API through a `call` function: the command line answers it in-process
 * with app.inject over the command's own database and clock; the test answers it over real HTTP.
 * The data is deterministic (a seeded PRNG); only the dates move with today.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BUDGET_TENTHS, fromTenths } from '../src/domain/money';
import type { Position } from '../src/domain/positions';
import type { StatLine } from '../src/domain/scoring';
import { checkSquad } from '../src/domain/squad';
import { addDays, weekStartOf, zonedDateString, zonedToInstant } from '../src/domain/gameweeks';
import type { TokenService } from '../src/server/auth/tokens';
import type { Config } from '../src/server/config';
import type { GameClock } from '../src/server/clock';
import { queryRows, type Database, type Db } from '../src/server/db';
import { createUser } from '../src/server/services/users';

// ---------------------------------------------------------------------------------------------
// The API as the loader sees it

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiAnswer {
  status: number;
  text: string;
}
/** One API call: method, URL (with /api/...), JSON body, access token. */
export type ApiCall = (method: HttpMethod, url: string, body?: unknown, token?: string) => Promise<ApiAnswer>;

/** The database already holds data: nothing was changed. */
export class DemoRefusedError extends Error {}
/** The server gave an answer the loader did not expect (the demo season is incomplete). */
export class DemoApiError extends Error {}

export interface DemoTarget {
  /** The database the API writes to: checked for emptiness, and where the accounts are made. */
  db: Db;
  /** The server's token service (the accounts' access tokens). */
  tokens: TokenService;
  call: ApiCall;
  /** Moves the server's game clock (history is made at past game-clock times). */
  setClock(at: Date): void;
  timeZone: string;
  /** The game clock's "now": the season's history ends before it, upcoming fixtures follow it. */
  now: Date;
  /** Passwords to use instead of random ones (tests). */
  passwords?: { staff?: string; manager?: string; fans?: string };
  /** Progress lines. */
  progress?: (line: string) => void;
}

export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoSummary {
  staff: DemoAccount;
  manager: DemoAccount & { team: string };
  fans: { emails: string[]; password: string };
  players: { total: number; bySide: Record<string, number> };
  teams: number;
  gameweeks: number;
  matches: number;
  statRows: number;
  /** Players transferred in (a PUT /api/team/ may bring in several). */
  transfers: number;
  /** PUT /api/team/ calls. */
  squadChanges: number;
  fixtures: { men: { past: number; upcoming: number }; women: { past: number; upcoming: number } };
  leader: { name: string; points: number } | null;
  elapsedMs: number;
}

// ---------------------------------------------------------------------------------------------
// The emptiness check

const COUNTED = [
  ['users', 'users'],
  ['players', 'players'],
  ['fantasy_teams', 'teams'],
  ['matches', 'matches'],
  ['fixtures', 'fixtures'],
] as const;

/** Null for an empty database, otherwise the one line saying why load-demo will not run. */
export async function refusalReason(db: Db): Promise<string | null> {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql.raw(`select ${COUNTED.map(([table, label]) => `(select count(*) from ${table})::int as "${label}"`).join(', ')}`),
  );
  const held = COUNTED.filter(([, label]) => Number(row[label]) > 0).map(([, label]) =>
    `${row[label]} ${Number(row[label]) === 1 ? label.slice(0, -1) : label}`,
  );
  if (held.length === 0) return null;
  return (
    `This database already holds data (${held.join(', ')}); load-demo only fills an empty one and changed nothing. ` +
    'Point DATA_DIR at a new folder (or DATABASE_URL at an empty database) and run it again.'
  );
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: a small seeded PRNG, so every run makes the same season. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Dice {
  constructor(private readonly random: () => number) {}
  next = () => this.random();
  chance = (p: number) => this.random() < p;
  int = (lo: number, hi: number) => lo + Math.floor(this.random() * (hi - lo + 1));
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  /** One item, chosen with probability proportional to its weight (null when none can be). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | null {
    const ws = items.map((i) => Math.max(0, weight(i)));
    const total = ws.reduce((a, b) => a + b, 0);
    if (total <= 0) return null;
    let r = this.random() * total;
    for (let i = 0; i < items.length; i++) {
      r -= ws[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }
  /** n distinct items, each chosen by weight. */
  weightedDistinct<T>(items: readonly T[], n: number, weight: (item: T) => number): T[] {
    const left = [...items];
    const out: T[] = [];
    while (out.length < n && left.length > 0) {
      const chosen = this.weighted(left, weight) ?? left[0];
      out.push(chosen);
      left.splice(left.indexOf(chosen), 1);
    }
    return out;
  }
  /** A value from a table of [value, weight]. */
  table<T>(rows: readonly (readonly [T, number])[]): T {
    return this.weighted(rows, (r) => r[1])![0];
  }
}

// ---------------------------------------------------------------------------------------------
// The club and its season

const MALE_FIRST = [
  'Jack', 'Harry', 'Oliver', 'George', 'Charlie', 'Thomas', 'James', 'Alfie', 'Joshua', 'Freddie', 'Archie', 'Henry',
  'Oscar', 'Jacob', 'Ethan', 'Callum', 'Kieran', 'Rhys', 'Owen', 'Lewis', 'Connor', 'Jamie', 'Ryan', 'Toby', 'Reece',
  'Liam', 'Kwame', 'Tariq', 'Arjun', 'Dylan', 'Euan', 'Fraser', 'Cameron', 'Ibrahim', 'Sam', 'Nathan',
];
const FEMALE_FIRST = [
  'Amelia', 'Olivia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Lily', 'Freya', 'Ella', 'Chloe', 'Jessica', 'Holly',
  'Megan', 'Lucy', 'Ellie', 'Hannah', 'Zara', 'Niamh', 'Aoife', 'Eilidh', 'Caitlin', 'Georgia', 'Abbie', 'Millie',
  'Phoebe', 'Rosie', 'Beth', 'Leah', 'Imogen', 'Keira', 'Priya', 'Amara', 'Maisie', 'Erin', 'Poppy',
];
const SURNAMES = [
  'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'Roberts',
  'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Hughes', 'Edwards', 'Turner', 'Hill', 'Moore',
  'Cooper', 'Ward', 'Morris', 'King', 'Harrison', 'Baker', 'Mitchell', 'Campbell', 'Murphy', 'Kelly', 'MacDonald',
  'Fraser', 'Okafor', 'Mensah', 'Price', 'Bennett', 'Griffiths', 'Lloyd', 'Barnes', 'Fletcher', 'Holmes', 'Shaw',
  'Armstrong', 'Chapman', 'Pearson', 'Doyle', 'Gallagher', 'Rahman', 'Adeyemi', "O'Brien", 'Sutherland', 'Reid',
  'Booth', 'Kerr', 'Dawson', 'Marsh', 'Atkinson', 'Owusu', 'Nolan', 'Sinclair', 'Hussain', 'Whitfield', 'Ashworth',
];

/** Opponents (fictional) with their home grounds. */
const OPPONENTS = [
  { name: 'Riverside College', ground: 'Riverside Playing Fields' },
  { name: 'Kingsbridge University', ground: 'Kingsbridge Sports Ground' },
  { name: "St Hilda's University", ground: "St Hilda's Park" },
  { name: 'Northfield Institute', ground: 'Northfield 3G' },
  { name: 'Hartwell University', ground: 'Hartwell Lane' },
  { name: 'Castlegate College', ground: 'Castlegate Recreation Ground' },
  { name: 'Westmoor University', ground: 'Westmoor Sports Centre' },
  { name: 'Ashdown University', ground: 'Ashdown Fields' },
  { name: 'Fenchurch College', ground: 'Fenchurch Meadows' },
  { name: 'Harbourside University', ground: 'Harbourside Stadium' },
] as const;
const HOME_GROUND = 'University Sports Park';

interface Side {
  key: 'men' | 'women';
  /** The `team` of its players. */
  team: string;
  /** The club's name in matches and fixtures. */
  club: string;
  firstNames: readonly string[];
  fixturesUrl: string;
  kickoff: string;
  /** Past gameweeks (1-based) this side did not play. */
  byes: readonly number[];
  /** How many goals it tends to score and concede. */
  attack: readonly (readonly [number, number])[];
  defence: readonly (readonly [number, number])[];
}

const SIDES: readonly Side[] = [
  {
    key: 'men',
    team: "Men's 1st",
    club: "Uni Men's 1st",
    firstNames: MALE_FIRST,
    fixturesUrl: '/api/fixtures/',
    kickoff: '14:30',
    byes: [6],
    attack: [[0, 10], [1, 22], [2, 28], [3, 20], [4, 12], [5, 8]],
    defence: [[0, 30], [1, 34], [2, 22], [3, 10], [4, 4]],
  },
  {
    key: 'women',
    team: "Women's 1st",
    club: "Uni Women's 1st",
    firstNames: FEMALE_FIRST,
    fixturesUrl: '/api/womensfixtures/',
    kickoff: '12:00',
    byes: [2, 9],
    attack: [[0, 12], [1, 22], [2, 26], [3, 20], [4, 12], [5, 8]],
    defence: [[0, 34], [1, 32], [2, 20], [3, 10], [4, 4]],
  },
];

/** Players per side and position, with each position's price range in tenths of £1m. */
const SQUAD_SHAPE: readonly { position: Position; count: number; lo: number; hi: number }[] = [
  { position: 'Goalkeeper', count: 3, lo: 40, hi: 60 },
  { position: 'Defender', count: 7, lo: 40, hi: 70 },
  { position: 'Midfielder', count: 7, lo: 45, hi: 105 },
  { position: 'Attacker', count: 5, lo: 55, hi: 120 },
];

const TEAM_NAMES = [
  'Sunday League Legends', 'Real Ale Madrid', 'Crystal Palaver', 'Tekkers Town', 'Nutmeg Athletic', 'Top Bins FC',
  'Row Z Rovers', 'Park the Bus', 'False Nine Wanderers', 'Half-Time Oranges', 'Offside Trap', 'Back of the Net',
  'Library Lions', 'Seminar Strikers', 'Deadline Day Dons', 'Campus Casuals', 'Halls Rangers', 'Borussia Teeth',
  'Lokomotiv Lager', 'Inter Mediate', 'Athletico Mince', 'Bayern Bru', 'Dissertation Dynamo', 'Reading Week Rovers',
];
/** The normal account's team. */
const MANAGER_TEAM = 'Tekkers Town';
const FAN_COUNT = 23;
const PAST_WEEKS = 10;
const PAST_FIXTURES = 4;
const UPCOMING_FIXTURES = 8;

const FORMATIONS: readonly (readonly [string, number])[] = [
  ['4-4-2', 30], ['4-3-3', 20], ['3-5-2', 14], ['4-5-1', 12], ['5-3-2', 8], ['3-4-3', 8], ['5-4-1', 5], ['2-5-3', 2], ['5-2-3', 1],
];
const MATCH_SHAPES: readonly (readonly [string, number])[] = [['4-4-2', 40], ['4-3-3', 30], ['4-5-1', 15], ['3-5-2', 15]];

export const DEMO_DOMAIN = 'fantasy-xi.demo';
export const STAFF_EMAIL = `staff@${DEMO_DOMAIN}`;
export const MANAGER_EMAIL = `manager@${DEMO_DOMAIN}`;
export const fanEmail = (n: number) => `fan${String(n).padStart(2, '0')}@${DEMO_DOMAIN}`;

interface DemoPlayer {
  id: number;
  name: string;
  position: Position;
  side: Side;
  priceTenths: number;
  /** Points so far, from the server's answers (drives the fans' transfers). */
  form: number;
}

interface DemoTeam {
  name: string;
  userId: number;
  squad: DemoPlayer[];
  /** Leans towards one side's players (1 = no preference). */
  menBias: number;
}

/** A readable random password (never a common one). */
function randomPassword(): string {
  return `${crypto.randomBytes(3).toString('hex')}-${crypto.randomBytes(3).toString('hex')}-${crypto.randomBytes(2).toString('hex')}`;
}

const quality = (p: DemoPlayer) => (p.priceTenths / 10) ** 1.6;

// ---------------------------------------------------------------------------------------------
// The loader

export async function loadDemoSeason(target: DemoTarget): Promise<DemoSummary> {
  const started = Date.now();
  const { db, tokens, timeZone } = target;
  const progress = target.progress ?? (() => undefined);
  const dice = new Dice(seededRandom(20261118));

  const refusal = await refusalReason(db);
  if (refusal) throw new DemoRefusedError(refusal);

  // --- the calendar: gameweek k (1..10) is the Monday-to-Sunday week k weeks before this one's
  const today = zonedDateString(target.now, timeZone);
  const thisMonday = weekStartOf(today);
  const mondayOf = (week: number) => addDays(thisMonday, -7 * (PAST_WEEKS + 1 - week));
  const at = (date: string, time: string) => zonedToInstant(date, time, timeZone);
  let clockAt = new Date(0);
  const setClock = (when: Date) => {
    clockAt = when;
    target.setClock(when);
  };

  // --- the API, with a clear stop on any unexpected answer
  async function api<T>(method: HttpMethod, url: string, body: unknown, token: string | undefined, expected: number): Promise<T> {
    let answer: ApiAnswer;
    try {
      answer = await target.call(method, url, body, token);
    } catch (e) {
      throw new DemoApiError(`${method} ${url} failed: ${(e as Error).message}. The demo season is incomplete: start again with an empty database.`);
    }
    if (answer.status !== expected) {
      const shown = answer.text.length > 400 ? `${answer.text.slice(0, 400)}…` : answer.text;
      throw new DemoApiError(
        `${method} ${url} answered ${answer.status} (expected ${expected}) at game time ${clockAt.toISOString()}: ${shown.replace(/\s+/g, ' ')}. ` +
          'The demo season is incomplete: start again with an empty database.',
      );
    }
    return (answer.text ? JSON.parse(answer.text) : undefined) as T;
  }
  // Tokens use real time, so a fresh one per call never expires mid-run, whatever the lifetime.
  const tokenOf = (userId: number) => tokens.issue(userId, 'access', 0);

  // --- accounts
  const passwords = {
    staff: target.passwords?.staff ?? randomPassword(),
    manager: target.passwords?.manager ?? randomPassword(),
    fans: target.passwords?.fans ?? randomPassword(),
  };
  progress('Making the accounts...');
  const staff = await createUser(db, { email: STAFF_EMAIL, password: passwords.staff, isStaff: true });
  const staffToken = () => tokenOf(staff.id);
  const manager = await createUser(db, { email: MANAGER_EMAIL, password: passwords.manager });
  const fans: { id: number; email: string }[] = [];
  for (let n = 1; n <= FAN_COUNT; n++) fans.push(await createUser(db, { email: fanEmail(n), password: passwords.fans }));

  // --- players, in pre-season (three weeks before the first deadline)
  progress('Adding the players of both sides...');
  setClock(at(addDays(mondayOf(1), -21), '10:00'));
  const surnames = dice.shuffle(SURNAMES);
  const players: DemoPlayer[] = [];
  for (const side of SIDES) {
    const firstNames = dice.shuffle(side.firstNames);
    for (const shape of SQUAD_SHAPE) {
      for (let i = 0; i < shape.count; i++) {
        const spread = shape.hi - shape.lo;
        const base = shape.hi - (spread * i) / Math.max(1, shape.count - 1);
        const priceTenths = Math.min(shape.hi, Math.max(shape.lo, Math.round(base + dice.int(-5, 5))));
        const name = `${firstNames.pop()} ${surnames.pop()}`;
        const created = await api<{ id: number }>(
          'POST',
          '/api/players/',
          { name, position: shape.position, team: side.team, price: fromTenths(priceTenths) },
          await staffToken(),
          201,
        );
        players.push({ id: created.id, name, position: shape.position, side, priceTenths, form: 0 });
      }
    }
  }

  // --- fantasy teams, made over the week before the first deadline
  progress('Building the fantasy teams...');
  const owners = [{ id: manager.id, email: manager.email }, ...fans];
  const names = [MANAGER_TEAM, ...dice.shuffle(TEAM_NAMES.filter((n) => n !== MANAGER_TEAM))];
  const teams: DemoTeam[] = [];
  const firstDeadline = at(mondayOf(1), '00:00');
  const windowStart = at(addDays(mondayOf(1), -6), '09:00').getTime();
  for (let i = 0; i < owners.length; i++) {
    // Spread from Tuesday morning to Sunday evening, in order, all before the deadline.
    const when = new Date(windowStart + Math.floor(((firstDeadline.getTime() - 3_600_000 - windowStart) * (i + dice.next() * 0.5)) / owners.length));
    setClock(when);
    const team: DemoTeam = { name: names[i], userId: owners[i].id, squad: [], menBias: dice.pick([0.5, 0.8, 1, 1, 1, 1.25, 2]) };
    team.squad = pickSquad(dice, players, dice.table(FORMATIONS), team.menBias);
    // Captain the dearest player, vice the next (PUT keeps them while they stay in the squad).
    const [captain, vice] = [...team.squad].sort((x, y) => y.priceTenths - x.priceTenths || x.id - y.id);
    await api(
      'POST',
      '/api/team/',
      { name: team.name, players: team.squad.map((p) => p.id), captain: captain.id, vice_captain: vice.id },
      await tokenOf(team.userId),
      201,
    );
    teams.push(team);
  }

  // --- the season: matches on Saturdays, transfers on Sunday evenings and midweek
  progress(`Playing ${PAST_WEEKS} gameweeks...`);
  const played: Record<Side['key'], { date: string; opponent: (typeof OPPONENTS)[number]; home: boolean }[]> = { men: [], women: [] };
  const opponentOrder = { men: dice.shuffle(OPPONENTS), women: dice.shuffle(OPPONENTS) };
  let matchCount = 0;
  let statRows = 0;
  let transfers = 0;
  let squadChanges = 0;
  for (let week = 1; week <= PAST_WEEKS; week++) {
    const monday = mondayOf(week);
    // Midweek transfers (count from the next gameweek).
    if (week > 1) transfers += await transferWindow(at(addDays(monday, 2), '19:00'), 0.15);

    const saturday = addDays(monday, 5);
    setClock(at(saturday, '17:30'));
    for (const side of SIDES) {
      if (side.byes.includes(week)) continue;
      const list = played[side.key];
      const opponent = opponentOrder[side.key][list.length % OPPONENTS.length];
      const home = list.length % 2 === 0;
      const match = makeMatch(dice, side, players.filter((p) => p.side === side));
      const answer = await api<{ players_stats: { player: number; points: number }[] }>(
        'POST',
        '/api/matches/',
        {
          team1: side.club,
          team2: opponent.name,
          team1_score: match.ours,
          team2_score: match.theirs,
          date: `${saturday}T${side.kickoff}`,
          players_stats: match.rows,
        },
        await staffToken(),
        201,
      );
      for (const row of answer.players_stats) {
        const p = players.find((x) => x.id === row.player);
        if (p) p.form += row.points;
      }
      list.push({ date: saturday, opponent, home });
      matchCount += 1;
      statRows += match.rows.length;
    }
    // Weekend transfers (count from the next gameweek's deadline, Monday 00:00).
    if (week < PAST_WEEKS) transfers += await transferWindow(at(addDays(monday, 6), '20:00'), 0.3);
  }

  async function transferWindow(start: Date, share: number): Promise<number> {
    let made = 0;
    let minutes = 0;
    for (const team of teams) {
      if (!dice.chance(share)) continue;
      const swaps = dice.table([[1, 55], [2, 32], [3, 13]] as const);
      const next = transfer(dice, team, players, swaps);
      if (!next) continue;
      minutes += dice.int(3, 40);
      setClock(new Date(start.getTime() + minutes * 60_000));
      await api('PUT', '/api/team/', { players: next.squad.map((p) => p.id), formation: '4-4-2' }, await tokenOf(team.userId), 200);
      team.squad = next.squad;
      made += next.changed;
      squadChanges += 1;
    }
    return made;
  }

  // --- fixtures: the last few played, and the next weeks'
  progress('Adding the fixtures...');
  setClock(target.now);
  const fixtures = { men: { past: 0, upcoming: 0 }, women: { past: 0, upcoming: 0 } };
  const firstSaturday = addDays(thisMonday, 5) >= today ? addDays(thisMonday, 5) : addDays(thisMonday, 12);
  for (const side of SIDES) {
    const list = played[side.key];
    for (const game of list.slice(-PAST_FIXTURES)) {
      await api('POST', side.fixturesUrl, fixtureBody(side, game.opponent, game.home, game.date), await staffToken(), 201);
      fixtures[side.key].past += 1;
    }
    for (let i = 0; i < UPCOMING_FIXTURES; i++) {
      const opponent = opponentOrder[side.key][(list.length + i) % OPPONENTS.length];
      const home = (list.length + i) % 2 === 0;
      await api('POST', side.fixturesUrl, fixtureBody(side, opponent, home, addDays(firstSaturday, 7 * i)), await staffToken(), 201);
      fixtures[side.key].upcoming += 1;
    }
  }

  // --- read back what the server made of it
  const league = await api<{ name: string; total_points: number }[]>('GET', '/api/teams/', undefined, undefined, 200);
  const gameweeks = await api<unknown[]>('GET', '/api/game-weeks/', undefined, undefined, 200);
  const bySide: Record<string, number> = {};
  for (const p of players) bySide[p.side.team] = (bySide[p.side.team] ?? 0) + 1;

  return {
    staff: { email: STAFF_EMAIL, password: passwords.staff },
    manager: { email: MANAGER_EMAIL, password: passwords.manager, team: MANAGER_TEAM },
    fans: { emails: fans.map((f) => f.email), password: passwords.fans },
    players: { total: players.length, bySide },
    teams: league.length,
    gameweeks: gameweeks.length,
    matches: matchCount,
    statRows,
    transfers,
    squadChanges,
    fixtures,
    leader: league.length ? { name: league[0].name, points: league[0].total_points } : null,
    elapsedMs: Date.now() - started,
  };
}

function fixtureBody(side: Side, opponent: (typeof OPPONENTS)[number], home: boolean, date: string) {
  return {
    team1: side.club,
    team2: opponent.name,
    location: home ? HOME_GROUND : `${opponent.ground} (away)`,
    date,
    time: side.kickoff,
  };
}

// ---------------------------------------------------------------------------------------------
// Squads and transfers

const squadProblems = (squad: DemoPlayer[]) =>
  checkSquad(squad.map((p) => ({ id: p.id, position: p.position, priceTenths: p.priceTenths })), BUDGET_TENTHS);

/** A valid squad in the given shape: stars first, always leaving enough money for the rest. */
function pickSquad(dice: Dice, players: DemoPlayer[], shape: string, menBias: number): DemoPlayer[] {
  const [d, m, a] = shape.split('-').map(Number);
  const slots: Position[] = [
    ...Array<Position>(a).fill('Attacker'),
    ...Array<Position>(m).fill('Midfielder'),
    ...Array<Position>(d).fill('Defender'),
    'Goalkeeper',
  ];
  for (let attempt = 0; attempt < 50; attempt++) {
    const squad: DemoPlayer[] = [];
    let left = BUDGET_TENTHS;
    let ok = true;
    for (let s = 0; s < slots.length; s++) {
      const rest = slots.slice(s + 1);
      const candidates = players.filter((p) => p.position === slots[s] && !squad.includes(p));
      const affordable = candidates.filter((c) => c.priceTenths + cheapest(players, [...squad, c], rest) <= left);
      const chosen = dice.weighted(affordable, (c) => (c.priceTenths / 10) ** 2.2 * (c.side.key === 'men' ? menBias : 1 / menBias));
      if (!chosen) {
        ok = false;
        break;
      }
      squad.push(chosen);
      left -= chosen.priceTenths;
    }
    if (ok && squadProblems(squad).length === 0) return squad;
  }
  throw new Error(`Could not pick a ${shape} squad within the budget.`);
}

/** The least the remaining slots can cost, with the players already taken left out. */
function cheapest(players: DemoPlayer[], taken: DemoPlayer[], slots: Position[]): number {
  let total = 0;
  for (const position of new Set(slots)) {
    const need = slots.filter((s) => s === position).length;
    const prices = players
      .filter((p) => p.position === position && !taken.includes(p))
      .map((p) => p.priceTenths)
      .sort((x, y) => x - y);
    total += prices.slice(0, need).reduce((sum, v) => sum + v, 0);
  }
  return total;
}

/** Up to `swaps` transfers: out with a player out of form, in with one in form, mostly like for like. */
function transfer(dice: Dice, team: DemoTeam, players: DemoPlayer[], swaps: number): { squad: DemoPlayer[]; changed: number } | null {
  let squad = [...team.squad];
  for (let s = 0; s < swaps; s++) {
    const outOfForm = [...squad].sort((x, y) => x.form - y.form).slice(0, 5);
    const out = dice.pick(outOfForm);
    const positions: Position[] =
      out.position !== 'Goalkeeper' && dice.chance(0.2)
        ? (['Defender', 'Midfielder', 'Attacker'] as Position[]).filter((p) => p !== out.position)
        : [out.position];
    const without = squad.filter((p) => p !== out);
    const candidates = players.filter(
      (p) => positions.includes(p.position) && !squad.includes(p) && squadProblems([...without, p]).length === 0,
    );
    const chosen = dice.weighted(candidates, (c) => Math.max(1, c.form + 6) ** 1.4 * (c.side.key === 'men' ? team.menBias : 1 / team.menBias));
    if (!chosen) continue;
    squad = [...without, chosen];
  }
  const changed = squad.filter((p) => !team.squad.includes(p)).length;
  return changed > 0 ? { squad, changed } : null;
}

// ---------------------------------------------------------------------------------------------
// Matches

/** A stat row as the match form sends it. */
interface StatRow extends StatLine {
  player: number;
}

const GOAL_WEIGHT: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Attacker: 7 };
const ASSIST_WEIGHT: Record<Position, number> = { Goalkeeper: 0.2, Defender: 1.5, Midfielder: 4, Attacker: 2.5 };
const YELLOW_CHANCE: Record<Position, number> = { Goalkeeper: 0.02, Defender: 0.14, Midfielder: 0.11, Attacker: 0.07 };
const MOTM_WEIGHT = { goal: 6, assist: 3, cleanSheet: 3, save: 5, card: -3 };

/** A believable match: a score, 11 starters and up to 5 substitutes, goals that add up to it. */
function makeMatch(dice: Dice, side: Side, squad: DemoPlayer[]): { ours: number; theirs: number; rows: StatRow[] } {
  const ours = dice.table(side.attack);
  const theirs = dice.table(side.defence);
  const [d, m, a] = dice.table(MATCH_SHAPES).split('-').map(Number);
  const of = (position: Position) => squad.filter((p) => p.position === position);
  const keepers = of('Goalkeeper').sort((x, y) => y.priceTenths - x.priceTenths);
  const keeper = dice.chance(0.8) ? keepers[0] : dice.pick(keepers.slice(1));
  const starters = [
    keeper,
    ...dice.weightedDistinct(of('Defender'), d, quality),
    ...dice.weightedDistinct(of('Midfielder'), m, quality),
    ...dice.weightedDistinct(of('Attacker'), a, quality),
  ];
  const bench = squad.filter((p) => p.position !== 'Goalkeeper' && !starters.includes(p));
  const subs = dice.weightedDistinct(bench, dice.table([[0, 5], [1, 10], [2, 20], [3, 35], [4, 15], [5, 15]] as const), quality);
  const lineup = [...starters, ...subs];
  const minutes = (p: DemoPlayer) => (starters.includes(p) ? 1 : 0.35);

  const rows = new Map<number, StatRow>(
    lineup.map((p) => [
      p.id,
      { player: p.id, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: theirs === 0 ? 1 : 0, MOTM: 0, Pen_Saves: 0 },
    ]),
  );
  for (let g = 0; g < ours; g++) {
    const scorer = dice.weighted(lineup, (p) => GOAL_WEIGHT[p.position] * quality(p) * minutes(p))!;
    rows.get(scorer.id)!.goals += 1;
    if (dice.chance(0.72)) {
      const provider = dice.weighted(lineup.filter((p) => p !== scorer), (p) => ASSIST_WEIGHT[p.position] * quality(p) * minutes(p));
      if (provider) rows.get(provider.id)!.assists += 1;
    }
  }
  for (const p of lineup) {
    const row = rows.get(p.id)!;
    const r = dice.next();
    if (r < 0.005) row.red_cards = 1; // straight red
    else if (r < 0.012) Object.assign(row, { yellow_cards: 2, red_cards: 1 }); // two yellows
    else if (r < 0.012 + YELLOW_CHANCE[p.position] * minutes(p)) row.yellow_cards = 1;
  }
  if (dice.chance(0.08)) rows.get(keeper.id)!.Pen_Saves = 1;

  // Man of the match: the best game by goals, assists, saves and a clean sheet, with a little luck.
  const motm = [...rows.values()]
    .map((row) => {
      const p = lineup.find((x) => x.id === row.player)!;
      const cleanSheet = row.clean_sheets && (p.position === 'Goalkeeper' || p.position === 'Defender') ? MOTM_WEIGHT.cleanSheet : 0;
      const score =
        row.goals * MOTM_WEIGHT.goal +
        row.assists * MOTM_WEIGHT.assist +
        row.Pen_Saves * MOTM_WEIGHT.save +
        cleanSheet +
        (row.yellow_cards + row.red_cards) * MOTM_WEIGHT.card +
        minutes(p) * 2 +
        dice.next() * 4;
      return { row, score };
    })
    .sort((x, y) => y.score - x.score)[0];
  motm.row.MOTM = 1;

  return { ours, theirs, rows: [...rows.values()] };
}

// ---------------------------------------------------------------------------------------------
// The command line: the app in-process over the command's database, with a clock it moves

/** A game clock the loader moves through the season. */
export class MovableClock implements GameClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current);
  set(at: Date) {
    this.current = new Date(at);
  }
}

export async function loadDemoInProcess(database: Database, config: Config, progress?: (line: string) => void): Promise<DemoSummary> {
  // Refuse before building anything (the loader checks again).
  const refusal = await refusalReason(database.db);
  if (refusal) throw new DemoRefusedError(refusal);
  const { buildApp } = await import('../src/server/app');
  const now = new Date(Date.now() + config.clockOffsetMs);
  const clock = new MovableClock(now);
  const app = await buildApp(config, { database, clock, logger: false });
  try {
    const call: ApiCall = async (method, url, body, token) => {
      const res = await app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.statusCode, text: res.body };
    };
    return await loadDemoSeason({ db: database.db, tokens: app.ctx.tokens, call, setClock: (at) => clock.set(at), timeZone: config.clubTimezone, now, progress });
  } finally {
    clock.set(now);
    await app.close();
  }
}

/** What the command prints at the end: counts, the accounts, and how to start the server. */
export function summaryLines(s: DemoSummary, config: Pick<Config, 'dataDir' | 'databaseUrl' | 'port' | 'clockOffsetMs'>): string[] {
  const sides = Object.entries(s.players.bySide).map(([team, n]) => `${n} ${team}`).join(', ');
  const f = s.fixtures;
  const start = config.databaseUrl
    ? 'DATABASE_URL=<the same database> npm start'
    : config.dataDir === './data' || config.dataDir === 'data'
      ? 'npm start'
      : `DATA_DIR=${config.dataDir} npm start`;
  return [
    `Demo season loaded in ${(s.elapsedMs / 1000).toFixed(1)} s:`,
    `  ${s.players.total} players (${sides}), ${s.teams} fantasy teams, ${s.gameweeks} gameweeks, ` +
      `${s.matches} matches with ${s.statRows} player stat rows, ${s.transfers} players transferred in ${s.squadChanges} squad changes,`,
    `  fixtures: men's ${f.men.past} played + ${f.men.upcoming} upcoming, women's ${f.women.past} played + ${f.women.upcoming} upcoming.`,
    ...(s.leader ? [`  League leader: ${s.leader.name} with ${s.leader.points} points.`] : []),
    '',
    'Accounts (emails and passwords):',
    `  staff:   ${s.staff.email}  ${s.staff.password}   (Players, Matches and Fixtures pages)`,
    `  player:  ${s.manager.email}  ${s.manager.password}   (owns "${s.manager.team}")`,
    `  fans:    ${s.fans.emails[0]} ... ${s.fans.emails[s.fans.emails.length - 1]}  ${s.fans.password}   (one team each)`,
    '',
    `Start the server with \`${start}\`${config.clockOffsetMs ? ' (and the same CLOCK_OFFSET)' : ''} and open http://localhost:${config.port || 8000}.`,
  ];
}
