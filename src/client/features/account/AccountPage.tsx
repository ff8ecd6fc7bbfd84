import type { ComponentType } from 'react';
import { useGetCurrentUserQuery } from '../../api';
import { NotificationSettings } from './NotificationSettings';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';
import { YourAvailability } from './YourAvailability';
import { PastSeasons } from './PastSeasons';

/** The page's sections in order: other parts of the account add theirs to this list. */
const SECTIONS: { key: string; Section: ComponentType }[] = [
  { key: 'availability', Section: YourAvailability },
  { key: 'seasons', Section: PastSeasons },
  { key: 'emails', Section: NotificationSettings },
  { key: 'password', Section: ChangePassword },
  { key: 'delete', Section: DeleteAccount },
];

/** /account: the signed-in user's availability (when linked to a player), past seasons, emails, password and account. */
export default function AccountPage() {
  const user = useGetCurrentUserQuery().data;
  return (
    <section className="page account">
      <h1>Your account</h1>
      {user && (
        <p className="home__note">
          Signed in as <strong>{user.email}</strong> (account number {user.id}).
        </p>
      )}
      {SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </section>
  );
}
