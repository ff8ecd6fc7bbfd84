import { useMemo, useRef, useState } from 'react';
import { useCreateMatchMutation, useDeleteMatchMutation, useListMatchesQuery, useListPlayersQuery, type Match, type NewMatch } from '../../api';
import { Alert, errorText, type AlertMessage } from '../../components/Alert';
import { MatchForm } from './MatchForm';
import { MatchList } from './MatchList';
import { createMatchAlert, deleteMatchAlert, loadMatchesAlert, rowProblems, type RowProblem } from './matchAlerts';

/** Staff: record matches with per-player stats, and list and delete recorded ones. */
export default function MatchAdminPage() {
  const matches = useListMatchesQuery();
  const players = useListPlayersQuery();
  const [createMatch, { isLoading: creating }] = useCreateMatchMutation();
  const [deleteMatch] = useDeleteMatchMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<number, RowProblem>>(new Map());
  const alertRef = useRef<HTMLDivElement>(null);

  const playerById = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p])), [players.data]);
  const active = useMemo(() => (players.data ?? []).filter((p) => !p.retired), [players.data]);
  const teamNames = useMemo(() => {
    const names = new Set<string>();
    for (const m of matches.data ?? []) names.add(m.team1).add(m.team2);
    for (const p of active) names.add(p.team);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [matches.data, active]);

  async function create(newMatch: NewMatch): Promise<boolean> {
    const outcome = await createMatch({ newMatch });
    setMessage(createMatchAlert(outcome));
    // The server names bad rows by index; keep them by player so they stay put if rows move.
    const byIndex = rowProblems(outcome.error);
    setProblems(new Map([...byIndex].map(([i, problem]) => [newMatch.players_stats[i]?.player ?? -1, problem])));
    // The form is long on a phone: bring the outcome into view.
    alertRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    return !outcome.error;
  }

  async function remove(match: Match) {
    setDeletingId(match.id);
    setMessage(deleteMatchAlert(await deleteMatch({ id: match.id })));
    setDeletingId(null);
  }

  const loadAlert =
    loadMatchesAlert(matches.error) ??
    (players.error ? ({ kind: 'error', text: `Error fetching players: ${errorText(players.error)}` } as const) : null);

  return (
    <section className="page admin-page match-admin">
      <h1>Matches</h1>
      <div ref={alertRef} className="match-admin__alert">
        <Alert message={message ?? loadAlert} onDismiss={message ? () => setMessage(null) : undefined} />
      </div>
      <div className="match-admin__layout">
        <MatchForm
          players={active}
          playersLoading={players.isLoading}
          playerById={playerById}
          teamNames={teamNames}
          busy={creating}
          problems={problems}
          onSubmit={create}
        />
        <section className="card match-admin__list" aria-labelledby="matches-heading">
          <h2 id="matches-heading">Recorded matches</h2>
          {matches.isLoading ? (
            <p>Loading matches...</p>
          ) : matches.error ? null : (
            <MatchList matches={matches.data ?? []} deletingId={deletingId} onDelete={remove} />
          )}
        </section>
      </div>
    </section>
  );
}
