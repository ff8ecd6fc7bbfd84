import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { setLoginRedirect } from '../api/baseQuery';
import { makeStore, persistStore } from './store';
import { routes } from './routes';

/** The routes of routes.tsx. The declarative router (no data router) keeps the first download
 *  small: the app loads no data through the router. */
function AppRoutes() {
  const navigate = useNavigate();
  // A refused token refresh goes to /login through the router (no page reload).
  useEffect(() => {
    const previous = setLoginRedirect(() => {
      if (window.location.pathname !== '/login') void navigate('/login', { replace: true });
    });
    return () => {
      setLoginRedirect(previous);
    };
  }, [navigate]);
  return useRoutes(routes);
}

export function App() {
  const store = useMemo(() => makeStore(), []);
  const persistor = useMemo(() => persistStore(store), [store]);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </PersistGate>
    </Provider>
  );
}
