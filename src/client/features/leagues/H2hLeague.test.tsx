import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { H2HMatch, H2HStanding, LeagueTable } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import LeaguePage from './LeaguePage';
import LeaguesPage from './LeaguesPage';

const routes = [
  { path: '/leagues', element: <LeaguesPage /> },
  { path: '/leagues/:leagueId', element: <LeaguePage /> },
];

const ME = { id: 7, email: 'fan@club.test', is_staff: false };
const LEAGUE = { id: 5, name: 'Derby', code: 'ABCD2345', owner_id: 7, start_week: 2, kind: 'h2h' as const, starts_on: '2026-11-09' };
const TABLE: LeagueTable = {
  ...LEAGUE,
  standings: [
    { rank: 1, member_id: 9, team: { id: 40, name: 'Course United' }, account_deleted: false, played: 2, won: 2, drawn: 0, lost: 0, points: 6, score: 31 },
    { rank: 2, member_id: 7, team: { id: 41, name: 'Hall Rovers' }, account_deleted: false, played: 2, won: 0, drawn: 1, lost: 1, points: 1, score: 17 },
    { rank: 3, member_id: 8, team: null, account_deleted: false, played: 2, won: 0, drawn: 1, lost: 1, points: 1, score: 0 },
    { rank: 4, member_id: 6, team: null, account_deleted: true, played: 2, won: 0, drawn: 0, lost: 2, points: 0, score: 0 },
  ],
};
const ROUND_3: H2HMatch[] = [
  { home: { member_id: 9, team: { id: 40, name: 'Course United' }, account_deleted: false, points: 18 }, away: { member_id: 8, team: null, account_deleted: false, points: 0 } },
  { home: { member_id: 7, team: { id: 41, name: 'Hall Rovers' }, account_deleted: false, points: 6 }, away: { average: true, points: 8 } },
];
const ROUND_2: H2HMatch[] = [{ home: { member_id: 7, team: { id: 41, name: 'Hall Rovers' }, account_deleted: false, points: 11 }, away: { member_id: 9, team: { id: 40, name: 'Course United' }, account_deleted: false, points: 13 } }];
const WEEKS = [1, 2, 3].map((week) => ({ id: week, week, start_date: `2026-11-0${week}`, end_date: '2026-11-08' }));

afterEach(() => jest.restoreAllMocks());

describe('a head-to-head league page', () => {
  it('shows the table with P W D L, score and points, and the latest round with Average; the picker shows another round', async () => {
    const calls = mockApi({
      'GET /api/leagues/5/': { status: 200, body: TABLE },
      'GET /api/user/': { status: 200, body: ME },
      'GET /api/deadline/': { status: 200, body: { now: '2026-11-26T12:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' } },
      'GET /api/game-weeks/': { status: 200, body: WEEKS },
      'GET /api/leagues/5/matches/': (_body, url) => ({ status: 200, body: url.searchParams.get('week') === '2' ? ROUND_2 : ROUND_3 }),
    });
    renderWithApp(routes, '/leagues/5');
    const table = await screen.findByRole('table', { name: /head-to-head points/ });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'Score', 'Pts']); // started: no Remove column
    const rows = within(table).getAllByRole('row').slice(1).map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows[0]).toEqual(['1', 'Course United', '2', '2', '0', '0', '31', '6']);
    expect(rows[1]).toEqual(['2', 'Hall RoversYouOwner', '2', '0', '1', '1', '17', '1']);
    expect(rows[2]).toEqual(['3', 'No team yet', '2', '0', '1', '1', '0', '1']);
    // A member who deleted their account after the start keeps their row, with no team and no name.
    expect(rows[3]).toEqual(['4', 'Deleted account', '2', '0', '0', '2', '0', '0']);

    const matches = await screen.findByRole('region', { name: 'Matches' });
    await within(matches).findByText('Average');
    const items = within(matches).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Course United18 – 0No team', 'Hall Rovers6 – 8Average']);
    expect(screen.getByText(/Head-to-head from gameweek 2 \(started 2026-11-09\)/)).toBeTruthy();
    // Started: members are fixed, so no Leave or Remove buttons.
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    const picker = within(matches).getByLabelText('Round') as HTMLSelectElement;
    expect(Array.from(picker.options).map((o) => o.value)).toEqual(['3', '2']);
    fireEvent.change(picker, { target: { value: '2' } });
    await within(matches).findByText('11 – 13');
    expect(calls.some((c) => c.path === '/api/leagues/5/matches/?week=2')).toBe(true);
  });

  it('before the start: no rounds yet, and the owner may still remove members', async () => {
    mockApi({
      'GET /api/leagues/5/': { status: 200, body: { ...TABLE, standings: (TABLE.standings as H2HStanding[]).filter((s) => !s.account_deleted).map((s) => ({ ...s, played: 0, won: 0, drawn: 0, lost: 0, points: 0, score: 0, rank: 1 })) } },
      'GET /api/user/': { status: 200, body: ME },
      'GET /api/deadline/': { status: 200, body: { now: '2026-11-04T12:00:00+00:00', next_deadline: '2026-11-09T00:00:00+00:00', time_zone: 'Europe/London' } },
      'GET /api/game-weeks/': { status: 200, body: WEEKS.slice(0, 1) },
      'GET /api/leagues/5/matches/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/leagues/5');
    expect(await screen.findByText(/No round has been played yet/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Course United' })).toBeTruthy();
    expect(screen.getByText(/starts 2026-11-09/)).toBeTruthy();
  });
});

describe('creating a league', () => {
  it('offers the kind; head-to-head sends starts_on (the next deadline by default, or the date picked) and no start week', async () => {
    const calls = mockApi({
      'GET /api/leagues/': { status: 200, body: [] },
      'GET /api/deadline/': { status: 200, body: { now: '2026-11-26T12:00:00+00:00', next_deadline: '2026-11-30T00:00:00+00:00', time_zone: 'Europe/London' } },
      'POST /api/leagues/': (body) =>
        (body as { starts_on?: string }).starts_on === '2026-11-23'
          ? { status: 400, body: { detail: "The start date must be the next deadline's date (2026-11-30) or later.", errors: { starts_on: ["The start date must be the next deadline's date (2026-11-30) or later."] } } }
          : { status: 201, body: { ...LEAGUE, starts_on: '2026-11-30' } },
      'GET /api/leagues/5/': { status: 404, body: { detail: 'Not found.' } },
    });
    renderWithApp(routes, '/leagues');
    fireEvent.change(await screen.findByLabelText('League name'), { target: { value: 'Derby' } });
    expect(screen.getByLabelText('Start week')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Head-to-head/));
    expect(screen.queryByLabelText('Start week')).toBeNull();
    const date = (await screen.findByLabelText('Start date')) as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe('2026-11-30'));

    fireEvent.change(date, { target: { value: '2026-11-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    expect((await screen.findAllByText(/or later/)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: 'Derby', kind: 'h2h', starts_on: '2026-11-23' });

    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: 'Derby', kind: 'h2h', starts_on: '2026-11-30' });
  });
});
