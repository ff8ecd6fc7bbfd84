import { Link, useLocation } from 'react-router-dom';
import { useNavPlaceAt } from '../components/NavPlace';
import { isCurrent, tabRoutes } from './routeTable';
import { SIDE_PATHS, lastSide } from '../utils/fixturesPlace';

/** The bottom tab bar of phone widths (hidden by CSS on wider screens): the route table's tabs,
 *  the main places one tap away (the header menu keeps every link). The Fixtures tab opens the
 *  side last chosen there. */
export function TabBar() {
  const { pathname } = useLocation();
  const place = useNavPlaceAt(pathname);
  return (
    <nav className="tabbar" aria-label="Shortcuts">
      <ul className="tabbar__list">
        {tabRoutes.map((route) => {
          const tab = route.nav!.tab!;
          const current = isCurrent(route, pathname, true, place);
          return (
            <li key={route.id}>
              <Link to={route.id === 'mens' ? SIDE_PATHS[lastSide()] : route.path} className="tabbar__link" aria-current={current ? 'page' : undefined}>
                <svg className="tabbar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={tab.icon} />
                </svg>
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
