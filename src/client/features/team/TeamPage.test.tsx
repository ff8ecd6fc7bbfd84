import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeam } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import TeamPage from './TeamPage';
import TeamTransfersPage from './TeamTransfersPage';
import { apiPlayer } from '../../test/players';

const routes = [
  { path: '/Team', element: <TeamPage /> },
  { path: '/TeamTransfers', element: <TeamTransfersPage /> },
  { path: '/createteam', element: <p>The create page</p> },
];

function myTeam(): MyTeam {
  const keeper = { ...apiPlayer('Sam Smith', 'Goalkeeper', 7.5), games_played: 3, goals: 1, assists: 2, clean_sheets: 2, points: 31 };
  const outfield = [
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Back ${i + 1}`, 'Defender', 6)),
    ...Array.from({ length: 4 }, (_, i) => apiPlayer(`Mid ${i + 1}`, 'Midfielder', 8)),
    ...Array.from({ length: 2 }, (_, i) => apiPlayer(`Forward ${i + 1}`, 'Attacker', 9.5)),
  ];
  // 7.5 + 24 + 32 + 19 = 82.5 spent
  return { id: 7, name: 'Net Busters', total_points: 120, rank: 1, team_count: 1, formation: '4-4-2', cost: 82.5, budget_remaining: 17.5, players: [keeper, ...outfield], bench: [], captain: null, vice_captain: null, free_transfers: null, transfers_pending: 0, transfer_cost_pending: 0, chip: null, chips: [] };
}

afterEach(() => jest.restoreAllMocks());

describe('the Team page', () => {
  it('goes to the create page when the server has no team (404)', async () => {
    mockApi({ 'GET /api/team/': { status: 404, body: { detail: 'You have no team yet.' } } });
    renderWithApp(routes, '/Team');
    expect(await screen.findByText('The create page')).toBeTruthy();
  });

  it('only logs other errors', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/team/': { status: 500, body: { detail: 'Oops.' } } });
    renderWithApp(routes, '/Team');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('The create page')).toBeNull();
  });

  it('shows the name, points, formation, budget and the players on the pitch', async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam() } });
    renderWithApp(routes, '/Team');
    expect(await screen.findByRole('heading', { name: 'Net Busters' })).toBeTruthy();
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('4-4-2')).toBeTruthy();
    expect(screen.getByText('£17.5m')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /show stats$/ })).toHaveLength(11);
  });

  it('is the Pick team view: deadline, next opponents, captaincy of the next gameweek, no past points', async () => {
    const team = myTeam();
    const [keeper, back] = team.players;
    const women = { ...team.players[10], team: "Women's 1st" };
    const fixture = (id: number, date: string, team2: string) => ({
      id, team1: "Uni Men's 1st", team2, location: 'Home ground', date, time: '14:30:00', side: 'men', status: 'scheduled', status_note: '', result_id: null,
    });
    mockApi({
      'GET /api/team/': { status: 200, body: { ...team, players: [...team.players.slice(0, 10), women], captain: keeper.id, vice_captain: back.id } },
      'GET /api/deadline/': { status: 200, body: { now: '2026-11-25T13:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' } },
      'GET /api/game-weeks/': {
        status: 200,
        body: [
          { id: 4, week: 1, start_date: '2026-11-16', end_date: '2026-11-22', published_at: null },
          { id: 5, week: 2, start_date: '2026-11-23', end_date: '2026-11-29', published_at: null },
        ],
      },
      // This week's match counts for gameweek 2 (its deadline has passed): the picks face Keele.
      'GET /api/fixtures/': { status: 200, body: [fixture(1, '2026-11-28', 'Stoke'), fixture(2, '2026-12-05', 'Keele')] },
      'GET /api/womensfixtures/': { status: 200, body: [] },
      'GET /api/team-snapshots/most_recent/': { status: 200, body: { weekly_points: 28 } },
    });
    renderWithApp(routes, '/Team');
    const tabs = await screen.findByRole('navigation', { name: 'Your team' });
    expect(within(tabs).getByRole('link', { name: 'Pick team' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Points' }).getAttribute('href')).toBe('/team/7');
    expect(await screen.findByText('Deadline Mon 30 Nov, 00:00')).toBeTruthy();
    // Gameweek 3 has no match yet: named by its deadline, not by a guessed number.
    expect(screen.getByText('Captain from the deadline Mon 30 Nov, 00:00').nextElementSibling?.textContent).toBe('Sam Smith');
    expect(screen.queryByText(/Gameweek 3/)).toBeNull();
    expect(screen.getByText('Vice-captain').nextElementSibling?.textContent).toBe('Back 1');
    const token = await screen.findByRole('button', { name: /^Sam Smith, captain, Goalkeeper, the week from the deadline Mon 30 Nov, 00:00: v Keele, Sat 5 Dec, 14:30, £7.5m/ });
    expect(token.textContent).toContain('v Keele');
    expect(screen.getByRole('button', { name: /^Forward 2, Attacker, no match in the week from the deadline Mon 30 Nov, 00:00,/ }).textContent).toContain('No match');
    // Under each of the ten ("v" in a span of its own: a phone leaves it out for room).
    expect(screen.getAllByText('Keele').map((el) => el.textContent)).toEqual(Array(10).fill('v Keele'));
    // No points of a played week beside the picks.
    expect(document.body.textContent).not.toMatch(/\bpts\b|Stoke|28/);
  });

  it("opens a player's stats from the pitch", async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam() } });
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: /^Sam Smith,/ }));
    const dialog = screen.getByRole('dialog', { name: 'Sam Smith' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Position')).toBe('Goalkeeper');
    expect(value('Matches')).toBe('3');
    expect(value('Goals')).toBe('1');
    expect(value('Assists')).toBe('2');
    expect(value('Clean sheets')).toBe('2');
    expect(value('Price')).toBe('£7.5m');
  });

  it('asks before deleting the team, then deletes it and goes to the create page', async () => {
    const calls = mockApi({ 'GET /api/team/': { status: 200, body: myTeam() }, 'DELETE /api/team/delete/': { status: 204 } });
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Team' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete Net Busters?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Team' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The create page')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/team/delete/')).toBe(true);
  });

  it('leads to the transfers page', async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam() }, 'GET /api/players/': { status: 200, body: [] } });
    renderWithApp(routes, '/Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Transfers' }));
    expect(await screen.findByRole('button', { name: 'Update Team' })).toBeTruthy();
  });
});

describe('the Transfers page', () => {
  it('starts from the current team and its remaining budget', async () => {
    mockApi({ 'GET /api/team/': { status: 200, body: myTeam() }, 'GET /api/players/': { status: 200, body: [] } });
    renderWithApp(routes, '/TeamTransfers');
    expect(await screen.findByText('£17.5m')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Sam Smith, Goalkeeper/ })).toBeTruthy();
    // Nothing changed yet: nothing to update (issue 16).
    expect((screen.getByRole('button', { name: 'Update Team' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('needs a full squad again after selling, and sends the players with formation 4-4-2', async () => {
    const replacement = apiPlayer('New Keeper', 'Goalkeeper', 10);
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: myTeam() },
      'GET /api/players/': { status: 200, body: [replacement] },
      'PUT /api/team/': (body) => ({ status: 200, body: { ...myTeam(), ...(body as object) } }),
    });
    renderWithApp(routes, '/TeamTransfers');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Smith' }));
    expect(screen.getByText('£25.0m')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update Team' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^New Keeper - £10.0m/ }));
    expect(screen.getByText('£15.0m')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Review your transfers' })).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { players: number[]; formation: string };
    expect(put.formation).toBe('4-4-2');
    expect(put.players).toHaveLength(11);
    expect(put.players).toContain(replacement.id);
  });

  it('keeps the captain and vice in the transfer, and drops a captain who was sold', async () => {
    const team = myTeam();
    const [keeper, back] = team.players;
    const replacement = apiPlayer('New Keeper', 'Goalkeeper', 7);
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: { ...team, captain: keeper.id, vice_captain: back.id } },
      'GET /api/players/': { status: 200, body: [replacement] },
      'PUT /api/team/': (body) => ({ status: 200, body: { ...team, ...(body as object) } }),
    });
    renderWithApp(routes, '/TeamTransfers');
    expect(await screen.findByRole('button', { name: /^Sam Smith, captain, Goalkeeper/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Back 1, vice-captain, Defender/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sam Smith' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^New Keeper - £7.0m/ }));
    // Tap the new keeper and make him vice-captain.
    fireEvent.click(screen.getByRole('button', { name: /^New Keeper, Goalkeeper/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make vice-captain' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Review your transfers' })).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')?.body as { captain: number | null; vice_captain: number | null };
    expect(put).toMatchObject({ captain: null, vice_captain: replacement.id });
  });

  it('reviews a transfer before saving it: out, in, budget left; Back saves nothing', async () => {
    const calls = mockApi({
      'GET /api/team/': { status: 200, body: myTeam() },
      'GET /api/players/': { status: 200, body: [apiPlayer('New Keeper', 'Goalkeeper', 7)] },
    });
    renderWithApp(routes, '/TeamTransfers');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Smith' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^New Keeper - £7.0m/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    const review = await screen.findByRole('dialog', { name: 'Review your transfers' });
    const pairs = within(within(review).getByRole('list', { name: 'Out and in' })).getAllByRole('listitem');
    expect(pairs.map((li) => li.textContent)).toEqual(['Out Sam Smith £7.5m→In New Keeper £7.0m']);
    expect(within(review).getByText('Budget left').nextSibling?.textContent).toMatch(/^£\d+\.\dm$/);
    fireEvent.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a refused transfer in the alert region', async () => {
    mockApi({
      'GET /api/team/': { status: 200, body: myTeam() },
      'GET /api/players/': { status: 200, body: [apiPlayer('New Keeper', 'Goalkeeper', 10)] },
      'PUT /api/team/': { status: 400, body: { detail: 'The team costs £100.5m, over the £100.0m budget.' } },
    });
    renderWithApp(routes, '/TeamTransfers');
    // A transfer first: an unchanged team has nothing to update (issue 16).
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Smith' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select a Goalkeeper' }));
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^New Keeper - £10.0m/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Team' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Review your transfers' })).getByRole('button', { name: 'Confirm transfers' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The team costs £100.5m, over the £100.0m budget.'));
  });
});
