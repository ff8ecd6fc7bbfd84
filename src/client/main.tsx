import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// The styles, in this order (later sections build on the shell's).
import './styles/shell.css';
import './styles/pitch.css';
import './styles/team.css';
import './styles/pages.css';
import './styles/game.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
