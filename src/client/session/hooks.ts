import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';
import type { AuthState } from './authSlice';
import { isTokenFresh, tokenExpiry } from './token';

// Two readings of "signed in", on purpose:
// - The header follows docs/rules.md §12: Logout while a non-expired access token is held,
//   Login otherwise (`useSignedIn`). The session keeper (useSessionKeeper.ts) renews the access
//   token shortly before it expires, so during a live session the header does not flip to Login
//   every five minutes.
// - The login-required guard lets a visitor in while the session can still be renewed: a live
//   access token, or a live refresh token (`useHasSession`). An access token that expired while
//   the tab slept is then refreshed by the next call instead of sending the user to /login;
//   a refresh the server refuses ends the session and goes to /login (api/baseQuery.ts).

/** The tokens held now; re-renders when they change. */
export function useSession(): AuthState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Re-renders the caller when the given token reaches its `exp`, so a reading that depends on
 *  the clock changes on time, not only on the next unrelated render. */
function useRerenderAtExpiry(...tokens: (string | null | undefined)[]) {
  const [, setTick] = useState(0);
  const key = tokens.join('|');
  useEffect(() => {
    const now = Date.now();
    const due = tokens
      .map((t) => tokenExpiry(t))
      .filter((exp): exp is number => exp !== null && exp * 1000 > now)
      .map((exp) => exp * 1000 - now);
    if (due.length === 0) return;
    // setTimeout cannot wait longer than about 24.8 days; a later expiry re-arms on that render.
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(Math.min(...due) + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the tokens.
  }, [key]);
}

/** True while a non-expired access token is held (docs/rules.md §12). */
export function useSignedIn(): boolean {
  const { access } = useSession();
  useRerenderAtExpiry(access);
  return isTokenFresh(access);
}

/** True while the browser holds a session that can still be used or renewed. */
export function useHasSession(): boolean {
  const { access, refresh } = useSession();
  useRerenderAtExpiry(access, refresh);
  return isTokenFresh(access) || isTokenFresh(refresh);
}

/** The same reading, once, outside React. */
export function hasSession(): boolean {
  const { access, refresh } = getSession();
  return isTokenFresh(access) || isTokenFresh(refresh);
}
