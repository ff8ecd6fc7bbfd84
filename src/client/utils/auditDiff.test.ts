import { actionLabel, changesOf } from './auditDiff';

const stat = (player: number, player_name: string, goals: number, points: number) => ({ player, player_name, goals, assists: 0, points });

it('names each changed field of an edit, and each stat row change by player', () => {
  const before = { id: 1, team1: 'Uni', team2_score: 1, date: '2026-11-14T15:00:00.000Z', players_stats: [stat(1, 'Ann', 1, 6), stat(2, 'Bea', 0, 2)] };
  const after = { id: 1, team1: 'Uni', team2_score: 2, date: '2026-11-14T15:00:00.000Z', players_stats: [stat(1, 'Ann', 2, 10), stat(3, 'Cat', 0, 2)] };
  expect(changesOf({ action: 'update', before, after })).toEqual([
    'Team 2 score: 1 → 2',
    'Ann: goals 1 → 2, points 6 → 10',
    'Cat: added',
    'Bea: removed',
  ]);
});

it('lists nothing for a create or a delete, and labels the actions', () => {
  expect(changesOf({ action: 'create', before: null, after: { name: 'X' } })).toEqual([]);
  expect(changesOf({ action: 'delete', before: { name: 'X' }, after: null })).toEqual([]);
  expect(changesOf({ action: 'update', before: { status: 'scheduled' }, after: { status: 'postponed' } })).toEqual(['Status: scheduled → postponed']);
  expect([actionLabel('create'), actionLabel('update'), actionLabel('delete')]).toEqual(['Created', 'Edited', 'Deleted']);
});
