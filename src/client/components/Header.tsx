import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../api';
import { useSignedIn } from '../app/guards';

const links = [
  { to: '/', label: 'Home' },
  { to: '/team', label: 'Fantasy' },
  { to: '/mens', label: "Men's" },
  { to: '/womens', label: "Women's" },
  { to: '/results', label: 'Results' },
  { to: '/LMS', label: 'LMS' },
];

const staffLinks = [
  { to: '/Players', label: 'Players' },
  { to: '/Match', label: 'Matches' },
  { to: '/Fixtures', label: 'Fixtures' },
];

export function Header() {
  const [open, setOpen] = useState(false);
  const signedIn = useSignedIn();
  const { data: user } = useGetCurrentUserQuery(undefined, { skip: !signedIn });
  const close = () => setOpen(false);
  const all = signedIn && user?.is_staff ? [...links, ...staffLinks] : links;
  return (
    <header className="header">
      <Link to="/" className="header__logo" onClick={close} aria-label="Fantasy XI home">
        <span aria-hidden="true">⚽</span> Fantasy XI
      </Link>
      <button
        type="button"
        className="header__toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">Menu</span>
        <span aria-hidden="true">☰</span>
      </button>
      <nav id="main-menu" className={open ? 'header__nav header__nav--open' : 'header__nav'} aria-label="Main">
        {all.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/'} className="header__link" onClick={close}>
            {l.label}
          </NavLink>
        ))}
        {signedIn ? (
          <NavLink to="/logout" className="header__link header__link--auth" onClick={close}>
            Logout
          </NavLink>
        ) : (
          <NavLink to="/login" className="header__link header__link--auth" onClick={close}>
            Login
          </NavLink>
        )}
      </nav>
    </header>
  );
}
