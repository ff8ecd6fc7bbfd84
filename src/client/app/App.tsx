import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { makeStore, persistStore } from './store';
import { routes } from './routes';

export function App() {
  const store = useMemo(() => makeStore(), []);
  const persistor = useMemo(() => persistStore(store), [store]);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <RouterProvider router={router} />
      </PersistGate>
    </Provider>
  );
}
