import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { NavPlaceProvider } from '../components/NavPlace';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { titleOf } from './routeTable';
import { useOnline } from './useOnline';
import { useHasSession } from '../session/hooks';

const SessionKeeper = lazy(() => import('./SessionKeeper'));

/** The frame of every page: header, the offline banner while the browser is offline, the page
 *  (or the error element in its place: routes.tsx), tab bar. React Router's scroll restoration:
 *  a new page starts at the top (or at its #hash), Back and Forward return to where that entry
 *  was scrolled. */
export function Layout() {
  const hasSession = useHasSession();
  const online = useOnline();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleOf(pathname);
  }, [pathname]);
  return (
    <NavPlaceProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {!online && (
          <p className="offline-banner" role="status">
            You are offline. Pages already open show what they last loaded; anything new waits for the connection.
          </p>
        )}
        <Suspense fallback={<p className="page">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <TabBar />
      <ScrollRestoration />
      {hasSession && (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      )}
    </NavPlaceProvider>
  );
}
