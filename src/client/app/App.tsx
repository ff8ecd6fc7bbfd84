import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/** The app: the Redux store (drawn once redux-persist has read the tokens back), the router and
 *  its routes (routes.tsx, from the route table routeTable.ts). */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
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
