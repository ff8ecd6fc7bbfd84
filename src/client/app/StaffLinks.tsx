// The header's staff links (docs/rules.md §13: staff see links to their pages; others never
// do). Loaded only for a signed-in user: asking who they are needs the store.
import type { ReactNode } from 'react';
import { useGetCurrentUserQuery } from '../api';
import { WithStore } from './WithStore';

export interface NavItem {
  to: string;
  label: string;
  /** The paths (matched without regard to case) on which this item is the current page. */
  current: RegExp;
}

const staffLinks: NavItem[] = [
  { to: '/Players', label: 'Players', current: /^\/players\/?$/i },
  { to: '/Match', label: 'Matches', current: /^\/match\/?$/i },
  { to: '/Fixtures', label: 'Fixtures', current: /^\/fixtures\/?$/i },
];

function Links({ item }: { item: (l: NavItem) => ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  if (user?.is_staff !== true) return null;
  return (
    <>
      <li className="header__divider" aria-hidden="true">
        <span />
      </li>
      {staffLinks.map(item)}
    </>
  );
}

export default function StaffLinks(props: { item: (l: NavItem) => ReactNode }) {
  return (
    <WithStore>
      <Links {...props} />
    </WithStore>
  );
}
