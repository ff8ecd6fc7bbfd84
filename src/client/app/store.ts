// The Redux store. The auth slice is the one owner of the tokens, persisted to local storage with
// redux-persist (persist.ts); the API cache (RTK Query) is injected when the first page that
// reads data loads (dataSlices.ts), and the team builder with the pages that use it
// (teamBuilder.ts), so pages that do not need them do not download them.
// Nothing but the auth slice is ever persisted.
import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import type { api } from '../api/tags';
import type { TeamBuilderState } from '../features/team/teamBuilderSlice';
import { authReducer, loggedOut } from '../session/authSlice';
import { authPersistConfig } from './persist';

/** The slices loaded with the pages that use them (injectLazySlice). */
export interface LazySlices {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  teamBuilder: TeamBuilderState;
}

export const rootReducer = combineSlices({ auth: persistReducer(authPersistConfig, authReducer) }).withLazyLoadedSlices<LazySlices>();

const injected = new Set<keyof LazySlices>();

/** Adds a slice to the store when its code loads (the reducer starts its state at the next
 *  action: <WithData>, dataSlices.tsx, dispatches one before a page is drawn). */
export function injectLazySlice<K extends keyof LazySlices>(slice: { reducerPath: K; reducer: Reducer<LazySlices[K]> }) {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  injected.add(slice.reducerPath);
}

/** True once every slice injected so far has its state in this store. */
export const lazySlicesStarted = (state: RootState) => [...injected].every((path) => state[path] !== undefined);

/** The API's middleware joins here when its code loads (dataSlices.ts). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** On logout every slice but the auth slice (which clears itself) and the API cache (reset by
 *  its own middleware, dataSlices.ts) goes back to its initial state. */
function resettingReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && loggedOut.match(action)) state = { auth: state.auth, api: state.api } as RootState;
  return rootReducer(state, action);
}

/** Logout (the logout page, visiting /register, a refused refresh) clears all local storage
 *  (docs/rules.md §12); redux-persist then stores the empty auth slice. */
const clearStorageOnLogout: Middleware = () => (next) => (action) => {
  if (loggedOut.match(action)) {
    try {
      window.localStorage.clear();
    } catch {
      // Storage can be unavailable (private modes); the in-memory state is still cleared.
    }
  }
  return next(action);
};

/** A store starting from the given state (tests), or empty until redux-persist rehydrates the
 *  auth slice (main.tsx calls persistStore). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: resettingReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // The development-only checks warn when they take long; a loaded test run is not a reason.
        immutableCheck: { warnAfter: 128 },
        // redux-persist's own actions carry functions (its documented setting).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 128 },
      })
        .concat(clearStorageOnLogout, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
