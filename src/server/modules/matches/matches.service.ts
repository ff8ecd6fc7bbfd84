import { eq, sql } from 'drizzle-orm';
import type { Position } from '../../../domain/positions';
import { matchPoints } from '../../../domain/scoring';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { fixtures, gameWeeks, matches, playerMatchStats } from '../../db/schema';
import { notFound } from '../../outcomes';
import { writeAudit, type Actor } from '../audit/audit.service';
import { write } from '../../db/write';
import { findOrCreateGameWeek, renumberGameWeeks, weekOf } from '../gameweeks/gameweeks.service';
import { checkAgainstDb, checkInput, refreshPlayerTotals, type CheckedInput, type PlayerInfo } from './matchChecks.service';
import { loadMatch, type MatchView, type NewMatchInput } from './matches.views';

// Match writes (staff). A match changes only per-player rows: its stat rows and its players'
// totals. Snapshots, weekly points and team totals are derived from the stat rows by the season
// model (seasonModel.ts), so a match costs the same with 50 teams or 50,000.

export { refreshPlayerTotals } from './matchChecks.service';
export {
  listMatches, listPlayerGameStats, listResults, loadMatch,
  type MatchView, type NewMatchInput, type NewStatInput, type PlayerGameStatView, type ResultView, type StatLineView,
} from './matches.views';

/** Stores a match's stat rows with their computed points; answers them. */
async function insertStats(tx: Db, matchId: number, gameWeekId: number, checked: CheckedInput, byId: Map<number, PlayerInfo>) {
  if (checked.rows.length === 0) return [];
  return tx
    .insert(playerMatchStats)
    .values(
      checked.rows.map(({ player, line }) => ({
        matchId,
        playerId: player,
        gameWeekId,
        goals: line.goals,
        assists: line.assists,
        yellowCards: line.yellow_cards,
        redCards: line.red_cards,
        cleanSheets: line.clean_sheets,
        motm: line.MOTM,
        penSaves: line.Pen_Saves,
        points: matchPoints(byId.get(player)!.position as Position, line),
      })),
    )
    .returning();
}

/** The gameweek of that instant, made (and the weeks renumbered) when it is new. Its snapshots
 *  are derived by the standings engine, not written. */
async function gameWeekFor(tx: Db, playedAt: Date, timeZone: string) {
  const gameWeek = await findOrCreateGameWeek(tx, weekOf(playedAt, timeZone));
  if (gameWeek.created) await renumberGameWeeks(tx);
  return gameWeek;
}

/** After stat rows of gameweek `gw` went: the week goes when it has no match left (and with it
 *  its derived snapshots; later weeks are renumbered). */
async function dropGameWeekIfEmpty(tx: Db, gw: number): Promise<void> {
  const [other] = await tx.select({ id: matches.id }).from(matches).where(eq(matches.gameWeekId, gw)).limit(1);
  if (other) return;
  await tx.delete(gameWeeks).where(eq(gameWeeks.id, gw));
  await renumberGameWeeks(tx);
}

/** Makes fixture `fixtureId` (or none) the one whose result is match `matchId`. */
async function linkFixture(tx: Db, matchId: number, fixtureId: number | null): Promise<void> {
  await tx.execute(sql`update fixtures set result_id = null
    where result_id = ${matchId} and id is distinct from ${fixtureId}::int`);
  if (fixtureId !== null) await tx.update(fixtures).set({ resultId: matchId }).where(eq(fixtures.id, fixtureId));
}

const userOf = (actor: Actor | undefined): Actor => actor ?? null;

/**
 * Records a played match with its stat rows (staff), in one transaction: the gameweek found or
 * made (and the weeks renumbered), the points of each row computed from the scoring table, the
 * player totals brought up to date, the fixture it is the result of linked, and an audit entry
 * written. Nothing is stored when anything is wrong; each problem names its field.
 */
export async function recordMatch(ctx: AppContext, input: NewMatchInput, actor?: Actor): Promise<MatchView> {
  const checked = checkInput(ctx, input);
  return write(ctx, { lock: 'exclusive' }, async (tx) => {
    const { byId, header } = await checkAgainstDb(tx, checked, null);
    const { team1, team2, playedAt } = header;
    const gameWeek = await gameWeekFor(tx, playedAt, ctx.config.clubTimezone);
    const [match] = await tx
      .insert(matches)
      .values({ team1, team2, team1Score: input.team1_score, team2Score: input.team2_score, playedAt, gameWeekId: gameWeek.id })
      .returning();
    await insertStats(tx, match.id, gameWeek.id, checked, byId);
    await refreshPlayerTotals(tx, checked.playerIds);
    await linkFixture(tx, match.id, checked.fixtureId);
    const view = (await loadMatch(tx, match.id))!;
    await writeAudit(tx, userOf(actor), new Date(), [
      { action: 'create', entity: 'match', entityId: match.id, before: null, after: view, playerIds: checked.playerIds },
    ]);
    return view;
  });
}

/**
 * Edits a recorded match (staff): its fields and fixture replaced, its stat rows replaced, in one
 * transaction. Every derived number ends as if the match had been recorded this way: the old
 * rows' points leave their gameweek, the new rows' points enter the gameweek of the (maybe new)
 * date, a week made or left empty comes or goes and the weeks are renumbered. The match keeps
 * its id. 404 when there is no such match; 400 (nothing changed) for bad input.
 */
export async function updateMatch(ctx: AppContext, id: number, input: NewMatchInput, actor?: Actor): Promise<MatchView> {
  const checked = checkInput(ctx, input);
  return write(ctx, { lock: 'exclusive' }, async (tx) => {
    const [old] = await tx.select({ id: matches.id, gameWeekId: matches.gameWeekId }).from(matches).where(eq(matches.id, id)).for('update');
    if (!old) throw notFound(`There is no match with id ${id}.`);
    const { byId, header } = await checkAgainstDb(tx, checked, id);
    const before = await loadMatch(tx, id);
    const { team1, team2, playedAt } = header;

    const gameWeek = await gameWeekFor(tx, playedAt, ctx.config.clubTimezone);
    const removed = await tx
      .delete(playerMatchStats)
      .where(eq(playerMatchStats.matchId, id))
      .returning({ playerId: playerMatchStats.playerId });
    await tx
      .update(matches)
      .set({ team1, team2, team1Score: input.team1_score, team2Score: input.team2_score, playedAt, gameWeekId: gameWeek.id })
      .where(eq(matches.id, id));
    await insertStats(tx, id, gameWeek.id, checked, byId);
    const touched = [...new Set([...removed.map((r) => r.playerId), ...checked.playerIds])];
    await refreshPlayerTotals(tx, touched);
    if (old.gameWeekId !== gameWeek.id) await dropGameWeekIfEmpty(tx, old.gameWeekId);
    await linkFixture(tx, id, checked.fixtureId);
    const view = (await loadMatch(tx, id))!;
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'update', entity: 'match', entityId: id, before, after: view, playerIds: touched }]);
    return view;
  });
}

/**
 * Deletes a match and its stat rows (staff); every derived number goes back to what the
 * remaining stats give. A gameweek left without a match goes and the later
 * weeks are renumbered; the fixture it was the result of has none again. 404 when there is no
 * such match.
 */
export async function deleteMatch(ctx: AppContext, id: number, actor?: Actor): Promise<void> {
  await write(ctx, { lock: 'exclusive' }, async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, gameWeekId: matches.gameWeekId })
      .from(matches)
      .where(eq(matches.id, id))
      .for('update');
    if (!match) throw notFound(`There is no match with id ${id}.`);
    const before = await loadMatch(tx, id);
    const removed = await tx
      .delete(playerMatchStats)
      .where(eq(playerMatchStats.matchId, id))
      .returning({ playerId: playerMatchStats.playerId });
    await linkFixture(tx, id, null);
    await tx.delete(matches).where(eq(matches.id, id));
    const playerIds = [...new Set(removed.map((r) => r.playerId))];
    await refreshPlayerTotals(tx, playerIds);

    const gw = match.gameWeekId;
    await dropGameWeekIfEmpty(tx, gw);
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'delete', entity: 'match', entityId: id, before, after: null, playerIds }]);
  });
}

