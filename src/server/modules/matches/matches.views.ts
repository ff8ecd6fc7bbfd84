import { asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../openapi/contract.gen';
import { statFieldsView } from '../players/players.service';
import type { StatLine } from '../../../domain/scoring';
import type { Db } from '../../db';
import { fixtures, gameWeeks, matches, playerMatchStats, players } from '../../db/schema';

// What the match calls answer: a match with its stat rows, the results, every stat row.

export interface NewStatInput extends Partial<StatLine> {
  player: number;
  /** Accepted and ignored: the server computes points. */
  points?: number;
}

/** A match as a request gives it (the contract's NewMatch); a stat row may leave out its zeros. */
export type NewMatchInput = Omit<components['schemas']['NewMatch'], 'players_stats'> & { players_stats: NewStatInput[] };

/** One stat row as the API shows it: the stat line with the points the server computed. */
export type StatLineView = StatLine & { points: number };

export interface PlayerGameStatView extends StatLineView {
  id: number;
  player: number;
  player_name: string;
  match: number;
}

/** A match as the results list shows it, and with its stat rows (the contract's Match). */
export type MatchView = components['schemas']['Match'];
export type ResultView = components['schemas']['Result'];

type StatRow = typeof playerMatchStats.$inferSelect & { playerName: string };

function statView(s: StatRow): PlayerGameStatView {
  return {
    id: s.id,
    player: s.playerId,
    player_name: s.playerName,
    match: s.matchId,
    ...statFieldsView(s),
  };
}

const statColumns = {
  id: playerMatchStats.id,
  matchId: playerMatchStats.matchId,
  playerId: playerMatchStats.playerId,
  gameWeekId: playerMatchStats.gameWeekId,
  goals: playerMatchStats.goals,
  assists: playerMatchStats.assists,
  yellowCards: playerMatchStats.yellowCards,
  redCards: playerMatchStats.redCards,
  cleanSheets: playerMatchStats.cleanSheets,
  motm: playerMatchStats.motm,
  penSaves: playerMatchStats.penSaves,
  points: playerMatchStats.points,
  playerName: players.name,
};

const resultColumns = {
  id: matches.id,
  team1: matches.team1,
  team2: matches.team2,
  team1Score: matches.team1Score,
  team2Score: matches.team2Score,
  playedAt: matches.playedAt,
};

type ResultRow = { id: number; team1: string; team2: string; team1Score: number; team2Score: number; playedAt: Date };

const resultView = (m: ResultRow): ResultView => ({
  id: m.id,
  team1: m.team1,
  team2: m.team2,
  team1_score: m.team1Score,
  team2_score: m.team2Score,
  date: m.playedAt.toISOString(),
});

/** One match as the API shows it (with its gameweek, fixture and stat rows), or null. */
export async function loadMatch(tx: Db, id: number): Promise<MatchView | null> {
  const [m] = await tx
    .select({ ...resultColumns, gameWeekId: gameWeeks.id, week: gameWeeks.week, fixtureId: fixtures.id })
    .from(matches)
    .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
    .leftJoin(fixtures, eq(fixtures.resultId, matches.id))
    .where(eq(matches.id, id));
  if (!m) return null;
  const stats = await tx
    .select(statColumns)
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .where(eq(playerMatchStats.matchId, id))
    .orderBy(asc(playerMatchStats.id));
  return {
    ...resultView(m),
    game_week: { id: m.gameWeekId, week: m.week },
    fixture_id: m.fixtureId ?? null,
    players_stats: stats.map(statView),
  };
}

/** Recorded matches, newest first, each with its gameweek and stat rows (in the order entered). */
export async function listMatches(db: Db): Promise<MatchView[]> {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select({ ...resultColumns, gameWeekId: gameWeeks.id, week: gameWeeks.week, fixtureId: fixtures.id })
        .from(matches)
        .innerJoin(gameWeeks, eq(gameWeeks.id, matches.gameWeekId))
        .leftJoin(fixtures, eq(fixtures.resultId, matches.id))
        .orderBy(desc(matches.playedAt), desc(matches.id));
      const stats = await tx
        .select(statColumns)
        .from(playerMatchStats)
        .innerJoin(players, eq(players.id, playerMatchStats.playerId))
        .orderBy(asc(playerMatchStats.id));
      const byMatch = new Map<number, PlayerGameStatView[]>();
      for (const s of stats) {
        let list = byMatch.get(s.matchId);
        if (!list) byMatch.set(s.matchId, (list = []));
        list.push(statView(s));
      }
      return rows.map((m) => ({
        ...resultView(m),
        game_week: { id: m.gameWeekId, week: m.week },
        fixture_id: m.fixtureId ?? null,
        players_stats: byMatch.get(m.id) ?? [],
      }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every stat row with its player's name, newest match first (rows of a match in the order entered). */
export async function listPlayerGameStats(db: Db): Promise<PlayerGameStatView[]> {
  const rows = await db
    .select(statColumns)
    .from(playerMatchStats)
    .innerJoin(players, eq(players.id, playerMatchStats.playerId))
    .innerJoin(matches, eq(matches.id, playerMatchStats.matchId))
    .orderBy(desc(matches.playedAt), desc(matches.id), asc(playerMatchStats.id));
  return rows.map(statView);
}

/** Results: the recorded matches, newest first. */
export async function listResults(db: Db): Promise<ResultView[]> {
  const rows = await db.select(resultColumns).from(matches).orderBy(desc(matches.playedAt), desc(matches.id));
  return rows.map(resultView);
}
