import { toTenths, validPriceTenths } from '../../../domain/money';
import { POSITIONS, isPosition } from '../../../domain/positions';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { write } from '../../db/write';
import { PLAYER_NAME_MAX, PLAYER_SIDE_MAX } from '../../../domain/limits';
import { nameOrMessage } from '../../../domain/names';
import { statFieldsView } from './stats.views';
import { type FieldErrors, invalidInput, notFound } from '../../outcomes';
import { playerExtras, storedAvailability, toPlayerSummary, type Holders, type PlayerSummary } from './players.views';
import {
  deletePlayerRow, findActivePlayerForUpdate, findActivePlayers, findActivePlayersStats, insertPlayer, playerHasHistory,
  playerHasPlayed, retirePlayer, updatePlayerRow, type PlayerOrder, type PlayerRow,
} from './players.repository';
import type { StatLineView } from './stats.views';
import { writeAudit, type Actor } from '../audit/audit.service';
import { checkUserLink, clubToday } from './availability.service';
import { sideOfTeam, type ClubSide } from '../../../domain/availability';


export interface PlayerMatchStatView extends StatLineView {
  id: number;
  match: { id: number; team1: string; team2: string; date: string; game_week: { id: number; week: number } };
}

export type PlayerView = PlayerSummary & { user_id: number | null; game_stats: PlayerMatchStatView[] };

/** One read-only snapshot, so that what is read together agrees. */
const READ_ONLY = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The players still in the game, in this order, as summaries (totals, form, selected-by,
 *  availability on club date `today`), each with the user linked to it. */
async function readPlayers(tx: Db, order: PlayerOrder, today: string, holders?: Holders): Promise<(PlayerSummary & { user_id: number | null })[]> {
  const rows = await findActivePlayers(tx, order);
  const extras = await playerExtras(tx, 'all', holders);
  return rows.map((p) => ({ ...toPlayerSummary(p, extras, today), user_id: p.userId }));
}

/**
 * Every player still in the game, by position then name, each with its per-match stats.
 * Two set-based queries (players, then all their stat rows) in one read-only snapshot, so that
 * totals and stat rows always agree, however many players there are.
 */
export async function listPlayers(db: Db, today: string, holders?: Holders): Promise<PlayerView[]> {
  return db.transaction(
    async (tx) => {
      const summaries = await readPlayers(tx, 'position', today, holders);
      const stats = await findActivePlayersStats(tx);

      const byPlayer = new Map<number, PlayerMatchStatView[]>();
      for (const s of stats) {
        let list = byPlayer.get(s.playerId);
        if (!list) byPlayer.set(s.playerId, (list = []));
        list.push({
          id: s.id,
          match: {
            id: s.matchId,
            team1: s.team1,
            team2: s.team2,
            date: s.playedAt.toISOString(),
            game_week: { id: s.gameWeekId, week: s.week },
          },
          ...statFieldsView(s),
        });
      }
      return summaries.map((p) => ({ ...p, game_stats: byPlayer.get(p.id) ?? [] }));
    },
    READ_ONLY,
  );
}

/** The top-scorers and top-points lists: players still in the game (of one side when asked),
 *  highest first, ties by name. */
export async function rankedPlayers(
  db: Db,
  by: 'goals' | 'points',
  today: string,
  side?: ClubSide,
  holders?: Holders,
): Promise<PlayerSummary[]> {
  const rows = await db.transaction((tx) => readPlayers(tx, by, today, holders), READ_ONLY);
  return rows.filter((p) => !side || sideOfTeam(p.team) === side).map(({ user_id: _user, ...p }) => p);
}

export interface NewPlayerInput {
  name: string;
  position: string;
  team: string;
  price: number;
}

function textProblems(label: string, value: string, max: number): string[] {
  const { message } = nameOrMessage(value, label, max);
  return message === null ? [] : [message];
}

/** Greater than 0, at most 100.0, one decimal: 7.55 is refused, never rounded. */
function priceProblems(price: number): string[] {
  if (!Number.isFinite(price) || price > 100) return ['The price must be at most 100.0.'];
  if (price <= 0) return ['The price must be greater than 0.'];
  const tenths = toTenths(price);
  if (tenths === null) return ['The price must have at most one decimal, such as 7.5.'];
  if (!validPriceTenths(tenths)) return ['The price must be greater than 0.'];
  return [];
}

/** The fields of a new or edited player checked and tidied; a 400 naming each bad field. */
function checkPlayerFields(input: { name: string; team: string; price: number; position?: string }) {
  const name = input.name.trim();
  const team = input.team.trim();
  const errors: FieldErrors = {};
  const nameErrs = textProblems('name', name, PLAYER_NAME_MAX);
  if (nameErrs.length) errors.name = nameErrs;
  if (input.position !== undefined && !isPosition(input.position)) errors.position = [`The position must be one of: ${POSITIONS.join(', ')}.`];
  const teamErrs = textProblems('team', team, PLAYER_SIDE_MAX);
  if (teamErrs.length) errors.team = teamErrs;
  const priceErrs = priceProblems(input.price);
  if (priceErrs.length) errors.price = priceErrs;
  if (Object.keys(errors).length) {
    throw invalidInput(errors);
  }
  return { name, team, priceTenths: toTenths(input.price)! };
}

/** A player as the audit trail keeps it: the stored record (its availability as set, its linked
 *  user), without the derived form and selected-by. */
export function playerRecord(p: PlayerRow) {
  const { form: _form, selected_by_percent: _selected, ...record } = toPlayerSummary(p, new Map(), '');
  return { ...record, availability: storedAvailability(p), user_id: p.userId };
}

/** Adds a player (staff): every field checked, each problem named by its field. */
export async function createPlayer(ctx: AppContext, input: NewPlayerInput, actor: Actor = null): Promise<PlayerView> {
  if (input.position === undefined) input = { ...input, position: '' };
  const fields = checkPlayerFields(input);
  const row = await write(ctx, { lock: 'none' }, async (tx) => {
    const inserted = await insertPlayer(tx, { ...fields, position: input.position });
    await writeAudit(tx, actor, new Date(), [
      { action: 'create', entity: 'player', entityId: inserted.id, before: null, after: playerRecord(inserted) },
    ]);
    return inserted;
  });
  return { ...toPlayerSummary(row, new Map(), clubToday(ctx)), user_id: row.userId, game_stats: [] };
}

export interface PlayerUpdateInput {
  name: string;
  team: string;
  price: number;
  position?: string;
  /** The user linked to the player; null unlinks, absent keeps the link. */
  user_id?: number | null;
}

/** The player (not retired) under a row lock for the rest of the transaction; 404 when there is none. */
async function lockActivePlayer(tx: Db, id: number): Promise<PlayerRow> {
  const player = await findActivePlayerForUpdate(tx, id);
  if (!player) throw notFound(`No player with id ${id}.`);
  return player;
}

/**
 * Edits a player (staff): name, team and price; the position only while the player has no
 * stats and is in no team (its points and every squad's shape depend on it). A new price applies
 * to squads saved from then on. 404 for no such player (or a deleted one).
 */
export async function updatePlayer(ctx: AppContext, id: number, input: PlayerUpdateInput, actor: Actor = null): Promise<PlayerView> {
  const fields = checkPlayerFields(input);
  await write(ctx, { lock: 'none' }, async (tx, w) => {
    const player = await lockActivePlayer(tx, id);
    const position = input.position ?? player.position;
    if (position !== player.position) {
      if (await playerHasPlayed(tx, id)) {
        const message = `The position of ${player.name} cannot change: the player already has stats or has been in a team.`;
        throw invalidInput({ position: [message] });
      }
    }
    const userId = input.user_id === undefined ? player.userId : input.user_id;
    if (userId !== player.userId) await checkUserLink(tx, id, userId);
    const updated = await updatePlayerRow(tx, id, { ...fields, position, userId });
    const [before, after] = [playerRecord(player), playerRecord(updated)];
    if (JSON.stringify(before) === JSON.stringify(after)) return w.unchanged(); // nothing changed: nothing to record
    await writeAudit(tx, actor, new Date(), [{ action: 'update', entity: 'player', entityId: id, before, after }]);
  });
  return playerView(ctx, id);
}

/** One player as the players list shows it (after a change). */
export async function playerView(ctx: AppContext, id: number): Promise<PlayerView> {
  const view = (await listPlayers(ctx.db, clubToday(ctx))).find((p) => p.id === id);
  if (!view) throw notFound(`No player with id ${id}.`);
  return view;
}

/**
 * Deletes a player (staff). One with no history (never in a team, no stats in any season) goes for good; one
 * with history is retired: it leaves the lists and pickers but stays wherever it already is.
 * Already retired counts as gone (404).
 */
export async function deletePlayer(ctx: AppContext, id: number, actor: Actor = null): Promise<'deleted' | 'retired'> {
  return write(ctx, { lock: 'none' }, async (tx) => {
    // The row lock makes a concurrent team write that picks this player wait for the outcome.
    const player = await lockActivePlayer(tx, id);
    const outcome = (await playerHasHistory(tx, id)) ? 'retired' : 'deleted';
    // A retired player keeps no user: the user may be linked to another player.
    if (outcome === 'retired') await retirePlayer(tx, id);
    else await deletePlayerRow(tx, id);
    await writeAudit(tx, actor, new Date(), [
      { action: 'delete', entity: 'player', entityId: id, before: playerRecord(player), after: null },
    ]);
    return outcome;
  });
}

// What other modules read of the players (they import a module through its service only).
export {
  cachedPlayerExtras, oneDecimal, playerExtras, squadInOrder, toPlayerSummary, type Holders, type PlayerExtrasMap, type PlayerSummary,
} from './players.views';
export { byName, playerRowOf, positionRank, type PlayerRow } from './players.repository';
export { statFieldsView, type StatLineView } from './stats.views';
