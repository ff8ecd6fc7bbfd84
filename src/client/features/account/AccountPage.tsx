import type { ComponentType } from 'react';
import { NotificationSettings } from './NotificationSettings';
import { ChangePassword } from './ChangePassword';
import { DeleteAccount } from './DeleteAccount';

/** The page's sections in order: other parts of the account (availability, past seasons) add
 *  theirs to this list. */
const SECTIONS: { key: string; Section: ComponentType }[] = [
  { key: 'emails', Section: NotificationSettings },
  { key: 'password', Section: ChangePassword },
  { key: 'delete', Section: DeleteAccount },
];

/** /account: the signed-in user's emails, password and account. */
export default function AccountPage() {
  return (
    <section className="page account">
      <h1>Your account</h1>
      {SECTIONS.map(({ key, Section }) => (
        <Section key={key} />
      ))}
    </section>
  );
}
