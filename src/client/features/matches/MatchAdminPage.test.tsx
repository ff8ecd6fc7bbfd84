import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Match, NewMatch, Player } from '../../api';
import { mockApi, renderWithApp, type Answer } from '../../test/renderWithApp';
import MatchAdminPage from './MatchAdminPage';

const routes = [{ path: '/Match', element: <MatchAdminPage /> }];

function player(id: number, name: string, team: string, position: Player['position'], retired = false): Player {
  return {
    id, name, team, position, price: 6, goals: 0, assists: 0, clean_sheets: 0, games_played: 0, points: 0,
    yellow_cards: 0, red_cards: 0, retired, form: 0, selected_by_percent: 0, game_stats: [],
    availability: { status: 'available', note: '', until: null }, user_id: null,
  };
}
const PLAYERS = [
  player(1, 'Gail Keeper', "Women's 1st", 'Goalkeeper'),
  player(2, 'Dot Back', "Women's 1st", 'Defender'),
  player(3, 'Old Timer', "Women's 1st", 'Midfielder', true),
  player(4, 'Stan Striker', "Men's 1st", 'Attacker'),
];
const match = (id: number, date: string, team2: string): Match => ({
  id, team1: 'Uni', team2, team1_score: 2, team2_score: 1, date, game_week: { id: 1, week: 1 }, fixture_id: null, players_stats: [],
});

function renderPage(extra: Record<string, Answer | ((body: unknown) => Answer)> = {}) {
  const calls = mockApi({
    'GET /api/matches/': { status: 200, body: [match(1, '2025-01-11T15:00:00Z', 'Older FC'), match(2, '2025-01-18T15:00:00Z', 'Newer FC')] },
    'GET /api/players/': { status: 200, body: PLAYERS },
    ...extra,
  });
  renderWithApp(routes, '/Match');
  return calls;
}

const alertText = () => screen.getByRole('alert').querySelector('span')?.textContent ?? '';
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const plus = (name: string) => screen.getByRole('spinbutton', { name }).parentElement?.querySelector('.stepper__button--more') as HTMLElement;

afterEach(() => jest.restoreAllMocks());

describe('the match admin page', () => {
  it('lists matches newest first with their scores and dates', async () => {
    renderPage();
    expect(screen.getByText('Loading matches...')).toBeTruthy();
    const list = (await screen.findByRole('heading', { name: 'Recorded matches' })).parentElement as HTMLElement;
    await within(list).findByText('Newer FC');
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Newer FC');
    expect(items[0]).toContain('18/01/2025');
    expect(items[1]).toContain('Older FC');
  });

  it("says 'Error fetching matches: …' when the list fails", async () => {
    renderPage({ 'GET /api/matches/': { status: 500, body: { detail: 'Database down.' } } });
    await waitFor(() => expect(alertText()).toBe('Error fetching matches: Database down.'));
  });

  it('adds a whole side, applies the clean-sheet rule, and sends integers', async () => {
    let sent: NewMatch | undefined;
    renderPage({ 'POST /api/matches/': (body) => ((sent = body as NewMatch), { status: 201, body: match(3, '2025-01-25T15:00:00Z', 'Rivals') }) });
    fireEvent.click(await screen.findByRole('button', { name: /Add all players of Women's 1st/ }));
    // A retired player is never offered.
    expect(screen.queryByText('Old Timer')).toBeNull();
    const rows = screen.getByRole('list', { name: 'Players who played' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(field('Team 1'), { target: { value: 'Uni Women' } });
    fireEvent.change(field('Team 2'), { target: { value: 'Rivals' } });
    fireEvent.change(field('Team 1 score'), { target: { value: '3' } });
    fireEvent.change(field('Team 2 score'), { target: { value: '0' } });
    expect((screen.getByRole('checkbox', { name: 'Clean sheet for Gail Keeper' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Clean sheet for Dot Back' }) as HTMLInputElement).checked).toBe(true);

    // Counts step with the + button, or Arrow Up in the box.
    fireEvent.click(plus('Goals for Dot Back'));
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Pen saves for Gail Keeper' }), { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Man of the match: Gail Keeper' }));
    // Keeper: 2 + 5 clean sheet + 5 pen save + 2 MOTM
    expect(screen.getByRole('status', { name: 'Points for Gail Keeper' }).textContent).toContain('14');

    // A player added after the score gets the clean sheet too, and can be changed.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a player' }), { target: { value: 'stan' } });
    fireEvent.click(screen.getByRole('button', { name: /Add Stan Striker/ }));
    const stan = screen.getByRole('checkbox', { name: 'Clean sheet for Stan Striker' }) as HTMLInputElement;
    expect(stan.checked).toBe(true);
    fireEvent.click(stan);

    fireEvent.change(screen.getByLabelText('Date and kick-off'), { target: { value: '2025-01-25T14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save match' }));
    await waitFor(() => expect(alertText()).toBe('Match and player stats created!'));
    expect(sent).toEqual({
      team1: 'Uni Women',
      team2: 'Rivals',
      team1_score: 3,
      team2_score: 0,
      date: '2025-01-25T14:00',
      players_stats: [
        { player: 1, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 14, MOTM: 1, Pen_Saves: 1 },
        { player: 2, goals: 1, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 12, MOTM: 0, Pen_Saves: 0 },
        { player: 4, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 0, points: 2, MOTM: 0, Pen_Saves: 0 },
      ],
    });
    // The form is ready for the next match.
    expect(screen.getByText('No players added yet.')).toBeTruthy();
  });

  it("shows the server's reason and marks the row it names", async () => {
    renderPage({
      'POST /api/matches/': {
        status: 400,
        body: { detail: 'Invalid match.', errors: { 'players_stats.0.yellow_cards': ['players_stats.0.yellow_cards must be at most 2.'] } },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Add all players of Men's 1st/ }));
    fireEvent.change(field('Team 1'), { target: { value: 'Uni' } });
    fireEvent.change(field('Team 2'), { target: { value: 'Rivals' } });
    fireEvent.change(field('Team 1 score'), { target: { value: '1' } });
    fireEvent.change(field('Team 2 score'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save match' }));
    await waitFor(() =>
      expect(alertText()).toBe('Error creating match or player stats: Invalid match. players_stats.0.yellow_cards must be at most 2.'),
    );
    expect(field('Yellows for Stan Striker').getAttribute('aria-invalid')).toBe('true');
    expect(field('Team 1').value).toBe('Uni');
  });

  it("deletes a match: 'Match deleted!' on 204, the server's reason otherwise", async () => {
    const calls = renderPage({ 'DELETE /api/matches/delete/2/': { status: 204 }, 'DELETE /api/matches/delete/1/': { status: 403, body: { detail: 'Staff only.' } } });
    fireEvent.click(await screen.findByRole('button', { name: /Delete match Uni 2 – 1 Newer FC/ }));
    expect(within(await screen.findByRole('dialog')).getByText(/Delete the match Uni 2 – 1/)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete match' }));
    await waitFor(() => expect(alertText()).toBe('Match deleted!'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/matches/delete/2/')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Delete match Uni 2 – 1 Older FC/ }));
    expect(within(await screen.findByRole('dialog')).getByText(/Delete the match Uni 2 – 1/)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete match' }));
    await waitFor(() => expect(alertText()).toBe('Error deleting match: Staff only.'));
  });
});
