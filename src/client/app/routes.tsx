import { lazy } from 'react';
import type { RouteObject } from '../router';
import { Layout } from './Layout';
import { RequireAuth } from './guards';

const WithStore = lazy(() => import('./WithStore'));
const RequireStaff = lazy(() => import('./RequireStaff'));

const HomePage = lazy(() => import('../features/home/HomePage'));
const CreateTeamPage = lazy(() => import('../features/team/CreateTeamPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const TeamTransfersPage = lazy(() => import('../features/team/TeamTransfersPage'));
const TeamSnapshotPage = lazy(() => import('../features/snapshot/TeamSnapshotPage'));
const MatchAdminPage = lazy(() => import('../features/matches/MatchAdminPage'));
const PlayersAdminPage = lazy(() => import('../features/players/PlayersAdminPage'));
const FixturesAdminPage = lazy(() => import('../features/fixtures/FixturesAdminPage'));
const MensFixturesPage = lazy(() => import('../features/fixtures/MensFixturesPage'));
const WomensFixturesPage = lazy(() => import('../features/fixtures/WomensFixturesPage'));
const ResultsPage = lazy(() => import('../features/fixtures/ResultsPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const LeaguesPage = lazy(() => import('../features/leagues/LeaguesPage'));
const LeaguePage = lazy(() => import('../features/leagues/LeaguePage'));
const PlayerPage = lazy(() => import('../features/game/PlayerPage'));
const GameWeekPage = lazy(() => import('../features/game/GameWeekPage'));
const LmsPage = lazy(() => import('../features/pages/LmsPage'));
const NotFoundPage = lazy(() => import('../features/pages/NotFoundPage'));

// Every route of SPEC.md section 2. Paths match without regard to case (/createteam works).
// The log-in page and the pages without data need no store; the others load it (WithStore).
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/LMS', element: <LmsPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <WithStore />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/CreateTeam', element: <CreateTeamPage /> },
              { path: '/Team', element: <TeamPage /> },
              { path: '/TeamTransfers', element: <TeamTransfersPage /> },
              { path: '/leagues', element: <LeaguesPage /> },
              { path: '/leagues/:leagueId', element: <LeaguePage /> },
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
        ],
      },
      {
        element: <WithStore />,
        children: [
          { path: '/team/:teamId', element: <TeamSnapshotPage /> },
          { path: '/player/:playerId', element: <PlayerPage /> },
          { path: '/gameweek/:week', element: <GameWeekPage /> },
          { path: '/register', element: <RegisterPage /> },
          { path: '/logout', element: <LogoutPage /> },
          { path: '/mens', element: <MensFixturesPage /> },
          { path: '/womens', element: <WomensFixturesPage /> },
          { path: '/results', element: <ResultsPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password/:uid/:token', element: <ResetPasswordPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
