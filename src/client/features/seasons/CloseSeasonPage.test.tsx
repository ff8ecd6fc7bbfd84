import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeasonSummary } from '../../api';
import { mockApi, renderWithApp } from '../../test/renderWithApp';
import CloseSeasonPage from './CloseSeasonPage';

const routes = [{ path: '/seasons/close', element: <CloseSeasonPage /> }];
const CURRENT: SeasonSummary = { id: 2, name: '2026/27', status: 'current', started_at: '2026-08-01T00:00:00Z', ended_at: null, champion: null, runner_up: null, top_scorer: null };
const NEXT: SeasonSummary = { ...CURRENT, id: 3, name: '2027/28', started_at: '2027-08-01T00:00:00Z' };

afterEach(() => jest.restoreAllMocks());

async function fill(name: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText("New season's name"), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/Type the current season's name/), { target: { value: confirm } });
}

describe('closing the season', () => {
  it('keeps the button disabled until the current season is typed, then goes to the archived season', async () => {
    let closed = false;
    const calls = mockApi({
      'GET /api/seasons/': () => ({ status: 200, body: closed ? [NEXT, { ...CURRENT, status: 'archived' }] : [CURRENT] }),
      'POST /api/seasons/': () => {
        closed = true;
        return { status: 201, body: NEXT };
      },
    });
    const { router } = renderWithApp(routes, '/seasons/close');
    await fill('2027/28', '2026/2');
    const button = screen.getByRole('button', { name: 'Close the season' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type the current season's name/), { target: { value: '2026/27' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    // Not left on the form, ready to close the next one: on the archived season's page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/seasons/2'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: '2027/28', confirm: '2026/27' });
  });

  it("shows the server's messages by field", async () => {
    mockApi({
      'GET /api/seasons/': { status: 200, body: [CURRENT] },
      'POST /api/seasons/': { status: 400, body: { detail: 'Invalid input.', errors: { name: ['A season of that name exists already.'] } } },
    });
    renderWithApp(routes, '/seasons/close');
    await fill('2026/27', '2026/27');
    fireEvent.click(screen.getByRole('button', { name: 'Close the season' }));
    const error = await screen.findByText('A season of that name exists already.');
    expect(error.id).toMatch(/-name-error$/);
    expect(screen.getByLabelText("New season's name").getAttribute('aria-invalid')).toBe('true');
  });
});
