import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BENCH_SIZE } from '../../../../domain';
import { moveOnBench, removeFromBench } from '../teamBuilderSlice';
import { selectBench } from '../teamBuilderSelectors';
import { BenchList } from './BenchList';

/** The bench while building a team or making transfers (the product rules §21): up to BENCH_SIZE
 *  substitutes of any position, in order, paid from the same budget as the 11. */
export function BenchBuilder({ onAdd }: { onAdd: () => void }) {
  const dispatch = useDispatch();
  const bench = useSelector(selectBench);
  // A removed substitute's button goes with them: the focus moves to "Add a substitute".
  const addRef = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    addRef.current?.focus();
  }, [bench]);
  return (
    <section className="bench" aria-labelledby="builder-bench">
      <div className="bench__head">
        <h2 id="builder-bench" className="bench__title">
          Bench <span className="bench__count">(optional, {bench.length}/{BENCH_SIZE})</span>
        </h2>
        {bench.length < BENCH_SIZE && (
          <button ref={addRef} type="button" className="button button--secondary button--small" onClick={onAdd}>
            Add a substitute
          </button>
        )}
      </div>
      <p className="bench__intro">
        Up to {BENCH_SIZE} substitutes of any position, from the same budget. When a starter does not play, the first substitute in
        order who did comes on.
      </p>
      {bench.length > 0 && (
        <BenchList
          entries={bench}
          onMove={(id, by) => dispatch(moveOnBench({ id, by }))}
          actions={(p) => (
            <button
              type="button"
              className="button button--small button--danger bench__remove"
              aria-label={`Remove ${p.name} from the bench`}
              onClick={() => {
                dispatch(removeFromBench(p.id));
                removed.current = true;
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        />
      )}
    </section>
  );
}
