import { screen, waitFor, within } from '@testing-library/react';
import type { GameWeekSummary, Player, PlayerSummary } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import { apiPlayer } from '../../test/players';
import { fakeJwt } from '../../session/testTokens';
import GameWeekPage from './GameWeekPage';
import PlayerPage, { opponentOf } from './PlayerPage';

afterEach(() => jest.restoreAllMocks());

const WEEKS = [
  { id: 4, week: 1, start_date: '2026-11-16', end_date: '2026-11-22', published_at: null },
  { id: 5, week: 2, start_date: '2026-11-23', end_date: '2026-11-29', published_at: null },
];

describe('the picker order', () => {
  it("names the opponent from the player's side", () => {
    const match = { id: 1, team1: "Uni Men's 1st", team2: 'Rivals', date: '', game_week: { id: 1, week: 1 } };
    expect(opponentOf({ team: "Men's 1st" }, match)).toBe('Rivals');
    expect(opponentOf({ team: 'Rivals' }, match)).toBe("Uni Men's 1st");
    expect(opponentOf({ team: 'Elsewhere' }, match)).toBe("Uni Men's 1st v Rivals");
  });
});

const summaryPlayer = (id: number, name: string, position: PlayerSummary['position']): PlayerSummary => {
  const { game_stats: _stats, user_id: _user, ...rest } = { ...apiPlayer(name, position), id };
  return rest;
};

describe('the gameweek and player pages', () => {
  it('shows the summary with Previous and Next', async () => {
    const star = summaryPlayer(11, 'Star Striker', 'Attacker');
    const summary: GameWeekSummary = {
      game_week: WEEKS[0],
      average_points: 23.5,
      highest_points: 40,
      highest_team: { id: 3, name: 'Top' },
      player_of_the_week: { player: star, points: 14 },
      team_of_the_week: { formation: '4-4-2', players: [{ ...star, game_week_points: 14 }], total_points: 14 },
      most_captained: { player: star, teams: 2 },
      player_of_the_week_by_side: { men: { player: star, points: 14 }, women: null },
    };
    mockApi({ 'GET /api/game-weeks/': { status: 200, body: WEEKS }, 'GET /api/game-weeks/4/summary/': { status: 200, body: summary } });
    renderWithApp([{ path: '/gameweek/:week', element: <GameWeekPage /> }], '/gameweek/1');
    expect(await screen.findByRole('heading', { name: 'Gameweek 1', level: 1 })).toBeTruthy();
    expect(await screen.findByText('23.5')).toBeTruthy();
    // The week's dates in en-GB, as every other date of the app.
    expect(screen.getByText('16/11/2026').closest('p')?.textContent).toBe('16/11/2026 to 22/11/2026');
    expect(screen.getByRole('link', { name: 'Top' }).getAttribute('href')).toBe('/team/3');
    expect(screen.getAllByRole('link', { name: 'Star Striker' })[0].getAttribute('href')).toBe('/player/11');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/gameweek/2');
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
  });

  it("shows the signed-in user's own points in the week, with a link to their team then", async () => {
    const summary: GameWeekSummary = {
      game_week: WEEKS[0], average_points: 20, highest_points: 40, highest_team: null, player_of_the_week: null,
      team_of_the_week: { formation: '4-4-2', players: [], total_points: 0 }, most_captained: null,
      player_of_the_week_by_side: { men: null, women: null },
    };
    const calls = mockApi({
      'GET /api/game-weeks/': { status: 200, body: WEEKS },
      'GET /api/game-weeks/4/summary/': { status: 200, body: summary },
      'GET /api/team/': { status: 200, body: { id: 7, name: 'Mine', total_points: 60, players: [] } },
      'GET /api/team-snapshots/': { status: 200, body: [{ team: { id: 7, name: 'Mine' }, game_week: { id: 4, week: 1 }, players: [], weekly_points: 42 }] },
    });
    renderWithApp([{ path: '/gameweek/:week', element: <GameWeekPage /> }], '/gameweek/1', { auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as never });
    const mine = (await screen.findByText('Your team')).parentElement as HTMLElement;
    expect(mine.querySelector('dd')?.firstChild?.textContent).toBe('42');
    expect(within(mine).getByRole('link', { name: 'See your team that week' }).getAttribute('href')).toBe('/team/7/1');
    expect(calls.map((c) => c.path)).toContain('/api/team-snapshots/?team_id=7&game_week_id=4');
  });

  it("shows a player's season match by match", async () => {
    const player: Player = {
      ...apiPlayer('Star Striker', 'Attacker'),
      id: 11,
      game_stats: [
        {
          id: 1,
          match: { id: 3, team1: "Men's 1st", team2: 'Rivals', date: '2026-11-21T15:00:00Z', game_week: { id: 4, week: 1 } },
          goals: 2, assists: 1, yellow_cards: 0, red_cards: 0, clean_sheets: 0, points: 13, MOTM: 0, Pen_Saves: 0,
        },
      ],
    };
    const fixture = (id: number, date: string, team2: string, status = 'scheduled') =>
      ({ id, team1: "Uni Men's 1st", team2, location: 'Uni Sports Ground', date, time: '14:00:00', side: 'men', status, status_note: '', result_id: null });
    mockApi({
      'GET /api/players/': { status: 200, body: [player] },
      'GET /api/results/': { status: 200, body: [{ id: 3, team1: "Men's 1st", team2: 'Rivals', team1_score: 3, team2_score: 1, date: '2026-11-21T15:00:00Z' }] },
      'GET /api/fixtures/': {
        status: 200,
        body: [fixture(1, '2020-01-04', 'Long Ago'), fixture(2, '2099-01-03', 'First'), fixture(3, '2099-01-10', 'Off', 'cancelled'), fixture(4, '2099-01-17', 'Second'), fixture(5, '2099-01-24', 'Third'), fixture(6, '2099-01-31', 'Fourth')],
      },
    });
    renderWithApp([{ path: '/player/:playerId', element: <PlayerPage /> }], '/player/11');
    expect(await screen.findByRole('heading', { name: 'Star Striker', level: 1 })).toBeTruthy();
    // An attacker's columns: goals and assists, after the result from his side's view.
    const row = await screen.findByRole('row', { name: /Rivals/ });
    await waitFor(() => expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['GW 1', 'W 3–1', '2', '1', '13']));
    // The next three fixtures of the men's side, the cancelled one left out.
    const next = within(await screen.findByRole('region', { name: 'Next fixtures' }));
    await waitFor(() => expect(next.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sat 3 Jan, 14:00 v First Uni Sports Ground',
      'Sat 17 Jan, 14:00 v Second Uni Sports Ground',
      'Sat 24 Jan, 14:00 v Third Uni Sports Ground',
    ]));
  });

  it("shows a goalkeeper's clean sheets and penalty saves, not goals and assists", async () => {
    const keeper: Player = {
      ...apiPlayer('Safe Hands', 'Goalkeeper'),
      id: 12,
      clean_sheets: 3,
      game_stats: [
        {
          id: 2,
          match: { id: 3, team1: "Men's 1st", team2: 'Rivals', date: '2026-11-21T15:00:00Z', game_week: { id: 4, week: 1 } },
          goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 1, points: 9, MOTM: 0, Pen_Saves: 2,
        },
      ],
    };
    mockApi({ 'GET /api/players/': { status: 200, body: [keeper] }, 'GET /api/results/': { status: 200, body: [] }, 'GET /api/fixtures/': { status: 200, body: [] } });
    const { container } = renderWithApp([{ path: '/player/:playerId', element: <PlayerPage /> }], '/player/12');
    expect(await screen.findByRole('heading', { name: 'Safe Hands', level: 1 })).toBeTruthy();
    const tiles = [...container.querySelectorAll('.player-page__stats dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(tiles).toEqual(['Points: 0', 'Form: 0', 'Price: £5.0m', 'Selected by: 0%', 'Clean sheets: 3', 'Penalty saves: 2']);
  });

  it("shows a player's past seasons", async () => {
    const player: Player = { ...apiPlayer('Star Striker', 'Attacker'), id: 11, game_stats: [] };
    mockApi({
      'GET /api/players/': { status: 200, body: [player] },
      'GET /api/results/': { status: 200, body: [] },
      'GET /api/fixtures/': { status: 200, body: [] },
      'GET /api/players/11/history/': {
        status: 200,
        body: [
          { season: { id: 2, name: '2026/27' }, goals: 0, assists: 0, clean_sheets: 0, games_played: 0, points: 0 },
          { season: { id: 1, name: '2025/26' }, goals: 14, assists: 3, clean_sheets: 2, games_played: 20, points: 120 },
        ],
      },
    });
    renderWithApp([{ path: '/player/:playerId', element: <PlayerPage /> }], '/player/11');
    const table = await screen.findByRole('table', { name: 'Star Striker: season by season' });
    const row = within(table).getByRole('row', { name: /2025\/26/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['20', '14', '3', '2', '120']);
    expect(within(row).getByRole('link', { name: '2025/26' }).getAttribute('href')).toBe('/seasons/1');
  });
});
