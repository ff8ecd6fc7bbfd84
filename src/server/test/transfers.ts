import { expectContract, type TestApp } from './harness';
import { oracle, type P } from './bench';
import type { PlayerPool } from './fixtures';
import { startSeasonApp, type Auth } from './season';

// The oracle of the transfers and chips tests (the product rules §22), written from the section's
// sentences for the tests and not from the server's rule: each snapshot's transfers, bank and cost
// from the squads the test saved before each deadline, and its weekly points under its chip.

export interface Rules {
  free_transfers: number | null;
  max_banked: number;
  transfer_cost: number;
  chips: boolean;
}

export type ChipName = 'wildcard' | 'free_hit' | 'bench_boost' | 'triple_captain';

/** One snapshot as the test saw it taken: the squad (the 11 and the bench), the chip, the rules of its deadline. */
export interface SeenSnapshot {
  squad: number[];
  chip: ChipName | null;
  rules: Rules;
}

export interface Expected {
  transfers: number;
  free_transfers: number | null;
  transfer_cost: number;
}

/** §22 read line by line over a team's snapshots in order. */
export function bankOracle(snaps: SeenSnapshot[]): Expected[] {
  const out: Expected[] = [];
  // "the next snapshot's transfers are counted against that squad": the squad before a free hit.
  let previous: number[] | null = null;
  let bank: number | null = null;
  for (const s of snaps) {
    const transfers = previous === null ? 0 : previous.filter((p) => !s.squad.includes(p)).length;
    if (s.chip !== 'free_hit') previous = s.squad;
    const limits = s.rules.free_transfers;
    if (limits === null) {
      // "Under unlimited rules the cost is 0 and no bank is kept."
      out.push({ transfers, free_transfers: null, transfer_cost: 0 });
      bank = null;
    } else if (bank === null) {
      // "the first snapshot of a team under limits ... costs nothing and leaves a bank of free_transfers"
      out.push({ transfers, free_transfers: null, transfer_cost: 0 });
      bank = Math.min(s.rules.max_banked, limits);
    } else if (s.chip === 'wildcard' || s.chip === 'free_hit') {
      // "Under a wildcard or a free hit the bank is kept and still gains"
      out.push({ transfers, free_transfers: bank, transfer_cost: 0 });
      bank = Math.min(s.rules.max_banked, bank + limits);
    } else {
      const beyond = transfers > bank ? transfers - bank : 0;
      out.push({ transfers, free_transfers: bank, transfer_cost: beyond * s.rules.transfer_cost });
      bank = Math.min(s.rules.max_banked, Math.max(0, bank - transfers) + limits);
    }
  }
  return out;
}

export interface SnapAnswer {
  players: (P & { game_week_points: number; multiplier: number })[];
  bench: (P & { game_week_points: number; multiplier: number })[];
  automatic_subs: { out: number; in: number }[];
  weekly_points: number;
  captain: number | null;
  vice_captain: number | null;
  transfers: number;
  transfer_cost: number;
  free_transfers: number | null;
  chip: ChipName | null;
}

/** A snapshot's multipliers and weekly points under its chip, less `cost`: the bench's rule (§21)
 *  without a chip; a bench boost counts every bench player once and makes no substitution; a triple
 *  captain counts the doubled one three times. */
export function chipPoints(s: SnapAnswer, week: Map<number, number>, cost: number) {
  const pts = (id: number) => week.get(id) ?? 0;
  const played = (id: number | null) => id !== null && week.has(id);
  const doubled = played(s.captain) ? s.captain : played(s.vice_captain) ? s.vice_captain : null;
  if (s.chip === 'bench_boost') {
    const multiplier = new Map<number, number>();
    for (const p of s.players) multiplier.set(p.id, p.id === doubled ? 2 : 1);
    for (const p of s.bench) multiplier.set(p.id, 1);
    let points = -cost;
    for (const [id, m] of multiplier) points += pts(id) * m;
    return { subs: [], multiplier, points };
  }
  const o = oracle(s.players, s.bench, week, s.captain, s.vice_captain);
  if (s.chip === 'triple_captain' && doubled !== null) {
    o.multiplier.set(doubled, 3);
    o.points += pts(doubled);
  }
  return { subs: o.subs, multiplier: o.multiplier, points: o.points - cost };
}

/** Holds a snapshot answer to the oracle: substitutions, multipliers, weekly points. */
export function expectChipPoints(s: SnapAnswer, week: Map<number, number>, cost: number) {
  const o = chipPoints(s, week, cost);
  expect(s.automatic_subs).toEqual(o.subs);
  expect([...s.players, ...s.bench].map((p) => [p.id, p.multiplier])).toEqual([...s.players, ...s.bench].map((p) => [p.id, o.multiplier.get(p.id)]));
  expect(s.weekly_points).toBe(o.points);
  // weekly_points = sum(points x multiplier) - transfer_cost.
  expect(s.weekly_points).toBe([...s.players, ...s.bench].reduce((sum, p) => sum + p.game_week_points * p.multiplier, 0) - s.transfer_cost);
  return o.points;
}

/** The rules and chip calls of the tests. */
export function ruleCalls(app: () => TestApp, staff: () => Auth) {
  async function setRules(rules: Rules) {
    const res = await app().inject({ method: 'PUT', url: '/api/rules/', headers: staff(), payload: rules });
    expectContract(res, 'updateRules');
    expect(res.statusCode).toBe(200);
  }
  async function playChip(auth: Auth, chip: unknown) {
    const res = await app().inject({ method: 'POST', url: '/api/team/chip/', headers: auth, payload: { chip } });
    expectContract(res, 'playChip');
    return res;
  }
  async function takeBack(auth: Auth) {
    const res = await app().inject({ method: 'DELETE', url: '/api/team/chip/', headers: auth });
    expectContract(res, 'takeBackChip');
    return res;
  }
  return { setRules, playChip, takeBack };
}

/** Sunday 1 November 2026 (club time is UTC until March): the first deadline is Monday 2 November.
 *  The app both files open with, with 8 players a position named from `prefix`. */
export const startRulesSeason = (prefix: string) => startSeasonApp('2026-11-01T12:00:00Z', { prefix, count: 8 });

/** A team of the transfers and chips tests: its squad saved for the next deadline, and each snapshot
 *  as the test saw it taken, with its gameweek. */
export interface RuleSide {
  id: number;
  auth: Auth;
  eleven: number[];
  bench: number[];
  seen: SeenSnapshot[];
  weeks: number[];
}

/** The teams of the transfers and chips tests (their own fields from `more`), the pool by position,
 *  and each gameweek's points by player (filled by the tests as matches are recorded). */
export function ruleTeams<S extends RuleSide>(app: () => TestApp, pool: () => PlayerPool, more: () => Omit<S, keyof RuleSide>) {
  const G = () => pool().Goalkeeper;
  const D = () => pool().Defender;
  const M = () => pool().Midfielder;
  const A = () => pool().Attacker;
  const sides: Record<string, S> = {};
  /** Points of each player with a stat row, by gameweek id. */
  const weekPoints = new Map<number, Map<number, number>>();

  /** A new user's team: 4-4-2 with a full bench, M3 captain and D3 vice. */
  async function make(name: string) {
    const u = await app().user();
    const eleven = [G()[0], ...D().slice(0, 4), ...M().slice(0, 4), ...A().slice(0, 2)];
    const bench = [G()[1], D()[4], M()[4], A()[2]];
    const res = await app().inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name, players: eleven, bench, captain: M()[2], vice_captain: D()[2] } });
    expect(res.statusCode).toBe(201);
    const side: RuleSide = { id: res.json().id, auth: u.auth, eleven, bench, seen: [], weeks: [] };
    sides[name] = { ...side, ...more() } as unknown as S;
  }

  async function mine(name: string) {
    const res = await app().inject({ method: 'GET', url: '/api/team/', headers: sides[name].auth });
    expectContract(res, 'getMyTeam');
    return res.json();
  }

  return { G, D, M, A, sides, weekPoints, make, mine };
}
