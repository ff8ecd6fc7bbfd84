// The header's staff links (docs/rules.md §13: staff see links to their pages; others never
// do). Loaded only for a signed-in user: asking who they are needs the API.
//
// From 768 px they fold into a "Staff" menu (a disclosure button and its list of links), so the
// header keeps to one row at every width; in the phone menu they are listed under a "Staff"
// label, one tap away like every other link.
import { lazy, Suspense, type ReactNode } from 'react';
import { useGetCurrentUserQuery } from '../api';
import { WithData } from './dataSlices';

// Its markup loads only once the user is known to be staff: other users never download it.
const StaffMenu = lazy(() => import('./StaffMenu'));

function IfStaff({ children, current }: { children: ReactNode; current: boolean }) {
  const { data: user } = useGetCurrentUserQuery();
  if (user?.is_staff !== true) return null;
  // The divider and the menu appear together, once the menu's code is there.
  return (
    <Suspense fallback={null}>
      <li className="header__divider" aria-hidden="true">
        <span />
      </li>
      <StaffMenu current={current}>{children}</StaffMenu>
    </Suspense>
  );
}

export default function StaffLinks({ children, current }: { children: ReactNode; current: boolean }) {
  return (
    <WithData>
      <IfStaff current={current}>{children}</IfStaff>
    </WithData>
  );
}
