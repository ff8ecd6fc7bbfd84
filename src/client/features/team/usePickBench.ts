// The Pick team page's bench (the product rules §21): reordering it and swapping a starter with a
// substitute by tapping both, each saved at once with PUT /api/team/ (the same players, so not a
// transfer). The change is drawn at once and undone if the server refuses it.
import { useEffect, useState } from 'react';
import { useUpdateTeamMutation, type MyTeam, type PlayerSummary } from '../../api';
import { errorText } from '../../api/errors';
import type { AlertMessage } from '../../components/Alert';
import { swapWithBench, type Lineup } from './benchSwap';
import { moveInOrder } from './teamBuilderSlice';

/** The player tapped first for a swap. */
export type SwapChoice = { kind: 'starter' | 'bench'; id: number } | null;

export interface PickBench {
  lineup: Lineup<PlayerSummary>;
  chosen: SwapChoice;
  /** What to do next while a swap is half made, in words. */
  prompt: string;
  saving: boolean;
  /** The last save's outcome, or a refused swap. */
  message: AlertMessage;
  dismiss: () => void;
  /** Tapping a substitute: chooses them, completes a swap with the chosen starter, or (tapped
   *  again) cancels. */
  tapBench: (id: number) => void;
  /** Chooses a starter (from their stats), for a substitute to be tapped next. */
  chooseStarter: (id: number) => void;
  /** Tapping a starter on the pitch while a substitute is chosen swaps the two; false otherwise. */
  tapStarter: (id: number) => boolean;
  cancel: () => void;
  move: (id: number, by: -1 | 1) => void;
  /** The bench place a swap just changed (its Swap button takes the focus), until taken. */
  swappedAt: number | null;
  takeSwappedAt: () => void;
}

export function usePickBench(team: MyTeam | undefined, countsFrom: string): PickBench {
  const [updateTeam, { isLoading: saving }] = useUpdateTeamMutation();
  const [draft, setDraft] = useState<Lineup<PlayerSummary> | null>(null);
  const [chosen, setChosen] = useState<SwapChoice>(null);
  const [message, setMessage] = useState<AlertMessage>(null);
  const [swappedAt, setSwappedAt] = useState<number | null>(null);
  // A fresh team from the server replaces whatever was drawn ahead of it.
  useEffect(() => setDraft(null), [team]);
  const lineup: Lineup<PlayerSummary> = draft ?? {
    players: team?.players ?? [],
    bench: team?.bench ?? [],
    captain: team?.captain ?? null,
    vice_captain: team?.vice_captain ?? null,
  };
  const nameOf = (id: number) => [...lineup.players, ...lineup.bench].find((p) => p.id === id)?.name ?? 'that player';

  async function save(next: Lineup<PlayerSummary>, text: string) {
    if (!team) return;
    setDraft(next);
    setMessage(null);
    const result = await updateTeam({
      teamUpdate: {
        players: next.players.map((p) => p.id),
        formation: team.formation,
        bench: next.bench.map((p) => p.id),
        captain: next.captain,
        vice_captain: next.vice_captain,
      },
    });
    if (result.error) {
      setDraft(null);
      setMessage({ kind: 'error', text: errorText(result.error) });
    } else setMessage({ kind: 'success', text: `${text} ${countsFrom}`.trim() });
  }

  function swap(starterId: number, benchId: number) {
    setChosen(null);
    const outcome = swapWithBench(lineup, starterId, benchId);
    if (!outcome.ok) setMessage({ kind: 'error', text: outcome.text });
    else {
      setSwappedAt(outcome.lineup.bench.findIndex((p) => p.id === starterId));
      void save(outcome.lineup, outcome.text);
    }
  }

  const prompt =
    chosen?.kind === 'bench'
      ? `Now tap the starter on the pitch to swap with ${nameOf(chosen.id)}.`
      : chosen?.kind === 'starter'
        ? `Now tap Swap beside the substitute to bring on for ${nameOf(chosen.id)}.`
        : '';

  return {
    lineup,
    chosen,
    prompt,
    saving,
    message,
    dismiss: () => setMessage(null),
    swappedAt,
    takeSwappedAt: () => setSwappedAt(null),
    tapBench(id) {
      if (saving) return;
      if (chosen?.kind === 'starter') swap(chosen.id, id);
      else if (chosen?.id === id) setChosen(null);
      else {
        setChosen({ kind: 'bench', id });
        setMessage(null);
      }
    },
    chooseStarter(id) {
      setChosen({ kind: 'starter', id });
      setMessage(null);
    },
    tapStarter(id) {
      if (chosen?.kind !== 'bench') return false;
      if (!saving) swap(id, chosen.id);
      return true;
    },
    cancel() {
      setChosen(null);
      setMessage(null);
    },
    move(id, by) {
      if (saving) return;
      const bench = moveInOrder(lineup.bench, id, by);
      if (!bench) return;
      const order = bench.map((p, i) => `${i + 1}. ${p.name}`).join(', ');
      void save({ ...lineup, bench }, `Bench order saved: ${order}.`);
    },
  };
}
