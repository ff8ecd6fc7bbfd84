import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { makeRoutes } from './app/routes';
import { makeStore } from './app/store';
import { hasSession } from './session/hooks';
// The styles, in this order (later sections build on the shell's); the staff pages' own come
// with their guard (app/RequireStaff.tsx).
import './styles/shell.css';
import './styles/pitch.css';
import './styles/team.css';
import './styles/pages.css';
import './styles/game.css';

const store = makeStore();
const root = createRoot(document.getElementById('root')!);

// Once redux-persist has read the tokens back, the router starts: its first page's loader loads
// that page's code (and the store's data part, for a page that reads data), and the first draw
// waits for it, so that draw is the page itself rather than "Loading..." and then the page over
// it. A failed load draws the error element, with Retry.
persistStore(store, null, () => {
  const router = createBrowserRouter(
    makeRoutes(
      () => hasSession(store.getState().auth),
      () => store.getState().auth.access ?? undefined,
    ),
  );
  const draw = () =>
    // As a transition, the first draw is done in short slices that leave the main thread free
    // in between (a phone stays responsive while the page builds), not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      ),
    );
  if (router.state.initialized) draw();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      draw();
    });
  }
});
