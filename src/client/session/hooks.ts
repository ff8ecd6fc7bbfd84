import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectAuth, type AuthState } from './authSlice';
import { isTokenFresh, tokenExpiry } from './token';

// Two readings of "signed in", on purpose, both from the auth slice:
// - The header follows docs/rules.md §15 to the letter: Logout while a non-expired access token is held,
//   Login otherwise (`useSignedIn`). The session keeper (app/useSessionKeeper.ts) renews the
//   access token shortly before it expires, so during a live session the header does not flip to
//   Login every five minutes.
// - The login-required guard lets a visitor in while the session can still be renewed: a live
//   access token, or a live refresh token (`useHasSession`). An access token that expired while
//   the tab slept is then refreshed by the next call instead of sending the user to /login;
//   a refresh the server refuses ends the session and goes to /login (api/baseQuery.ts).

/** The tokens held now; re-renders when they change. */
export function useSession(): AuthState {
  return useSelector(selectAuth);
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

/** True while a non-expired access token is held (docs/rules.md §15, the header). */
export function useSignedIn(): boolean {
  const { access } = useSession();
  useRerenderAtExpiry(access);
  return isTokenFresh(access);
}

/** True while the tokens held can still be used or renewed. */
export function hasSession({ access, refresh }: AuthState): boolean {
  return isTokenFresh(access) || isTokenFresh(refresh);
}

/** True while the browser holds a session that can still be used or renewed. */
export function useHasSession(): boolean {
  const auth = useSession();
  useRerenderAtExpiry(auth.access, auth.refresh);
  return hasSession(auth);
}
