// Where the app is: the browser's address and history, or an in-memory one for tests.
// The location's `state` travels in `history.state` (as it did with React Router), so a page
// reload keeps what one page handed to the next (e.g. the email filled in after registering).

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface History {
  readonly location: Location;
  go(to: string, options?: NavigateOptions): void;
  listen(listener: () => void): () => void;
}

let keys = 0;
const nextKey = () => (++keys).toString(36);

/** Splits '/a/b?x=1#top' into its parts; the path is always absolute. */
export function parsePath(to: string, state: unknown = null, key = nextKey()): Location {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export const hrefOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

function listeners() {
  const set = new Set<() => void>();
  return {
    listen(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    notify: () => set.forEach((l) => l()),
  };
}

type Entry = { usr?: unknown; key?: string } | null;

/** The browser's history: pushState/replaceState, and back and forward (popstate). */
export function createBrowserHistory(): History {
  const { listen, notify } = listeners();
  const read = (): Location => {
    const entry = window.history.state as Entry;
    return parsePath(hrefOf(window.location), entry?.usr ?? null, entry?.key ?? 'default');
  };
  let location = read();
  window.addEventListener('popstate', () => {
    location = read();
    notify();
  });
  return {
    get location() {
      return location;
    },
    go(to, { replace = false, state = null } = {}) {
      const next = parsePath(to, state);
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key: next.key }, '', hrefOf(next));
      location = next;
      notify();
    },
    listen,
  };
}

/** An in-memory history starting at the last of the given entries (tests). */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const { listen, notify } = listeners();
  let location = parsePath(initialEntries[initialEntries.length - 1] ?? '/');
  return {
    get location() {
      return location;
    },
    go(to, { state = null } = {}) {
      location = parsePath(to, state);
      notify();
    },
    listen,
  };
}
