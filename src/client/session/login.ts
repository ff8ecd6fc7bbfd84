// Logging in without the Redux store: the log-in page is the first page of many visits, and a
// plain fetch keeps the store and RTK Query out of its download. The tokens go to the session
// (session.ts), which the store mirrors once it is loaded.
import type { CallError } from '../api/errors';
import { setSession } from './session';

const LOGIN_URL = '/api/token/';

/** POST /api/token/ (operation obtainToken). Holds both tokens on success; otherwise throws
 *  the failed call in the shape RTK Query gives (`{ status, data }`), for errorText. */
export async function logIn(credentials: { email: string; password: string }): Promise<void> {
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
  setSession({ access: tokens.access, refresh: tokens.refresh });
}
