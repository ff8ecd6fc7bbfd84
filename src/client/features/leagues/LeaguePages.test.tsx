import { fireEvent, screen, within } from '@testing-library/react';
import type { LeagueTable, MyLeague } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import LeaguePage from './LeaguePage';
import LeaguesPage from './LeaguesPage';

const routes = [
  { path: '/leagues', element: <LeaguesPage /> },
  { path: '/leagues/:leagueId', element: <LeaguePage /> },
  { path: '/team/:teamId', element: <p>Snapshot page</p> },
];

const ME = { id: 7, email: 'fan@club.test', is_staff: false };
const LEAGUE = { id: 3, name: 'Halls', code: 'ABCD2345', owner_id: 7, start_week: 2, kind: 'classic' as const, starts_on: null };
const TABLE: LeagueTable = {
  ...LEAGUE,
  standings: [
    { rank: 1, member_id: 9, team: { id: 40, name: 'Course United' }, points: 12, week_points: 4, last_rank: 1 },
    { rank: 2, member_id: 7, team: { id: 41, name: 'Hall Rovers' }, points: 10, week_points: 6, last_rank: 3 },
    { rank: 3, member_id: 8, team: null, points: 0, week_points: 0, last_rank: 2 },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('the leagues page', () => {
  it('says when I am in no league yet', async () => {
    mockApi({ 'GET /api/leagues/': { status: 200, body: [] } });
    renderWithApp(routes, '/leagues');
    expect(await screen.findByText(/You are not in any league yet/)).toBeTruthy();
  });

  it('lists my leagues with my rank and points', async () => {
    const mine: MyLeague[] = [{ ...LEAGUE, rank: 2, points: 10, members: 3 }];
    mockApi({ 'GET /api/leagues/': { status: 200, body: mine } });
    renderWithApp(routes, '/leagues');
    const item = (await screen.findByRole('link', { name: 'Halls' })).closest('li') as HTMLElement;
    expect(item.textContent).toContain('2nd');
    expect(item.textContent).toContain('of 3');
    expect(item.textContent).toContain('10 pts');
  });

  it('a share link fills the join form; a code typed with spaces and lower case is sent normalised', async () => {
    const calls = mockApi({
      'GET /api/leagues/': { status: 200, body: [] },
      'POST /api/leagues/join/': { status: 200, body: LEAGUE },
      'GET /api/leagues/3/': { status: 200, body: TABLE },
      'GET /api/user/': { status: 200, body: ME },
    });
    const { router } = renderWithApp(routes, '/leagues?code=abcd2345');
    const field = (await screen.findByLabelText('League code')) as HTMLInputElement;
    expect(field.value).toBe('ABCD2345');
    fireEvent.change(field, { target: { value: ' abcd 2345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join league' }));
    await screen.findByRole('heading', { name: 'Halls', level: 1 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'ABCD2345' });
    expect(router.state.location.pathname).toBe('/leagues/3');
  });

  it('checks a new league name by the rule of every typed name before sending it', async () => {
    const calls = mockApi({
      'GET /api/leagues/': { status: 200, body: [] },
      'POST /api/leagues/': { status: 201, body: { ...LEAGUE, name: 'Halls' } },
      'GET /api/leagues/3/': { status: 200, body: TABLE },
      'GET /api/user/': { status: 200, body: ME },
    });
    renderWithApp(routes, '/leagues');
    const field = await screen.findByLabelText('League name');
    for (const [typed, error] of [
      ['\u200B\u200B', 'The league name must have at least one visible character.'],
      ['Halls\u202E', 'The league name may not contain text-direction characters.'],
      ['   ', 'Enter a league name.'],
    ]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
      expect(await screen.findByText(error)).toBeTruthy();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(field, { target: { value: '  Halls  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await screen.findByRole('heading', { name: 'Halls', level: 1 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Halls', start_week: 1 });
  });

  it('shows the error next to the code field', async () => {
    mockApi({
      'GET /api/leagues/': { status: 200, body: [] },
      'POST /api/leagues/join/': { status: 404, body: { detail: 'No league has that code. Check it and try again.' } },
    });
    renderWithApp(routes, '/leagues');
    fireEvent.change(await screen.findByLabelText('League code'), { target: { value: 'ZZZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join league' }));
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toContain('No league has that code');
    expect(screen.getByLabelText('League code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a league page', () => {
  it('shows the table with my row marked, the code and share link, and the owner removes after confirming', async () => {
    const calls = mockApi({
      'GET /api/leagues/3/': { status: 200, body: TABLE },
      'GET /api/user/': { status: 200, body: ME },
      'DELETE /api/leagues/3/members/9/': { status: 204 },
    });
    const { router } = renderWithApp(routes, '/leagues/3');
    await screen.findByRole('heading', { name: 'Halls', level: 1 });
    const table = screen.getByRole('table', { name: 'Members by points in this league' });
    const mine = within(table).getByRole('link', { name: 'Hall Rovers' }).closest('tr') as HTMLElement;
    await within(mine).findByText('You');
    expect(mine.className).toContain('league-table__row--mine');
    // The latest gameweek's points beside the total, and the move since the last gameweek.
    expect(within(mine).getByText('6')).toBeTruthy();
    expect(within(mine).getByText('up 1 place')).toBeTruthy();
    expect(within(table).getByText('no change')).toBeTruthy();
    expect(within(table).getByText('No team yet')).toBeTruthy();
    expect(screen.getByText('ABCD 2345')).toBeTruthy();
    expect(screen.getByRole('link', { name: /\/leagues\?code=ABCD2345$/ }).getAttribute('href')).toMatch(/\/leagues\?code=ABCD2345$/);

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Course United' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain('Remove Course United from Halls?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await screen.findByText('Course United was removed from Halls.')).textContent).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/leagues/3/members/9/')).toBe(true);

    fireEvent.click(within(table).getByText('12'));
    expect(router.state.location.pathname).toBe('/team/40');
  });

  it('the owner gives the league a new code after confirming; other members have no such button', async () => {
    const calls = mockApi({
      'GET /api/leagues/3/': { status: 200, body: TABLE },
      'GET /api/user/': { status: 200, body: ME },
      'POST /api/leagues/3/code/': { status: 200, body: { ...LEAGUE, code: 'WXYZ6789' } },
    });
    renderWithApp(routes, '/leagues/3');
    await screen.findByRole('heading', { name: 'Halls', level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    const dialog = screen.getByRole('dialog', { name: 'New code' });
    expect(dialog.textContent).toContain('The old code stops working');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'New code' }));
    expect(await screen.findByText(/Halls has a new code: WXYZ 6789/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/leagues/3/code/')).toBe(true);
  });

  it('a member who is not the owner sees no New code button', async () => {
    mockApi({ 'GET /api/leagues/3/': { status: 200, body: TABLE }, 'GET /api/user/': { status: 200, body: { ...ME, id: 9 } } });
    renderWithApp(routes, '/leagues/3');
    await screen.findByRole('heading', { name: 'Halls', level: 1 });
    await screen.findByRole('button', { name: 'Leave league' });
    expect(screen.queryByRole('button', { name: 'New code' })).toBeNull();
  });

  it('tells a non-member that the league is for members only', async () => {
    mockApi({
      'GET /api/leagues/3/': { status: 403, body: { detail: 'Only members of this league can see it.' } },
      'GET /api/user/': { status: 200, body: { ...ME, id: 99 } },
    });
    renderWithApp(routes, '/leagues/3');
    expect(await screen.findByRole('heading', { name: 'Members only' })).toBeTruthy();
  });

  it('says when a league does not exist', async () => {
    mockApi({
      'GET /api/leagues/3/': { status: 404, body: { detail: 'There is no league with that id.' } },
      'GET /api/user/': { status: 200, body: ME },
    });
    renderWithApp(routes, '/leagues/3');
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeTruthy();
  });
});
