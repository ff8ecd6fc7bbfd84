// How redux-persist keeps the auth slice: under `persist:auth` in local storage, in its own
// format (each field JSON-encoded inside a JSON object). Browsers signed in before this store
// kept the same key and format, so they stay signed in. Only the two tokens are kept; anything
// else stored under the key, or a token that is not a string, is dropped when it is read back.
import type { PersistConfig, PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { AuthState } from '../session/authSlice';

const asToken = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The stored auth slice as it is read back: the two tokens, or none. */
export async function readStoredAuth(stored: PersistedState): Promise<PersistedState> {
  if (!stored) return stored;
  const { access, refresh, _persist } = stored as PersistedState & Partial<Record<keyof AuthState, unknown>>;
  return { access: asToken(access), refresh: asToken(refresh), _persist } as PersistedState;
}

export const authPersistConfig: PersistConfig<AuthState> = {
  key: 'auth',
  storage,
  whitelist: ['access', 'refresh'],
  migrate: readStoredAuth,
};
