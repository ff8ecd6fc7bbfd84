import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSignedIn } from '../session/hooks';
import { useNavPlaceAt } from '../components/NavPlace';
import { isCurrent, navRoutes, pageAt, type AppRoute } from './routeTable';
import { useDisclosure } from './useDisclosure';

const StaffLinks = lazy(() => import('./StaffLinks'));

// The header's links are the route table's nav entries, in its order (docs/rules.md §15, the header:
// Home, Fantasy, Men's, Women's, Results, LMS; §9: Leagues for signed-in
// users), then the staff pages for staff (a "Staff" menu from 768 px: StaffLinks.tsx), then
// Account and Login or Logout.
const mainLinks = navRoutes.filter((r) => !r.nav!.account && r.nav!.for !== 'staff');
const staffLinks = navRoutes.filter((r) => r.nav!.for === 'staff');
const accountLinks = navRoutes.filter((r) => r.nav!.account);
/** Pages the Login link does not bring a visitor back to after logging in. */
const ACCOUNT_PAGES = new Set(['login', 'logout', 'register', 'forgotPassword', 'resetPassword', 'notFound']);

/** The club crest: a shield with the game's "XI". */
function Crest() {
  return (
    <svg className="crest" viewBox="0 0 40 46" aria-hidden="true" focusable="false">
      <path className="crest__rim" d="M20 1 38.5 6.5v15c0 11.5-7.7 19.5-18.5 24C9.2 41 1.5 33 1.5 21.5v-15Z" />
      <path className="crest__field" d="M20 4.6 35 9v12.4c0 9.4-6.1 16.2-15 20.2-8.9-4-15-10.8-15-20.2V9Z" />
      <path className="crest__stripe" d="M5 12.5h30v3.2H5Z" />
      <text className="crest__text" x="20" y="33" textAnchor="middle">
        XI
      </text>
    </svg>
  );
}

export function Header() {
  const signedIn = useSignedIn();
  const location = useLocation();
  const { pathname } = location;
  // Login (and Register from there) brings a visitor back to the page they were on.
  const from = ACCOUNT_PAGES.has(pageAt(pathname).route.id) ? undefined : { from: { pathname, search: location.search, hash: location.hash } };
  const place = useNavPlaceAt(pathname);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useDisclosure(headerRef, toggleRef);
  const close = () => setOpen(false);

  const shown = (r: AppRoute) => r.nav!.for === undefined || (r.nav!.for === 'user') === signedIn;
  const item = (r: AppRoute, extra = '') => {
    const current = isCurrent(r, pathname, false, place);
    return (
      <li key={r.id}>
        <Link
          to={r.path}
          state={r.id === 'login' ? from : undefined}
          className={`header__link${extra}${current ? ' header__link--current' : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={close}
        >
          {r.nav!.label}
        </Link>
      </li>
    );
  };

  return (
    <header ref={headerRef} className={open ? 'header header--open' : 'header'}>
      <div className="header__bar">
        <Link to="/" className="header__logo" onClick={close} aria-label="Fantasy XI home">
          <Crest />
          <span className="header__wordmark">
            Fantasy <span className="header__wordmark-xi">XI</span>
          </span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="header__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((o) => !o)}
        >
          <span className="visually-hidden">Menu</span>
          <span className="header__toggle-bars" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
        <nav id="main-menu" className="header__nav" aria-label="Main">
          <ul className="header__list">
            {mainLinks.filter(shown).map((r) => item(r))}
            {signedIn && (
              <Suspense fallback={null}>
                <StaffLinks current={staffLinks.some((r) => isCurrent(r, pathname, false, place))}>
                  {staffLinks.map((r) => item(r, ' header__link--staff'))}
                </StaffLinks>
              </Suspense>
            )}
            {accountLinks.filter(shown).map((r) => item(r, ' header__link--auth'))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
