import { Link } from 'react-router-dom';

/**
 * The two views of the manager's own team, one tab each (docs/rules.md §15): Pick team (the
 * gameweek to come: deadline, opponents, captaincy, transfers) and Points (a played gameweek's
 * snapshot, the week in the address).
 */
export function TeamTabs({ teamId, current }: { teamId: number; current: 'pick' | 'points' }) {
  const tabs = [
    { key: 'pick', label: 'Pick team', to: '/Team' },
    { key: 'points', label: 'Points', to: `/team/${teamId}` },
  ] as const;
  return (
    <nav className="team-tabs" aria-label="Your team">
      <ul className="team-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} className="team-tabs__tab" aria-current={tab.key === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
