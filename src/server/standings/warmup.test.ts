import { recomputeAll, reportTotal } from './recompute';
import { warmUpSeasonWrites } from './warmup';
import { startTestApp, type TestApp } from '../test/harness';
import { addPlayerPool, squadOf } from '../test/fixtures';
import { createTeam, everything, matchBody, postMatch, row } from '../test/season';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: '2026-09-05T09:00:00Z' });
});
afterAll(() => t.close());

test('warming up an empty season does nothing', async () => {
  expect(await warmUpSeasonWrites(t.app.ctx.db)).toBe(false);
});

test('warming up runs the season write statements and leaves every number as it was', async () => {
  const pool = await addPlayerPool(t, { prefix: 'Warm', count: 4 });
  const staff = (await t.user({ staff: true })).auth;
  const squad = squadOf(pool, '4-4-2');
  const a = await createTeam(t, 'Warm Ups', squad);
  const b = await createTeam(t, 'Cold Feet', squadOf(pool, '4-3-3'));
  t.clock.set(new Date('2026-09-12T15:00:00Z'));
  const res = await postMatch(t, staff, matchBody({ date: '2026-09-12T15:00:00Z', players_stats: squad.slice(0, 6).map((p, i) => row(p, { goals: i % 2 })) }));
  expect(res.statusCode).toBe(201);

  const before = await everything(t, [a.id, b.id]);
  expect(before.teams.every((team) => team.total_points > 0)).toBe(true); // the teams hold the scorers
  expect(await warmUpSeasonWrites(t.app.ctx.db)).toBe(true);
  t.app.ctx.cache.invalidate(); // read the database again, not the cached answers
  expect(await everything(t, [a.id, b.id])).toEqual(before);
  expect(reportTotal(await recomputeAll(t.app.ctx.db, t.config.clubTimezone, { dryRun: true }))).toBe(0);
});
