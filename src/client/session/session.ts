// The signed-in session outside the Redux store: the two JWTs (docs/rules.md §12),
// kept in local storage so a browser stays signed in (30 days of refresh by default). The log-in
// page, the header and the guards read and write it without loading the store; the store's auth
// slice mirrors it both ways once the store is loaded (app/store.ts).
//
// Stored as `persist:auth`, in the format redux-persist used before (each field JSON-encoded
// inside a JSON object), so a browser signed in before this change stays signed in.
import type { AuthState } from './authSlice';

export const STORAGE_KEY = 'persist:auth';

const EMPTY: AuthState = { access: null, refresh: null };

const asToken = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function load(): AuthState {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const fields = JSON.parse(raw) as Record<string, unknown>;
    const field = (name: string) => (typeof fields[name] === 'string' ? asToken(JSON.parse(fields[name] as string)) : null);
    return { access: field('access'), refresh: field('refresh') };
  } catch {
    return EMPTY; // unreadable or unavailable storage: no session
  }
}

function save(tokens: AuthState) {
  try {
    if (!tokens.access && !tokens.refresh) window.localStorage.removeItem(STORAGE_KEY);
    else
      window.localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({
          access: JSON.stringify(tokens.access),
          refresh: JSON.stringify(tokens.refresh),
          _persist: JSON.stringify({ version: -1, rehydrated: true }),
        }),
      );
  } catch {
    // Storage can be unavailable (private modes); the session still lives in memory.
  }
}

let current: AuthState | null = null;
const listeners = new Set<() => void>();

/** The tokens held now (read from local storage the first time). */
export function getSession(): AuthState {
  return (current ??= load());
}

/** Holds (and stores) these tokens, or ends the session with null; tells every listener. */
export function setSession(tokens: AuthState | null) {
  const next = tokens ? { access: asToken(tokens.access), refresh: asToken(tokens.refresh) } : EMPTY;
  const now = getSession();
  if (next.access === now.access && next.refresh === now.refresh) return;
  current = next.access || next.refresh ? next : EMPTY;
  save(current);
  listeners.forEach((l) => l());
}

/** Reads local storage again (a new store starts from what is stored, as a page load does). */
export function reloadSession() {
  setSession(load());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Ends the session: all local storage is cleared (docs/rules.md §12), then the tokens; a loaded
 *  store also clears its cache and every slice (app/store.ts). */
export function logOut() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (private modes); the in-memory session still ends.
  }
  setSession(null);
}
