import { useEffect, useRef, useState } from 'react';
import { Navigate, useBeforeUnload, useBlocker, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { toTenths } from '../../../domain';
import { useGetMostRecentSnapshotQuery, useGetMyTeamQuery, useGetRulesQuery, useUpdateTeamMutation, type MyTeam } from '../../api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../api/errors';
import { type AlertMessage } from '../../components/Alert';
import { useDispatch, useSelector } from 'react-redux';
import { DeadlineNote, countsFrom, useDeadline } from '../../components/Deadline';
import { TeamBuilder, type Squad } from './components/TeamBuilder';
import type { TeamPageState } from './TeamPage';
import { startFromTeam } from './teamBuilderSlice';
import { selectBench, selectBenchIds, selectBudgetTenths, selectPickedIds, selectPickedPlayers } from './teamBuilderSelectors';
import { TransferReview } from './components/TransferReview';
import { isNotFound } from '../../api/errors';
import type { PickedPlayer } from './teamBuilderSlice';
import { costSentence, draftCost, draftTransfers, leftSentence, transferPairs, type DraftCost, type PairPlayer } from './transferCost';

export default function TeamTransfersPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { data: team, error } = useGetMyTeamQuery();
  const [updateTeam, { isLoading }] = useUpdateTeamMutation();
  const [message, setMessage] = useState<AlertMessage>(null);
  const [startedFor, setStartedFor] = useState<number | null>(null);
  const [captain, setCaptain] = useState<number | null>(null);
  const [vice, setVice] = useState<number | null>(null);
  const deadline = useDeadline();
  const pickedIds = useSelector(selectPickedIds);
  const picked = useSelector(selectPickedPlayers);
  const benchIds = useSelector(selectBenchIds);
  const bench = useSelector(selectBench);
  const budgetLeft = useSelector(selectBudgetTenths);
  const [review, setReview] = useState<Squad | null>(null);
  const { data: rules } = useGetRulesQuery();
  // The team's last snapshot: a player sold since and bought back is not a transfer.
  const { data: lastSnapshot, error: snapshotError } = useGetMostRecentSnapshotQuery(team ? { teamId: team.id } : skipToken);
  // Set once a save went through: leaving for the Team page then asks nothing.
  const saved = useRef(false);

  // Start from the team once per visit; a refetch after saving must not undo the user's picks.
  useEffect(() => {
    if (team && startedFor === null) {
      dispatch(startFromTeam(team.players, team.bench ?? []));
      setCaptain(team.captain);
      setVice(team.vice_captain);
      setStartedFor(team.id);
    }
  }, [team, startedFor, dispatch]);

  useEffect(() => {
    if (error && !isNotFound(error)) console.error('Could not load your team', error);
  }, [error]);

  const unchanged =
    team !== undefined &&
    captain === team.captain &&
    vice === team.vice_captain &&
    pickedIds.length === team.players.length &&
    team.players.every((p) => pickedIds.includes(p.id)) &&
    sameOrder(benchIds, (team.bench ?? []).map((p) => p.id));
  const dirty = startedFor !== null && !unchanged;

  // A draft not saved is not lost by a tap on a link or Back: the page asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((e) => {
    if (dirty && !saved.current) e.preventDefault();
  });

  const draftIds = [...pickedIds, ...benchIds];
  const snapshotSquad = lastSnapshot && lastSnapshot.chip !== 'free_hit' ? [...lastSnapshot.players, ...(lastSnapshot.bench ?? [])].map((p) => p.id) : isNotFound(snapshotError) ? [] : null;
  const cost: DraftCost | null =
    team && rules
      ? draftCost(
          draftTransfers({ saved: squadOf(team).map((p) => p.id), draft: draftIds, pending: team.transfers_pending, lastSnapshot: snapshotSquad }),
          team.free_transfers,
          rules,
          team.chip,
        )
      : null;

  if (isNotFound(error)) return <Navigate to="/createteam" replace />;

  async function save(squad: Squad) {
    setMessage(null);
    // A captain or vice sold in this transfer is no longer either.
    const keep = (id: number | null) => (id !== null && squad.players.includes(id) ? id : null);
    // The bench is sent only when there is or was one: a team without one is saved as it always was.
    const benchChoice = squad.bench.length > 0 || (team?.bench ?? []).length > 0 ? { bench: squad.bench } : {};
    const result = await updateTeam({
      teamUpdate: { players: squad.players, formation: '4-4-2', ...benchChoice, captain: keep(captain), vice_captain: keep(vice) },
    });
    setReview(null);
    if (result.error) setMessage({ kind: 'error', text: errorText(result.error) });
    else {
      saved.current = true;
      const state: TeamPageState = { saved: `Transfers saved. ${countsFrom(deadline)}`.trim() };
      navigate('/Team', { state });
    }
  }

  return (
    <section className="page team-page">
      <h1>Transfers{team ? `: ${team.name}` : ''}</h1>
      {startedFor === null ? (
        <p>Loading...</p>
      ) : (
        <>
          <DeadlineNote />
          <p className="team-page__intro">
            Remove a player to get their price back, then pick a replacement. Tap a player to make them captain (C) or
            vice-captain (V).
          </p>
          <TeamBuilder
            captaincy={{
              captain,
              vice,
              onChange: (c, v) => {
                setCaptain(c);
                setVice(v);
              },
            }}
            submitLabel="Update Team"
            unchanged={unchanged}
            stickyActions
            note={
              cost && (
                <p className="transfer-cost" aria-live="polite">
                  <strong>{costSentence(cost)}</strong>
                  {leftSentence(cost) && <span> {leftSentence(cost)}.</span>}
                </p>
              )
            }
            busy={isLoading}
            message={message}
            onDismiss={() => setMessage(null)}
            onSubmit={(squad) => setReview(squad)}
          />
          {review && team && (
            <TransferReview
              pairs={transferPairs(
                squadOf(team)
                  .filter((p) => !review.players.includes(p.id) && !review.bench.includes(p.id))
                  .map(fromTeam),
                [...picked, ...bench].filter((p) => !squadOf(team).some((t) => t.id === p.id)).map(fromDraft),
              )}
              cost={cost && costSentence(cost)}
              left={cost && leftSentence(cost)}
              captaincy={armbandWords(team, picked, captain, vice)}
              bench={sameOrder(benchIds, (team.bench ?? []).map((p) => p.id)) ? null : bench}
              budgetLeftTenths={budgetLeft}
              countsFrom={countsFrom(deadline)}
              busy={isLoading}
              onConfirm={() => void save(review)}
              onBack={() => setReview(null)}
            />
          )}
          {blocker.state === 'blocked' && (
            <ConfirmDialog
              title="Leave without saving?"
              text="Your transfers are not saved yet. Leave this page and lose them?"
              confirmLabel="Leave"
              cancelLabel="Stay"
              onConfirm={() => blocker.proceed()}
              onCancel={() => blocker.reset()}
            />
          )}
        </>
      )}
    </section>
  );
}

const fromTeam = (p: MyTeam['players'][number]): PairPlayer => ({ id: p.id, name: p.name, position: p.position, priceTenths: toTenths(p.price) ?? 0 });
const fromDraft = (p: PickedPlayer): PairPlayer => ({ id: p.id, name: p.name, position: p.position, priceTenths: p.priceTenths });

/** The team's whole squad: the 11 and the bench. */
function squadOf(team: Pick<MyTeam, 'players' | 'bench'>): MyTeam['players'] {
  return [...team.players, ...(team.bench ?? [])];
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** "Captain: X, vice-captain: Y" when the armbands change with this transfer, else null (a
 *  captain or vice sold goes without one). */
function armbandWords(
  team: { captain: number | null; vice_captain: number | null },
  picked: { id: number; name: string }[],
  captain: number | null,
  vice: number | null,
): string | null {
  const inSquad = (id: number | null) => (id !== null && picked.some((p) => p.id === id) ? id : null);
  const [c, v] = [inSquad(captain), inSquad(vice)];
  if (c === team.captain && v === team.vice_captain) return null;
  const name = (id: number | null) => picked.find((p) => p.id === id)?.name ?? 'none';
  return `Captain: ${name(c)}, vice-captain: ${name(v)}`;
}
