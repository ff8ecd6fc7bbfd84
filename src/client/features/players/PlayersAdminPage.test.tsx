import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Player, PlayerGameStat } from '../../api';
import { mockApi, renderWithApp, type Answer } from '../../test/renderWithApp';
import PlayersAdminPage from './PlayersAdminPage';

const routes = [{ path: '/Players', element: <PlayersAdminPage /> }];

function player(id: number, name: string, team: string, extra: Partial<Player> = {}): Player {
  return {
    id, name, team, position: 'Defender', price: 6.5, goals: 2, assists: 1, clean_sheets: 3, games_played: 4,
    points: 27, yellow_cards: 1, red_cards: 0, retired: false, form: 0, selected_by_percent: 0, game_stats: [],
    availability: { status: 'available', note: '', until: null }, user_id: null, ...extra,
  };
}
const stat: PlayerGameStat = {
  id: 1, player: 1, player_name: 'Ann Able', match: 9, goals: 1, assists: 0, yellow_cards: 0, red_cards: 0,
  clean_sheets: 1, points: 12, MOTM: 1, Pen_Saves: 0,
};
const PLAYERS = [player(1, 'Ann Able', "Women's 1st"), player(2, 'Bob Brown', "Men's 1st", { position: 'Attacker' })];

function renderPage(extra: Record<string, Answer | ((body: unknown) => Answer)> = {}) {
  const calls = mockApi({
    'GET /api/players/': { status: 200, body: PLAYERS },
    'GET /api/player-game-stats/': { status: 200, body: [stat] },
    ...extra,
  });
  renderWithApp(routes, '/Players');
  return calls;
}

const alertText = () => screen.getByRole('alert').textContent ?? '';

async function fillCreateForm() {
  await screen.findByText('Bob Brown');
  fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Cara Cole' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Position' }), { target: { value: 'Midfielder' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Team (side)' }), { target: { value: "Women's 1st" } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Price (£m)' }), { target: { value: '7.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Player' }));
}

afterEach(() => jest.restoreAllMocks());

describe('the Players admin page', () => {
  it('lists the players with their totals and filters them by name and side', async () => {
    renderPage();
    const players = await screen.findByRole('region', { name: 'Players table' });
    const row = within(players).getByText('Ann Able').closest('tr') as HTMLElement;
    expect(within(row).getByText('£6.5m')).toBeTruthy();
    expect(within(row).getByText('27')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter players' }), { target: { value: 'bob' } });
    expect(within(players).queryByText('Ann Able')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter players' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Side' }), { target: { value: "Women's 1st" } });
    expect(within(players).queryByText('Bob Brown')).toBeNull();
    expect(within(players).getByText('Ann Able')).toBeTruthy();
  });

  it("sends the four fields and says 'Player created!' on 201", async () => {
    const calls = renderPage({ 'POST /api/players/': (body) => ({ status: 201, body: player(3, 'Cara Cole', "Women's 1st", body as Partial<Player>) }) });
    await fillCreateForm();
    await waitFor(() => expect(alertText()).toContain('Player created!'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Cara Cole', position: 'Midfielder', team: "Women's 1st", price: 7.5 });
  });

  it("says 'Failed to create player.' when the answer is not 201", async () => {
    renderPage({ 'POST /api/players/': { status: 200 } });
    await fillCreateForm();
    await waitFor(() => expect(alertText()).toContain('Failed to create player.'));
  });

  it("says 'Error creating player: {message}' on an error", async () => {
    renderPage({ 'POST /api/players/': { status: 400, body: { detail: 'Price must be at most 100.' } } });
    await fillCreateForm();
    await waitFor(() => expect(alertText()).toContain('Error creating player: Price must be at most 100.'));
  });

  it("says 'Player deleted!' on 204", async () => {
    const calls = renderPage({ 'DELETE /api/players/delete/2/': { status: 204 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bob Brown' }));
    expect(within(await screen.findByRole('dialog')).getByText(/Delete Bob Brown/)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete player' }));
    await waitFor(() => expect(alertText()).toContain('Player deleted!'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/players/delete/2/')).toBe(true);
  });

  it("says 'Error deleting player' when the answer is not 204", async () => {
    renderPage({ 'DELETE /api/players/delete/2/': { status: 200, body: { detail: 'ok' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bob Brown' }));
    expect(within(await screen.findByRole('dialog')).getByText(/Delete Bob Brown/)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete player' }));
    await waitFor(() => expect(alertText()).toMatch(/^Error deleting player×?$/));
  });

  it("says 'Error deleting player: {message}' on an error", async () => {
    renderPage({ 'DELETE /api/players/delete/2/': { status: 403, body: { detail: 'Staff only.' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bob Brown' }));
    expect(within(await screen.findByRole('dialog')).getByText(/Delete Bob Brown/)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete player' }));
    await waitFor(() => expect(alertText()).toContain('Error deleting player: Staff only.'));
  });

  it('shows the per-match stats folded, opened on a tap, or the error fetching them', async () => {
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Match stats' });
    expect(screen.queryByRole('region', { name: 'Match stats table' })).toBeNull();
    fireEvent.click(heading.closest('summary')!);
    const table = await screen.findByRole('region', { name: 'Match stats table' });
    expect(within(table).getByText('Ann Able')).toBeTruthy();
    expect(within(table).getByText('#9')).toBeTruthy();
    jest.restoreAllMocks();
    renderPage({ 'GET /api/player-game-stats/': { status: 500, body: { detail: 'Database unavailable.' } } });
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Error fetching player game stats: Database unavailable.')).toBe(true),
    );
  });
});
