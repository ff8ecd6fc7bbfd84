import { screen, within } from '@testing-library/react';
import type { GameWeekSummary, Player, PlayerSummary } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import { apiPlayer } from '../../test/players';
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
  const { game_stats: _stats, ...rest } = { ...apiPlayer(name, position), id };
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
    mockApi({ 'GET /api/players/': { status: 200, body: [player] } });
    renderWithApp([{ path: '/player/:playerId', element: <PlayerPage /> }], '/player/11');
    expect(await screen.findByRole('heading', { name: 'Star Striker', level: 1 })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Rivals/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['GW 1', '2', '1', '13']);
  });
});
