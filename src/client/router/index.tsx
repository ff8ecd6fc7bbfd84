// The app's router: the small part of React Router's declarative API the app uses (routes as
// objects, nested layout routes with <Outlet/>, :params and '*', paths matched without regard
// to case, Link, Navigate, useNavigate, useLocation, useParams), in a few hundred bytes, so the
// first page a visitor opens loads little more than React itself.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createBrowserHistory, createMemoryHistory, hrefOf, parsePath, type History, type Location, type NavigateOptions } from './history';

export type { Location, NavigateOptions } from './history';

/** A route: a path (absolute, or relative to its parent), an element, children. A route with
 *  children and no path is a layout: its element shows the matched child through <Outlet/>. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

type Place = Pick<History, 'location' | 'go'>;
const HistoryContext = createContext<Place | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({ outlet: null, params: {} });

function useHistory(): Place {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Router hooks need a <BrowserRouter> or <RouterProvider> above them.');
  return history;
}

/** Gives its children a history; a change of place renders as a transition (the page stays
 *  until the next one's code has loaded, as with React Router). */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useEffect(() => {
    const update = () => startTransition(() => setLocation(history.location));
    update();
    return history.listen(update);
  }, [history]);
  const value = useMemo(() => ({ location, go: history.go }), [history, location]);
  return <HistoryContext.Provider value={value}>{children}</HistoryContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): Location {
  return useHistory().location;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const { go } = useHistory();
  return useCallback((to: string, options?: NavigateOptions) => go(to, options), [go]);
}

export function useParams(): Record<string, string | undefined> {
  return useContext(RouteContext).params;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // Once per target: a new `state` object on a re-render is not a new navigation.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace]);
  return null;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string } & NavigateOptions;

/** An <a href> that changes page without a reload; a modified click (new tab, download) or a
 *  target other than this window is left to the browser. A link to where the browser already
 *  is replaces the entry rather than adding one. */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { location, go } = useHistory();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || (rest.target && rest.target !== '_self')) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    go(to, { replace: replace ?? hrefOf(parsePath(to)) === hrefOf(location), state });
  };
  return <a {...rest} href={to} onClick={handle} />;
}

// --- Matching ---------------------------------------------------------------------------------

const segments = (path: string) => path.split('/').filter(Boolean);

/** The params of `pattern` in `pathname`, or null when it does not match. */
function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') {
      params['*'] = have.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    if (i >= have.length) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i].toLowerCase() !== have[i].toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}

const joinPaths = (parent: string, path: string) => (path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** The first route (in order, depth first) whose full path matches, with its layouts above it. */
function findBranch(
  routes: RouteObject[],
  pathname: string,
  parent = '/',
): { branch: RouteObject[]; params: Record<string, string> } | null {
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPaths(parent, route.path);
    if (route.children) {
      const found = findBranch(route.children, pathname, path);
      if (found) return { branch: [route, ...found.branch], params: found.params };
    } else if (route.path !== undefined) {
      const params = match(path, pathname);
      if (params) return { branch: [route], params };
    }
  }
  return null;
}

/** The routes (layouts first, the page last) that `pathname` matches, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteObject[] | null {
  return findBranch(routes, pathname)?.branch ?? null;
}

/** The element of the route matching the current location, inside its layouts. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const found = findBranch(routes, pathname);
  if (!found) return null;
  return found.branch.reduceRight<ReactNode>(
    (outlet, route) => (
      <RouteContext.Provider value={{ outlet, params: found.params }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return <>{useRoutes(routes)}</>;
}

// --- Tests: a router in memory, read from outside -------------------------------------------

export interface MemoryRouter {
  routes: RouteObject[];
  history: History;
  readonly state: { location: Location };
}

/** The routes over an in-memory history (tests read `router.state.location`). */
export function createMemoryRouter(routes: RouteObject[], { initialEntries }: { initialEntries?: string[] } = {}): MemoryRouter {
  const history = createMemoryHistory(initialEntries);
  return {
    routes,
    history,
    get state() {
      return { location: history.location };
    },
  };
}

export function RouterProvider({ router }: { router: MemoryRouter }) {
  return (
    <Router history={router.history}>
      <Routes routes={router.routes} />
    </Router>
  );
}
