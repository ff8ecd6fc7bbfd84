import { useState } from 'react';

/**
 * Whether a page's first data is still on its way: true while `loading`, then false for good (until
 * `key` changes: another player's page in the same place starts again).
 *
 * A page that draws its sections together once their data is in, so that no section grows from
 * "Loading..." and pushes the others down a phone's screen, waits with it. Without the latch a
 * section would flicker forever after an error: RTK Query fetches an errored query again when a new
 * component subscribes to it, the page would go back to "Loading...", the section unmount, the
 * fetch fail again, and so on.
 */
export function useFirstLoad(loading: boolean, key: unknown = null): boolean {
  const [done, setDone] = useState<{ key: unknown } | null>(null);
  const settled = done !== null && Object.is(done.key, key);
  if (!loading && !settled) setDone({ key });
  return loading && !settled;
}
