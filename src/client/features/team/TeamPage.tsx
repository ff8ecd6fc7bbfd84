import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { formatMoney, toTenths } from '../../../domain';
import { useDeleteTeamMutation, useGetMyTeamQuery } from '../../api';
import { Alert, errorText, type AlertMessage } from '../../components/Alert';
import { Pitch } from '../../components/Pitch';
import { ConfirmDialog } from './components/ConfirmDialog';
import { PlayerStatsModal } from './components/PlayerStatsModal';
import { teamRows } from './components/pitchRows';
import { isNotFound } from './teamErrors';

export default function TeamPage() {
  const navigate = useNavigate();
  const { data: team, error } = useGetMyTeamQuery();
  const [deleteTeam, { isLoading: deleting }] = useDeleteTeamMutation();
  const [statsFor, setStatsFor] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<AlertMessage>(null);

  // SPEC.md section 8: a 404 leads to the create page; other team errors are only logged.
  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Could not load your team', error);
  }, [error]);

  if (isNotFound(error)) return <Navigate to="/createteam" replace />;
  if (!team) return <section className="page">{!error && <p>Loading...</p>}</section>;

  async function remove() {
    const result = await deleteTeam();
    setConfirming(false);
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else navigate('/createteam');
  }

  const budget = toTenths(team.budget_remaining);
  const shown = team.players.find((p) => p.id === statsFor);
  return (
    <section className="page team-page">
      <div className="team-head">
        <h1 className="team-head__name">{team.name}</h1>
        <dl className="team-head__stats">
          <div>
            <dt>Total points</dt>
            <dd>{team.total_points}</dd>
          </div>
          <div>
            <dt>Formation</dt>
            <dd>{team.formation}</dd>
          </div>
          <div>
            <dt>Budget remaining</dt>
            <dd>{budget === null ? team.budget_remaining : formatMoney(budget)}</dd>
          </div>
        </dl>
        <div className="team-head__actions">
          <button type="button" className="button button--primary" onClick={() => navigate('/TeamTransfers')}>
            Transfers
          </button>
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            Delete Team
          </button>
        </div>
      </div>
      <Alert message={message} onDismiss={() => setMessage(null)} />
      <Pitch label={`${team.name} on the pitch`} rows={teamRows(team.players, setStatsFor)} />
      {shown && <PlayerStatsModal player={shown} onClose={() => setStatsFor(null)} />}
      {confirming && (
        <ConfirmDialog
          title="Delete Team"
          question={`Are you sure you want to delete ${team.name}?`}
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
