// Unsigned JWT look-alikes for client tests: the client only reads `exp` (and `iat`).
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token whose `exp` is `secondsFromNow` away (negative: already expired). */
export function fakeJwt(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ iat: now, exp: now + secondsFromNow, ...extra })}.signature`;
}
