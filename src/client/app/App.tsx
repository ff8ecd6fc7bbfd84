import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { setLoginRedirect } from '../api/baseQuery';
import { makeStore, persistStore } from './store';
import { routes } from './routes';

export function App() {
  const store = useMemo(() => makeStore(), []);
  const persistor = useMemo(() => persistStore(store), [store]);
  const router = useMemo(() => createBrowserRouter(routes), []);
  // A refused token refresh goes to /login through the router (no page reload).
  useEffect(() => {
    const previous = setLoginRedirect(() => {
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    });
    return () => {
      setLoginRedirect(previous);
    };
  }, [router]);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
