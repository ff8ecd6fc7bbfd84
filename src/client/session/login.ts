// Logging in with a plain fetch: the log-in page is the first page of many visits, and this keeps
// RTK Query out of its download. The page hands the tokens to the auth slice (tokensReceived).
import type { CallError } from '../api/errors';

const LOGIN_URL = '/api/token/';

/** POST /api/token/ (operation obtainToken). Gives both tokens on success; otherwise throws
 *  the failed call in the shape RTK Query gives (`{ status, data }`), for errorText. */
export async function logIn(credentials: { email: string; password: string }): Promise<{ access: string; refresh: string }> {
  let response: Response;
  try {
    response = await fetch(
      new Request(LOGIN_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(credentials) }),
    );
  } catch (err) {
    throw { status: 'FETCH_ERROR', error: String(err) } satisfies CallError;
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: 'Unreadable answer.' } satisfies CallError;
  }
  const tokens = data as { access?: unknown; refresh?: unknown } | null;
  if (!response.ok) throw { status: response.status, data } satisfies CallError;
  if (typeof tokens?.access !== 'string' || typeof tokens.refresh !== 'string') throw { status: response.status, data } satisfies CallError;
  return { access: tokens.access, refresh: tokens.refresh };
}
