import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useGetMyTeamQuery, useUpdateTeamMutation } from '../../api';
import { errorText, type AlertMessage } from '../../components/Alert';
import { useAppDispatch } from '../../app/hooks';
import { TeamBuilder, type Squad } from './components/TeamBuilder';
import { startFromTeam } from './teamBuilderSlice';
import { isNotFound } from './teamErrors';

export default function TeamTransfersPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: team, error } = useGetMyTeamQuery();
  const [updateTeam, { isLoading }] = useUpdateTeamMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const [startedFor, setStartedFor] = useState<number | null>(null);

  // Start from the team once per visit; a refetch after saving must not undo the user's picks.
  useEffect(() => {
    if (team && startedFor === null) {
      dispatch(startFromTeam(team.players));
      setStartedFor(team.id);
    }
  }, [team, startedFor, dispatch]);

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Could not load your team', error);
  }, [error]);

  if (isNotFound(error)) return <Navigate to="/createteam" replace />;

  async function save(squad: Squad) {
    setMessage(null);
    const result = await updateTeam({ teamUpdate: { players: squad.players, formation: '4-4-2' } });
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else navigate('/Team');
  }

  return (
    <section className="page team-page">
      <h1>Transfers{team ? `: ${team.name}` : ''}</h1>
      {startedFor === null ? (
        <p>Loading...</p>
      ) : (
        <>
          <p className="team-page__intro">Remove a player to get their price back, then pick a replacement.</p>
          <TeamBuilder
            submitLabel="Update Team"
            busy={isLoading}
            message={message}
            onDismiss={() => setMessage(null)}
            onSubmit={save}
          />
        </>
      )}
    </section>
  );
}
