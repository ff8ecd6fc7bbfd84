import type { components } from '../../openapi/contract.gen';
import { statFieldsView, type StatLineView } from '../players/players.service';
import type { StatLine } from '../../../domain/scoring';
import type { Db } from '../../db';
import {
  selectAllMatchesAndStats, selectMatch, selectResults, selectStatsNewestFirst, selectStatsOfMatch, type MatchRow, type ResultRow, type StatRow,
} from './matches.repository';

// What the match calls answer: a match with its stat rows, the results, every stat row.

export interface NewStatInput extends Partial<StatLine> {
  player: number;
  /** Accepted and ignored: the server computes points. */
  points?: number;
}

/** A match as a request gives it (the contract's NewMatch); a stat row may leave out its zeros. */
export type NewMatchInput = Omit<components['schemas']['NewMatch'], 'players_stats'> & { players_stats: NewStatInput[] };

/** One stat row as the API shows it: the stat line with the points the server computed. */

export interface PlayerGameStatView extends StatLineView {
  id: number;
  player: number;
  player_name: string;
  match: number;
}

/** A match as the results list shows it, and with its stat rows (the contract's Match). */
export type MatchView = components['schemas']['Match'];
export type ResultView = components['schemas']['Result'];

function statView(s: StatRow): PlayerGameStatView {
  return {
    id: s.id,
    player: s.playerId,
    player_name: s.playerName,
    match: s.matchId,
    ...statFieldsView(s),
  };
}

const resultView = (m: ResultRow): ResultView => ({
  id: m.id,
  team1: m.team1,
  team2: m.team2,
  team1_score: m.team1Score,
  team2_score: m.team2Score,
  date: m.playedAt.toISOString(),
});

/** A match with its gameweek, fixture and stat rows, as the API shows it. */
const matchView = (m: MatchRow, stats: PlayerGameStatView[]): MatchView => ({
  ...resultView(m),
  game_week: { id: m.gameWeekId, week: m.week },
  fixture_id: m.fixtureId ?? null,
  players_stats: stats,
});

/** One match as the API shows it (with its gameweek, fixture and stat rows), or null. */
export async function loadMatch(tx: Db, id: number): Promise<MatchView | null> {
  const m = await selectMatch(tx, id);
  if (!m) return null;
  const stats = await selectStatsOfMatch(tx, id);
  return matchView(m, stats.map(statView));
}

/** Recorded matches, newest first, each with its gameweek and stat rows (in the order entered). */
export async function listMatches(db: Db): Promise<MatchView[]> {
  const { matches, stats } = await selectAllMatchesAndStats(db);
  const byMatch = new Map<number, PlayerGameStatView[]>();
  for (const s of stats) {
    let list = byMatch.get(s.matchId);
    if (!list) byMatch.set(s.matchId, (list = []));
    list.push(statView(s));
  }
  return matches.map((m) => matchView(m, byMatch.get(m.id) ?? []));
}

/** Every stat row with its player's name, newest match first (rows of a match in the order entered). */
export async function listPlayerGameStats(db: Db): Promise<PlayerGameStatView[]> {
  return (await selectStatsNewestFirst(db)).map(statView);
}

/** Results: the recorded matches, newest first. */
export async function listResults(db: Db): Promise<ResultView[]> {
  return (await selectResults(db)).map(resultView);
}
