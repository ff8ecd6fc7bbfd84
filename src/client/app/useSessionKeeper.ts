import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { refreshAccessToken } from '../api/baseQuery';
import { useAppSelector } from './hooks';
import { tokenExpiry, tokenIssuedAt } from '../session/token';

/** Renew this long before the access token expires, at most a quarter of its lifetime. */
const LEAD_MS = 30_000;
const MAX_DELAY_MS = 2 ** 31 - 1;

/** When the access token should be renewed, in ms from now, or null when it cannot be planned. */
export function renewalDelay(access: string | null, nowMs = Date.now()): number | null {
  const exp = tokenExpiry(access);
  if (exp === null) return null;
  const iat = tokenIssuedAt(access);
  const lifetime = iat !== null && exp > iat ? (exp - iat) * 1000 : exp * 1000 - nowMs;
  const lead = Math.min(LEAD_MS, Math.max(lifetime, 0) / 4);
  return Math.min(Math.max(exp * 1000 - lead - nowMs, 0), MAX_DELAY_MS);
}

/** Keeps a live session's access token fresh: renews it shortly before its `exp` (and at once
 *  when a sleeping tab wakes up late), through the same single refresh the API calls share.
 *  So "a non-expired access token is held" (the header's Login or Logout) stays true for as
 *  long as the refresh token is accepted; a refused refresh logs out and goes to /login. */
export function useSessionKeeper() {
  const store = useStore();
  const access = useAppSelector((s) => s.auth.access);
  const hasRefresh = useAppSelector((s) => Boolean(s.auth.refresh));

  useEffect(() => {
    if (!hasRefresh) return;
    const renewIfDue = () => {
      const delay = renewalDelay(access);
      if (delay !== null && delay < 1_000) void refreshAccessToken(store);
    };
    const delay = renewalDelay(access);
    const timer = delay === null ? undefined : setTimeout(renewIfDue, delay);
    const onVisible = () => document.visibilityState === 'visible' && renewIfDue();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [access, hasRefresh, store]);
}
