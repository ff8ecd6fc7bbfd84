import { fireEvent, screen, within } from '@testing-library/react';
import type { SeasonDetail, SeasonTeam } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import SeasonPage from './SeasonPage';
import SeasonTeamPage from './SeasonTeamPage';

const routes = [
  { path: '/seasons/:seasonId', element: <SeasonPage /> },
  { path: '/seasons/:seasonId/teams/:place', element: <SeasonTeamPage /> },
  { path: '/team/:teamId', element: <p>Live team page</p> },
];

const detail = (status: 'current' | 'archived'): SeasonDetail => ({
  id: 1,
  name: '2025/26',
  status,
  started_at: '2025-08-01T00:00:00Z',
  ended_at: status === 'current' ? null : '2026-07-31T00:00:00Z',
  team_count: 2,
  standings: [
    { place: 1, rank: 1, team_name: 'Hall Rovers', points: 212, team_id: status === 'current' ? 41 : null },
    { place: 2, rank: 2, team_name: 'Course United', points: 198, team_id: status === 'current' ? 42 : null },
  ],
  top_scorers: [],
  top_points: [],
  phases: [],
  lms: [],
});

const player = (id: number | null, name: string, position: SeasonTeam['players'][number]['position'], points: number, armband: 'C' | 'V' | '' = '') => ({
  id, name, position, team: "Men's 1st", points, captain: armband === 'C', vice_captain: armband === 'V',
});

const TEAM: SeasonTeam = {
  season: { id: 1, name: '2025/26' },
  place: 2,
  rank: 2,
  team_name: 'Course United',
  points: 198,
  kept: true,
  players: [
    player(1, 'Kai Keeper', 'Goalkeeper', 70),
    ...[2, 3, 4, 5].map((id) => player(id, `Def ${id}`, 'Defender', 40 + id)),
    ...[6, 7, 8, 9].map((id) => player(id, `Mid ${id}`, 'Midfielder', 50 + id, id === 6 ? 'V' : '')),
    player(10, 'Ace Striker', 'Attacker', 120, 'C'),
    player(null, 'Gone Forward', 'Attacker', 12),
  ],
  bench: [player(12, 'Sub Back', 'Defender', 3)],
};

afterEach(() => jest.restoreAllMocks());

it("a closed season's table opens each team's final squad", async () => {
  mockApi({ 'GET /api/seasons/1/': { status: 200, body: detail('archived') }, 'GET /api/seasons/1/teams/2/': { status: 200, body: TEAM } });
  renderWithApp(routes, '/seasons/1');
  const link = await screen.findByRole('link', { name: 'Course United' });
  expect(link.getAttribute('href')).toBe('/seasons/1/teams/2');
  fireEvent.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Course United' })).toBeTruthy();
  expect(screen.getByText(/finished 2nd with/).textContent).toBe('Season 2025/26: finished 2nd with 198 pts. The squad as it stood when the season closed.');
  const pitch = screen.getByRole('region', { name: 'The final eleven' });
  expect(within(pitch).getByRole('group', { name: 'Ace Striker, captain, Attacker, 120 pts in the season' })).toBeTruthy();
  expect(within(pitch).getByRole('group', { name: 'Mid 6, vice-captain, Midfielder, 56 pts in the season' })).toBeTruthy();
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows).toHaveLength(12);
  expect(rows[9]).toBe('Ace Striker (C)Attacker120');
  expect(rows[11]).toBe('Sub Back · bench 1Defender3');
  // A player deleted since has no page to open.
  expect(within(table).queryByRole('link', { name: 'Gone Forward' })).toBeNull();
  expect(within(table).getByRole('link', { name: 'Kai Keeper' }).getAttribute('href')).toBe('/player/1');
  expect(screen.getByRole('link', { name: '← Season 2025/26' }).getAttribute('href')).toBe('/seasons/1');
});

it("the current season's table opens the teams' live pages", async () => {
  mockApi({ 'GET /api/seasons/1/': { status: 200, body: detail('current') } });
  renderWithApp(routes, '/seasons/1');
  expect((await screen.findByRole('link', { name: 'Hall Rovers' })).getAttribute('href')).toBe('/team/41');
});

it('says so for a place with no team, and for a season closed before squads were kept', async () => {
  mockApi({
    'GET /api/seasons/1/teams/9/': { status: 404, body: { detail: 'Not found.' } },
    'GET /api/seasons/1/teams/2/': { status: 200, body: { ...TEAM, kept: false, players: [], bench: [] } },
  });
  const first = renderWithApp(routes, '/seasons/1/teams/9');
  expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeTruthy();
  first.unmount();
  renderWithApp(routes, '/seasons/1/teams/2');
  expect(await screen.findByText('This season closed before squads were kept: only its final table remains.')).toBeTruthy();
});
