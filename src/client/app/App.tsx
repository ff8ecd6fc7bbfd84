import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AppStore } from './store';

/** The app: the Redux store and React Router's data router over the routes (routes.tsx, from
 *  the route table routeTable.ts). main.tsx draws it once redux-persist has read the tokens back
 *  (the callback of `persistStore`) and the router has loaded the first page's code, so the
 *  first draw already knows whether the browser is signed in and is the page itself. (Not behind
 *  redux-persist's PersistGate: the gate draws nothing first and then the whole page at once, in
 *  one long task, where the first draw as a transition is done in short slices.) */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
