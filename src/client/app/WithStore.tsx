// The Redux store (RTK Query's cache, the team builder) is loaded with the first page that needs
// it, not with the app: the pages that read data (dataPage in routes.tsx), the header's staff
// links and the session keeper render inside this. A store already given above (tests) is used
// as it is.
import { useContext, useEffect, type ReactNode } from 'react';
import { Provider, ReactReduxContext } from 'react-redux';
import { setLoginRedirect } from '../api/baseQuery';
import { useNavigate } from '../router';
import { makeStore, type AppStore } from './store';

let appStore: AppStore | undefined;

/** A refused token refresh goes to /login through the router (no page reload). */
function LoginRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const previous = setLoginRedirect(() => {
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    });
    return () => {
      setLoginRedirect(previous);
    };
  }, [navigate]);
  return null;
}

export function WithStore({ children }: { children: ReactNode }) {
  const given = useContext(ReactReduxContext);
  if (given) return <>{children}</>;
  appStore ??= makeStore();
  return (
    <Provider store={appStore}>
      <LoginRedirect />
      {children}
    </Provider>
  );
}
