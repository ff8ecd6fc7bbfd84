import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { formatMoney, toTenths } from '../../../domain';
import { useDeleteTeamMutation, useGetMyTeamQuery, useGetRulesQuery, useUpdateTeamMutation } from '../../api';
import { Alert, type AlertMessage } from '../../components/Alert';
import { errorText } from '../../api/errors';
import { Pitch } from '../../components/Pitch';
import { DeadlineNote, countsFrom, useDeadline } from '../../components/Deadline';
import { AvailabilityWarning } from '../../components/Availability';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TeamTabs } from '../../components/TeamTabs';
import { PlayerStatsModal } from './components/PlayerStatsModal';
import { teamRows } from './components/pitchRows';
import { isNotFound } from '../../api/errors';
import { Armbands } from './components/Armbands';
import { useOpponentLines } from './nextOpponents';
import { usePickBench } from './usePickBench';
import { PickBench } from './components/PickBench';
import { ChipsPanel } from './components/ChipsPanel';
import { CHIP_WORDS } from '../../utils/chips';

/** A message handed over by the page that navigated here (e.g. transfers saved). */
export interface TeamPageState {
  saved?: string;
}

/** The two armbands a player can be given from the stats dialog. */
const CAPTAINCY = [
  { role: 'captain', field: 'captain', className: 'button button--primary', is: 'Captain', make: 'Make captain' },
  { role: 'vice', field: 'vice_captain', className: 'button button--secondary', is: 'Vice-captain', make: 'Make vice-captain' },
] as const;

/** /Team: the Pick team view of one's own team (docs/rules.md §15): the gameweek to come, with
 *  its deadline, each player's opponent that week, the captaincy and transfers. A played week's
 *  points are the Points view's (/team/{id}), one tab away. */
export default function TeamPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: team, error, refetch, isFetching } = useGetMyTeamQuery();
  const [deleteTeam, { isLoading: deleting }] = useDeleteTeamMutation();
  const [updateTeam, { isLoading: saving }] = useUpdateTeamMutation();
  const deadline = useDeadline();
  const { data: rules } = useGetRulesQuery();
  const opponentLine = useOpponentLines([...(team?.players ?? []), ...(team?.bench ?? [])], deadline);
  const bench = usePickBench(team, countsFrom(deadline));
  const [statsFor, setStatsFor] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<AlertMessage>(() => {
    const saved = (location.state as TeamPageState | null)?.saved;
    return saved ? { kind: 'success', text: saved } : null;
  });

  // docs/rules.md §14: a 404 leads to the create page; other team errors are logged, and shown
  // with a way to try again (a blank page left the user stuck).
  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Could not load your team', error);
  }, [error]);

  if (isNotFound(error)) return <Navigate to="/createteam" replace />;
  if (!team)
    return (
      <section className="page">
        {error ? (
          <>
            <h1>Your team</h1>
            <Alert message={{ kind: 'error', text: `Error fetching your team: ${errorText(error)}` }} />
            <button type="button" className="button button--primary" disabled={isFetching} onClick={() => void refetch()}>
              {isFetching ? 'Trying again...' : 'Retry'}
            </button>
          </>
        ) : (
          <p>Loading...</p>
        )}
      </section>
    );

  async function remove() {
    const result = await deleteTeam();
    setConfirming(false);
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else navigate('/createteam');
  }

  /** Makes a player captain or vice-captain; taking the other's role swaps the two. */
  async function makeCaptain(id: number, role: 'captain' | 'vice') {
    if (!team) return;
    let captain = team.captain;
    let vice = team.vice_captain;
    if (role === 'captain') {
      if (vice === id) vice = captain;
      captain = id;
    } else {
      if (captain === id) captain = vice;
      vice = id;
    }
    const name = team.players.find((p) => p.id === id)?.name ?? 'The player';
    const result = await updateTeam({
      teamUpdate: { players: team.players.map((p) => p.id), formation: team.formation, captain, vice_captain: vice },
    });
    setStatsFor(null);
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else {
      const what = role === 'captain' ? 'captain' : 'vice-captain';
      const from = !deadline ? '' : deadline.knownWeek !== null ? ` from gameweek ${deadline.knownWeek} (deadline ${deadline.words})` : ` from the deadline ${deadline.words}`;
      setMessage({ kind: 'success', text: `${name} is your ${what}${from}.` });
    }
  }

  const budget = toTenths(team.budget_remaining);
  const { lineup } = bench;
  const shown = lineup.players.find((p) => p.id === statsFor);
  const nameOf = (id: number | null) => lineup.players.find((p) => p.id === id)?.name ?? null;
  // A substitute chosen for a swap: each starter on the pitch is a tap away from completing it.
  const swapIn = bench.chosen?.kind === 'bench' ? lineup.bench.find((p) => p.id === bench.chosen?.id) : undefined;
  const rows = teamRows(lineup.players, (id) => bench.tapStarter(id) || setStatsFor(id), {
    caption: opponentLine,
    captain: lineup.captain,
    viceCaptain: lineup.vice_captain,
  }).map((row) => ({
    ...row,
    tokens: row.tokens.map((token) => {
      if (swapIn) return { ...token, highlight: 'choose' as const, ariaLabel: `Swap ${token.name} with ${swapIn.name}` };
      if (bench.chosen?.kind === 'starter' && token.key === String(bench.chosen.id)) return { ...token, highlight: 'selected' as const };
      return token;
    }),
  }));
  // Issue 45 item 8: on a phone the pitch starts within the first screen; what explains it goes
  // under it. The message of the page (transfers saved, a new captain) is at the top, where the
  // page opens and where the pitch's players are tapped.
  return (
    <section className="page team-page">
      <TeamTabs teamId={team.id} current="pick" />
      <Alert message={message} onDismiss={() => setMessage(null)} />
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
        </div>
      </div>
      <DeadlineNote className="team-page__deadline" />
      {team.chip && <p className="team-page__chip">Chip played: <strong>{CHIP_WORDS[team.chip].name}</strong></p>}
      <AvailabilityWarning players={lineup.players} />
      <Pitch label={`${team.name} on the pitch`} rows={rows} />
      <p className="team-page__intro team-page__intro--under">
        {deadline
          ? `Under each player: their opponent in ${deadline.knownWeek !== null ? `gameweek ${deadline.knownWeek}` : `the gameweek from the deadline ${deadline.words}`}. Tap a player for their stats or to make them captain (C, points count twice) or vice-captain (V).`
          : 'Tap a player for their stats or to make them captain (C, points count twice) or vice-captain (V).'}
      </p>
      <Armbands captain={nameOf(lineup.captain)} vice={nameOf(lineup.vice_captain)} week={deadline?.knownWeek ?? null} deadlineWords={deadline?.words ?? null} />
      <PickBench bench={bench} onBuild={() => navigate('/TeamTransfers')} />
      <ChipsPanel team={team} chipsOn={rules?.chips ?? true} deadlineWords={deadline?.words ?? null} />
      <div className="team-page__danger">
        <button type="button" className="button button--danger-link" onClick={() => setConfirming(true)}>
          Delete Team
        </button>
      </div>
      {shown && (
        <PlayerStatsModal player={shown} onClose={() => setStatsFor(null)}>
          <div className="stats-list__actions">
            {CAPTAINCY.map(({ role, field, className, is, make }) => (
              <button
                key={role}
                type="button"
                className={className}
                disabled={saving || team[field] === shown.id}
                onClick={() => makeCaptain(shown.id, role)}
              >
                {team[field] === shown.id ? is : make}
              </button>
            ))}
            {lineup.bench.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  bench.chooseStarter(shown.id);
                  setStatsFor(null);
                }}
              >
                Swap with a substitute
              </button>
            )}
          </div>
        </PlayerStatsModal>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete Team"
          text={`Are you sure you want to delete ${team.name}?`}
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
