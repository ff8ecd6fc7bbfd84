// Reads the `exp` claim (seconds) of a JWT without verifying it: the server verifies; the
// client only needs to know whether the token is worth sending.
export function tokenExpiry(jwt: string | null | undefined): number | null {
  if (!jwt) return null;
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenFresh(jwt: string | null | undefined, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(jwt);
  return exp !== null && exp * 1000 > nowMs;
}
