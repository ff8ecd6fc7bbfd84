import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { makeStore } from './app/store';
import { hasSession } from './session/hooks';
// The styles, in this order (later sections build on the shell's).
import './styles/shell.css';
import './styles/pitch.css';
import './styles/team.css';
import './styles/pages.css';
import './styles/game.css';

const store = makeStore();
const root = createRoot(document.getElementById('root')!);

// Once redux-persist has read the tokens back, the first page's code (and the store's data part,
// for a page that reads data) loads before the first draw, so that draw is the page itself rather
// than "Loading..." and then the page over it. A failed load draws anyway: the page's error
// element shows the failure with Retry.
persistStore(store, null, () => {
  void preloadPage(window.location.pathname, hasSession(store.getState().auth))
    .catch(() => undefined)
    .then(() =>
      // As a transition, the first draw is done in short slices that leave the main thread free
      // in between (a phone stays responsive while the page builds), not in one long task.
      startTransition(() =>
        root.render(
          <StrictMode>
            <App store={store} />
          </StrictMode>,
        ),
      ),
    );
});
