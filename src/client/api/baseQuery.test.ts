// The token refresh logic of the base query, driven through the real store and generated
// endpoints, with `fetch` replaced by a scripted server.
import '../test/renderWithApp'; // lets Node's Request take the app's relative URLs
import { api } from './index';
import { setLoginRedirect } from './baseQuery';
import { makeTestStore as makeStore, type TestState as RootState } from '../test/store';
import { fakeJwt } from '../session/testTokens';

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}
type Answer = { status: number; body?: unknown; delayMs?: number } | 'network-error';
type Handler = (seen: Seen) => Answer;

let seen: Seen[] = [];

/** Replaces fetch with a server that answers `'METHOD /path/'` keys and records every call. */
function server(handlers: Record<string, Handler>) {
  seen = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = await req.text();
    const call: Seen = {
      method: req.method,
      path: url.pathname,
      auth: req.headers.get('Authorization'),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? handler(call) : { status: 404, body: { detail: 'Not found.' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

const calls = (method: string, path: string) => seen.filter((c) => c.method === method && c.path === path);
const USER = { id: 1, email: 'fan@club.test', is_staff: false };
const signedInStore = (access: string, refresh: string | null = fakeJwt(86_400)) =>
  makeStore({ auth: { access, refresh } as RootState['auth'] });

const getUser = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false }));
const getTeams = (store: ReturnType<typeof makeStore>) => store.dispatch(api.endpoints.listTeams.initiate({}, { subscribe: false }));

let redirect: jest.Mock;
let restoreRedirect: () => void;
beforeEach(() => {
  localStorage.clear();
  redirect = jest.fn();
  restoreRedirect = setLoginRedirect(redirect);
});
afterEach(() => setLoginRedirect(restoreRedirect));

describe('the Authorization header', () => {
  it("is 'Bearer {access}' when an access token is held", async () => {
    const access = fakeJwt(300);
    server({ 'GET /api/user/': () => ({ status: 200, body: USER }) });
    const result = await getUser(signedInStore(access));
    expect(result.data).toEqual(USER);
    expect(calls('GET', '/api/user/')[0].auth).toBe(`Bearer ${access}`);
  });

  it('is absent when no token is held', async () => {
    server({ 'GET /api/teams/': () => ({ status: 200, body: [] }) });
    await getTeams(makeStore());
    expect(calls('GET', '/api/teams/')[0].auth).toBeNull();
  });
});

describe('refreshing the access token', () => {
  it('refreshes an access token past its exp before the call, and stores the new one', async () => {
    const refresh = fakeJwt(86_400);
    const fresh = fakeJwt(300);
    const store = signedInStore(fakeJwt(-10), refresh);
    server({
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fresh } }),
      'GET /api/user/': (c) => (c.auth === `Bearer ${fresh}` ? { status: 200, body: USER } : { status: 401, body: { detail: 'Expired.' } }),
    });
    const result = await getUser(store);
    expect(result.data).toEqual(USER);
    expect(seen.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/token/refresh/', 'GET /api/user/']);
    expect(calls('POST', '/api/token/refresh/')[0].body).toEqual({ refresh });
    expect(store.getState().auth).toMatchObject({ access: fresh, refresh });
  });

  it('on a 401 refreshes once and retries the call with the new token', async () => {
    const stale = fakeJwt(300); // not expired by its exp, but the server no longer takes it
    const fresh = fakeJwt(300, { v: 2 });
    const store = signedInStore(stale);
    server({
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fresh } }),
      'GET /api/user/': (c) => (c.auth === `Bearer ${fresh}` ? { status: 200, body: USER } : { status: 401, body: { detail: 'Expired.' } }),
    });
    const result = await getUser(store);
    expect(result.data).toEqual(USER);
    expect(calls('GET', '/api/user/').map((c) => c.auth)).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(store.getState().auth.access).toBe(fresh);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is the answer', async () => {
    const store = signedInStore(fakeJwt(300));
    server({
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fakeJwt(300, { v: 2 }) } }),
      'GET /api/user/': () => ({ status: 401, body: { detail: 'Nope.' } }),
    });
    const result = await getUser(store);
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls('GET', '/api/user/')).toHaveLength(2);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
  });

  it('takes any 2xx answer with an access token as a successful refresh', async () => {
    const fresh = fakeJwt(300);
    const store = signedInStore(fakeJwt(-10));
    server({
      'POST /api/token/refresh/': () => ({ status: 201, body: { access: fresh } }),
      'GET /api/user/': () => ({ status: 200, body: USER }),
    });
    await getUser(store);
    expect(store.getState().auth.access).toBe(fresh);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a refused refresh clears the tokens, local storage and the cache, and goes to /login', async () => {
    const store = signedInStore(fakeJwt(-10));
    server({
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'The refresh token is invalid or has expired.' } }),
      'GET /api/user/': (c) =>
        c.auth ? { status: 401, body: { detail: 'Expired.' } } : { status: 401, body: { detail: 'Not signed in.' } },
    });
    // A cached answer from before, and the persisted tokens in local storage.
    await store.dispatch(api.util.upsertQueryData('listTeams', {}, [{ id: 1, name: 'Top Dogs', total_points: 3, rank: 1, week_points: 3, last_rank: null }]));
    localStorage.setItem('persist:auth', 'stale tokens');

    await getUser(store);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ access: null, refresh: null });
    expect(localStorage.getItem('persist:auth')).toBeNull();
    expect(api.endpoints.listTeams.select({})(store.getState()).data).toBeUndefined();
    expect(redirect).toHaveBeenCalledTimes(1);
    // The dead token is never sent (the cache reset also drops the waiting call).
    expect(calls('GET', '/api/user/').filter((c) => c.auth !== null)).toEqual([]);
  });

  it('a refused refresh after a 401 logs out too', async () => {
    const store = signedInStore(fakeJwt(300));
    server({
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'The refresh token has been revoked.' } }),
      'GET /api/user/': () => ({ status: 401, body: { detail: 'Expired.' } }),
    });
    const result = await getUser(store);
    expect(result.data).toBeUndefined();
    expect(store.getState().auth).toMatchObject({ access: null, refresh: null });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(calls('GET', '/api/user/')).toHaveLength(1); // no retry without a token
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const access = fakeJwt(-10);
    const refresh = fakeJwt(86_400);
    const store = signedInStore(access, refresh);
    server({
      'POST /api/token/refresh/': () => 'network-error',
      'GET /api/user/': () => ({ status: 401, body: { detail: 'Expired.' } }),
    });
    const result = await getUser(store);
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ access, refresh });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('two concurrent calls with an expired token share one refresh', async () => {
    const fresh = fakeJwt(300);
    const store = signedInStore(fakeJwt(-10));
    server({
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fresh }, delayMs: 30 }),
      'GET /api/user/': () => ({ status: 200, body: USER }),
      'GET /api/teams/': () => ({ status: 200, body: [] }),
    });
    const [user, teams] = await Promise.all([getUser(store), getTeams(store)]);
    expect(user.data).toEqual(USER);
    expect(teams.data).toEqual([]);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
    expect([...calls('GET', '/api/user/'), ...calls('GET', '/api/teams/')].map((c) => c.auth)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
  });

  it('two concurrent calls answered 401 share one refresh and both retry', async () => {
    const stale = fakeJwt(300);
    const fresh = fakeJwt(300, { v: 2 });
    const store = signedInStore(stale);
    const guarded: Handler = (c) =>
      c.auth === `Bearer ${fresh}` ? { status: 200, body: [] } : { status: 401, body: { detail: 'Expired.' } };
    server({
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fresh }, delayMs: 30 }),
      'GET /api/user/': (c) => (c.auth === `Bearer ${fresh}` ? { status: 200, body: USER } : { status: 401, body: { detail: 'Expired.' } }),
      'GET /api/teams/': guarded,
    });
    const [user, teams] = await Promise.all([getUser(store), getTeams(store)]);
    expect(user.data).toEqual(USER);
    expect(teams.data).toEqual([]);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(calls('GET', '/api/user/')).toHaveLength(2);
    expect(calls('GET', '/api/teams/')).toHaveLength(2);
  });

  it('two concurrent calls share one refused refresh: one logout, one trip to /login', async () => {
    const store = signedInStore(fakeJwt(-10));
    server({
      'POST /api/token/refresh/': () => ({ status: 401, body: { detail: 'Revoked.' }, delayMs: 20 }),
      'GET /api/user/': () => ({ status: 401, body: { detail: 'Not signed in.' } }),
      'GET /api/teams/': () => ({ status: 200, body: [] }),
    });
    await Promise.all([getUser(store), getTeams(store)]);
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.access).toBeNull();
  });

  it('never refreshes for the login call itself: its 401 is the answer', async () => {
    const store = signedInStore(fakeJwt(300));
    server({
      'POST /api/token/': () => ({ status: 401, body: { detail: 'No active account found with the given credentials.' } }),
      'POST /api/token/refresh/': () => ({ status: 200, body: { access: fakeJwt(300) } }),
    });
    const result = await store.dispatch(
      api.endpoints.obtainToken.initiate({ credentials: { email: 'a@b.test', password: 'wrong-one-1' } }),
    );
    expect('error' in result && result.error).toMatchObject({ status: 401 });
    expect(calls('POST', '/api/token/refresh/')).toHaveLength(0);
  });

  it('without a refresh token a 401 is the answer and the tokens stay as they are', async () => {
    const access = fakeJwt(300);
    const store = signedInStore(access, null);
    server({ 'GET /api/user/': () => ({ status: 401, body: { detail: 'Expired.' } }) });
    const result = await getUser(store);
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
    expect(store.getState().auth.access).toBe(access);
    expect(redirect).not.toHaveBeenCalled();
  });
});
