// The part of the store loaded with the first page that reads data: RTK Query's cache and
// middleware. Importing this module injects them into the store (store.ts); <WithData> then
// starts the injected slices' state (this one's, and the team builder's on a team page) in the
// store a page renders with.
import { createAction, type Middleware } from '@reduxjs/toolkit';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useSelector, useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { setLoginRedirect } from '../api/baseQuery';
import { api } from '../api/tags';
import { loggedOut, tokensReceived } from '../session/authSlice';
import { dynamicMiddleware, injectLazySlice, lazySlicesStarted, type RootState } from './store';

injectLazySlice(api);

/** Logout empties the API cache (and resets RTK Query's middleware); a login refetches what
 *  belongs to the user (as a login through the API would). */
const sessionCache: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (loggedOut.match(action)) store.dispatch(api.util.resetApiState());
  if (tokensReceived.match(action)) store.dispatch(api.util.invalidateTags(['User', 'Team', 'MiniLeague']));
  return result;
};

dynamicMiddleware.addMiddleware(api.middleware, sessionCache);

/** Any action makes the store's reducer start the injected slices' state. */
const dataLoaded = createAction('app/dataLoaded');

/** Renders its children once the injected slices have their state in this store. A refused
 *  token refresh then goes to /login through the router (no page reload), and back after. */
export function WithData({ children }: { children: ReactNode }) {
  const store = useStore<RootState>();
  const navigate = useNavigate();
  useEffect(() => {
    const previous = setLoginRedirect(() => {
      const { pathname, search, hash } = window.location;
      if (pathname !== '/login') void navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
    });
    return () => {
      setLoginRedirect(previous);
    };
  }, [navigate]);
  const ready = useSelector(lazySlicesStarted);
  useLayoutEffect(() => {
    if (!ready) store.dispatch(dataLoaded());
  }, [ready, store]);
  return ready ? <>{children}</> : null;
}
