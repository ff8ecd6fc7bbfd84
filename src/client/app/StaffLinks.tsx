// The header's staff links (docs/rules.md §13: staff see links to their pages; others never
// do). Loaded only for a signed-in user: asking who they are needs the API.
//
// From 768 px they fold into a "Staff" menu (a disclosure button and its list of links), so the
// header keeps to one row at every width; in the phone menu they are listed under a "Staff"
// label, one tap away like every other link.
import { useRef, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '../api';
import { WithData } from './dataSlices';
import { useDisclosure } from './useDisclosure';

function StaffMenu({ children, current }: { children: ReactNode; current: boolean }) {
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

function IfStaff({ children, current }: { children: ReactNode; current: boolean }) {
  const { data: user } = useGetCurrentUserQuery();
  if (user?.is_staff !== true) return null;
  return (
    <>
      <li className="header__divider" aria-hidden="true">
        <span />
      </li>
      <StaffMenu current={current}>{children}</StaffMenu>
    </>
  );
}

export default function StaffLinks({ children, current }: { children: ReactNode; current: boolean }) {
  return (
    <WithData>
      <IfStaff current={current}>{children}</IfStaff>
    </WithData>
  );
}
