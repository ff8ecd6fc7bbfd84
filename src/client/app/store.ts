import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistReducer, persistStore, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../api/tags';
import { authReducer, loggedOut } from '../features/auth/authSlice';
import { teamBuilderReducer } from '../features/team/teamBuilderSlice';

// Only the auth slice is persisted (local storage); never the API cache.
const slices = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: persistReducer({ key: 'auth', storage }, authReducer),
  teamBuilder: teamBuilderReducer,
});

export type RootState = ReturnType<typeof slices>;

/** On logout every slice starts again. The auth slice clears itself (its persisted wrapper keeps
 *  redux-persist's bookkeeping, so the next login is saved again) and the API cache is cleared by
 *  `resetApiState` (below), which also resets its middleware; all the others go back to their
 *  initial state here. */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && loggedOut.match(action)) {
    state = { auth: state.auth, [api.reducerPath]: state[api.reducerPath] } as RootState;
  }
  return slices(state, action);
}

/** Logout (the logout page, visiting /register, a refused refresh) clears all local storage
 *  (SPEC.md section 2) and the API cache, so nothing of the last user stays in the browser. */
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

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // The development-only checks warn when they take long; a loaded test run is not a reason.
        immutableCheck: { warnAfter: 128 },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
      }).concat(endSession, api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export { persistStore };
