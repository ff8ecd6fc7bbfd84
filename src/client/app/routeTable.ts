// THE route table: every page of the app, once. The router (routes.tsx), the guards
// (guards.tsx), the document titles (Layout.tsx), the header and the phone tab bar all read it.
// Paths match without regard to case (/createteam works), as the game's routes always did (docs/rules.md §15).
//
// Adding a page is one entry here: its path, its lazily loaded code (`page` for a page without
// data, `dataPage` for one that reads the API), its title, and if it needs them `access` and a
// `nav` entry. Nothing else lists paths.
import { matchRoutes, type Params } from 'react-router-dom';
import { dataPage, page, type Page } from './lazyPage';

/** Who may open a page: signed-in users, or staff only (a visitor goes to /login first). */
export type Access = 'user' | 'staff';

export interface NavEntry {
  /** The header link's text. */
  label: string;
  /** Who sees the link (everyone when left out): visitors only, signed-in users, or staff (staff
   *  links fold into the header's "Staff" menu from 768 px). */
  for?: 'visitor' | 'user' | 'staff';
  /** Login and Logout: last in the header, styled apart. */
  account?: true;
  /** Also a tab of the phone tab bar, current on this page and on the pages named in `also`. */
  tab?: { label: string; icon: string; also?: string[] };
}

export interface AppRoute {
  /** The page's name: `partOf` and tabs' `also` refer to it. */
  id: string;
  path: string;
  page: Page;
  /** The document title (' · Fantasy XI' is added), from the path's params when it needs them. */
  title: string | ((params: Params) => string);
  access?: Access;
  nav?: NavEntry;
  /** The page whose navigation entry is current on this one (/CreateTeam counts as Fantasy). */
  partOf?: string;
  /** GET calls the page reads first, started with its code when it is the first page of a visit
   *  (api/earlyFetch.ts): the exact addresses the page asks for. */
  early?: readonly string[];
}

const ICONS = {
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4Z',
  team: 'M8 3 4 5 2 10l3 2 1-2v11h12V10l1 2 3-2-2-5-4-2c-1 2-7 2-8 0Z',
  leagues: 'M7 3h10v3h3v2a5 5 0 0 1-4.5 5 5 5 0 0 1-2.5 2.6V18h3v3H8v-3h3v-2.4A5 5 0 0 1 8.5 13 5 5 0 0 1 4 8V6h3Z',
  fixtures: 'M5 4h14a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm0 5h14M8 2v4m8-4v4',
};

// The order is the header's (and the tab bar's) order. Every page of docs/rules.md §15.
export const appRoutes: AppRoute[] = [
  {
    id: 'home',
    path: '/',
    page: dataPage(() => import('../features/home/HomePage')),
    title: 'Home',
    access: 'user',
    nav: { label: 'Home', tab: { label: 'Home', icon: ICONS.home } },
    // The header's (who is signed in), the team card's, the league table's first page, the top
    // lists' and the terms'.
    early: ['/api/user/', '/api/team/', '/api/deadline/', '/api/game-weeks/', '/api/teams/?limit=50&offset=0', '/api/player-goals/', '/api/player-points/', '/api/phases/'],
  },
  {
    id: 'team',
    path: '/team',
    // Pick team; the team's Points view is its snapshot page, /team/{id} (one tab away).
    page: dataPage(() => import('../features/team/TeamPage')),
    title: 'Pick team',
    access: 'user',
    nav: { label: 'Fantasy', tab: { label: 'Team', icon: ICONS.team } },
  },
  { id: 'createTeam', path: '/CreateTeam', page: dataPage(() => import('./CreateTeamRoute')), title: 'Create your team', access: 'user', partOf: 'team' },
  { id: 'transfers', path: '/TeamTransfers', page: dataPage(() => import('./TeamTransfersRoute')), title: 'Transfers', access: 'user', partOf: 'team' },
  {
    id: 'leagues',
    path: '/leagues',
    page: dataPage(() => import('../features/leagues/LeaguesPage')),
    title: 'Mini-leagues',
    access: 'user',
    nav: { label: 'Leagues', for: 'user', tab: { label: 'Leagues', icon: ICONS.leagues } },
  },
  { id: 'league', path: '/leagues/:leagueId', page: dataPage(() => import('../features/leagues/LeaguePage')), title: 'Mini-league', access: 'user', partOf: 'leagues' },
  {
    id: 'mens',
    path: '/mens',
    page: dataPage(() => import('../features/fixtures/MensFixturesPage')),
    title: "Men's fixtures",
    nav: { label: "Men's", tab: { label: 'Fixtures', icon: ICONS.fixtures, also: ['womens', 'results', 'bothFixtures'] } },
  },
  { id: 'womens', path: '/womens', page: dataPage(() => import('../features/fixtures/WomensFixturesPage')), title: "Women's fixtures", nav: { label: "Women's" } },
  { id: 'bothFixtures', path: '/fixtures/all', page: dataPage(() => import('../features/fixtures/BothFixturesPage')), title: 'Fixtures' },
  { id: 'results', path: '/results', page: dataPage(() => import('../features/fixtures/ResultsPage')), title: 'Results', nav: { label: 'Results' } },
  { id: 'seasons', path: '/seasons', page: dataPage(() => import('../features/seasons/SeasonsPage')), title: 'Seasons', nav: { label: 'Seasons' } },
  { id: 'closeSeason', path: '/seasons/close', page: dataPage(() => import('../features/seasons/CloseSeasonPage')), title: 'Close the season', access: 'staff', partOf: 'seasons' },
  { id: 'season', path: '/seasons/:seasonId', page: dataPage(() => import('../features/seasons/SeasonPage')), title: 'Season', partOf: 'seasons' },
  { id: 'seasonTeam', path: '/seasons/:seasonId/teams/:place', page: dataPage(() => import('../features/seasons/SeasonTeamPage')), title: 'A past season\'s team', partOf: 'seasons' },
  { id: 'lms', path: '/LMS', page: dataPage(() => import('../features/pages/LmsPage')), title: 'LMS', nav: { label: 'LMS' } },
  { id: 'players', path: '/Players', page: dataPage(() => import('../features/players/PlayersAdminPage')), title: 'Players', access: 'staff', nav: { label: 'Players', for: 'staff' } },
  { id: 'matches', path: '/Match', page: dataPage(() => import('../features/matches/MatchAdminPage')), title: 'Matches', access: 'staff', nav: { label: 'Matches', for: 'staff' } },
  { id: 'fixtures', path: '/Fixtures', page: dataPage(() => import('../features/fixtures/FixturesAdminPage')), title: 'Fixtures', access: 'staff', nav: { label: 'Fixtures', for: 'staff' } },
  { id: 'terms', path: '/Terms', page: dataPage(() => import('../features/seasons/TermsAdminPage')), title: 'Terms', access: 'staff', nav: { label: 'Terms', for: 'staff' } },
  { id: 'rules', path: '/Rules', page: dataPage(() => import('../features/rules/RulesAdminPage')), title: 'Game rules', access: 'staff', nav: { label: 'Rules', for: 'staff' } },
  { id: 'account', path: '/account', page: dataPage(() => import('../features/account/AccountPage')), title: 'Your account', access: 'user', nav: { label: 'Account', for: 'user', account: true } },
  { id: 'unsubscribe', path: '/unsubscribe', page: dataPage(() => import('../features/account/UnsubscribePage')), title: 'Unsubscribe' },
  { id: 'login', path: '/login', page: page(() => import('../features/auth/LoginPage')), title: 'Log in', nav: { label: 'Login', for: 'visitor', account: true } },
  { id: 'logout', path: '/logout', page: page(() => import('../features/auth/LogoutPage')), title: 'Logged out', nav: { label: 'Logout', for: 'user', account: true } },
  { id: 'register', path: '/register', page: dataPage(() => import('../features/auth/RegisterPage')), title: 'Register' },
  { id: 'forgotPassword', path: '/forgot-password', page: dataPage(() => import('../features/auth/ForgotPasswordPage')), title: 'Forgot password' },
  { id: 'resetPassword', path: '/reset-password/:uid/:token', page: dataPage(() => import('../features/auth/ResetPasswordPage')), title: 'Reset password' },
  { id: 'snapshot', path: '/team/:teamId', page: dataPage(() => import('../features/snapshot/TeamSnapshotPage')), title: 'Team snapshot' },
  { id: 'snapshotWeek', path: '/team/:teamId/:week', page: dataPage(() => import('../features/snapshot/TeamSnapshotPage')), title: (p) => `Team snapshot, gameweek ${p.week}`, partOf: 'snapshot' },
  { id: 'player', path: '/player/:playerId', page: dataPage(() => import('../features/game/PlayerPage')), title: 'Player' },
  { id: 'gameweek', path: '/gameweek/:week', page: dataPage(() => import('../features/game/GameWeekPage')), title: (p) => `Gameweek ${p.week}` },
  { id: 'notFound', path: '*', page: page(() => import('../features/pages/NotFoundPage')), title: 'Page not found' },
];

const byPath = appRoutes.map((route) => ({ path: route.path, handle: route }));

// The last answer of pageAt: the header, the tab bar and the title ask for the same path several
// times a draw, and matching ranks every route each time.
let last: { pathname: string; page: { route: AppRoute; params: Params } } | undefined;

/** The page at a path, with its params (the '*' page for an unknown path). */
export function pageAt(pathname: string): { route: AppRoute; params: Params } {
  if (last?.pathname === pathname) return last.page;
  const match = matchRoutes(byPath, pathname)?.at(-1);
  const route = (match?.route.handle as AppRoute | undefined) ?? appRoutes[appRoutes.length - 1];
  last = { pathname, page: { route, params: match?.params ?? {} } };
  return last.page;
}

/** The document title of a path: 'Results · Fantasy XI'. */
export function titleOf(pathname: string): string {
  const { route, params } = pageAt(pathname);
  return `${typeof route.title === 'string' ? route.title : route.title(params)} · Fantasy XI`;
}

/** True when the nav entry of `entry` (a route id, plus its tab's `also`) is current at a path.
 *  `place`: the route id the page itself named as its place (components/NavPlace.tsx). */
export function isCurrent(entry: AppRoute, pathname: string, withTab = false, place?: string): boolean {
  const { route } = pageAt(pathname);
  const here = place ?? route.partOf ?? route.id;
  return here === entry.id || (withTab && (entry.nav?.tab?.also ?? []).includes(here));
}

/** The routes with a header link, and those with a tab. */
export const navRoutes = appRoutes.filter((r) => r.nav);
export const tabRoutes = appRoutes.filter((r) => r.nav?.tab);
