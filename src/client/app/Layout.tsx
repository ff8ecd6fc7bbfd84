import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../components/Header';
import { useSessionKeeper } from '../features/auth/useSessionKeeper';

export function Layout() {
  useSessionKeeper();
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
    </>
  );
}
