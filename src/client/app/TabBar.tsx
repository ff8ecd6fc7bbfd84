import { Link, useLocation } from '../router';

interface Tab {
  to: string;
  label: string;
  /** The paths (without regard to case) on which this tab is the current place. */
  current: RegExp;
  icon: string;
}

// The four main places, one tap away on a phone (the header menu keeps every link).
const tabs: Tab[] = [
  { to: '/', label: 'Home', current: /^\/$/, icon: 'M4 11 12 4l8 7v9h-5v-6H9v6H4Z' },
  { to: '/team', label: 'Team', current: /^\/(team|createteam|teamtransfers)\/?$/i, icon: 'M8 3 4 5 2 10l3 2 1-2v11h12V10l1 2 3-2-2-5-4-2c-1 2-7 2-8 0Z' },
  { to: '/leagues', label: 'Leagues', current: /^\/leagues(\/.*)?$/i, icon: 'M7 3h10v3h3v2a5 5 0 0 1-4.5 5 5 5 0 0 1-2.5 2.6V18h3v3H8v-3h3v-2.4A5 5 0 0 1 8.5 13 5 5 0 0 1 4 8V6h3Z' },
  { to: '/mens', label: 'Fixtures', current: /^\/(mens|womens|results)\/?$/i, icon: 'M5 4h14a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm0 5h14M8 2v4m8-4v4' },
];

/** The bottom tab bar of phone widths (hidden by CSS on wider screens). */
export function TabBar() {
  const { pathname } = useLocation();
  return (
    <nav className="tabbar" aria-label="Shortcuts">
      <ul className="tabbar__list">
        {tabs.map((t) => {
          const current = t.current.test(pathname);
          return (
            <li key={t.to}>
              <Link to={t.to} className="tabbar__link" aria-current={current ? 'page' : undefined}>
                <svg className="tabbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={t.icon} />
                </svg>
                <span>{t.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
