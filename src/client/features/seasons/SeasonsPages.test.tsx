import { fireEvent, screen, within } from '@testing-library/react';
import type { SeasonDetail, SeasonSummary } from '../../api';
import { fakeJwt } from '../../session/testTokens';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import type { TestState } from '../../test/store';
import CloseSeasonPage from './CloseSeasonPage';
import SeasonPage from './SeasonPage';
import SeasonsPage from './SeasonsPage';

const routes = [
  { path: '/seasons', element: <SeasonsPage /> },
  { path: '/seasons/close', element: <CloseSeasonPage /> },
  { path: '/seasons/:seasonId', element: <SeasonPage /> },
];
const signedIn = { auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as TestState['auth'] };
const STAFF = { status: 200, body: { id: 1, email: 'staff@club.test', is_staff: true } };

const CURRENT: SeasonSummary = { id: 2, name: '2026/27', status: 'current', started_at: '2026-08-01T00:00:00Z', ended_at: null, champion: null, runner_up: null, top_scorer: null };
const PAST: SeasonSummary = {
  id: 1,
  name: '2025/26',
  status: 'archived',
  started_at: '2025-08-01T00:00:00Z',
  ended_at: '2026-07-31T00:00:00Z',
  champion: { team_name: 'Hall Rovers', points: 212 },
  runner_up: { team_name: 'Course United', points: 198 },
  top_scorer: { player: { id: 5, name: 'Sam Kerr', team: "Women's 1s" }, goals: 14 },
};

const standings = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ place: from + i, rank: from + i, team_name: `Team ${from + i}`, points: 500 - from - i, team_id: null }));
const DETAIL: SeasonDetail = {
  ...PAST,
  team_count: 60,
  standings: standings(1, 50),
  top_scorers: [{ player: PAST.top_scorer!.player, goals: 14 }],
  top_points: [{ player: { id: 6, name: 'Ali Khan', team: "Men's 1s" }, points: 90 }],
  phases: [{ name: 'Autumn term', first_week: 1, last_week: 10, winner: { team_name: 'Hall Rovers', points: 101 } }],
  lms: [{ name: 'Autumn LMS', winner: { team_name: 'Course United' } }],
};

afterEach(() => jest.restoreAllMocks());

describe('the roll of honour', () => {
  it('lists every season newest first with its champion, runner-up and top scorer, the current one marked', async () => {
    const calls = mockApi({ 'GET /api/seasons/': { status: 200, body: [CURRENT, PAST] } });
    renderWithApp(routes, '/seasons');
    const past = (await screen.findByRole('link', { name: '2025/26' })).closest('li') as HTMLElement;
    expect(past.textContent).toContain('Hall Rovers, 212 pts');
    expect(past.textContent).toContain('Course United, 198 pts');
    expect(past.textContent).toContain('Sam Kerr');
    expect(past.textContent).toContain('14 goals');
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]).getByText('Current season')).toBeTruthy();
    expect(within(items[0]).getByRole('link', { name: '2026/27' }).getAttribute('href')).toBe('/seasons/2');
    expect(screen.queryByRole('link', { name: 'Close the season' })).toBeNull();
    // A visitor is not asked who they are.
    expect(calls.some((c) => c.path === '/api/user/')).toBe(false);
  });

  it('shows staff the way to close the season', async () => {
    mockApi({ 'GET /api/seasons/': { status: 200, body: [CURRENT] }, 'GET /api/user/': STAFF });
    renderWithApp(routes, '/seasons', signedIn);
    expect(await screen.findByRole('link', { name: 'Close the season' })).toBeTruthy();
  });
});

describe('a season page', () => {
  it('shows the final table a page at a time, the top lists and the term winners', async () => {
    const calls = mockApi({
      'GET /api/seasons/1/': (_body, url) => {
        const offset = Number(url.searchParams.get('offset'));
        return { status: 200, body: { ...DETAIL, standings: offset === 0 ? standings(1, 50) : standings(51, 10) } };
      },
    });
    renderWithApp(routes, '/seasons/1');
    expect(await screen.findByRole('heading', { name: 'Season 2025/26' })).toBeTruthy();
    expect(screen.getByText('Showing the top 50 of 60 teams.')).toBeTruthy();
    const table = screen.getByRole('table', { name: /teams by points/ });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await within(table).findByText('Team 60')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/seasons/1/?limit=50&offset=50');
    expect(within(screen.getByRole('region', { name: 'Top scorers' })).getByRole('link', { name: 'Sam Kerr' }).getAttribute('href')).toBe('/player/5');
    expect(within(screen.getByRole('region', { name: 'Top points' })).getByText('90')).toBeTruthy();
    expect(screen.getByText(/Hall Rovers, 101 pts/)).toBeTruthy();
  });

  it('warns of fixtures still to play, and once closed goes to the archived season', async () => {
    const fixture = (id: number, date: string) => ({ id, side: 'men', team1: 'Uni 1st', team2: `Rivals ${id}`, location: 'Home', date, time: '14:00:00', status: 'scheduled', status_note: '', result_id: null });
    const calls = mockApi({
      'GET /api/user/': STAFF,
      'GET /api/seasons/': { status: 200, body: [CURRENT, PAST] },
      'GET /api/fixtures/': { status: 200, body: [fixture(1, '2027-05-08'), fixture(2, '2027-05-01')] },
      'GET /api/womensfixtures/': { status: 200, body: [] },
      'POST /api/seasons/': { status: 201, body: { ...CURRENT, id: 3, name: '2027/28' } },
      'GET /api/seasons/2/': { status: 200, body: { ...DETAIL, ...CURRENT, status: 'archived' } },
    });
    const { router } = renderWithApp(routes, '/seasons/close', signedIn);
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toBe('2 fixtures are still to play (the next on Sat 01/05/2027): their matches would count in the new season, not this one.');
    fireEvent.change(screen.getByLabelText("New season's name"), { target: { value: '2027/28' } });
    fireEvent.change(screen.getByLabelText("Type the current season's name (2026/27) to confirm"), { target: { value: '2026/27' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the season' }));
    expect(await screen.findByText('Season 2027/28 has started: season 2026/27 is in the archive.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/seasons/2');
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  it('says so for a season that does not exist', async () => {
    mockApi({});
    renderWithApp(routes, '/seasons/9');
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeTruthy();
  });
});
