import type { SnapshotPlayer } from '../../api';
import { countedPoints } from '../../utils/points';
import type { SubstitutionRoles } from './substitutions';

/** The bench at the deadline, in order, each substitute with their points that gameweek and
 *  whether they came on, and for whom (the product rules §21). */
export function SnapshotBench({ bench, roles }: { bench: SnapshotPlayer[]; roles: SubstitutionRoles }) {
  if (bench.length === 0) return null;
  return (
    <section className="bench bench--points" aria-labelledby="snapshot-bench">
      <h2 id="snapshot-bench" className="bench__title">
        Bench
      </h2>
      <ol className="bench__list">
        {bench.map((p, i) => {
          const counted = countedPoints(p.game_week_points, p.multiplier);
          const forWhom = roles.cameOnFor.get(p.id);
          const came = p.multiplier > 0;
          return (
            <li key={p.id} className={`bench__item${came ? ' bench__item--on' : ''}`}>
              <span className="bench__order" aria-hidden="true">
                {i + 1}
              </span>
              <span className="bench__who">
                <span className="bench__name">{p.name}</span>
                <span className="bench__meta">
                  {p.position} · {p.team}
                </span>
              </span>
              <span className="bench__points">
                <span className="bench__pts">{counted.caption}</span>
                <span className={`bench__came${came ? ' bench__came--on' : ''}`}>
                  {forWhom ? `On for ${forWhom.name}` : came ? 'Counted' : 'Did not come on'}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
