import type { TestApp } from '../test/harness';
import { squadOf, type PlayerPool } from '../test/fixtures';
import {
  createTeam,
  everything,
  gameWeeks,
  idsOf,
  leagueTable,
  mostRecentSnapshot,
  recordMatch,
  removeMatch,
  row,
  snapshotFor,
  sorted,
  startSeasonApp,
  transfer,
  weekStarting,
  type Auth,
  type Snapshot,
  type Team,
} from '../test/season';

// Gameweeks, deadlines and snapshots over HTTP, with the game clock moved by hand. The club's
// time zone is Europe/London; from November to March it is GMT, so club time is UTC here.
// The tests run in order along one timeline (November 2026 to March 2027).

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-11-01T12:00:00Z', { prefix: 'Snap' }));
});
afterAll(() => t.close());

const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Every stored team's total equals the sum of its snapshots' weekly points (over the API). */
async function expectTotalsAreSums(teams: Team[]) {
  const weeks = await gameWeeks(t);
  const table = await leagueTable(t);
  for (const team of teams) {
    const weekly: number[] = [];
    for (const w of weeks) {
      const s = await snapshotFor(t, team.id, w.id);
      if (s) {
        expect(s.weekly_points).toBe(sumOf(s.players.map((p) => p.game_week_points)));
        weekly.push(s.weekly_points);
      }
    }
    expect(table.find((r) => r.id === team.id)!.total_points).toBe(sumOf(weekly));
  }
}

const pointsIn = (s: Snapshot) => Object.fromEntries(s.players.map((p) => [p.id, p.game_week_points]));

describe('snapshots freeze at each deadline', () => {
  let alpha: Team;
  let beta: Team;
  const s1 = () => squadOf(pool, '4-4-2');
  // A transfer: the first defender and the first attacker out, two others in.
  const s2 = () => [...s1().filter((id) => id !== pool.Defender[0] && id !== pool.Attacker[0]), pool.Defender[5], pool.Attacker[5]];

  test('a later transfer does not change an earlier week; a team made after a deadline has no snapshot that week', async () => {
    // Sunday 1 November: before the deadline of the week of Monday 2 November.
    alpha = await createTeam(t, 'Alpha', s1());

    // Wednesday 4 November: the week's first match makes the gameweek.
    t.clock.set('2026-11-04T12:00:00Z');
    const m1 = await recordMatch(t, staff, {
      date: '2026-11-03T19:30',
      players_stats: [
        row(pool.Goalkeeper[0], { clean_sheets: 1 }), // 7
        row(pool.Defender[0], { goals: 1 }), // 8
        row(pool.Attacker[0], { yellow_cards: 2, red_cards: 1 }), // -3
        row(pool.Defender[5], { goals: 2 }), // 14, not in Alpha's week-1 squad
        row(pool.Attacker[6], { goals: 3 }), // 14, in nobody's squad
      ],
    });
    const w1 = await weekStarting(t, '2026-11-02');
    expect(m1.game_week).toEqual({ id: w1.id, week: w1.week });

    // The transfer and Beta's creation come after week 1's deadline.
    await transfer(t, alpha, s2());
    beta = await createTeam(t, 'Beta', squadOf(pool, '3-5-2'));

    let a1 = (await snapshotFor(t, alpha.id, w1.id))!;
    expect(idsOf(a1.players)).toEqual(sorted(s1()));
    expect(a1).toMatchObject({ team: { id: alpha.id, name: 'Alpha' }, game_week: { id: w1.id, week: w1.week }, weekly_points: 7 + 8 - 3 });
    expect(pointsIn(a1)).toMatchObject({ [pool.Goalkeeper[0]]: 7, [pool.Defender[0]]: 8, [pool.Attacker[0]]: -3, [pool.Midfielder[0]]: 0 });
    expect(await snapshotFor(t, beta.id, w1.id)).toBeNull();
    const none = await mostRecentSnapshot(t, beta.id);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('Team snapshot not found for the most recent game week.');
    expect((await mostRecentSnapshot(t, alpha.id)).json()).toEqual(a1);

    // Week 2 (Monday 9 November): both teams as they were at its deadline.
    t.clock.set('2026-11-11T12:00:00Z');
    await recordMatch(t, staff, {
      date: '2026-11-10T19:30',
      players_stats: [row(pool.Defender[5], { assists: 1 }), row(pool.Attacker[0], { goals: 1 }), row(pool.Midfielder[0])], // 6, 6, 2
    });
    const w2 = await weekStarting(t, '2026-11-09');
    expect(w2.week).toBe(w1.week + 1);
    const a2 = (await snapshotFor(t, alpha.id, w2.id))!;
    expect(idsOf(a2.players)).toEqual(sorted(s2()));
    expect(a2.weekly_points).toBe(6 + 2);
    const b2 = (await snapshotFor(t, beta.id, w2.id))!;
    expect(idsOf(b2.players)).toEqual(sorted(squadOf(pool, '3-5-2')));
    expect(b2.weekly_points).toBe(6 + 2); // Attacker 0 and Midfielder 0
    expect((await mostRecentSnapshot(t, alpha.id)).json()).toEqual(a2);

    // A week-1 match entered late: week 1 still holds Alpha's old squad; its points follow the stats.
    await recordMatch(t, staff, {
      date: '2026-11-06T20:00',
      players_stats: [row(pool.Defender[0], { assists: 1 }), row(pool.Defender[5])],
    }); // 6, 2
    a1 = (await snapshotFor(t, alpha.id, w1.id))!;
    expect(idsOf(a1.players)).toEqual(sorted(s1()));
    expect(pointsIn(a1)[pool.Defender[0]]).toBe(8 + 6);
    expect(a1.weekly_points).toBe(12 + 6);
    expect(await snapshotFor(t, beta.id, w1.id)).toBeNull();

    const table = await leagueTable(t);
    expect(table.find((r) => r.id === alpha.id)!.total_points).toBe(18 + 8);
    expect(table.find((r) => r.id === beta.id)!.total_points).toBe(8);
    const mine = await t.inject({ method: 'GET', url: '/api/team/', headers: alpha.auth });
    expect(mine.json().total_points).toBe(26);
    await expectTotalsAreSums([alpha, beta]);
  });

  test('a gameweek made before its deadline follows transfers and new teams until the deadline, then freezes', async () => {
    // Sunday 22 November, 20:00: a match kicking off on Monday morning may already be entered.
    t.clock.set('2026-11-22T20:00:00Z');
    const early = await recordMatch(t, staff, { date: '2026-11-23T10:00', players_stats: [row(pool.Defender[6], { goals: 1 })] }); // 8
    const w = await weekStarting(t, '2026-11-23');
    expect(early.game_week.id).toBe(w.id);
    expect(idsOf((await snapshotFor(t, alpha.id, w.id))!.players)).toEqual(sorted(s2()));

    // A transfer before the deadline counts for this week.
    t.clock.set('2026-11-22T21:00:00Z');
    const s3 = [...s2().filter((id) => id !== pool.Defender[1]), pool.Defender[6]];
    await transfer(t, alpha, s3);
    let snap = (await snapshotFor(t, alpha.id, w.id))!;
    expect(idsOf(snap.players)).toEqual(sorted(s3));
    expect(snap.weekly_points).toBe(8);

    // So does a team made before the deadline.
    const gamma = await createTeam(t, 'Gamma', squadOf(pool, '5-4-1'));
    expect(idsOf((await snapshotFor(t, gamma.id, w.id))!.players)).toEqual(sorted(squadOf(pool, '5-4-1')));

    // After the deadline, a transfer waits for next week.
    t.clock.set('2026-11-23T12:00:00Z');
    await transfer(t, alpha, s2());
    snap = (await snapshotFor(t, alpha.id, w.id))!;
    expect(idsOf(snap.players)).toEqual(sorted(s3));
    expect(snap.weekly_points).toBe(8);
    // A transfer at exactly a deadline counts for that week (the squad at the deadline).
    t.clock.set('2026-11-30T00:00:00Z');
    await recordMatch(t, staff, { date: '2026-11-30T00:00', players_stats: [row(pool.Goalkeeper[1])] });
    const next = await weekStarting(t, '2026-11-30');
    await transfer(t, alpha, s3);
    expect(idsOf((await snapshotFor(t, alpha.id, next.id))!.players)).toEqual(sorted(s3));
    t.clock.set('2026-11-30T00:00:01Z');
    await transfer(t, alpha, s2());
    expect(idsOf((await snapshotFor(t, alpha.id, next.id))!.players)).toEqual(sorted(s3));

    await expectTotalsAreSums([alpha, beta, gamma]);
  });

  test('deleting a team removes its snapshots and its row in the league table', async () => {
    t.clock.set('2026-12-02T12:00:00Z');
    const doomed = await createTeam(t, 'Doomed', squadOf(pool, '4-3-3'));
    await recordMatch(t, staff, { date: '2026-12-01T19:00', players_stats: [row(pool.Attacker[2], { goals: 1 })] });
    const w = await weekStarting(t, '2026-11-30');
    // Made after the deadline: nothing this week.
    expect(await snapshotFor(t, doomed.id, w.id)).toBeNull();
    const del = await t.inject({ method: 'DELETE', url: '/api/team/delete/', headers: doomed.auth });
    expect(del.statusCode).toBe(204);
    expect((await mostRecentSnapshot(t, doomed.id)).statusCode).toBe(404);
    expect((await leagueTable(t)).some((r) => r.id === doomed.id)).toBe(false);
  });
});

describe('deleting a match restores every number exactly', () => {
  let teams: Team[];

  beforeAll(async () => {
    t.clock.set('2027-02-28T09:00:00Z'); // the Sunday before the week of 1 March
    teams = [
      await createTeam(t, 'Restore One', squadOf(pool, '4-4-2')),
      await createTeam(t, 'Restore Two', [
        ...squadOf(pool, '3-4-3').slice(0, 1),
        ...pool.Defender.slice(3, 6),
        ...pool.Midfielder.slice(2, 6),
        ...pool.Attacker.slice(3, 6),
      ]),
    ];
    t.clock.set('2027-03-10T12:00:00Z');
    await recordMatch(t, staff, {
      date: '2027-03-06T15:00',
      players_stats: [row(pool.Goalkeeper[0], { Pen_Saves: 1 }), row(pool.Defender[3], { goals: 1 })],
    });
  });

  const allTeams = async () => (await leagueTable(t)).map((r) => r.id);

  test('a match in an existing week, with negative points', async () => {
    const before = await everything(t, await allTeams());
    const match = await recordMatch(t, staff, {
      date: '2027-03-07T15:00',
      players_stats: [
        row(pool.Goalkeeper[0], { yellow_cards: 2, red_cards: 1 }),
        row(pool.Defender[0], { red_cards: 1, yellow_cards: 1 }),
        row(pool.Defender[3], { goals: 2, MOTM: 1 }),
        row(pool.Midfielder[2], { assists: 1 }),
        row(pool.Attacker[3], { yellow_cards: 2 }),
      ],
    });
    const during = await everything(t, await allTeams());
    expect(during.teams).not.toEqual(before.teams);
    expect(during.snapshots).not.toEqual(before.snapshots);
    expect(await snapshotFor(t, teams[0].id, match.game_week.id)).not.toBeNull();
    await expectTotalsAreSums(teams);

    expect((await removeMatch(t, staff, match.id)).statusCode).toBe(204);
    expect(await everything(t, await allTeams())).toEqual(before);
  });

  test('a match that makes a new week in the middle of the season (and renumbers the later weeks)', async () => {
    const before = await everything(t, await allTeams());
    const match = await recordMatch(t, staff, {
      date: '2026-12-16T19:00',
      players_stats: [
        row(pool.Goalkeeper[0], { red_cards: 1 }),
        row(pool.Defender[0], { goals: 3 }),
        row(pool.Attacker[0], { assists: 2 }),
      ],
    });
    const weeks = await gameWeeks(t);
    expect(weeks.length).toBe(before.weeks.length + 1);
    expect(weeks.find((w) => w.id === match.game_week.id)).toMatchObject({ start_date: '2026-12-14' });
    // Teams made by then have a snapshot of that week, with their squad of the time.
    const alphaRow = (await leagueTable(t)).find((r) => r.name === 'Alpha')!;
    expect(await snapshotFor(t, alphaRow.id, match.game_week.id)).not.toBeNull();
    expect(await snapshotFor(t, teams[0].id, match.game_week.id)).toBeNull();

    expect((await removeMatch(t, staff, match.id)).statusCode).toBe(204);
    expect(await everything(t, await allTeams())).toEqual(before);
  });
});
