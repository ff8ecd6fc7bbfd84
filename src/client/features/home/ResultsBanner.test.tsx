import { fireEvent, screen } from '@testing-library/react';
import type { Fixture } from '../../api';
import type { RootState } from '../../app/store';
import { fakeJwt } from '../../session/testTokens';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import HomePage from './HomePage';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/Match', element: <p>Match page</p> },
];
const signedIn = { auth: { access: fakeJwt(300), refresh: fakeJwt(3600) } as RootState['auth'] };

const fixture = (id: number, side: 'men' | 'women', date: string, extra: Partial<Fixture> = {}): Fixture => ({
  id, side, team1: 'Uni 1st', team2: `Rivals ${id}`, location: 'Home', date, time: '14:00:00', status: 'scheduled', status_note: '', result_id: null, ...extra,
});
// Kicked off without a result: men's 1 and women's 4. Not: a result (2), cancelled (3), to come (5).
const MEN = [fixture(1, 'men', '2026-01-10'), fixture(2, 'men', '2026-01-17', { result_id: 7 }), fixture(3, 'men', '2026-01-24', { status: 'cancelled' })];
const WOMEN = [fixture(4, 'women', '2026-01-11'), fixture(5, 'women', '2999-01-01')];
const HOME = {
  'GET /api/teams/': { status: 200, body: [] },
  'GET /api/player-goals/': { status: 200, body: [] },
  'GET /api/player-points/': { status: 200, body: [] },
  'GET /api/fixtures/': { status: 200, body: MEN },
  'GET /api/womensfixtures/': { status: 200, body: WOMEN },
};

afterEach(() => jest.restoreAllMocks());

describe("staff's results to record on home", () => {
  it('counts the fixtures of both sides that have kicked off without a result, and links to /Match', async () => {
    mockApi({ ...HOME, 'GET /api/user/': { status: 200, body: { id: 1, email: 'staff@club.test', is_staff: true } } });
    const { router } = renderWithApp(routes, '/', signedIn);
    const link = await screen.findByRole('link', { name: '2 results to record' });
    expect(link.getAttribute('href')).toBe('/Match');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/Match');
  });

  it('shows nothing to a user who is not staff, and does not ask for the fixtures', async () => {
    const calls = mockApi({ ...HOME, 'GET /api/user/': { status: 200, body: { id: 2, email: 'fan@club.test', is_staff: false } } });
    renderWithApp(routes, '/', signedIn);
    await screen.findByRole('heading', { name: 'Fantasy League Table' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/to record/)).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/fixtures/') || c.path.startsWith('/api/womensfixtures/'))).toBe(false);
  });
});
