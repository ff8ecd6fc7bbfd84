import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '../router';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { titleOf } from './titles';
import { useHasSession } from '../session/hooks';

const SessionKeeper = lazy(() => import('./SessionKeeper'));

export function Layout() {
  const hasSession = useHasSession();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleOf(pathname);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<p className="page">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
      <TabBar />
      {hasSession && (
        <Suspense fallback={null}>
          <SessionKeeper />
        </Suspense>
      )}
    </>
  );
}
