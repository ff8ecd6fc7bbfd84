import { createMatchAlert, deleteMatchAlert, loadMatchesAlert, rowProblems } from './matchAlerts';

const badStat = {
  status: 400,
  data: { detail: 'Invalid match.', errors: { 'players_stats.1.goals': ['players_stats.1.goals must be between 0 and 99.'], team1: ['Required.'] } },
} as const;

describe('match admin alerts (docs/rules.md §14)', () => {
  it('says a match was created, or why not in the server words', () => {
    expect(createMatchAlert({ data: { id: 1 } })).toEqual({ kind: 'success', text: 'Match and player stats created!' });
    expect(createMatchAlert({ error: badStat })?.text).toBe(
      'Error creating match or player stats: Invalid match. players_stats.1.goals must be between 0 and 99. Required.',
    );
  });

  it('tells a 204 from any other answer to a delete', () => {
    expect(deleteMatchAlert({ data: null })).toEqual({ kind: 'success', text: 'Match deleted!' });
    expect(deleteMatchAlert({ data: undefined })?.text).toBe('Match deleted!');
    expect(deleteMatchAlert({ data: { id: 3 } })).toEqual({ kind: 'error', text: 'Failed to delete match.' });
    expect(deleteMatchAlert({ error: { status: 404, data: { detail: 'Match not found.' } } })?.text).toBe(
      'Error deleting match: Match not found.',
    );
  });

  it('reports a failed load', () => {
    expect(loadMatchesAlert({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })?.text).toBe(
      'Error fetching matches: Could not reach the server.',
    );
    expect(loadMatchesAlert(undefined)).toBeNull();
  });
});

it('maps stat errors back to the rows of the form', () => {
  const problems = rowProblems(badStat);
  expect([...problems.keys()]).toEqual([1]);
  expect(problems.get(1)).toEqual({ fields: ['goals'], messages: ['players_stats.1.goals must be between 0 and 99.'] });
  expect(rowProblems({ status: 500, data: 'oops' }).size).toBe(0);
  expect(rowProblems(undefined).size).toBe(0);
});
