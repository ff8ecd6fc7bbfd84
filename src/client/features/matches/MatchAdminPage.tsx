import { useMemo, useRef, useState } from 'react';
import { useCreateMatchMutation, useDeleteMatchMutation, useListMatchesQuery, useListMensFixturesQuery, useListPlayersQuery, useListWomensFixturesQuery, useUpdateMatchMutation, type Fixture, type Match, type NewMatch, type PlayerSummary } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HistoryDialog } from '../../components/HistoryDialog';
import { formatDate, formatFixtureTime } from '../../utils/dates';
import { SIDE_LABELS } from '../../utils/sides';
import { MatchForm } from './MatchForm';
import { MatchList, formatKickOff, matchTitle } from './MatchList';
import { createMatchAlert, deleteMatchAlert, loadMatchesAlert, rowProblems, updateMatchAlert, type RowProblem } from './matchAlerts';
import { draftFromFixture, draftFromMatch, lastLineup, type MatchDraft } from './matchDraft';
import { fixturesAwaitingResult } from '../../utils/awaitingResult';

/** What the form is doing: a blank match, a fixture's result, or an edit of a recorded match. */
type FormMode = { key: number; draft?: MatchDraft; editing?: Match; squadTeams: string[] };

/** Staff: record matches (from fixtures that have kicked off), edit and delete recorded ones. */
export default function MatchAdminPage() {
  const matches = useListMatchesQuery();
  const players = useListPlayersQuery();
  const men = useListMensFixturesQuery({});
  const women = useListWomensFixturesQuery({});
  const [createMatch, { isLoading: creating }] = useCreateMatchMutation();
  const [updateMatch, { isLoading: updating }] = useUpdateMatchMutation();
  const [deleteMatch] = useDeleteMatchMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Match | null>(null);
  const [history, setHistory] = useState<Match | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<number, RowProblem>>(new Map());
  const [mode, setMode] = useState<FormMode>({ key: 0, squadTeams: [] });
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const playerById = useMemo(() => new Map((players.data ?? []).map((p) => [p.id, p])), [players.data]);
  const active = useMemo(() => (players.data ?? []).filter((p) => !p.retired), [players.data]);
  const fixtures = useMemo(() => [...(men.data ?? []), ...(women.data ?? [])], [men.data, women.data]);
  const awaiting = useMemo(() => fixturesAwaitingResult(fixtures, new Date()), [fixtures]);
  const teamNames = useMemo(() => {
    const names = new Set<string>();
    for (const m of matches.data ?? []) names.add(m.team1).add(m.team2);
    for (const p of active) names.add(p.team);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [matches.data, active]);
  const squad: PlayerSummary[] = useMemo(
    () => active.filter((p) => mode.squadTeams.includes(p.team)).sort((a, b) => a.name.localeCompare(b.name)),
    [active, mode.squadTeams],
  );

  const teamsOf = (ids: number[], extra: string[]) => [...new Set([...ids.map((id) => playerById.get(id)?.team ?? ''), ...extra].filter((t) => active.some((p) => p.team === t)))];
  const showForm = () => formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });

  function recordFrom(fixture: Fixture) {
    const lineup = lastLineup(fixture, matches.data ?? [], fixtures).filter((id) => active.some((p) => p.id === id));
    setProblems(new Map());
    setMode((m) => ({ key: m.key + 1, draft: draftFromFixture(fixture, lineup), squadTeams: teamsOf(lineup, [fixture.team1, fixture.team2]) }));
    showForm();
  }

  function edit(match: Match) {
    setProblems(new Map());
    setMode((m) => ({
      key: m.key + 1,
      draft: draftFromMatch(match),
      editing: match,
      squadTeams: teamsOf(match.players_stats.map((s) => s.player), [match.team1, match.team2]),
    }));
    showForm();
  }

  const blank = () => setMode((m) => ({ key: m.key + 1, squadTeams: [] }));

  async function save(newMatch: NewMatch): Promise<boolean> {
    const outcome = mode.editing ? await updateMatch({ id: mode.editing.id, newMatch }) : await createMatch({ newMatch });
    setMessage(mode.editing ? updateMatchAlert(outcome) : createMatchAlert(outcome));
    // The server names bad rows by index; keep them by player so they stay put if rows move.
    const byIndex = rowProblems(outcome.error);
    setProblems(new Map([...byIndex].map(([i, problem]) => [newMatch.players_stats[i]?.player ?? -1, problem])));
    // The form is long on a phone: bring the outcome into view.
    alertRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    if (!outcome.error && (mode.editing || mode.draft)) blank();
    return !outcome.error;
  }

  async function remove(match: Match) {
    setConfirming(null);
    setDeletingId(match.id);
    setMessage(deleteMatchAlert(await deleteMatch({ id: match.id })));
    if (mode.editing?.id === match.id) blank();
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
      {awaiting.length > 0 && (
        <section className="card awaiting" aria-labelledby="awaiting-heading">
          <h2 id="awaiting-heading">Fixtures waiting for a result</h2>
          <ul className="awaiting__list">
            {awaiting.map((f) => (
              <li key={`${f.side}-${f.id}`} className="awaiting__item">
                <span className="awaiting__text">
                  <span className={`side-tag side-tag--${f.side}`}>{SIDE_LABELS[f.side]}</span>{' '}
                  <strong>
                    {f.team1} v {f.team2}
                  </strong>{' '}
                  <span className="awaiting__when">
                    {formatDate(f.date)} {formatFixtureTime(f.time)}
                    {f.status === 'postponed' && ' · postponed'}
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--primary button--small"
                  onClick={() => recordFrom(f)}
                  aria-label={`Record result of ${f.team1} v ${f.team2} on ${formatDate(f.date)}`}
                >
                  Record result
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="match-admin__layout">
        <div ref={formRef} className="match-admin__form">
          <MatchForm
            key={mode.key}
            initial={mode.draft}
            editing={mode.editing ? { title: `${matchTitle(mode.editing)} on ${formatKickOff(mode.editing.date)}` } : null}
            squad={squad}
            recorded={matches.data}
            editingId={mode.editing?.id ?? null}
            onCancel={mode.draft ? blank : undefined}
            players={active}
            playersLoading={players.isLoading}
            playerById={playerById}
            teamNames={teamNames}
            busy={creating || updating}
            problems={problems}
            onSubmit={save}
          />
        </div>
        <section className="card match-admin__list" aria-labelledby="matches-heading">
          <h2 id="matches-heading">Recorded matches</h2>
          {matches.isLoading ? (
            <p>Loading matches...</p>
          ) : matches.error ? null : (
            <MatchList matches={matches.data ?? []} deletingId={deletingId} onDelete={setConfirming} onEdit={edit} onHistory={setHistory} />
          )}
        </section>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete this match?"
          text={`Delete the match ${matchTitle(confirming)} on ${formatKickOff(confirming.date)} and its ${confirming.players_stats.length} stat rows? Every team's points are recomputed.`}
          confirmLabel="Delete match"
          onConfirm={() => remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {history && <HistoryDialog entity="match" entityId={history.id} title={matchTitle(history)} onClose={() => setHistory(null)} />}
    </section>
  );
}
