// The signed-in session: the two JWTs of docs/rules.md §12. This slice is their one
// owner; redux-persist keeps it in local storage (app/persist.ts), and nothing else writes them.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthState {
  access: string | null;
  refresh: string | null;
}

const initialState: AuthState = { access: null, refresh: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A login answered: keep both tokens (a refresh given as undefined keeps the one held). */
    tokensReceived(state, action: PayloadAction<{ access: string; refresh?: string }>) {
      state.access = action.payload.access;
      if (action.payload.refresh !== undefined) state.refresh = action.payload.refresh;
    },
    /** A refresh answered: a new access token; the refresh token is not rotated. */
    accessTokenRefreshed(state, action: PayloadAction<string>) {
      state.access = action.payload;
    },
    /** The session ends. The store also clears local storage, every other slice and the API
     *  cache on this action (app/store.ts, app/dataSlices.tsx), so each way out (the logout page, visiting /register, a
     *  refused refresh) leaves nothing of the last user behind. */
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectAccessToken: (state) => state.access,
    selectRefreshToken: (state) => state.refresh,
  },
});

export const { tokensReceived, accessTokenRefreshed, loggedOut } = authSlice.actions;
export const { selectAuth, selectAccessToken, selectRefreshToken } = authSlice.selectors;
export const authReducer = authSlice.reducer;
