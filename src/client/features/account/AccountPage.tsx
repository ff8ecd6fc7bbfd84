import { useGetCurrentUserQuery } from '../../api';
import { YourAvailability } from './YourAvailability';

/** /account: the signed-in user's own settings. */
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
      <YourAvailability />
    </section>
  );
}
