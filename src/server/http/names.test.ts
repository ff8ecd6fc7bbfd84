import { startTestApp, type TestApp, type TestRequest } from '../test/harness';
import { addPlayerPool, squadOf, type PlayerPool } from '../test/fixtures';
import { TEAM_NAME_MAX, PLAYER_NAME_MAX, PLAYER_SIDE_MAX } from '../../domain/limits';
import { LEAGUE_NAME_MAX } from '../../domain/leagues';
import { MATCH_TEAM_MAX } from '../../domain/matches';
import { FIXTURE_TEXT_LIMITS } from '../../domain/fixtures';

// Every name a person types follows one rule (src/domain/names.ts): trimmed, its length counted
// after trimming, no control or text-direction characters, at least one visible character.

let t: TestApp;
let staff: Record<string, string>;
let pool: PlayerPool;
let playerId: number;
let fixtureId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = (await t.user({ staff: true })).auth;
  pool = await addPlayerPool(t, { prefix: 'Name', count: 6 });
  playerId = pool.Attacker[0];
  const fixture = await t.inject({
    method: 'POST',
    url: '/api/fixtures/',
    headers: staff,
    payload: { team1: 'Uni', team2: 'Town', location: 'Park', date: '2026-12-01', time: '14:00' },
  });
  fixtureId = fixture.json().id;
});
afterAll(() => t.close());

/** One typed field: the call that sends it (with `value` in it) and who makes the call. */
interface NameField {
  what: string;
  field: string;
  max: number;
  call: (value: string) => TestRequest;
  /** A fresh user for each call (one team and a few leagues per user). */
  asNewUser?: boolean;
}

const fixtureBody = { team1: 'Uni', team2: 'Town', location: 'Park', date: '2026-12-02', time: '15:00' };
const matchBody = { team1: 'Uni', team2: 'Town', team1_score: 1, team2_score: 0, date: '2026-11-17T10:00:00', players_stats: [] };
let counter = 0;

const fields: NameField[] = [
  {
    what: "a team's name",
    field: 'name',
    max: TEAM_NAME_MAX,
    asNewUser: true,
    call: (name) => ({ method: 'POST', url: '/api/team/', payload: { name, players: squadOf(pool, '4-4-2') } }),
  },
  {
    what: "a league's name",
    field: 'name',
    max: LEAGUE_NAME_MAX,
    asNewUser: true,
    call: (name) => ({ method: 'POST', url: '/api/leagues/', payload: { name } }),
  },
  {
    what: "a new player's name",
    field: 'name',
    max: PLAYER_NAME_MAX,
    call: (name) => ({ method: 'POST', url: '/api/players/', payload: { name, team: "Men's 1st", position: 'Defender', price: 5 } }),
  },
  {
    what: "a new player's side",
    field: 'team',
    max: PLAYER_SIDE_MAX,
    call: (team) => ({ method: 'POST', url: '/api/players/', payload: { name: 'Side Test', team, position: 'Defender', price: 5 } }),
  },
  {
    what: "an edited player's name",
    field: 'name',
    max: PLAYER_NAME_MAX,
    call: (name) => ({ method: 'PUT', url: `/api/players/${playerId}/`, payload: { name, team: "Men's 1st", price: 5 } }),
  },
  {
    what: "an edited player's side",
    field: 'team',
    max: PLAYER_SIDE_MAX,
    call: (team) => ({ method: 'PUT', url: `/api/players/${playerId}/`, payload: { name: 'Edited', team, price: 5 } }),
  },
  ...(['team1', 'team2', 'location'] as const).flatMap((f): NameField[] => [
    {
      what: `a new fixture's ${f}`,
      field: f,
      max: FIXTURE_TEXT_LIMITS[f],
      call: (v) => ({
        method: 'POST',
        url: '/api/womensfixtures/',
        payload: { ...fixtureBody, time: `15:${String(counter++ % 60).padStart(2, '0')}`, [f]: v },
      }),
    },
    {
      what: `an edited fixture's ${f}`,
      field: f,
      max: FIXTURE_TEXT_LIMITS[f],
      call: (v) => ({ method: 'PUT', url: `/api/fixtures/${fixtureId}/`, payload: { [f]: v } }),
    },
  ]),
  {
    what: "a match's team1",
    field: 'team1',
    max: MATCH_TEAM_MAX,
    call: (v) => ({ method: 'POST', url: '/api/matches/', payload: { ...matchBody, team1: v } }),
  },
  {
    what: "a match's team2",
    field: 'team2',
    max: MATCH_TEAM_MAX,
    call: (v) => ({ method: 'POST', url: '/api/matches/', payload: { ...matchBody, team2: v } }),
  },
];
const described = fields.map((f): [string, NameField] => [f.what, f]);

async function send(f: NameField, value: string) {
  const headers = f.asNewUser ? (await t.user()).auth : staff;
  return t.inject({ ...f.call(value), headers });
}

/** Text of exactly `length` visible characters, different on every call (names must be unique). */
function textOf(length: number): string {
  const tail = `${++counter}`;
  return 'N'.repeat(length - tail.length) + tail;
}

test.each(described)('%s: the longest name inside spaces is taken, trimmed', async (_name, f) => {
  const value = textOf(f.max);
  const res = await send(f, `  ${value}  `);
  expect([200, 201]).toContain(res.statusCode);
  expect(JSON.stringify(res.json())).toContain(`"${value}"`);
});

test.each(described)('%s: one character too many, even inside spaces, is refused naming the field', async (_name, f) => {
  const res = await send(f, `  ${textOf(f.max + 1)}  `);
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().errors)).toEqual([f.field]);
});

const badNames: [string, string][] = [
  ['a bell', 'Bad\u0007Name'],
  ['an escape', 'Bad\u001b[31mName'],
  ['a line break', 'Bad\nName'],
  ['a carriage return', 'Bad\rName'],
  ['a tab', 'Bad\tName'],
  ['a right-to-left override', 'Bad\u202EemaN'],
  ['a direction isolate', 'Bad\u2066Name\u2069'],
  ['only zero-width characters', '\u200B\u200C\u200D\uFEFF'],
  ['only spaces', '   '],
];
const badCases = described.flatMap(([name, f]) =>
  badNames.map(([what, value]): [string, string, NameField, string] => [name, what, f, value]),
);

test.each(badCases)('%s with %s is refused naming the field, and nothing changes', async (_name, _what, f, value) => {
  const res = await send(f, value);
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().errors)).toEqual([f.field]);
});

test('names in other scripts, with accents and emoji, are welcome', async () => {
  for (const name of ['Łódź Wanderers', 'الفريق', '東京 FC', 'Café ⚽ Crew', 'Zoë  O’Brien']) {
    const res = await t.inject({ method: 'POST', url: '/api/leagues/', headers: (await t.user()).auth, payload: { name } });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
  }
});
