// The first answers a page reads, asked for while its code loads. On the first page of a visit
// the router's loader (app/routes.tsx) starts the GET calls that the page's route names (`early` in
// app/routeTable.ts) at once, beside the page's code and the store's data part, instead of after
// they have loaded and the page has drawn. The API's base query (baseQuery.ts) then takes
// the answer of a call already under way rather than sending the call again: once, for the same
// address and the same token, and only while it is fresh.

import { isTokenExpired } from '../session/token';

/** An answer older than this is not used: the page asks again. */
const FRESH_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** The address with its parameters sorted and an empty query left out, and the token it was
 *  sent with: `/api/player-goals/?` and `/api/player-goals/` are one call. */
function keyOf(url: string, authorization: string | null): string {
  const u = new URL(url, window.location.origin);
  u.searchParams.sort();
  const query = u.searchParams.toString();
  return `${authorization ?? ''} ${u.pathname}${query ? `?${query}` : ''}`;
}

/** Starts the GET calls of `paths` (with the access token when one is held). Not with a token
 *  about to expire: the base query renews it first, and would not use answers sent with the old. */
export function fetchEarly(paths: readonly string[], access: string | undefined): void {
  if (access && isTokenExpired(access, Date.now() + 5_000)) return;
  const authorization = access ? `Bearer ${access}` : null;
  for (const path of paths) {
    const key = keyOf(path, authorization);
    if (started.has(key)) continue;
    const response = fetch(path, { headers: authorization ? { Authorization: authorization } : {} });
    response.catch(() => started.delete(key)); // a failed one is asked again by the page
    started.set(key, { at: Date.now(), response });
  }
}

/** The answer of a call started early for this request, once; undefined when there is none. */
export function takeEarly(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || started.size === 0) return undefined;
  const key = keyOf(request.url, request.headers.get('Authorization'));
  const early = started.get(key);
  if (!early) return undefined;
  started.delete(key);
  if (Date.now() - early.at > FRESH_MS) return undefined;
  // A call that failed on the way is sent again as the page asked for it.
  return early.response.catch(() => fetch(request));
}
