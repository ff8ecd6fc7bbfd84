import { screen, within } from '@testing-library/react';
import type { UserSeason } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import { PastSeasons } from './PastSeasons';

const routes = [{ path: '/account', element: <PastSeasons /> }];
afterEach(() => jest.restoreAllMocks());

describe('past seasons on the account page', () => {
  it("lists the user's teams of closed seasons with points and rank of teams", async () => {
    const history: UserSeason[] = [
      { season: { id: 2, name: '2025/26' }, team_name: 'Hall Rovers', points: 212, rank: 1, place: 1, teams: 40 },
      { season: { id: 1, name: '2024/25' }, team_name: 'Rovers Reborn', points: 150, rank: 7, place: 8, teams: 31 },
    ];
    mockApi({ 'GET /api/user/history/': { status: 200, body: history } });
    renderWithApp(routes, '/account');
    const table = await screen.findByRole('table', { name: 'Your teams in past seasons' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['2025/26Hall Rovers2121 of 40', '2024/25Rovers Reborn1507 of 31']);
    expect(within(rows[0]).getByRole('link', { name: '2025/26' }).getAttribute('href')).toBe('/seasons/2');
    // Each team opens its squad as kept at the season's close, by its place in the final table.
    expect(within(rows[0]).getByRole('link', { name: 'Hall Rovers' }).getAttribute('href')).toBe('/seasons/2/teams/1');
    expect(within(rows[1]).getByRole('link', { name: 'Rovers Reborn' }).getAttribute('href')).toBe('/seasons/1/teams/8');
  });

  it('says when there is none yet', async () => {
    mockApi({ 'GET /api/user/history/': { status: 200, body: [] } });
    renderWithApp(routes, '/account');
    expect(await screen.findByText(/No past seasons yet/)).toBeTruthy();
  });
});
