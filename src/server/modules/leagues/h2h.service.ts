import { AVERAGE, addResult, averageOf, emptyLine, roundAt, roundRobin, type H2hLine } from '../../../domain/h2h';
import type { components } from '../../openapi/contract.gen';
import type { SeasonWeek } from '../../standings/model';
import type { Standings } from '../../standings/model';
import type { LeagueRecord } from './leagues.repository';
import type { MemberTeamRow } from './leagues.repository';

// Head-to-head leagues (the product rules §23) played out over the standings engine: the members
// meet in a round-robin (by member id), one round a gameweek from the league's first Monday on,
// the round-robin repeated once every pair has met; an odd member out meets AVERAGE. Everything is
// derived from the snapshots' weekly points, so a corrected match changes the results with it. A
// member who deleted their account after the start stays in the pairs, with no team (0 a round).

type Schemas = components['schemas'];
export type H2hStanding = Schemas['H2hStanding'];
export type H2hMatch = Schemas['H2hMatch'];

/** One round: the gameweek (as numbered now) and its matches. */
export interface H2hRound {
  week: number;
  matches: H2hMatch[];
}

export interface H2hPlayed {
  standings: H2hStanding[];
  rounds: H2hRound[];
}

/**
 * The league's rounds: the gameweeks whose Monday is the league's first Monday or later, in date
 * order. (The league starts at that Monday's deadline, Monday 00:00 club time, which is the
 * Monday its date names: the rounds start with the gameweek of that very Monday.)
 */
export function h2hRoundWeeks(season: Standings, league: Pick<LeagueRecord, 'startFrom'>): SeasonWeek[] {
  const from = league.startFrom ?? '';
  return season
    .weeks()
    .filter((w) => w.startDate >= from)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Plays an h2h league: its table (ranked) and each round's matches. */
export function playH2h(season: Standings, league: Pick<LeagueRecord, 'startFrom'>, memberRows: readonly MemberTeamRow[]): H2hPlayed {
  const members = [...memberRows].sort((a, b) => a.memberId - b.memberId);
  const byId = new Map(members.map((m) => [m.memberId, m]));
  const ids = members.map((m) => m.memberId);
  const schedule = roundRobin(ids);
  const weeks = h2hRoundWeeks(season, league);
  const lines = new Map<number, H2hLine>(ids.map((id) => [id, emptyLine()]));
  const pointsOf = (id: number, week: SeasonWeek) => {
    const team = byId.get(id)!.team;
    return team ? (season.pointsIn(team.id, week.id) ?? 0) : 0;
  };
  const side = (id: number, points: number) => ({ member_id: id, team: byId.get(id)!.team, account_deleted: byId.get(id)!.deleted, points });
  const rounds: H2hRound[] = weeks.map((week, k) => {
    const points = new Map(ids.map((id) => [id, pointsOf(id, week)]));
    const average = averageOf(ids.map((id) => points.get(id)!));
    const matches = roundAt(schedule, k).map(({ home, away }): H2hMatch => {
      const h = points.get(home)!;
      const a = away === AVERAGE ? average : points.get(away)!;
      addResult(lines.get(home)!, h, a);
      if (away !== AVERAGE) addResult(lines.get(away)!, a, h);
      return { home: side(home, h), away: away === AVERAGE ? { average: true, points: a } : side(away, a) };
    });
    return { week: week.week, matches };
  });
  const order = (id: number) => {
    const team = byId.get(id)!.team;
    return team ? season.namePlace(team.id) : Infinity;
  };
  const sorted = [...ids].sort((a, b) => {
    const la = lines.get(a)!;
    const lb = lines.get(b)!;
    return lb.points - la.points || lb.score - la.score || order(a) - order(b) || a - b;
  });
  let rank = 0;
  const standings = sorted.map((id, i): H2hStanding => {
    const line = lines.get(id)!;
    const before = i > 0 ? lines.get(sorted[i - 1])! : null;
    if (!before || before.points !== line.points || before.score !== line.score) rank = i + 1;
    return { rank, member_id: id, team: byId.get(id)!.team, account_deleted: byId.get(id)!.deleted, ...line };
  });
  return { standings, rounds };
}
