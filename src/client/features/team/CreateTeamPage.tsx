import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateTeamMutation } from '../../api';
import { errorText } from '../../api/errors';
import { type AlertMessage } from '../../components/Alert';
import { useDispatch } from 'react-redux';
import { TeamBuilder, type Squad } from './components/TeamBuilder';
import { startEmpty } from './teamBuilderSlice';

export default function CreateTeamPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const [message, setMessage] = useState<AlertMessage>(null);

  useEffect(() => {
    dispatch(startEmpty());
  }, [dispatch]);

  async function save(squad: Squad) {
    setMessage(null);
    // The bench is sent only when there is one: a team without one is made as it always was.
    const { bench, ...eleven } = squad;
    const result = await createTeam({ newTeam: bench.length > 0 ? squad : eleven });
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else navigate('/Team');
  }

  return (
    <section className="page team-page">
      <h1>Create your team</h1>
      <p className="team-page__intro">Pick a goalkeeper and ten outfield players within £100.0m. Tap a shirt to choose a player.</p>
      <TeamBuilder
        submitLabel="Create Team"
        askName
        busy={isLoading}
        message={message}
        onDismiss={() => setMessage(null)}
        onSubmit={save}
      />
    </section>
  );
}
