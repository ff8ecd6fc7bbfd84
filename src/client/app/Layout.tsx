import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from '../components/Header';

export function Layout() {
  return (
    <>
      <Header />
      <main id="main" className="main">
        <Suspense fallback={<p className="page">Loading...</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
