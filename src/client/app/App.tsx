import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import type { AppStore } from './store';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/** The app: the Redux store, the router and its routes (routes.tsx, from the route table
 *  routeTable.ts). main.tsx draws it once redux-persist has read the tokens back (the callback of
 *  `persistStore`), so the first draw already knows whether the browser is signed in. (Not behind
 *  redux-persist's PersistGate: the gate draws nothing first and then the whole page at once, in
 *  one long task, where the first draw as a transition is done in short slices.) */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
