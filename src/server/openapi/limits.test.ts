import { loadContract } from './contract';
import { PLAYER_NAME_MAX, PLAYER_SIDE_MAX, TEAM_NAME_MAX } from '../../domain/limits';
import { LEAGUE_NAME_MAX } from '../../domain/leagues';
import { MATCH_TEAM_MAX } from '../../domain/matches';
import { FIXTURE_TEXT_LIMITS } from '../../domain/fixtures';
import { STAT_FIELDS, STAT_LIMITS } from '../../domain/scoring';
import { TEAM_NAME_MAX as SERVICE_TEAM_NAME_MAX } from '../modules/teams/teams.service';

type Schema = { properties: Record<string, { maxLength?: number; minimum?: number; maximum?: number }> };
const schemas = (loadContract().document.components as { schemas: Record<string, Schema> }).schemas;
const field = (schema: string, name: string) => schemas[schema].properties[name];

// The limits live in src/domain; openapi.yaml and the server's checks say the same.
const textLimits: [string, string, number][] = [
  ['NewTeam', 'name', TEAM_NAME_MAX],
  ['NewLeague', 'name', LEAGUE_NAME_MAX],
  ['NewPlayer', 'name', PLAYER_NAME_MAX],
  ['NewPlayer', 'team', PLAYER_SIDE_MAX],
  ['PlayerUpdate', 'name', PLAYER_NAME_MAX],
  ['PlayerUpdate', 'team', PLAYER_SIDE_MAX],
  ['NewMatch', 'team1', MATCH_TEAM_MAX],
  ['NewMatch', 'team2', MATCH_TEAM_MAX],
  ...(['NewFixture', 'FixtureUpdate'] as const).flatMap((s) =>
    (['team1', 'team2', 'location'] as const).map((f): [string, string, number] => [s, f, FIXTURE_TEXT_LIMITS[f]]),
  ),
];
test.each(textLimits)('openapi.yaml %s.%s is at most %d characters after trimming, as src/domain says', (schema, name, max) => {
  expect(field(schema, name).maxLength).toBe(max);
  expect((field(schema, name) as Record<string, unknown>)['x-trim']).toBe(true);
});

test.each(STAT_FIELDS.map((f) => [f]))('openapi.yaml NewPlayerStat.%s has the range of STAT_LIMITS', (name) => {
  const { minimum, maximum } = field('NewPlayerStat', name);
  expect({ min: minimum, max: maximum }).toEqual(STAT_LIMITS[name]);
});

test("the team service's name limit is the domain's", () => {
  expect(SERVICE_TEAM_NAME_MAX).toBe(TEAM_NAME_MAX);
});
