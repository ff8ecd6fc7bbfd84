import { checkAvailability } from '../../../domain/availability';
import { zonedDateString } from '../../../domain/gameweeks';
import type { AppContext, AuthUser, Services } from '../../context';
import type { Db } from '../../db';
import { write } from '../../db/write';
import { forbidden, invalidInput, notFound } from '../../outcomes';
import { writeAudit, type Actor } from '../audit/audit.service';
import { storedAvailability } from './players.views';
import { findActivePlayerForUpdate, findOtherPlayerOfUser, findPlayerLinks, lockUser, updateAvailability, type PlayerRow } from './players.repository';
import { perVersion } from '../../db/dataVersion';

// Availability is stored as set and read against the club date: a status whose `until` has gone
// reads available with no write, so the cached lists are keyed by the club date as well as the
// data version (a list read on a new day is built again, never rewritten at midnight).

/** The last club date worked out, and the second and time zone it was for: a date changes only
 *  on a whole second, and many reads a second ask (a cached list's key holds the date). */
let lastToday = { second: NaN, timeZone: '', date: '' };

/** The club's date now ('YYYY-MM-DD' in the club's time zone, by the game clock). */
export function clubToday(ctx: Pick<Services, 'clock' | 'config'>): string {
  const now = ctx.clock.now();
  const second = Math.floor(now.getTime() / 1000);
  const timeZone = ctx.config.clubTimezone;
  if (second !== lastToday.second || timeZone !== lastToday.timeZone) lastToday = { second, timeZone, date: zonedDateString(now, timeZone) };
  return lastToday.date;
}

/** The player linked to this user, or null: from the links of every player, read once per data
 *  version (linking, unlinking and retiring a player are writes that move it), so `GET /api/user/`
 *  makes no query. */
const PLAYER_LINKS = perVersion<Map<number, number>>('player links');

export async function linkedPlayerId(ctx: Pick<Services, 'db' | 'values'>, userId: number): Promise<number | null> {
  const links = await ctx.values.get(PLAYER_LINKS, async () => {
    const rows = await findPlayerLinks(ctx.db);
    return new Map(rows.map((r) => [r.userId, r.id]));
  });
  return links.get(userId) ?? null;
}

/**
 * Sets a player's availability: staff for any player, a user for the player linked to them
 * (403 for anyone else). The change and its audit entry are one transaction; setting what is
 * already stored writes nothing.
 */
export async function setAvailability(
  ctx: AppContext,
  id: number,
  input: { status: string; note?: string; until?: string | null },
  user: AuthUser,
  recordOf: (p: PlayerRow) => unknown,
): Promise<void> {
  const checked = checkAvailability(input, clubToday(ctx));
  await write(ctx, { lock: 'none' }, async (tx, w) => {
    const player = await findActivePlayerForUpdate(tx, id);
    if (!player) throw notFound(`No player with id ${id}.`);
    if (!user.isStaff && player.userId !== user.id) {
      throw forbidden('Only staff or the player themselves may set this availability.');
    }
    if (!checked.ok) throw invalidInput(checked.problems);
    const next = checked.availability;
    const was = storedAvailability(player);
    if (was.status === next.status && was.note === next.note && was.until === next.until) return w.unchanged();
    const updated = await updateAvailability(tx, id, next);
    const actor: Actor = { id: user.id, email: user.email, isStaff: user.isStaff };
    await writeAudit(tx, actor, new Date(), [
      { action: 'update', entity: 'player', entityId: id, before: recordOf(player), after: recordOf(updated) },
    ]);
  });
}

/**
 * The user to link to a player (staff's player edit), checked inside the edit's transaction:
 * the user exists and is linked to no other player (400 on `user_id` otherwise). The user's row
 * is locked, so two links of one user at once cannot both pass.
 */
export async function checkUserLink(tx: Db, playerId: number, userId: number | null): Promise<void> {
  if (userId === null) return;
  if (!(await lockUser(tx, userId))) throw invalidInput({ user_id: [`There is no user with id ${userId}.`] });
  const other = await findOtherPlayerOfUser(tx, userId, playerId);
  if (other) throw invalidInput({ user_id: [`That user is already linked to ${other.name}; a user is one player.`] });
}
