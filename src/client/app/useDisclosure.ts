import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The open state of a menu shown by a toggle button (the header's phone menu, the Staff menu):
 * closed after any navigation (links, back and forward); while open, Escape closes it and gives
 * focus back to the toggle, and a pointer down outside `within` closes it.
 */
export function useDisclosure(within: RefObject<HTMLElement | null>, toggle: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!within.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, within, toggle]);

  return [open, setOpen] as const;
}
