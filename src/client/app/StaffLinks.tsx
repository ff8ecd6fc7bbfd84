// The header's staff links (docs/rules.md §13: staff see links to their pages; others never
// do). Loaded only for a signed-in user: asking who they are needs the API.
import type { ReactNode } from 'react';
import { useGetCurrentUserQuery } from '../api';
import { WithData } from './dataSlices';

function IfStaff({ children }: { children: ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  if (user?.is_staff !== true) return null;
  return (
    <>
      <li className="header__divider" aria-hidden="true">
        <span />
      </li>
      {children}
    </>
  );
}

export default function StaffLinks({ children }: { children: ReactNode }) {
  return (
    <WithData>
      <IfStaff>{children}</IfStaff>
    </WithData>
  );
}
