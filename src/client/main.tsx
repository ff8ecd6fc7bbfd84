import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { hasSession } from './session/hooks';
// The styles, in this order (later sections build on the shell's).
import './styles/shell.css';
import './styles/pitch.css';
import './styles/team.css';
import './styles/pages.css';
import './styles/game.css';

// The first page's code (and the store, for a page that reads data) loads before the first draw,
// so that draw is the page itself rather than "Loading..." and then the page over it. A failed
// load draws anyway: the page's own loader tries again and shows the error.
const root = createRoot(document.getElementById('root')!);
void preloadPage(window.location.pathname, hasSession())
  .catch(() => undefined)
  .then(() =>
    // As a transition, the first draw is done in short slices that leave the main thread free
    // in between (a phone stays responsive while the page builds), not in one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
