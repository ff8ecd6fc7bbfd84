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
    tokensReceived(state, action: PayloadAction<{ access: string; refresh?: string }>) {
      state.access = action.payload.access;
      if (action.payload.refresh !== undefined) state.refresh = action.payload.refresh;
    },
    loggedOut() {
      return initialState;
    },
  },
});

export const { tokensReceived, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
