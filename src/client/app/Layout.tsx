import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NavPlaceProvider } from '../components/NavPlace';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { PageError } from './PageError';
import { titleOf } from './routeTable';
import { useScrollRestoration } from './useScrollRestoration';
import { useHasSession } from '../session/hooks';

const SessionKeeper = lazy(() => import('./SessionKeeper'));

/** The frame of every page: header, the page (inside its error element), tab bar. */
export function Layout() {
  const hasSession = useHasSession();
  const { pathname, key } = useLocation();
  useScrollRestoration();
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
        <PageError place={key}>
          <Suspense fallback={<p className="page">Loading...</p>}>
            <Outlet />
          </Suspense>
        </PageError>
      </main>
      <TabBar />
      {hasSession && (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      )}
    </NavPlaceProvider>
  );
}
