import { addDays, weekStartOf, zonedDateString, zonedToInstant } from '../../domain/gameweeks';
import type { TestApp } from '../test/harness';
import type { PlayerPool } from '../test/fixtures';
import { NOTHING, random, recomputeDryRun } from '../test/recompute';
import { createTeam, gameWeeks, matchBody, postMatch, row, snapshotFor, startSeasonApp, type Auth, type Team } from '../test/season';

// Team writes and match writes that meet: sent at the same moment, they all succeed and leave
// exactly the numbers a full recompute rebuilds.

let t: TestApp;
let pool: PlayerPool;
let staff: Auth;

beforeAll(async () => {
  ({ t, pool, staff } = await startSeasonApp('2026-09-07T09:00:00Z', { prefix: 'Random', count: 8 }));
});
afterAll(() => t.close());

const dryRun = () => recomputeDryRun(t);

test('transfers, new teams and matches sent at the same moment all succeed and leave exact numbers', async () => {
  // Late on a Sunday, so that Monday's matches make a gameweek whose deadline is still ahead and
  // the transfers made now count for it: the case where match and team writes meet.
  const monday = weekStartOf(addDays(zonedDateString(t.clock.now(), t.config.clubTimezone), 14));
  t.clock.set(new Date(zonedToInstant(monday, '00:00', t.config.clubTimezone).getTime() - 90 * 60_000));
  const rnd = random(7);
  const squad = () => [
    rnd.pick(pool.Goalkeeper),
    ...rnd.shuffle(pool.Defender).slice(0, 4),
    ...rnd.shuffle(pool.Midfielder).slice(0, 4),
    ...rnd.shuffle(pool.Attacker).slice(0, 2),
  ];
  // Captaincy as a save may send it: left out, null, or one of the 11 (the vice a different one).
  const captaincy = (players: number[]) => {
    const out: { captain?: number | null; vice_captain?: number | null } = {};
    const [c, v] = rnd.shuffle(players);
    const r2 = rnd.next();
    if (r2 < 0.6) Object.assign(out, { captain: c, vice_captain: rnd.next() < 0.8 ? v : null });
    else if (r2 < 0.7) Object.assign(out, { captain: null });
    else if (r2 < 0.8) Object.assign(out, { vice_captain: v });
    return out;
  };
  const teams: Team[] = [];
  for (let i = 0; i < 6; i++) {
    const players = squad();
    teams.push(await createTeam(t, `Busy ${i}`, players, captaincy(players)));
  }
  const newcomers = await Promise.all([t.user(), t.user(), t.user()]);
  const everyone = [...pool.Goalkeeper, ...pool.Defender, ...pool.Midfielder, ...pool.Attacker];
  const match = (date: string) =>
    postMatch(
      t,
      staff,
      matchBody({
        date,
        players_stats: rnd
          .shuffle(everyone)
          .slice(0, 16)
          .map((p) => row(p, { goals: rnd.int(0, 2), yellow_cards: rnd.int(0, 1) })),
      }),
    );

  const calls: Promise<{ statusCode: number; body: string }>[] = [
    ...teams.map((team) => t.inject({ method: 'PUT', url: '/api/team/', headers: team.auth, payload: { players: squad() } })),
    ...newcomers.map((u, i) =>
      t.inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name: `Late ${i}`, players: squad() } }),
    ),
    match(`${monday}T10:00`),
    match(`${monday}T11:00`),
    match(`${addDays(monday, -1)}T14:00`),
    ...teams.slice(0, 3).map((team) => t.inject({ method: 'PUT', url: '/api/team/', headers: team.auth, payload: { players: squad() } })),
    match(`${addDays(monday, -2)}T14:00`),
  ];
  const answers = await Promise.all(calls);
  expect(answers.filter((a) => a.statusCode >= 300).map((a) => `${a.statusCode} ${a.body.slice(0, 200)}`)).toEqual([]);
  expect(await dryRun()).toEqual(NOTHING);

  // Each team's snapshot of Monday's week holds its squad at the deadline (its last transfer).
  const week = (await gameWeeks(t)).find((w) => w.start_date === monday)!;
  for (const team of teams) {
    const mine = await t.inject({ method: 'GET', url: '/api/team/', headers: team.auth });
    const s = await snapshotFor(t, team.id, week.id);
    expect(s!.players.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      mine
        .json()
        .players.map((p: { id: number }) => p.id)
        .sort((a: number, b: number) => a - b),
    );
  }
});
