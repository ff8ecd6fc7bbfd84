import type { components } from '../openapi/contract.gen';
import { roundRobin } from '../../domain/h2h';
import type { TestApp } from './harness';
import type { Member } from './leagues';
import { gameWeeks, snapshotFor } from './season';

// The oracle of the head-to-head tests (the product rules §23), worked out from the teams' snapshots:
// only the order in which pairs meet is the round-robin's own.

export type Side = components['schemas']['H2hSide'];
export type Match = components['schemas']['H2hMatch'];
export type H2hRow = components['schemas']['H2hStanding'];

/** The league as the rules say, from the snapshots: members (at the start) in id order meet in the
 *  round-robin's pairs, one round a gameweek from `monday` on. */
export async function h2hOracle(t: TestApp, members: Member[], monday: string): Promise<{ standings: H2hRow[]; rounds: { week: number; matches: Match[] }[] }> {
  const sorted = [...members].sort((a, b) => a.id - b.id);
  const byId = new Map(sorted.map((m) => [m.id, m]));
  const weeks = (await gameWeeks(t)).filter((w) => w.start_date >= monday).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const schedule = roundRobin(sorted.map((m) => m.id));
  const lines = new Map(sorted.map((m) => [m.id, { played: 0, won: 0, drawn: 0, lost: 0, points: 0, score: 0 }]));
  const result = (id: number, mine: number, theirs: number) => {
    const l = lines.get(id)!;
    l.played++;
    l.score += mine;
    if (mine > theirs) [l.won, l.points] = [l.won + 1, l.points + 3];
    else if (mine === theirs) [l.drawn, l.points] = [l.drawn + 1, l.points + 1];
    else l.lost++;
  };
  const teamOf = (m: Member) => (m.teamId ? { id: m.teamId, name: m.teamName! } : null);
  const rounds = [];
  for (const [k, w] of weeks.entries()) {
    const pts = new Map<number, number>();
    for (const m of sorted) pts.set(m.id, m.teamId ? ((await snapshotFor(t, m.teamId, w.id))?.weekly_points ?? 0) : 0);
    const average = Math.round([...pts.values()].reduce((s, p) => s + p, 0) / sorted.length);
    const pairs = schedule[k % schedule.length];
    // Every member plays once a round: in pairs, or (one of an odd count) against AVERAGE.
    expect(pairs.flatMap((p) => [p.home, p.away]).filter((id) => id !== 0).sort((a, b) => a - b)).toEqual(sorted.map((m) => m.id));
    const ms: Match[] = pairs.map(({ home, away }) => {
      const h = pts.get(home)!;
      const a = away === 0 ? average : pts.get(away)!;
      result(home, h, a);
      if (away !== 0) result(away, a, h);
      const side = (id: number, p: number) => ({ member_id: id, team: teamOf(byId.get(id)!), account_deleted: byId.get(id)!.deleted === true, points: p });
      return { home: side(home, h), away: away === 0 ? { average: true as const, points: a } : side(away, a) };
    });
    rounds.push({ week: w.week, matches: ms });
  }
  const name = (m: Member) => (m.teamName === null ? null : m.teamName.toLowerCase());
  const ordered = [...sorted].sort((a, b) => {
    const [la, lb] = [lines.get(a.id)!, lines.get(b.id)!];
    if (la.points !== lb.points) return lb.points - la.points;
    if (la.score !== lb.score) return lb.score - la.score;
    const [na, nb] = [name(a), name(b)];
    if (na !== nb) return na === null ? 1 : nb === null ? -1 : na < nb ? -1 : 1;
    return a.id - b.id;
  });
  const standings = ordered.map((m) => {
    const l = lines.get(m.id)!;
    const above = ordered.filter((o) => {
      const lo = lines.get(o.id)!;
      return lo.points > l.points || (lo.points === l.points && lo.score > l.score);
    }).length;
    return { rank: above + 1, member_id: m.id, team: teamOf(m), account_deleted: m.deleted === true, ...l };
  });
  return { standings, rounds };
}
