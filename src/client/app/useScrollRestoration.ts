import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// Where each history entry was scrolled, by the router's location key (kept for the tab's life
// in session storage, so Back after a reload still finds its place).
const STORAGE_KEY = 'scroll-positions';
const GIVE_UP_MS = 1500;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Scroll restoration for the declarative router (React Router's <ScrollRestoration> needs a data
 *  router): a new page starts at the top (or at its #hash), and Back or Forward returns to where
 *  that entry was scrolled. A page still drawing its lists is waited for, briefly, until it is
 *  tall enough; the user scrolling meanwhile wins. */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Record<string, number>>(null);
  const current = useRef(location.key);

  useEffect(() => {
    positions.current ??= readPositions();
    window.history.scrollRestoration = 'manual';
    const save = () => {
      (positions.current ??= {})[current.current] = window.scrollY;
    };
    const store = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage can be unavailable (private modes): positions then last until a reload.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', store);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    positions.current ??= readPositions();
    const saved = action === 'POP' ? positions.current[location.key] : undefined;
    if (saved === undefined) {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const stop = () => cancelAnimationFrame(frame);
    const restore = () => {
      window.scrollTo(0, saved);
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved - 1;
      if (!reachable && performance.now() - started < GIVE_UP_MS) frame = requestAnimationFrame(restore);
    };
    restore();
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
    };
  }, [location.key, location.hash, action]);
}
