import type { Db, Exec } from '../../db';
import { notFound } from '../../outcomes';
import { insertPlayerTotals, insertTopPlayer, playerExists, playerSeasons, topPlayers, type PlayerSeason, type SeasonRef } from './seasons.repository';

// Players' numbers by season: the current season's from its stat rows, a closed season's from
// its archive (season_player_stats, season_top_players), which closing wrote from those same rows.

export { archivedTopPlayers, topPlayers, TOP_PLAYERS, type PlayerSeason, type TopPlayer } from './seasons.repository';

/** Writes a closing season's player totals and top lists into its archive. */
export async function archivePlayers(tx: Exec, seasonId: number): Promise<void> {
  await insertPlayerTotals(tx, seasonId);
  for (const kind of ['goals', 'points'] as const) {
    const top = await topPlayers(tx, kind, seasonId);
    for (const [i, t] of top.entries()) await insertTopPlayer(tx, seasonId, kind, i + 1, t);
  }
}

/** A player's totals in every season it has stats in (the current one from its stat rows),
 *  newest first; 404 when there is no such player. */
export async function playerHistory(db: Db, playerId: number, current: SeasonRef): Promise<PlayerSeason[]> {
  if (!(await playerExists(db, playerId))) throw notFound(`There is no player with id ${playerId}.`);
  return playerSeasons(db, playerId, current);
}
