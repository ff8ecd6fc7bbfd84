import type { Position } from '../../../domain/positions';
import { matchPoints } from '../../../domain/scoring';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { notFound } from '../../outcomes';
import { writeAudit, type Actor } from '../audit/audit.service';
import { write } from '../../db/write';
import { deleteGameWeek, findOrCreateGameWeek, renumberGameWeeks, weekOf } from '../gameweeks/gameweeks.service';
import { checkAgainstDb, checkInput, type CheckedInput, type PlayerInfo } from './matchChecks.service';
import {
  deleteMatchRow, deleteStatsOfMatch, insertMatch, insertStatRows, linkFixture, lockMatch, refreshPlayerTotals, updateMatchFields, weekHasMatch,
  type MatchFields,
} from './matches.repository';
import { loadMatch, type MatchView, type NewMatchInput } from './matches.views';

// Match writes (staff). A match changes only per-player rows: its stat rows and its players'
// totals. Snapshots, weekly points and team totals are derived from the stat rows by the season
// model (seasonModel.ts), so a match costs the same with 50 teams or 50,000.

export { refreshPlayerTotals } from './matches.repository';
export {
  listMatches, listPlayerGameStats, listResults, loadMatch,
  type MatchView, type NewMatchInput, type NewStatInput, type PlayerGameStatView, type ResultView,
} from './matches.views';

/** Stores a match's stat rows with their computed points; answers them. */
async function insertStats(tx: Db, matchId: number, gameWeekId: number, checked: CheckedInput, byId: Map<number, PlayerInfo>) {
  if (checked.rows.length === 0) return [];
  return insertStatRows(
    tx,
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
  );
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
  if (await weekHasMatch(tx, gw)) return;
  await deleteGameWeek(tx, gw);
  await renumberGameWeeks(tx);
}

/** A match's stored fields: the checked header, the scores given, its gameweek. */
function matchFields(header: { team1: string; team2: string; playedAt: Date }, input: NewMatchInput, gameWeekId: number): MatchFields {
  const { team1, team2, playedAt } = header;
  return { team1, team2, team1Score: input.team1_score, team2Score: input.team2_score, playedAt, gameWeekId };
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
    const gameWeek = await gameWeekFor(tx, header.playedAt, ctx.config.clubTimezone);
    const match = await insertMatch(tx, matchFields(header, input, gameWeek.id));
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
    const old = await lockMatch(tx, id);
    if (!old) throw notFound(`There is no match with id ${id}.`);
    const { byId, header } = await checkAgainstDb(tx, checked, id);
    const before = await loadMatch(tx, id);

    const gameWeek = await gameWeekFor(tx, header.playedAt, ctx.config.clubTimezone);
    const removed = await deleteStatsOfMatch(tx, id);
    await updateMatchFields(tx, id, matchFields(header, input, gameWeek.id));
    await insertStats(tx, id, gameWeek.id, checked, byId);
    const touched = [...new Set([...removed, ...checked.playerIds])];
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
    const match = await lockMatch(tx, id);
    if (!match) throw notFound(`There is no match with id ${id}.`);
    const before = await loadMatch(tx, id);
    const removed = await deleteStatsOfMatch(tx, id);
    await linkFixture(tx, id, null);
    await deleteMatchRow(tx, id);
    const playerIds = [...new Set(removed)];
    await refreshPlayerTotals(tx, playerIds);

    const gw = match.gameWeekId;
    await dropGameWeekIfEmpty(tx, gw);
    await writeAudit(tx, userOf(actor), new Date(), [{ action: 'delete', entity: 'match', entityId: id, before, after: null, playerIds }]);
  });
}

