import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '../components/Header';
import { TabBar } from '../components/TabBar';
import { titleOf } from './titles';
import { useSessionKeeper } from '../features/auth/useSessionKeeper';

export function Layout() {
  useSessionKeeper();
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
    </>
  );
}
