import { sql } from 'drizzle-orm';
import type { Position } from '../../../domain/positions';
import { sideOfTeam, type ClubSide } from '../../../domain/availability';
import { VALID_FORMATIONS } from '../../../domain/squad';
import { queryRows, type Db } from '../../db';
import { currentStandings } from '../../standings/load';
import { oneDecimal, playerRowOf, toPlayerSummary, type PlayerExtrasMap, type PlayerRow, type PlayerSummary } from '../players/players.service';
import { type PerVersionValues } from '../../db/dataVersion';

type WeekPlayer = PlayerSummary & { game_week_points: number };

export interface GameWeekSummaryView {
  game_week: { id: number; week: number; start_date: string; end_date: string; published_at: string | null };
  average_points: number;
  highest_points: number;
  highest_team: { id: number; name: string } | null;
  player_of_the_week: { player: PlayerSummary; points: number } | null;
  team_of_the_week: { formation: string; players: WeekPlayer[]; total_points: number };
  most_captained: { player: PlayerSummary; teams: number } | null;
  player_of_the_week_by_side: Record<ClubSide, { player: PlayerSummary; points: number } | null>;
}

interface Candidate {
  row: PlayerRow;
  points: number;
}

/** Name order ignoring case (then id), as every tie in the summary goes. */
const byNameOf = (a: PlayerRow, b: PlayerRow) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/**
 * The 11 with the most points in a shape the squad rules allow (1 goalkeeper, an outfield shape
 * of VALID_FORMATIONS), ignoring price. Candidates come ranked (points, then name): for each
 * shape the best of each position are taken, and the shape with the most points wins; equal
 * totals go to the team whose players rank first.
 */
export function bestEleven(ranked: Candidate[]): { formation: string; players: Candidate[] } {
  const rank = new Map(ranked.map((c, i) => [c.row.id, i]));
  const of = (position: Position) => ranked.filter((c) => c.row.position === position);
  const keepers = of('Goalkeeper');
  const lines = { Defender: of('Defender'), Midfielder: of('Midfielder'), Attacker: of('Attacker') };
  let best: { formation: string; players: Candidate[]; total: number; order: number[] } | null = null;
  if (keepers.length === 0) return { formation: '', players: [] };
  for (const formation of VALID_FORMATIONS) {
    const [d, m, a] = formation.split('-').map(Number);
    if (lines.Defender.length < d || lines.Midfielder.length < m || lines.Attacker.length < a) continue;
    const players = [keepers[0], ...lines.Defender.slice(0, d), ...lines.Midfielder.slice(0, m), ...lines.Attacker.slice(0, a)];
    const total = players.reduce((sum, c) => sum + c.points, 0);
    const order = players.map((c) => rank.get(c.row.id)!).sort((x, y) => x - y);
    const earlier = () => {
      for (let i = 0; i < order.length; i++) if (order[i] !== best!.order[i]) return order[i] < best!.order[i];
      return false;
    };
    if (!best || total > best.total || (total === best.total && earlier())) best = { formation, players, total, order };
  }
  return best ? { formation: best.formation, players: best.players } : { formation: '', players: [] };
}


/** The summary of one gameweek, or null when there is no such gameweek. The team numbers come
 *  from the standings engine; the players are read in one read-only snapshot (their availability on
 *  club date `today`). The player of the week of each side is the best of that side's players. */
export async function gameWeekSummary(
  ctx: { db: Db; values: PerVersionValues },
  gameWeekId: number,
  extras: PlayerExtrasMap,
  today: string,
): Promise<GameWeekSummaryView | null> {
  const season = await currentStandings(ctx);
  const week = season.gameWeek(gameWeekId);
  // The week's snapshots: how many, their points, the best one (ties by name) and the captains.
  const stats = season.weekStats(gameWeekId);
  if (!week || !stats) return null;
  const { snapshots, points: total, best: top, captains } = stats;
  return ctx.db.transaction(
    async (tx) => {
      const [dates] = await queryRows<{ start_date: string; end_date: string; published_at: Date | string | null }>(
        tx,
        sql`select to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, published_at
            from game_weeks where id = ${gameWeekId}`,
      );
      if (!dates) return null;
      // Every player still in the game, and any retired one with points that week, with those points.
      const players = await queryRows<Record<string, unknown>>(
        tx,
        sql`select p.*, w.pts as week_points
            from players p left join (
              select player_id, sum(points)::int as pts from player_match_stats where game_week_id = ${gameWeekId} group by player_id
            ) w on w.player_id = p.id
            where not p.retired or w.pts is not null`,
      );
      const [captained] = captains.size
        ? await queryRows<Record<string, unknown>>(
            tx,
            sql`select p.*, c.teams
                from unnest(${sql.param([...captains.keys()])}::int[], ${sql.param([...captains.values()])}::int[]) as c(captain_id, teams)
                  join players p on p.id = c.captain_id
                order by c.teams desc, lower(p.name), p.id limit 1`,
          )
        : [];

      const ranked: (Candidate & { played: boolean })[] = players
        .map((r) => ({ row: playerRowOf(r), points: r.week_points === null ? 0 : Number(r.week_points), played: r.week_points !== null }))
        .sort((a, b) => b.points - a.points || byNameOf(a.row, b.row));
      const summary = (row: PlayerRow) => toPlayerSummary(row, extras, today);
      const pick = bestEleven(ranked);
      const bestPlayer = ranked.find((c) => c.played) ?? null;
      const bestOf = (side: ClubSide) => {
        const c = ranked.find((x) => x.played && sideOfTeam(x.row.team) === side);
        return c ? { player: summary(c.row), points: c.points } : null;
      };
      const order = (c: Candidate) => ({ Goalkeeper: 0, Defender: 1, Midfielder: 2, Attacker: 3 })[c.row.position as Position];

      return {
        game_week: {
          id: week.id,
          week: week.week,
          start_date: dates.start_date,
          end_date: dates.end_date,
          published_at: dates.published_at === null ? null : new Date(dates.published_at).toISOString(),
        },
        average_points: oneDecimal(total, snapshots),
        highest_points: top ? top.points : 0,
        highest_team: top ? { id: top.id, name: top.name } : null,
        player_of_the_week: bestPlayer ? { player: summary(bestPlayer.row), points: bestPlayer.points } : null,
        team_of_the_week: {
          formation: pick.formation,
          players: [...pick.players]
            .sort((a, b) => order(a) - order(b) || b.points - a.points || byNameOf(a.row, b.row))
            .map((c) => ({ ...summary(c.row), game_week_points: c.points })),
          total_points: pick.players.reduce((sum, c) => sum + c.points, 0),
        },
        most_captained: captained ? { player: summary(playerRowOf(captained)), teams: Number(captained.teams) } : null,
        player_of_the_week_by_side: { men: bestOf('men'), women: bestOf('women') },
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
