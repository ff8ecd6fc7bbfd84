// Fixtures that wait for their result: the match page offers them to record, and home tells
// staff how many there are.
import { DEFAULT_TIME_ZONE, zonedToInstant } from '../../domain';
import type { Fixture } from '../api';

/** True once a fixture's kick-off (club time) has passed. */
export function hasKickedOff(fixture: Fixture, now: Date): boolean {
  return zonedToInstant(fixture.date, fixture.time, DEFAULT_TIME_ZONE).getTime() <= now.getTime();
}

/** Fixtures that have kicked off and still wait for their result (not cancelled), latest first. */
export function fixturesAwaitingResult(fixtures: Fixture[], now: Date, max = 6): Fixture[] {
  return fixtures
    .filter((f) => f.result_id === null && f.status !== 'cancelled' && hasKickedOff(f, now))
    .sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`))
    .slice(0, max);
}
