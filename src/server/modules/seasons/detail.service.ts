import type { Services } from '../../context';
import type { components } from '../../openapi/contract.gen';
import { listTerms } from '../terms/terms.service';
import { cachedCurrentSeason, findSeason, seasonSummaryOf } from './seasons.service';
import { archivedTopPlayers, topPlayers, type TopPlayer } from './stats.service';
import { archivedLmsWinners, archivedSquad, archivedStanding, archivedStandings, archivedTermWinners } from './seasons.repository';
import { listCompetitions } from '../lms/lms.service';
import { cachedLeague } from '../../standings/table';

// One season's page: its table (a page of it), top players and terms. A closed season's numbers
// come from its archive and never change; the current season's are the live ones.

type Ctx = Pick<Services, 'db' | 'values' | 'clock' | 'config'>;

export type SeasonDetail = components['schemas']['SeasonDetail'];

export interface Page {
  limit?: number;
  offset?: number;
}

const goals = (t: TopPlayer) => ({ player: t.player, goals: t.value });
const points = (t: TopPlayer) => ({ player: t.player, points: t.value });

/** The season with a page of its table, or null when there is no such season. */
export async function seasonDetail(ctx: Ctx, id: number, page: Page): Promise<SeasonDetail | null> {
  const current = await cachedCurrentSeason(ctx);
  const season = id === current.id ? current : await findSeason(ctx.db, id);
  if (!season) return null;
  const { id: _id, name, status, started_at, ended_at } = seasonSummaryOf(season);
  const head = { id: season.id, name, status, started_at, ended_at };
  const from = page.offset ?? 0;
  if (season.endedAt === null) {
    const { rows } = await cachedLeague(ctx);
    const terms = await listTerms(ctx);
    return {
      ...head,
      team_count: rows.length,
      standings: rows
        .slice(from, page.limit === undefined ? undefined : from + page.limit)
        .map((r, i) => ({ place: from + i + 1, rank: r.rank, team_name: r.name, points: r.total_points, team_id: r.id })),
      top_scorers: (await topPlayers(ctx.db, 'goals', 'live')).map(goals),
      top_points: (await topPlayers(ctx.db, 'points', 'live')).map(points),
      phases: terms.map((t) => ({
        name: t.name,
        first_week: t.first_week,
        last_week: t.last_week,
        winner: t.leader ? { team_name: t.leader.team.name, points: t.leader.points } : null,
      })),
      lms: (await listCompetitions(ctx))
        .reverse()
        .map((c) => ({ name: c.name, winner: c.winner ? { team_name: c.winner.name } : null })),
    };
  }
  const standings = await archivedStandings(ctx.db, season.id, from, page.limit);
  const phases = await archivedTermWinners(ctx.db, season.id);
  return {
    ...head,
    team_count: season.teamCount ?? 0,
    standings,
    top_scorers: (await archivedTopPlayers(ctx.db, season.id, 'goals')).map(goals),
    top_points: (await archivedTopPlayers(ctx.db, season.id, 'points')).map(points),
    phases,
    lms: await archivedLmsWinners(ctx.db, season.id),
  };
}

export type SeasonTeam = components['schemas']['SeasonTeam'];

/** A closed season's team at a place of its final table, with its squad as kept at the close;
 *  null when there is no such closed season or place (the current season's teams are live, at
 *  /api/team-snapshots/). */
export async function seasonTeam(ctx: Ctx, id: number, place: number): Promise<SeasonTeam | null> {
  const season = await findSeason(ctx.db, id);
  if (!season || season.endedAt === null) return null;
  const row = await archivedStanding(ctx.db, season.id, place);
  if (!row) return null;
  const squad = await archivedSquad(ctx.db, season.id, place);
  const view = ({ slot: _s, ...p }: (typeof squad)[number]) => p;
  return {
    season: { id: season.id, name: season.name },
    place,
    rank: row.rank,
    team_name: row.team_name,
    points: row.points,
    kept: squad.length > 0,
    players: squad.filter((p) => p.slot <= 11).map(view),
    bench: squad.filter((p) => p.slot > 11).map(view),
  };
}
