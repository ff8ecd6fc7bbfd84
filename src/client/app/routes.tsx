import { isValidElement, lazy, useState, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from '../router';
import { Layout } from './Layout';
import { RequireAuth } from './guards';

type Module = { default: ComponentType };
/** A page whose code loads on its own; `preload` loads it ahead of the first draw. */
type Page = ComponentType & { preload: () => Promise<Module> };

/** A page whose code loads when it is first drawn, or before with `preload` (main.tsx does so
 *  for the first page, which then draws at once rather than after a "Loading..." in its place). */
function page(load: () => Promise<Module>): Page {
  let loading: Promise<Module> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function LazyPage() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would redraw it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(LazyPage, { preload });
}

/** A page that needs the Redux store: its code and the store's load together, in one round trip
 *  (a store already loaded, or given by a test, is used as it is). */
function dataPage(load: () => Promise<Module>): Page {
  return page(async () => {
    const [{ WithStore }, { default: Content }] = await Promise.all([import('./WithStore'), load()]);
    return {
      default: function DataPage() {
        return (
          <WithStore>
            <Content />
          </WithStore>
        );
      },
    };
  });
}

const RequireStaff = dataPage(() => import('./RequireStaff'));

const HomePage = dataPage(() => import('../features/home/HomePage'));
const CreateTeamPage = dataPage(() => import('../features/team/CreateTeamPage'));
const TeamPage = dataPage(() => import('../features/team/TeamPage'));
const TeamTransfersPage = dataPage(() => import('../features/team/TeamTransfersPage'));
const TeamSnapshotPage = dataPage(() => import('../features/snapshot/TeamSnapshotPage'));
const MatchAdminPage = dataPage(() => import('../features/matches/MatchAdminPage'));
const PlayersAdminPage = dataPage(() => import('../features/players/PlayersAdminPage'));
const FixturesAdminPage = dataPage(() => import('../features/fixtures/FixturesAdminPage'));
const MensFixturesPage = dataPage(() => import('../features/fixtures/MensFixturesPage'));
const WomensFixturesPage = dataPage(() => import('../features/fixtures/WomensFixturesPage'));
const ResultsPage = dataPage(() => import('../features/fixtures/ResultsPage'));
const LoginPage = page(() => import('../features/auth/LoginPage'));
const RegisterPage = dataPage(() => import('../features/auth/RegisterPage'));
const LogoutPage = dataPage(() => import('../features/auth/LogoutPage'));
const ForgotPasswordPage = dataPage(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = dataPage(() => import('../features/auth/ResetPasswordPage'));
const LeaguesPage = dataPage(() => import('../features/leagues/LeaguesPage'));
const LeaguePage = dataPage(() => import('../features/leagues/LeaguePage'));
const PlayerPage = dataPage(() => import('../features/game/PlayerPage'));
const GameWeekPage = dataPage(() => import('../features/game/GameWeekPage'));
const AccountPage = dataPage(() => import('../features/account/AccountPage'));
const UnsubscribePage = dataPage(() => import('../features/account/UnsubscribePage'));
const LmsPage = page(() => import('../features/pages/LmsPage'));
const NotFoundPage = page(() => import('../features/pages/NotFoundPage'));

// Every route of SPEC.md section 2. Paths match without regard to case (/createteam works).
// The log-in page and the pages without data need no store; the others load it (dataPage).
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/CreateTeam', element: <CreateTeamPage /> },
          { path: '/Team', element: <TeamPage /> },
          { path: '/TeamTransfers', element: <TeamTransfersPage /> },
          { path: '/leagues', element: <LeaguesPage /> },
          { path: '/leagues/:leagueId', element: <LeaguePage /> },
          { path: '/account', element: <AccountPage /> },
          {
            element: <RequireStaff />,
            children: [
              { path: '/Match', element: <MatchAdminPage /> },
              { path: '/Players', element: <PlayersAdminPage /> },
              { path: '/Fixtures', element: <FixturesAdminPage /> },
            ],
          },
        ],
      },
      { path: '/team/:teamId', element: <TeamSnapshotPage /> },
      { path: '/player/:playerId', element: <PlayerPage /> },
      { path: '/gameweek/:week', element: <GameWeekPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { path: '/mens', element: <MensFixturesPage /> },
      { path: '/womens', element: <WomensFixturesPage /> },
      { path: '/results', element: <ResultsPage /> },
      { path: '/LMS', element: <LmsPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:uid/:token', element: <ResetPasswordPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Loads the code of the page at `pathname` (and the store, when it reads data): the log-in page's
 *  instead when the page needs a session that the browser does not hold. */
export function preloadPage(pathname: string, hasSession: boolean): Promise<unknown> {
  const branch = matchRoutes(routes, pathname) ?? [];
  const elements = branch.map((r) => r.element).filter(isValidElement);
  if (!hasSession && elements.some((e) => e.type === RequireAuth)) return LoginPage.preload();
  return Promise.all(elements.map((e) => (e.type as Partial<Page>).preload?.()));
}
