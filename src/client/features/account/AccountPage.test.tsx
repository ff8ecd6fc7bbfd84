import { screen } from '@testing-library/react';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import AccountPage from './AccountPage';

const routes = [{ path: '/account', element: <AccountPage /> }];
afterEach(() => jest.restoreAllMocks());

const user = { id: 7, email: 'fan@example.com', is_staff: false, player_id: null };
const prefs = { deadline_reminder: true, gameweek_results: false, fixture_changes: 'men' };

describe('the account page', () => {
  it('draws its sections together once their data is in, not one by one', async () => {
    mockApi({
      'GET /api/user/': { status: 200, body: user },
      'GET /api/user/notifications/': { status: 200, body: prefs },
      'GET /api/user/history/': { status: 200, body: [] },
    });
    renderWithApp(routes, '/account');
    // Before any answer: one "Loading..." and none of the sections (a static one drawn now would
    // be pushed down the screen by the others as their answers come in).
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Change password' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Deadline reminders/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/No past seasons yet/)).toBeTruthy();
    expect(screen.getByText('fan@example.com')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows a failed part with its error and Retry, and does not go back to "Loading..."', async () => {
    const calls = mockApi({
      'GET /api/user/': { status: 200, body: user },
      'GET /api/user/notifications/': { status: 200, body: prefs },
      'GET /api/user/history/': { status: 503, body: { detail: 'Try again in a minute.' } },
    });
    renderWithApp(routes, '/account');
    expect(await screen.findByText(/Error fetching your past seasons/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The section's own subscription fetches the failed call once more; then it rests.
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.filter((c) => c.path === '/api/user/history/').length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
