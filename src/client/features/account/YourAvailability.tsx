import { useEffect, useId, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCurrentUserQuery, useListPlayersQuery, useSetPlayerAvailabilityMutation } from '../../api';
import { errorText, fieldError } from '../../api/errors';
import { Alert, type AlertMessage } from '../../components/Alert';
import { AvailabilityFlag } from '../../components/Availability';
import { AvailabilityFields, availabilityForm, availabilityUpdate, type AvailabilityForm } from '../../components/AvailabilityFields';
import { SubmitButton } from '../../components/SubmitButton';

/**
 * "Your availability" on the account page: a user the staff have linked to a player says
 * whether they can play (exams, a knock, a trip home). Others see how to get linked.
 */
export function YourAvailability() {
  const id = useId();
  const user = useGetCurrentUserQuery().data;
  const players = useListPlayersQuery(user?.player_id ? undefined : skipToken);
  const player = players.data?.find((p) => p.id === user?.player_id);
  const [form, setForm] = useState<AvailabilityForm | null>(null);
  const [message, setMessage] = useState<AlertMessage>(null);
  const [save, { isLoading, error }] = useSetPlayerAvailabilityMutation();
  useEffect(() => {
    if (player && !form) setForm(availabilityForm(player.availability));
  }, [player, form]);

  if (!user) return null;
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!player || !form) return;
    const result = await save({ id: player.id, availabilityUpdate: availabilityUpdate(form) });
    if (result.data) {
      setForm(availabilityForm(result.data.availability));
      setMessage({ kind: 'success', text: 'Your availability is saved: managers see it from now on.' });
    } else {
      setMessage({ kind: 'error', text: errorText(result.error) });
    }
  }

  return (
    <section className="card account__section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your availability</h2>
      {!user.player_id ? (
        <p className="home__note">
          Do you play for the club? Ask the staff to link account number <strong>{user.id}</strong> to your player: you can then
          tell managers when you cannot play.
        </p>
      ) : !player || !form ? (
        <p className="home__note">Loading...</p>
      ) : (
        <form className="form" onSubmit={submit} aria-label="Your availability">
          <p>
            You are <strong>{player.name}</strong> ({player.team}).{' '}
            {player.availability.status === 'available' ? 'Managers see you as available.' : <>Managers see: <AvailabilityFlag availability={player.availability} /></>}
          </p>
          <Alert message={message} onDismiss={() => setMessage(null)} />
          <AvailabilityFields
            id={id}
            form={form}
            onChange={setForm}
            errors={{ note: fieldError(error, 'note') ?? undefined, until: fieldError(error, 'until') ?? undefined }}
          />
          <SubmitButton label="Save availability" busyLabel="Saving..." busy={isLoading} />
        </form>
      )}
    </section>
  );
}
