// The header's "Staff" menu (StaffLinks.tsx draws it for staff only, so only staff load it).
// From 768 px it is a disclosure button and its list of links; in the phone menu its links are
// listed under a "Staff" label.
import { useRef, type ReactNode } from 'react';
import { useDisclosure } from './useDisclosure';

export default function StaffMenu({ children, current }: { children: ReactNode; current: boolean }) {
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDisclosure(itemRef, toggleRef);

  return (
    <li
      ref={itemRef}
      className={`header__staff${open ? ' header__staff--open' : ''}`}
      // Tabbing out of the menu closes it.
      onBlur={(e) => {
        if (open && !itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`header__link header__staff-toggle${current ? ' header__link--current' : ''}`}
        aria-expanded={open}
        aria-controls="staff-menu"
        onClick={() => setOpen((o) => !o)}
      >
        Staff
        <svg className="header__caret" viewBox="0 0 12 8" aria-hidden="true" focusable="false">
          <path d="M1 1.5 6 6.5 11 1.5" />
        </svg>
      </button>
      <span className="header__staff-label" aria-hidden="true">
        Staff
      </span>
      <ul id="staff-menu" className="header__staff-list" aria-label="Staff">
        {children}
      </ul>
    </li>
  );
}
