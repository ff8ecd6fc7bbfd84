// The points view pairs who came on for whom with the domain's own rule (src/domain/bench.ts),
// from nothing but a snapshot's multipliers; here against that rule run with the whole truth of
// who played, over many random lineups.
import { VALID_FORMATIONS, lineupMultipliers, type LineupPlayer, type Position } from '../../../domain';
import type { SnapshotPlayer, TeamSnapshot } from '../../api';
import { derivedSubstitutions, substitutionRoles, substitutionsOf } from './substitutions';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const POSITIONS: Position[] = ['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'];

function snapshotPlayer(p: LineupPlayer, multiplier: number): SnapshotPlayer {
  return {
    id: p.id, name: `Player ${p.id}`, position: p.position, team: "Men's 1st", price: 5, goals: 0, assists: 0, clean_sheets: 0,
    games_played: 1, points: 0, yellow_cards: 0, red_cards: 0, retired: false, form: 0, selected_by_percent: 0,
    game_week_points: 0, multiplier: multiplier as SnapshotPlayer['multiplier'],
    availability: { status: 'available', note: '', until: null },
  };
}

type Lineup = Pick<TeamSnapshot, 'players' | 'bench' | 'automatic_subs'>;

/** A random 11 of an allowed shape, a bench of 0-4 of any position, who played, and the snapshot
 *  the server would answer for it (its multipliers and automatic_subs from the domain rule). */
function randomCase(rnd: () => number): { snapshot: Lineup; subs: { out: number; in: number }[] } {
  let id = 1 + Math.floor(rnd() * 50);
  const next = () => (id += 1 + Math.floor(rnd() * 7));
  const [d, m, a] = VALID_FORMATIONS[Math.floor(rnd() * VALID_FORMATIONS.length)].split('-').map(Number);
  const shape: Position[] = ['Goalkeeper', ...Array(d).fill('Defender'), ...Array(m).fill('Midfielder'), ...Array(a).fill('Attacker')];
  const starters = shape.map((position) => ({ id: next(), position }));
  // Ids need not follow positions: shuffle them among the 11.
  const shuffledIds = starters.map((s) => s.id).sort(() => rnd() - 0.5);
  starters.forEach((s, i) => (s.id = shuffledIds[i]));
  const bench = Array.from({ length: Math.floor(rnd() * 5) }, () => ({ id: next(), position: POSITIONS[Math.floor(rnd() * 4)] }));
  const absent = new Set([...starters, ...bench].filter(() => rnd() < 0.3).map((p) => p.id));
  const played = (pid: number) => !absent.has(pid);
  const doubled = rnd() < 0.8 ? starters[Math.floor(rnd() * 11)].id : null;
  const made = lineupMultipliers(starters, bench, played, doubled);
  return {
    snapshot: {
      players: starters.map((p, i) => snapshotPlayer(p, made.starters[i])),
      bench: bench.map((p, i) => snapshotPlayer(p, made.bench[i])),
      automatic_subs: made.subs,
    },
    subs: made.subs,
  };
}

describe('who came on for whom, from a snapshot', () => {
  it('is the automatic substitutions the points were made from, for 3,000 random lineups', () => {
    const rnd = random(40);
    let withSubs = 0;
    for (let n = 0; n < 3000; n++) {
      const { snapshot, subs } = randomCase(rnd);
      // The multipliers alone give the same pairs, in the same order.
      expect(derivedSubstitutions(snapshot)).toEqual(subs);
      expect(substitutionsOf(snapshot)).toEqual(subs);
      if (subs.length > 0) withSubs++;
    }
    expect(withSubs).toBeGreaterThan(500);
  });

  it('pairs them from the multipliers alone, in the rule’s order (goalkeeper, then by position and id)', () => {
    const starters: LineupPlayer[] = [
      { id: 1, position: 'Goalkeeper' },
      ...[2, 3, 4, 5].map((id) => ({ id, position: 'Defender' as const })),
      ...[6, 7, 8, 9].map((id) => ({ id, position: 'Midfielder' as const })),
      { id: 10, position: 'Attacker' },
      { id: 11, position: 'Attacker' },
    ];
    const bench: LineupPlayer[] = [
      { id: 20, position: 'Attacker' },
      { id: 21, position: 'Goalkeeper' },
      { id: 22, position: 'Defender' },
    ];
    // The keeper (1) and a midfielder (7) and a defender (3) did not play; 20, 21 and 22 did.
    const absent = new Set([1, 3, 7]);
    const made = lineupMultipliers(starters, bench, (id) => !absent.has(id), 10);
    const snapshot = {
      players: starters.map((p, i) => snapshotPlayer(p, made.starters[i])),
      bench: bench.map((p, i) => snapshotPlayer(p, made.bench[i])),
      automatic_subs: [],
    };
    expect(derivedSubstitutions(snapshot)).toEqual([
      { out: 1, in: 21 },
      { out: 3, in: 20 },
      { out: 7, in: 22 },
    ]);
    const roles = substitutionRoles({ ...snapshot, automatic_subs: made.subs });
    expect(roles.replacedBy.get(3)?.id).toBe(20);
    expect(roles.cameOnFor.get(22)?.id).toBe(7);
    expect(roles.cameOnFor.has(1)).toBe(false);
  });

  it('shows the snapshot’s own list should the two ever differ', () => {
    const { snapshot } = randomCase(random(7));
    const odd = { ...snapshot, automatic_subs: [{ out: 999, in: 998 }] };
    expect(substitutionsOf(odd)).toEqual([{ out: 999, in: 998 }]);
  });

  it('is empty without a bench', () => {
    const starters = [{ id: 1, position: 'Goalkeeper' as const }];
    expect(substitutionsOf({ players: starters.map((p) => snapshotPlayer(p, 0)), bench: [], automatic_subs: [] })).toEqual([]);
  });
});
