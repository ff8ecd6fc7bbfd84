// Reads the `exp` claim (seconds) of a JWT without verifying it: the server verifies; the
// client only needs to know whether the token is worth sending.
function claims(jwt: string | null | undefined): Record<string, unknown> | null {
  if (!jwt) return null;
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const value: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const seconds = (jwt: string | null | undefined, claim: 'exp' | 'iat'): number | null => {
  const value = claims(jwt)?.[claim];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The token's `exp` claim, in seconds since the epoch, or null when it has none. */
export function tokenExpiry(jwt: string | null | undefined): number | null {
  return seconds(jwt, 'exp');
}

/** The token's `iat` claim, in seconds since the epoch, or null when it has none. */
export function tokenIssuedAt(jwt: string | null | undefined): number | null {
  return seconds(jwt, 'iat');
}

/** True when the token carries an `exp` still in the future. */
export function isTokenFresh(jwt: string | null | undefined, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(jwt);
  return exp !== null && exp * 1000 > nowMs;
}

/** True when the token carries an `exp` that has passed. A token without one is not known to
 *  be expired: it is sent, and the server's 401 leads to a refresh. */
export function isTokenExpired(jwt: string | null | undefined, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(jwt);
  return exp !== null && exp * 1000 <= nowMs;
}
