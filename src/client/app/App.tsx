import { BrowserRouter, useRoutes } from '../router';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/** The app: the router and its routes (routes.tsx). The Redux store is not here: it loads with
 *  the first page that needs it (WithStore.tsx), so the log-in page starts with little more
 *  than React. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
