import { screen, within } from '@testing-library/react';
import type { GameWeekSummary, MyTeam, Player, PlayerSummary } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import HomePage from '../home/HomePage';
import { sortPlayers } from '../team/components/PlayerPickerModal';
import { apiPlayer } from '../team/testPlayers';
import GameWeekPage from './GameWeekPage';
import PlayerPage, { opponentOf } from './PlayerPage';

afterEach(() => jest.restoreAllMocks());

const DEADLINE = { now: '2026-11-25T13:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' };
const WEEKS = [
  { id: 4, week: 1, start_date: '2026-11-16', end_date: '2026-11-22' },
  { id: 5, week: 2, start_date: '2026-11-23', end_date: '2026-11-29' },
];

describe('the picker order', () => {
  it('sorts by points, form or price, ties by name', () => {
    const p = (name: string, points: number, form: number, price: number): Player => ({ ...apiPlayer(name, 'Attacker', price), points, form });
    const players = [p('Cy', 10, 1, 6), p('Al', 10, 3, 9), p('Bo', 30, 2, 5)];
    expect(sortPlayers(players, 'points').map((x) => x.name)).toEqual(['Bo', 'Al', 'Cy']);
    expect(sortPlayers(players, 'form').map((x) => x.name)).toEqual(['Al', 'Bo', 'Cy']);
    expect(sortPlayers(players, 'price-high').map((x) => x.name)).toEqual(['Al', 'Cy', 'Bo']);
    expect(sortPlayers(players, 'price-low').map((x) => x.name)).toEqual(['Bo', 'Cy', 'Al']);
  });
  it("names the opponent from the player's side", () => {
    const match = { id: 1, team1: "Uni Men's 1st", team2: 'Rivals', date: '', game_week: { id: 1, week: 1 } };
    expect(opponentOf({ team: "Men's 1st" }, match)).toBe('Rivals');
    expect(opponentOf({ team: 'Rivals' }, match)).toBe("Uni Men's 1st");
    expect(opponentOf({ team: 'Elsewhere' }, match)).toBe("Uni Men's 1st v Rivals");
  });
});

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
    expect(await within(card).findByText('Gameweek 3 deadline: Mon 30 Nov, 00:00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gameweek 2 summary' }).getAttribute('href')).toBe('/gameweek/2');
  });

  it("starts with the viewer's team: last gameweek, total and rank out of how many", async () => {
    const team: MyTeam = { id: 7, name: 'Net Busters', total_points: 90, rank: 2, team_count: 3, formation: '4-4-2', cost: 80, budget_remaining: 20, players: [], captain: null, vice_captain: null };
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
