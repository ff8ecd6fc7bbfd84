import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LeagueRow, MyTeam, PlayerSummary } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import HomePage from './HomePage';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/team/:teamId', element: <p>Snapshot page</p> },
  { path: '/CreateTeam', element: <p>Create page</p> },
];

const TEAMS: LeagueRow[] = [
  { id: 4, name: 'Top Dogs', total_points: 90, rank: 1, week_points: 20, last_rank: 2 },
  { id: 2, name: 'Net Busters', total_points: 70, rank: 2, week_points: 5, last_rank: 1 },
];

function summary(id: number, goals: number, points: number): PlayerSummary {
  return {
    id, name: `Player ${id}`, position: 'Attacker', team: "Men's 1st", price: 8, goals, assists: 0, clean_sheets: 0,
    games_played: 3, points, yellow_cards: 0, red_cards: 0, retired: false, form: 0, selected_by_percent: 0,
    availability: { status: 'available', note: '', until: null },
  };
}
const BY_GOALS = [7, 6, 5, 4, 3, 2, 1].map((g, i) => summary(i + 1, g, 10 * g));

afterEach(() => jest.restoreAllMocks());

describe('the home page', () => {
  it('shows the league with the leader emphasised, and each team opens its snapshot', async () => {
    mockApi({
      'GET /api/teams/': { status: 200, body: TEAMS },
      'GET /api/player-goals/': { status: 200, body: BY_GOALS },
      'GET /api/player-points/': { status: 200, body: BY_GOALS },
    });
    const { router } = renderWithApp(routes, '/');
    const league = (await screen.findByRole('heading', { name: 'Fantasy League Table' })).parentElement as HTMLElement;
    const leader = (await within(league).findByRole('link', { name: 'Top Dogs' })).closest('tr') as HTMLElement;
    expect(leader.className).toContain('league-table__row--leader');
    expect(within(league).getByRole('link', { name: 'Net Busters' }).getAttribute('href')).toBe('/team/2');
    // Beside the total, the latest gameweek's points, and each rank's move in words.
    expect(within(leader).getByText('20')).toBeTruthy();
    expect(within(leader).getByText('up 1 place')).toBeTruthy();
    const second = within(league).getByRole('link', { name: 'Net Busters' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('down 1 place')).toBeTruthy();
    expect(within(league).getByRole('columnheader', { name: 'GW' })).toBeTruthy();
    fireEvent.click(within(leader).getByText('90'));
    expect(router.state.location.pathname).toBe('/team/4');
  });

  it('shows a long league fifty rows at a time, with the viewer\'s own team kept in view', async () => {
    const many: LeagueRow[] = Array.from({ length: 120 }, (_, i) => ({ id: 1000 + i, name: `Team ${i + 1}`, total_points: 500 - i, rank: i + 1, week_points: 0, last_rank: null }));
    mockApi({
      // The server's pages: `limit` rows from `offset`.
      'GET /api/teams/': (_body, url) => {
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : many.length;
        return { status: 200, body: many.slice(offset, offset + limit) };
      },
      'GET /api/team/': { status: 200, body: { id: 1109, name: 'Team 110', total_points: 391, rank: 110, team_count: 120, formation: '4-4-2', cost: 90, players: [] } },
      'GET /api/player-goals/': { status: 200, body: [] },
      'GET /api/player-points/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/');
    const league = (await screen.findByRole('heading', { name: 'Fantasy League Table' })).parentElement as HTMLElement;
    await within(league).findByRole('link', { name: 'Team 1' });
    // The top 50, then the viewer's team (rank 110) after a gap.
    const mine = (await within(league).findByRole('link', { name: 'Team 110' })).closest('tr') as HTMLElement;
    expect(mine.className).toContain('league-table__row--mine');
    expect(within(mine).getByText('Your team')).toBeTruthy();
    expect(within(mine).getByText('110')).toBeTruthy();
    expect(within(league).getByRole('link', { name: 'Team 50' })).toBeTruthy();
    expect(within(league).queryByRole('link', { name: 'Team 51' })).toBeNull();
    expect(within(league).getByText('Showing the top 50 of 120 teams.')).toBeTruthy();

    // Each further page comes from the server (asked for ahead of the click, but it may still be on its way).
    fireEvent.click(within(league).getByRole('button', { name: 'Show 50 more' }));
    expect(await within(league).findByRole('link', { name: 'Team 100' })).toBeTruthy();
    expect(within(league).getAllByRole('link', { name: 'Team 110' })).toHaveLength(1);
    fireEvent.click(await within(league).findByRole('button', { name: 'Show 20 more' }));
    // All shown: the viewer's row is in its place, once, and the button is gone.
    expect(await within(league).findByRole('link', { name: 'Team 120' })).toBeTruthy();
    expect(within(league).getAllByRole('link', { name: 'Team 110' })).toHaveLength(1);
    expect(within(league).queryByRole('button', { name: /more/ })).toBeNull();
    const rows = within(league).getAllByRole('row');
    expect(rows).toHaveLength(121); // header + 120
    expect(rows[110].className).toContain('league-table__row--mine');
  });

  it('lists the top five scorers and the top five by points', async () => {
    mockApi({
      'GET /api/teams/': { status: 200, body: TEAMS },
      'GET /api/player-goals/': { status: 200, body: BY_GOALS },
      'GET /api/player-points/': { status: 200, body: [...BY_GOALS].reverse() },
    });
    renderWithApp(routes, '/');
    const scorers = (await screen.findByRole('heading', { name: 'Top Scorers' })).parentElement as HTMLElement;
    await within(scorers).findByText('Player 1');
    expect(within(scorers).getAllByRole('row')).toHaveLength(6); // header + 5
    expect(within(scorers).queryByText('Player 6')).toBeNull();
    const points = screen.getByRole('heading', { name: 'Top Points' }).parentElement as HTMLElement;
    const names = within(points).getAllByText(/^Player \d$/).map((e) => e.textContent);
    expect(names).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5']);
  });

  it('reads well on an empty database', async () => {
    mockApi({
      'GET /api/teams/': { status: 200, body: [] },
      'GET /api/player-goals/': { status: 200, body: [] },
      'GET /api/player-points/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/');
    expect((await screen.findByRole('link', { name: 'create yours!' })).getAttribute('href')).toBe('/CreateTeam');
    expect(screen.getByText('No goals scored yet.')).toBeTruthy();
    expect(screen.getByText('No points scored yet.')).toBeTruthy();
  });

  it("shows the spec's load errors with the server's message", async () => {
    mockApi({
      'GET /api/teams/': { status: 500, body: { detail: 'Database down.' } },
      'GET /api/player-goals/': { status: 503, body: { detail: 'Try later.' } },
      'GET /api/player-points/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/');
    expect(await screen.findByText('Error fetching teams: Database down.')).toBeTruthy();
    expect(await screen.findByText('Error fetching players: Try later.')).toBeTruthy();
  });
});

describe('a failed read on home', () => {
  it('offers Retry, which asks again and shows the table once it answers', async () => {
    let up = false;
    const calls = mockApi({
      'GET /api/teams/': () => (up ? { status: 200, body: [{ id: 1, name: 'Back Again', total_points: 3, rank: 1 }] } : { status: 503, body: { detail: 'Restarting.' } }),
      'GET /api/player-goals/': { status: 200, body: [] },
      'GET /api/player-points/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/');
    expect(await screen.findByText('Error fetching teams: Restarting.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back Again')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/teams/')).length).toBeGreaterThan(1);
    // Every read of the table that failed is asked again; the message goes once the last answers.
    await waitFor(() => expect(screen.queryByText(/Error fetching teams/)).toBeNull());
  });
});

const DEADLINE = { now: '2026-11-25T13:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' };
const WEEKS = [
  { id: 4, week: 1, start_date: '2026-11-16', end_date: '2026-11-22' },
  { id: 5, week: 2, start_date: '2026-11-23', end_date: '2026-11-29' },
];

describe('home', () => {
  it('asks a user without a team to create one, with the deadline', async () => {
    mockApi({
      'GET /api/teams/': { status: 200, body: [] },
      'GET /api/team/': { status: 404, body: { detail: "You don't have a team yet." } },
      'GET /api/deadline/': { status: 200, body: DEADLINE },
      'GET /api/game-weeks/': { status: 200, body: WEEKS },
    });
    renderWithApp([{ path: '/', element: <HomePage /> }], '/');
    const card = await screen.findByRole('region', { name: 'Your team' });
    expect(within(card).getByRole('link', { name: 'Create your team' }).getAttribute('href')).toBe('/CreateTeam');
    expect(await within(card).findByText('Deadline Mon 30 Nov, 00:00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gameweek 2 summary' }).getAttribute('href')).toBe('/gameweek/2');
  });

  it("starts with the viewer's team: last gameweek, total and rank out of how many", async () => {
    const team: MyTeam = { id: 7, name: 'Net Busters', total_points: 90, rank: 2, team_count: 3, formation: '4-4-2', cost: 80, budget_remaining: 20, players: [], bench: [], captain: null, vice_captain: null, free_transfers: null, transfers_pending: 0, transfer_cost_pending: 0, chip: null, chips: [] };
    mockApi({
      'GET /api/teams/': {
        status: 200,
        body: [
          { id: 3, name: 'Top', total_points: 120, rank: 1 },
          { id: 7, name: 'Net Busters', total_points: 90, rank: 2 },
          { id: 9, name: 'Low', total_points: 10, rank: 3 },
        ],
      },
      'GET /api/team/': { status: 200, body: team },
      'GET /api/team-snapshots/most_recent/': {
        status: 200,
        body: { id: 1, team: { id: 7, name: 'Net Busters' }, game_week: { id: 5, week: 2 }, players: [], weekly_points: 44, captain: null, vice_captain: null },
      },
      'GET /api/deadline/': { status: 200, body: DEADLINE },
      'GET /api/game-weeks/': { status: 200, body: WEEKS },
    });
    renderWithApp([{ path: '/', element: <HomePage /> }], '/');
    const card = await screen.findByRole('region', { name: 'Net Busters' });
    expect(await within(card).findByRole('link', { name: '44 points in gameweek 2: see the team' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Rank 2 of 3: show in the league table' }).getAttribute('href')).toBe('#league-row-mine');
    expect(within(card).getByText('90')).toBeTruthy();
  });
});

describe('the top lists by side', () => {
  it('switch between both sides, men and women', async () => {
    const women = [summary(20, 9, 40)];
    const calls = mockApi({
      'GET /api/teams/': { status: 200, body: TEAMS },
      'GET /api/player-goals/': (_body, url) => ({ status: 200, body: url.searchParams.get('side') === 'women' ? women : BY_GOALS }),
      'GET /api/player-points/': { status: 200, body: BY_GOALS },
    });
    renderWithApp(routes, '/');
    const scorers = (await screen.findByRole('heading', { name: 'Top Scorers' })).parentElement as HTMLElement;
    expect(await within(scorers).findByText('Player 1')).toBeTruthy();
    const switcher = within(scorers).getByRole('group', { name: 'Top Scorers: side' });
    expect(within(switcher).getByRole('button', { name: 'Both' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(switcher).getByRole('button', { name: 'Women' }));
    expect(await within(scorers).findByText('Player 20')).toBeTruthy();
    expect(within(scorers).queryByText('Player 1')).toBeNull();
    expect(calls.some((c) => c.path === '/api/player-goals/?side=women')).toBe(true);
  });
});
