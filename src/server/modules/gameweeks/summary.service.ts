import type { Position } from '../../../domain/positions';
import { sideOfTeam, type ClubSide } from '../../../domain/availability';
import { VALID_FORMATIONS } from '../../../domain/squad';
import type { Db } from '../../db';
import { currentStandings } from '../../standings/load';
import { oneDecimal, toPlayerSummary, type PlayerExtrasMap, type PlayerRow, type PlayerSummary } from '../players/players.service';
import { type PerVersionValues } from '../../db/dataVersion';
import { readSummaryRows } from './gameweeks.repository';

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
  const rows = await readSummaryRows(ctx.db, gameWeekId, captains);
  if (!rows) return null;
  const { dates, players, captained } = rows;

  const ranked: (Candidate & { played: boolean })[] = players
    .map((r) => ({ row: r.row, points: r.weekPoints ?? 0, played: r.weekPoints !== null }))
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
      start_date: dates.startDate,
      end_date: dates.endDate,
      published_at: dates.publishedAt === null ? null : dates.publishedAt.toISOString(),
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
    most_captained: captained ? { player: summary(captained.row), teams: captained.teams } : null,
    player_of_the_week_by_side: { men: bestOf('men'), women: bestOf('women') },
  };
}
