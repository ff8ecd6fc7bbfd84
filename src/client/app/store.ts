import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/tags';
import { authReducer, loggedOut, tokensReceived } from '../session/authSlice';
import { getSession, reloadSession, setSession, subscribeSession } from '../session/session';
import { teamBuilderReducer } from '../features/team/teamBuilderSlice';

// Only the auth slice is kept in local storage (by session/session.ts); never the API cache.
const slices = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  teamBuilder: teamBuilderReducer,
});

export type RootState = ReturnType<typeof slices>;

/** On logout every slice starts again. The auth slice clears itself and the API cache is cleared by
 *  `resetApiState` (below), which also resets its middleware; all the others go back to their
 *  initial state here. */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && loggedOut.match(action)) {
    state = { auth: state.auth, [api.reducerPath]: state[api.reducerPath] } as RootState;
  }
  return slices(state, action);
}

/** Logout (the logout page, visiting /register, a refused refresh) clears all local storage
 *  (docs/rules.md §12) and the API cache, so nothing of the last user stays in the browser. */
const endSession: Middleware = (store) => (next) => (action) => {
  if (!loggedOut.match(action)) return next(action);
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (private modes); the in-memory state is still cleared.
  }
  const result = next(action);
  store.dispatch(api.util.resetApiState());
  return result;
};

/** A store that starts from the given state, or else with the tokens kept in local storage. */
export function makeStore(preloadedState?: Partial<RootState>) {
  if (!preloadedState?.auth) reloadSession();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: getSession(), ...preloadedState } as RootState,
    middleware: (getDefault) =>
      getDefault({
        // The development-only checks warn when they take long; a loaded test run is not a reason.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { warnAfter: 128 },
      }).concat(endSession, api.middleware),
  });
  setupListeners(store.dispatch);
  mirrorSession(store);
  return store;
}

/** The auth slice and the session (session/session.ts) hold the same tokens: a change in the
 *  store (a refresh, a logout) is stored, and a change made without the store (the log-in page)
 *  reaches the store, whose cached answers for the last user are then refetched. */
function mirrorSession(store: { getState(): RootState; dispatch(action: UnknownAction): unknown; subscribe(listener: () => void): unknown }) {
  let last = store.getState().auth;
  setSession(last);
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === last) return;
    last = auth;
    setSession(auth);
  });
  subscribeSession(() => {
    const held = getSession();
    const auth = store.getState().auth;
    if (held.access === auth.access && held.refresh === auth.refresh) return;
    if (!held.access && !held.refresh) {
      store.dispatch(loggedOut());
      return;
    }
    store.dispatch(tokensReceived({ access: held.access as string, refresh: held.refresh as string }));
    store.dispatch(api.util.invalidateTags(['User', 'Team', 'MiniLeague']));
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
