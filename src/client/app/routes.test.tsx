// The app's router as a whole: guards, the 404 page and the header.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { mockApi } from '../test/renderWithApp';
import { makeTestStore as makeStore, type TestState as RootState } from '../test/store';
import { framed, routes } from './routes';
import { fakeJwt } from '../session/testTokens';

const signedIn = () => ({ auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as RootState['auth'] });

function renderApp(path: string, preloaded?: Partial<RootState>) {
  const store = makeStore(preloaded);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, at: () => router.state.location.pathname };
}

const USER = (is_staff: boolean) => ({ status: 200, body: { id: 1, email: 'fan@club.test', is_staff } });
const HOME = {
  'GET /api/teams/': { status: 200, body: [] },
  'GET /api/player-goals/': { status: 200, body: [] },
  'GET /api/player-points/': { status: 200, body: [] },
};
const nav = () => screen.getByRole('navigation', { name: 'Main' });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the routes', () => {
  it('sends a signed-out visitor at / to /login', async () => {
    mockApi({});
    const { at } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(at()).toBe('/login');
  });

  it('shows the 404 page for an unknown route', async () => {
    mockApi({});
    renderApp('/no-such-page');
    expect(await screen.findByText('Sorry, the page you are looking for does not exist!')).toBeTruthy();
  });

  it('lets a signed-in user in to the home page', async () => {
    mockApi({ ...HOME, 'GET /api/user/': USER(false) });
    const { at } = renderApp('/', signedIn());
    expect(await screen.findByRole('heading', { name: /Fantasy League Table/i })).toBeTruthy();
    expect(at()).toBe('/');
  });

  it.each(['/Players', '/Match', '/Fixtures', '/Terms', '/Rules'])('sends a signed-in non-staff user at %s to /', async (path) => {
    mockApi({ ...HOME, 'GET /api/user/': USER(false) });
    const { at } = renderApp(path, signedIn());
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('sends a visitor at a staff page to /login', async () => {
    mockApi({});
    const { at } = renderApp('/Players');
    await waitFor(() => expect(at()).toBe('/login'));
  });

  it('lets staff in to their pages', async () => {
    mockApi({
      'GET /api/user/': USER(true),
      'GET /api/players/': { status: 200, body: [] },
      'GET /api/player-game-stats/': { status: 200, body: [] },
    });
    const { at } = renderApp('/Players', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: /players/i }, { timeout: 5000 })).toBeTruthy();
    expect(at()).toBe('/Players');
  });

  it('leaves the visitor pages open to visitors', async () => {
    mockApi({});
    const { at } = renderApp('/LMS');
    expect(await screen.findByText('Under Maintenance')).toBeTruthy();
    expect(screen.getByText('Sorry, LMS page coming soon')).toBeTruthy();
    expect(at()).toBe('/LMS');
  });
});

describe('the header', () => {
  it('shows the logo and the buttons, with Login to a visitor', async () => {
    mockApi({});
    renderApp('/LMS');
    await screen.findByText('Under Maintenance');
    expect(screen.getByRole('link', { name: 'Fantasy XI home' }).getAttribute('href')).toBe('/');
    const names = within(nav())
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(names).toEqual([
      ['Home', '/'],
      ['Fantasy', '/team'],
      ["Men's", '/mens'],
      ["Women's", '/womens'],
      ['Results', '/results'],
      ['Seasons', '/seasons'],
      ['LMS', '/LMS'],
      ['Login', '/login'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'LMS' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows Logout and no staff links to a signed-in fan', async () => {
    mockApi({ 'GET /api/user/': USER(false) });
    renderApp('/LMS', signedIn());
    expect(await within(nav()).findByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    for (const name of ['Players', 'Matches', 'Fixtures']) expect(within(nav()).queryByRole('link', { name })).toBeNull();
  });

  it('shows the staff links to staff', async () => {
    mockApi({ 'GET /api/user/': USER(true) });
    renderApp('/LMS', signedIn());
    expect((await within(nav()).findByRole('link', { name: 'Players' })).getAttribute('href')).toBe('/Players');
    expect(within(nav()).getByRole('link', { name: 'Matches' }).getAttribute('href')).toBe('/Match');
    expect(within(nav()).getByRole('link', { name: 'Fixtures' }).getAttribute('href')).toBe('/Fixtures');
  });

  it('folds the staff links into a Staff menu that opens, closes on Escape and closes after navigating', async () => {
    mockApi({ 'GET /api/user/': USER(true), 'GET /api/results/': { status: 200, body: [] } });
    const { at } = renderApp('/LMS', signedIn());
    const staff = await within(nav()).findByRole('button', { name: 'Staff' });
    const menu = within(nav()).getByRole('list', { name: 'Staff' });
    expect(staff.getAttribute('aria-controls')).toBe(menu.id);
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual(['Players', 'Matches', 'Fixtures', 'Terms', 'Rules']);
    expect(staff.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(staff);
    expect(staff.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(staff.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(staff);

    fireEvent.click(staff);
    fireEvent.pointerDown(document.body);
    expect(staff.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(staff);
    fireEvent.click(within(menu).getByRole('link', { name: 'Players' }));
    await waitFor(() => expect(at()).toBe('/Players'));
    // The router's state moves first; the page is drawn after (as a transition).
    await waitFor(() => expect(staff.getAttribute('aria-expanded')).toBe('false'));
    expect(staff.className).toContain('header__link--current');
  });

  it('shows Login when only an expired access token is held', async () => {
    mockApi({});
    renderApp('/LMS', { auth: { access: fakeJwt(-5), refresh: null } as RootState['auth'] });
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('has a menu toggle that opens, closes on Escape and closes after navigating', async () => {
    mockApi({ 'GET /api/results/': { status: 200, body: [] } });
    const { at } = renderApp('/LMS');
    await screen.findByText('Under Maintenance');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(nav().id);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(within(nav()).getByRole('link', { name: 'Results' }));
    await waitFor(() => expect(at()).toBe('/results'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out through /logout: storage and store cleared, then /login', async () => {
    mockApi({ 'GET /api/user/': USER(false) });
    const { store, at } = renderApp('/LMS', signedIn());
    localStorage.setItem('persist:auth', 'tokens');
    fireEvent.click(await within(nav()).findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(at()).toBe('/login'));
    expect(store.getState().auth).toMatchObject({ access: null, refresh: null });
    expect(localStorage.getItem('persist:auth') ?? '').not.toContain('tokens');
    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('the way back after logging in', () => {
  it('brings a visitor who opened an invite link back to it, query and all, with the code filled', async () => {
    const access = fakeJwt(300);
    mockApi({
      'POST /api/token/': { status: 200, body: { access, refresh: fakeJwt(86_400) } },
      'GET /api/leagues/': { status: 200, body: [] },
      'GET /api/user/': USER(false),
    });
    const { router, store } = renderApp('/leagues?code=ABCD2345');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'fan@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'matchday-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/leagues?code=ABCD2345'));
    expect(store.getState().auth.access).toBe(access);
    expect(((await screen.findByLabelText('League code')) as HTMLInputElement).value).toBe('ABCD2345');
  });
});

describe('the header Login link', () => {
  it('brings a visitor back to the page they were on, through Register and Login', async () => {
    const access = fakeJwt(300);
    mockApi({
      'GET /api/results/': { status: 200, body: [] },
      'POST /api/user/register/': { status: 201, body: { id: 3, email: 'new@club.test' } },
      'POST /api/token/': { status: 200, body: { access, refresh: fakeJwt(86_400) } },
      'GET /api/user/': USER(false),
    });
    const { router } = renderApp('/results?side=women');
    fireEvent.click((await screen.findAllByRole('link', { name: 'Login' }))[0]);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@club.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'matchday-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'matchday-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/results?side=women'));
  });
});

describe("the layout's error element", () => {
  it('shows a message and Retry when a page throws, and Retry draws the page again', async () => {
    let fail = true;
    function Moody() {
      if (fail) throw new Error('broken');
      return <p>Drawn after all</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    const router = createMemoryRouter(framed([{ path: '/moody', loader: () => null, element: <Moody /> }]), { initialEntries: ['/moody'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(nav()).toBeTruthy(); // the frame stays
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Drawn after all')).toBeTruthy();
  });
});
