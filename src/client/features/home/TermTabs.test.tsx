import { fireEvent, screen, within } from '@testing-library/react';
import type { LeagueRow, Phase, PhaseTable } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import HomePage from './HomePage';

const routes = [{ path: '/', element: <HomePage /> }];
const TEAMS: LeagueRow[] = [
  { id: 4, name: 'Top Dogs', total_points: 90, rank: 1, week_points: 12, last_rank: 1 },
  { id: 2, name: 'Net Busters', total_points: 70, rank: 2, week_points: 8, last_rank: 2 },
];
const AUTUMN: Phase = { id: 1, name: 'Autumn', first_week: 1, last_week: 10, leader: { team: { id: 2, name: 'Net Busters' }, points: 50 } };
const SPRING: Phase = { id: 2, name: 'Spring', first_week: 11, last_week: 20, leader: null };

afterEach(() => jest.restoreAllMocks());

const league = async () => (await screen.findByRole('heading', { name: 'Fantasy League Table' })).parentElement as HTMLElement;

describe('term tabs on the home table', () => {
  it("switch between the season's table and each term's", async () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ rank: i + 1, team: { id: 100 + i, name: `Team ${i + 1}` }, points: 200 - i }));
    const calls = mockApi({
      'GET /api/teams/': { status: 200, body: TEAMS },
      'GET /api/phases/': { status: 200, body: [AUTUMN, SPRING] },
      'GET /api/phases/1/table/': (_b, url) => {
        const offset = Number(url.searchParams.get('offset'));
        const standings = offset === 0 ? rows(50) : [{ rank: 51, team: { id: 2, name: 'Net Busters' }, points: 3 }];
        return { status: 200, body: { phase: AUTUMN, standings } satisfies PhaseTable };
      },
      // A term not started: every team on 0 points (joint first), which is not shown as a table.
      'GET /api/phases/2/table/': {
        status: 200,
        body: { phase: SPRING, standings: [{ rank: 1, team: { id: 4, name: 'Top Dogs' }, points: 0 }, { rank: 1, team: { id: 2, name: 'Net Busters' }, points: 0 }] },
      },
      'GET /api/game-weeks/': { status: 200, body: [{ id: 1, week: 10, start_date: '2026-11-16', end_date: '2026-11-22' }] },
    });
    renderWithApp(routes, '/');
    const card = await league();
    const tabs = within(await within(card).findByRole('group', { name: 'League table: season or term' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['Season', 'Autumn', 'Spring']);
    expect(tabs.getByRole('button', { name: 'Season' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(card).findByRole('link', { name: 'Top Dogs' })).toBeTruthy();

    fireEvent.click(tabs.getByRole('button', { name: 'Autumn' }));
    const table = await within(card).findByRole('table', { name: 'Fantasy teams by points in Autumn' });
    expect(within(table).getByRole('link', { name: 'Team 1' }).getAttribute('href')).toBe('/team/100');
    expect(within(card).queryByRole('link', { name: 'Top Dogs' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByRole('link', { name: 'Net Busters' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/phases/1/table/?limit=50&offset=50');
    expect(within(card).queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(tabs.getByRole('button', { name: 'Spring' }));
    expect(await within(card).findByText("Spring starts with gameweek 11: its table fills once that week's matches are recorded.")).toBeTruthy();
    expect(within(card).queryByRole('table', { name: 'Fantasy teams by points in Spring' })).toBeNull();
    fireEvent.click(tabs.getByRole('button', { name: 'Season' }));
    expect(await within(card).findByRole('link', { name: 'Top Dogs' })).toBeTruthy();
  });

  it('shows no tabs when there are no terms', async () => {
    mockApi({ 'GET /api/teams/': { status: 200, body: TEAMS }, 'GET /api/phases/': { status: 200, body: [] } });
    renderWithApp(routes, '/');
    const card = await league();
    expect(await within(card).findByRole('link', { name: 'Top Dogs' })).toBeTruthy();
    expect(within(card).queryByRole('group')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Seasons' }).getAttribute('href')).toBe('/seasons');
  });
});
