import { useEffect, useRef } from 'react';
import { BENCH_SIZE, toTenths } from '../../../../domain';
import { Alert } from '../../../components/Alert';
import type { PickBench as PickBenchState } from '../usePickBench';
import { BenchList } from './BenchList';

/** The bench under the Pick team pitch (the product rules §21): in order, reordered with the arrows; a
 *  starter and a substitute swap places when both are tapped (Swap here, the player on the
 *  pitch). What is being saved, and how it went, is said in the panel's own live region. */
export function PickBench({ bench: state, onBuild }: { bench: PickBenchState; onBuild: () => void }) {
  const { lineup, chosen, prompt, saving, message } = state;
  const starter = chosen?.kind === 'starter' ? lineup.players.find((p) => p.id === chosen.id) : undefined;
  // After a swap the focus goes to the Swap button of the bench place that changed (the tapped
  // player's button, on the pitch or here, has gone with them).
  const ref = useRef<HTMLElement>(null);
  const { swappedAt, takeSwappedAt } = state;
  useEffect(() => {
    if (swappedAt === null) return;
    ref.current?.querySelector<HTMLButtonElement>(`[data-swap="${swappedAt}"]`)?.focus();
    takeSwappedAt();
  }, [swappedAt, takeSwappedAt]);
  return (
    <section className="bench" aria-labelledby="pick-bench" ref={ref}>
      <div className="bench__head">
        <h2 id="pick-bench" className="bench__title">
          Bench
        </h2>
        {chosen && (
          <button type="button" className="button button--small" onClick={state.cancel}>
            Cancel swap
          </button>
        )}
      </div>
      {lineup.bench.length === 0 ? (
        <div className="bench__empty">
          <p className="bench__intro">
            No substitutes yet. Keep up to {BENCH_SIZE}, paid from your budget: when a starter does not play, the first substitute in
            order who did comes on.
          </p>
          <button type="button" className="button button--secondary button--small" onClick={onBuild}>
            Add substitutes
          </button>
        </div>
      ) : (
        <p className="bench__intro">
          When a starter does not play, the first substitute in this order who did comes on. To swap a substitute with a starter, tap
          Swap, then the starter on the pitch.
        </p>
      )}
      <p className="bench__status" role="status">
        {saving ? 'Saving...' : prompt}
      </p>
      <Alert message={message} onDismiss={state.dismiss} />
      {lineup.bench.length > 0 && (
        <BenchList
          entries={lineup.bench.map((p) => ({ ...p, priceTenths: toTenths(p.price) ?? 0 }))}
          onMove={state.move}
          busy={saving}
          selectedId={chosen?.kind === 'bench' ? chosen.id : null}
          actions={(p, i) => (
            <button
              type="button"
              data-swap={i}
              className="button button--small bench__swap"
              aria-pressed={chosen?.kind === 'bench' && chosen.id === p.id}
              aria-disabled={saving || undefined}
              aria-label={starter ? `Swap ${p.name} with ${starter.name}` : `Swap ${p.name}`}
              onClick={() => state.tapBench(p.id)}
            >
              Swap
            </button>
          )}
        />
      )}
    </section>
  );
}
