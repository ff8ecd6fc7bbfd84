// The account pages: login, register, logout, forgot password and reset password.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithApp, type Answer } from '../../test/renderWithApp';
import type { TestState as RootState } from '../../test/store';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import LogoutPage from './LogoutPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import { fakeJwt } from '../../session/testTokens';
import { Guard } from '../../app/guards';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:uid/:token', element: <ResetPasswordPage /> },
  { path: '/', element: <p>Home page</p> },
];

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message in the alert region (without its dismiss button). */
const alertText = () => screen.getByRole('alert').querySelector('span')?.textContent ?? '';

/** Holds one call's answer until the test lets it go, to see the busy state. */
function deferred() {
  let release: (answer: Answer) => void = () => {};
  const answer = new Promise<Answer>((r) => (release = r));
  return { answer, release };
}
function holdingApi(key: string, pending: Promise<Answer>) {
  const calls: { path: string; body: unknown }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const url = new URL(req.url);
    const text = await req.text();
    calls.push({ path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const { status, body } = `${req.method} ${url.pathname}` === key ? await pending : { status: 404, body: { detail: 'Not found.' } };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

let windowAlert: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  windowAlert = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  expect(windowAlert).not.toHaveBeenCalled(); // messages go to the in-page alert region
  jest.restoreAllMocks();
});

describe('the login page', () => {
  it('has email and password fields, Register and Forgot Password?', () => {
    mockApi({});
    renderWithApp(routes, '/login');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('stores both tokens and goes to / on success', async () => {
    const access = fakeJwt(300);
    const refresh = fakeJwt(86_400);
    const calls = mockApi({ 'POST /api/token/': { status: 200, body: { access, refresh } } });
    const { store, router } = renderWithApp(routes, '/login');
    type('Email', 'fan@club.test');
    type('Password', 'matchday-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/token/', body: { email: 'fan@club.test', password: 'matchday-pass-1' } });
    expect(store.getState().auth).toMatchObject({ access, refresh });
  });

  it("shows the server's error text in the alert region on failure", async () => {
    mockApi({ 'POST /api/token/': { status: 401, body: { detail: 'No active account found with the given credentials.' } } });
    const { store, router } = renderWithApp(routes, '/login');
    type('Email', 'fan@club.test');
    type('Password', 'wrong-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(alertText()).toContain('No active account found with the given credentials.'));
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.access).toBeNull();
  });
});

describe('the register page', () => {
  it('clears local storage and the session on visiting', () => {
    mockApi({});
    localStorage.setItem('persist:auth', 'old tokens');
    const { store } = renderWithApp(routes, '/register', { auth: { access: fakeJwt(300), refresh: fakeJwt(900) } as RootState['auth'] });
    expect(store.getState().auth).toMatchObject({ access: null, refresh: null });
    expect(localStorage.getItem('persist:auth')).toBeNull();
  });

  it('registers and goes to /login, which says the account was made', async () => {
    const calls = mockApi({ 'POST /api/user/register/': { status: 201, body: { id: 3, email: 'new@club.test' } } });
    const { router } = renderWithApp(routes, '/register');
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    type('Email', 'new@club.test');
    type('Password', 'matchday-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls[0]).toMatchObject({ path: '/api/user/register/', body: { email: 'new@club.test', password: 'matchday-pass-1' } });
    await waitFor(() => expect(alertText()).toBe('Account created. You can now log in.'));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('keeps where the user was going (an invite link) through Register and Login, with only the password to type again', async () => {
    const access = fakeJwt(300);
    const refresh = fakeJwt(86_400);
    mockApi({
      'POST /api/user/register/': { status: 201, body: { id: 3, email: 'new@club.test' } },
      'POST /api/token/': { status: 200, body: { access, refresh } },
    });
    const invite = { path: '/leagues', element: <Guard access="user"><p>Leagues page</p></Guard> };
    const { router } = renderWithApp([...routes, invite], '/leagues?code=ABCD2345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    fireEvent.click(await screen.findByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    type('Email', 'new@club.test');
    type('Password', 'matchday-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('new@club.test');
    await waitFor(() => expect(document.activeElement?.id).toBe('login-password'));
    type('Password', 'matchday-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/leagues?code=ABCD2345'));
    // The router's location moves before the page under it is drawn, which a loaded machine shows.
    expect(await screen.findByText('Leagues page')).toBeTruthy();
  });

  it("shows the server's field errors", async () => {
    mockApi({
      'POST /api/user/register/': {
        status: 400,
        body: {
          detail: 'A user with that email already exists.',
          errors: { email: ['A user with that email already exists.'], password: ['This password is too common.'] },
        },
      },
    });
    const { router } = renderWithApp(routes, '/register');
    type('Email', 'taken@club.test');
    type('Password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(alertText()).toBe('A user with that email already exists. This password is too common.'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('the logout page', () => {
  it('clears all local storage and the store, then goes to /login', async () => {
    mockApi({});
    localStorage.setItem('persist:auth', 'tokens');
    localStorage.setItem('other', 'x');
    const { store, router } = renderWithApp(routes, '/logout', {
      auth: { access: fakeJwt(300), refresh: fakeJwt(900) } as RootState['auth'],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth).toMatchObject({ access: null, refresh: null });
    expect(localStorage.length).toBe(0);
  });
});

describe('the forgot password page', () => {
  it("says 'Sending...' while busy, then that the email was sent", async () => {
    const { answer, release } = deferred();
    const calls = holdingApi('POST /api/password-reset/', answer);
    renderWithApp(routes, '/forgot-password');
    type('Email', 'fan@club.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release({ status: 200, body: { detail: 'If an account uses that email, a password reset link is on its way.' } });
    await waitFor(() => expect(alertText()).toBe('Password reset email sent. Please check your inbox.'));
    expect(calls[0]).toEqual({ path: '/api/password-reset/', body: { email: 'fan@club.test' } });
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('says sending failed when the call fails', async () => {
    mockApi({ 'POST /api/password-reset/': { status: 429, body: { detail: 'Too many requests.' } } });
    renderWithApp(routes, '/forgot-password');
    type('Email', 'fan@club.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(alertText()).toBe('Error sending password reset email. Please try again.'));
  });
});

describe('the reset password page', () => {
  it("sends uid, token and the new password, says 'Resetting...', then succeeds and goes to /login after 2 s", async () => {
    const { answer, release } = deferred();
    const calls = holdingApi('POST /api/reset-password/', answer);
    const { router } = renderWithApp(routes, '/reset-password/Mw/abc123');
    type('New password', 'new-matchday-2');
    type('Confirm new password', 'new-matchday-2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeTruthy();
    release({ status: 200, body: { detail: 'Your password has been reset. You can now log in.' } });
    await waitFor(() => expect(alertText()).toBe('Password reset successful. You can now log in.'));
    const shownAt = Date.now();
    expect(calls[0]).toEqual({ path: '/api/reset-password/', body: { uid: 'Mw', token: 'abc123', new_password: 'new-matchday-2' } });
    expect(router.state.location.pathname).toBe('/reset-password/Mw/abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1900);
  });

  it('says resetting failed, and shows why next to the field', async () => {
    mockApi({
      'POST /api/reset-password/': {
        status: 400,
        body: { detail: 'This password is too short.', errors: { new_password: ['This password is too short.'] } },
      },
    });
    const { router } = renderWithApp(routes, '/reset-password/Mw/abc123');
    type('New password', 'short');
    type('Confirm new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(alertText()).toBe('Error resetting password. Please try again.'));
    expect(screen.getByText('This password is too short.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password/Mw/abc123');
  });

  it('does not send two different passwords', () => {
    const calls = mockApi({});
    renderWithApp(routes, '/reset-password/Mw/abc123');
    type('New password', 'new-matchday-2');
    type('Confirm new password', 'new-matchday-3');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(alertText()).toBe('The two passwords do not match.');
    expect(calls).toHaveLength(0);
  });
});
