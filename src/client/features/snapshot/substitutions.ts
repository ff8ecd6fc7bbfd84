// Who came on for whom in a snapshot (the product rules §21), worked out with the same pure rule as the
// server's points engine (src/domain/bench.ts), so the points view and the points can never tell
// two stories.
import { automaticSubstitutions, type AutomaticSub } from '../../../domain';
import type { SnapshotPlayer, TeamSnapshot } from '../../api';

type Lineup = Pick<TeamSnapshot, 'players' | 'bench' | 'automatic_subs'>;

/**
 * The automatic substitutions of a snapshot, in the order made, worked out again from its
 * multipliers: a replaced starter has 0, a substitute who came on 1. Those are enough for the
 * domain rule to pair them again (a starter who did not play but found no substitute is left out,
 * as is every substitute who stayed on the bench: neither changes the pairing).
 */
export function derivedSubstitutions(snapshot: Pick<TeamSnapshot, 'players' | 'bench'>): AutomaticSub[] {
  const bench = snapshot.bench ?? [];
  const replaced = new Set(snapshot.players.filter((p) => p.multiplier === 0).map((p) => p.id));
  const cameOn = new Set(bench.filter((p) => p.multiplier > 0).map((p) => p.id));
  const onBench = new Set(bench.map((p) => p.id));
  const played = (id: number) => !replaced.has(id) && (cameOn.has(id) || !onBench.has(id));
  return automaticSubstitutions(snapshot.players, bench, played);
}

/** The substitutions the points view shows: the pairs the domain rule makes from the snapshot,
 *  which are the snapshot's own `automatic_subs`; should the two ever differ, the snapshot's
 *  (what its points were made from). */
export function substitutionsOf(snapshot: Lineup): AutomaticSub[] {
  const given = snapshot.automatic_subs ?? [];
  const derived = derivedSubstitutions(snapshot);
  const same = derived.length === given.length && derived.every((s, i) => s.out === given[i].out && s.in === given[i].in);
  return same ? derived : given;
}

/** Each player's part in the substitutions: whom a starter was replaced by, whom a substitute
 *  came on for (by player id). */
export interface SubstitutionRoles {
  replacedBy: Map<number, SnapshotPlayer>;
  cameOnFor: Map<number, SnapshotPlayer>;
}

export function substitutionRoles(snapshot: Lineup): SubstitutionRoles {
  const byId = new Map([...snapshot.players, ...(snapshot.bench ?? [])].map((p) => [p.id, p]));
  const replacedBy = new Map<number, SnapshotPlayer>();
  const cameOnFor = new Map<number, SnapshotPlayer>();
  for (const sub of substitutionsOf(snapshot)) {
    const out = byId.get(sub.out);
    const on = byId.get(sub.in);
    if (out && on) {
      replacedBy.set(out.id, on);
      cameOnFor.set(on.id, out);
    }
  }
  return { replacedBy, cameOnFor };
}
