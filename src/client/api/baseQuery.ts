// The base query of every API call (docs/rules.md §12):
// - adds 'Authorization: Bearer {access}' whenever an access token is held;
// - before a call, an access token past its `exp` is refreshed first (when a refresh token is held);
// - a 401 answer gets one refresh and one retry;
// - only one refresh is ever in flight: every call that needs one waits for that same promise;
// - a refresh succeeds when the server answers 2xx with an `access` (not a literal comparison of the
//   whole response); the new access token is stored;
// - a refresh the server refuses ends the session (`loggedOut`, which also clears local storage and
//   the cache, see app/store.ts) and sends the browser to /login.
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { accessTokenRefreshed, loggedOut, type AuthState } from '../session/authSlice';
import { isTokenExpired } from '../session/token';
import { takeEarly } from './earlyFetch';

type StateWithAuth = { auth?: Partial<AuthState> };
type Args = string | FetchArgs;
type Result = Awaited<ReturnType<BaseQueryFn<Args, unknown, FetchBaseQueryError>>>;

export const REFRESH_URL = '/api/token/refresh/';
const LOGIN_URL = '/api/token/';
/** A token this close to its `exp` is treated as expired: it could expire on the way. */
const EXPIRY_LEEWAY_MS = 5_000;

const tokensOf = (getState: () => unknown) => (getState() as StateWithAuth).auth ?? {};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  // The answer of a call the router started while the page's code loaded (api/earlyFetch.ts).
  fetchFn: (input, init) => {
    const request = new Request(input, init);
    return takeEarly(request) ?? fetch(request);
  },
  prepareHeaders: (headers, { getState }) => {
    const { access } = tokensOf(getState);
    if (access) headers.set('Authorization', `Bearer ${access}`);
    return headers;
  },
});

// --- Where a refused refresh sends the browser -------------------------------------------------

let goToLogin: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app hands in its router's navigation (no page reload); tests hand in a spy. Returns the
 *  previous one, so a test can put it back. */
export function setLoginRedirect(redirect: () => void): () => void {
  const previous = goToLogin;
  goToLogin = redirect;
  return previous;
}

// --- The one refresh in flight ---------------------------------------------------------------

export type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

// One per page: the app has one store. It is cleared as soon as the refresh settles.
let inFlight: Promise<RefreshOutcome> | null = null;

/** The server refused the refresh token (bad, expired or revoked) or answered without a token.
 *  A network failure or a server error is not a verdict on the session: the tokens are kept and
 *  the call fails as it is, so a dropped connection does not log anyone out. */
function refusedBy(result: Result): boolean {
  if (!result.error) return true; // 2xx without an access token
  const status = result.error.status;
  return typeof status === 'number' && status < 500;
}

type Store = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

async function runRefresh({ dispatch, getState }: Store): Promise<RefreshOutcome> {
  const { refresh } = tokensOf(getState);
  if (!refresh) return 'unavailable';
  // Its own context: the refresh is shared, so no single caller's abort may cancel it.
  const controller = new AbortController();
  const context: BaseQueryApi = {
    signal: controller.signal,
    abort: (reason?: string) => controller.abort(reason),
    dispatch,
    getState,
    extra: undefined,
    endpoint: 'refreshToken',
    type: 'mutation',
  };
  const result = await rawBaseQuery({ url: REFRESH_URL, method: 'POST', body: { refresh } }, context, {});
  const access = (result.data as { access?: unknown } | undefined)?.access;
  if (!result.error && typeof access === 'string' && access !== '') {
    dispatch(accessTokenRefreshed(access));
    return 'refreshed';
  }
  if (!refusedBy(result)) return 'unavailable';
  dispatch(loggedOut());
  goToLogin();
  return 'refused';
}

/** Refreshes the access token, or joins the refresh already in flight. Used by the base query
 *  and by the session keeper (features/auth/useSessionKeeper.ts). */
export function refreshAccessToken(store: Store): Promise<RefreshOutcome> {
  inFlight ??= runRefresh(store).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

// --- The base query --------------------------------------------------------------------------

const urlOf = (args: Args) => (typeof args === 'string' ? args : args.url).split('?')[0].replace(/^\/?/, '/');
/** Logging in and refreshing never trigger a refresh: a 401 there is the answer itself. */
const isTokenCall = (args: Args) => [LOGIN_URL, REFRESH_URL].includes(urlOf(args));

export const baseQueryWithRefresh: BaseQueryFn<Args, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  const tokenCall = isTokenCall(args);

  if (!tokenCall) {
    const { access, refresh } = tokensOf(api.getState);
    if (inFlight) await inFlight;
    else if (refresh && isTokenExpired(access, Date.now() + EXPIRY_LEEWAY_MS)) await refreshAccessToken(api);
  }

  const sentWith = tokensOf(api.getState).access;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (tokenCall || result.error?.status !== 401 || !tokensOf(api.getState).refresh) return result;

  // 401: refresh once and retry once. If another call has already swapped the token since this
  // one was sent, the retry alone is enough.
  const current = tokensOf(api.getState).access;
  const outcome = inFlight ? await inFlight : current && current !== sentWith ? 'refreshed' : await refreshAccessToken(api);
  if (outcome === 'refreshed') result = await rawBaseQuery(args, api, extraOptions);
  return result;
};
