import type { ComponentType } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCurrentUserQuery, useGetNotificationPrefsQuery, useGetUserHistoryQuery, useListPlayersQuery } from '../../api';
import { useFirstLoad } from '../../utils/useFirstLoad';
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

/**
 * Whether the data the sections read is still on its way. The page draws its sections together
 * once it has arrived (or failed: each section shows its own error and Retry), so that a section growing
 * from "Loading..." to its form does not push the ones below it down the phone's screen.
 */
function useSectionsLoading(): boolean {
  const user = useGetCurrentUserQuery();
  const playerId = user.data?.player_id;
  const players = useListPlayersQuery(playerId ? undefined : skipToken);
  const history = useGetUserHistoryQuery();
  const prefs = useGetNotificationPrefsQuery();
  return useFirstLoad(user.isLoading || (!!playerId && players.isLoading) || history.isLoading || prefs.isLoading);
}

/** /account: the signed-in user's availability (when linked to a player), past seasons, emails, password and account. */
export default function AccountPage() {
  const user = useGetCurrentUserQuery().data;
  const loading = useSectionsLoading();
  return (
    <section className="page account">
      <h1>Your account</h1>
      {loading ? (
        <p className="home__note">Loading...</p>
      ) : (
        <>
          {user && (
            <p className="home__note">
              Signed in as <strong>{user.email}</strong> (account number {user.id}).
            </p>
          )}
          {SECTIONS.map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </>
      )}
    </section>
  );
}
