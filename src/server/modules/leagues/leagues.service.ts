import crypto from 'node:crypto';
import {
  LEAGUE_CODE_ALPHABET, LEAGUE_CODE_LENGTH, LEAGUE_NAME_MAX, MAX_LEAGUES_PER_USER, isLeagueCodeShape, normaliseLeagueCode,
} from '../../../domain/leagues';
import { deadlineOf, isValidLocalDate, nextDeadlineAfter, weekStartOf, zonedDateString } from '../../../domain/gameweeks';
import { nameOrMessage } from '../../../domain/names';
import { anchorWeek, anchoredWeekNumber } from '../../../domain/weekAnchors';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { write } from '../../db/write';
import { fieldError, forbidden, invalidInput, notFound, unavailable } from '../../outcomes';
import {
  codeTaken, countLeaguesOf, deleteLeagueRow, deleteMember, deleteRemovals, findLeagueByCode, findLeagueById, gameWeekMondays, h2hLeaguesJoinedBy,
  holdLeague, insertDepartedMembers, insertLeagueUnlessCodeTaken, insertMember, insertRemoval, isMember, lockUser, setLeagueCode, wasRemoved, type LeagueRecord,
} from './leagues.repository';

export type { LeagueRecord } from './leagues.repository';

export type LeagueKind = 'classic' | 'h2h';

export interface LeagueView {
  id: number;
  name: string;
  code: string;
  owner_id: number;
  kind: LeagueKind;
  /** An h2h league's first round's Monday (the date of the deadline it starts at); null for a classic one. */
  starts_on: string | null;
  start_week: number;
}

type Clocked = Pick<AppContext, 'clock' | 'config'>;

const MINUTE = 60_000;
/** Wrong codes a user may try per window before joining answers 429 (as failed logins do). */
export const JOIN_FAILURES_PER_USER = 10;
export const JOIN_FAILURE_WINDOW_MS = 15 * MINUTE;

export const NO_LEAGUE = 'There is no league with that id.';
const OWNER_ONLY = 'Only the owner of this league can do this.';
const NO_CODE = 'No league has that code. Check it and try again.';
const REMOVED = 'The owner removed you from this league. Ask them for a new code.';
const FROZEN_JOIN = 'This head-to-head league has started: its members were fixed at its start, and nobody new can join.';
const FROZEN_LEAVE = 'This head-to-head league has started: its members were fixed at its start, and nobody can leave it.';
const FROZEN_REMOVE = 'This head-to-head league has started: its members were fixed at its start, and nobody can be removed.';

/** The date (club time) of the next deadline: always a Monday, as a deadline is Monday 00:00. */
export function nextDeadlineDate(ctx: Clocked): string {
  const tz = ctx.config.clubTimezone;
  return zonedDateString(nextDeadlineAfter(ctx.clock.now(), tz), tz);
}

/** Whether an h2h league has started: its deadline (Monday 00:00 club time of its first round) has come. */
export function h2hStarted(ctx: Clocked, league: Pick<LeagueRecord, 'kind' | 'startFrom'>): boolean {
  if (league.kind !== 'h2h' || league.startFrom === null) return false;
  return ctx.clock.now().getTime() >= deadlineOf(league.startFrom, ctx.config.clubTimezone).getTime();
}

/** Inside the write that deletes a user's account, before it goes: in every head-to-head league
 *  the user joined (and does not own) that has started, they stay a member, with no team, so its
 *  rounds keep their pairs (the product rules §23). Their other memberships go with the account. */
export async function keepInStartedH2hLeagues(ctx: Clocked, tx: Db, userId: number): Promise<void> {
  const started = (await h2hLeaguesJoinedBy(tx, userId)).filter((l) => h2hStarted(ctx, l));
  await insertDepartedMembers(tx, started.map((l) => l.id), userId, ctx.clock.now());
}

/** An h2h league's first Monday from what was asked: a Monday, the next deadline's date or later. */
function h2hStart(ctx: Clocked, startsOn: string | undefined): string {
  const next = nextDeadlineDate(ctx);
  if (startsOn === undefined) return next;
  if (!isValidLocalDate(startsOn) || weekStartOf(startsOn) !== startsOn) {
    throw fieldError('starts_on', 'The start date must be a Monday (a gameweek starts at its deadline, Monday 00:00).');
  }
  if (startsOn < next) throw fieldError('starts_on', `The start date must be the next deadline's date (${next}) or later.`);
  return startsOn;
}

/** A league as its members see it; `mondays` are today's gameweeks' Mondays (oldest first), by
 *  which its start week is numbered. */
export const leagueView = (l: LeagueRecord, mondays: readonly string[]): LeagueView => ({
  id: l.id,
  name: l.name,
  code: l.code,
  owner_id: l.ownerId,
  kind: l.kind,
  starts_on: l.kind === 'h2h' ? l.startFrom : null,
  start_week: anchoredWeekNumber({ from: l.startFrom, offset: l.startWeek }, mondays),
});

/** A new code from the secure random source, each character drawn evenly from the alphabet. */
export function newLeagueCode(): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[crypto.randomInt(LEAGUE_CODE_ALPHABET.length)];
  return code;
}

async function findLeague(db: Db, id: number): Promise<LeagueRecord> {
  const league = await findLeagueById(db, id);
  if (!league) throw notFound(NO_LEAGUE);
  return league;
}

/** Locks the user's row (so two joins at once cannot pass the limit together) and checks it. */
async function checkRoomForOneMore(tx: Db, userId: number): Promise<void> {
  await lockUser(tx, userId);
  if ((await countLeaguesOf(tx, userId)) >= MAX_LEAGUES_PER_USER) {
    throw invalidInput(
      { league: [`You can be in at most ${MAX_LEAGUES_PER_USER} leagues.`] },
      `You can be in at most ${MAX_LEAGUES_PER_USER} leagues. Leave one first.`,
    );
  }
}

/** Creates a league owned by the caller, who becomes its first member. */
export async function createLeague(
  ctx: AppContext,
  userId: number,
  input: { name: string; start_week?: number; kind?: LeagueKind; starts_on?: string },
): Promise<LeagueView> {
  const { name, message } = nameOrMessage(input.name, 'league name', LEAGUE_NAME_MAX);
  if (message !== null) throw fieldError('name', message);
  const kind = input.kind ?? 'classic';
  if (kind === 'h2h' && input.start_week !== undefined) {
    throw fieldError('start_week', 'A head-to-head league takes a start date (starts_on), not a start week.');
  }
  if (kind === 'classic' && input.starts_on !== undefined) {
    throw fieldError('starts_on', 'Only a head-to-head league takes a start date; a classic league takes a start week.');
  }
  const startsOn = kind === 'h2h' ? h2hStart(ctx, input.starts_on) : null;
  return write(ctx, { lock: 'none' }, async (tx) => {
    await checkRoomForOneMore(tx, userId);
    // The week named is held by its Monday: later matches in earlier weeks never move the table.
    // An h2h league's rounds are the gameweeks from its Monday on.
    const mondays = await gameWeekMondays(tx);
    const start = startsOn !== null ? { from: startsOn, offset: 1 } : anchorWeek(input.start_week ?? 1, mondays);
    // 31^8 codes: a collision is very rare, and then another code is drawn.
    for (let attempt = 0; attempt < 10; attempt++) {
      const league = await insertLeagueUnlessCodeTaken(tx, { name, code: newLeagueCode(), ownerId: userId, startWeek: start.offset, startFrom: start.from, kind });
      if (!league) continue;
      await insertMember(tx, league.id, userId);
      return leagueView(league, mondays);
    }
    throw unavailable('No free league code was found. Please try again.');
  });
}

/** Joins by code (normalised first). Unknown codes count towards the caller's limit. */
export async function joinLeague(ctx: AppContext, userId: number, rawCode: string): Promise<LeagueView> {
  const code = normaliseLeagueCode(rawCode);
  if (code.length === 0) throw fieldError('code', 'Enter the league code.');
  const failuresKey = `league-code-failures:${userId}`;
  await ctx.limiter.check(failuresKey, JOIN_FAILURES_PER_USER, JOIN_FAILURE_WINDOW_MS);
  const league = isLeagueCodeShape(code) ? await findLeagueByCode(ctx.db, code) : undefined;
  if (!league) {
    await ctx.limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, JOIN_FAILURE_WINDOW_MS);
    throw notFound(NO_CODE);
  }
  return write(ctx, { lock: 'none' }, async (tx, w) => {
    // The league's row held until the join commits: a delete running now either finished first
    // (then this is 404) or waits for the join.
    const held = await holdLeague(tx, league.id);
    if (!held || held.code !== code) throw notFound(NO_CODE);
    if (!(await isMember(tx, held.id, userId))) {
      // From the start the members are fixed: a removed member's join is refused the same way.
      if (h2hStarted(ctx, held)) throw invalidInput({ code: [FROZEN_JOIN] }, FROZEN_JOIN);
      if (await wasRemoved(tx, held.id, userId)) throw forbidden(REMOVED);
      await checkRoomForOneMore(tx, userId);
      await insertMember(tx, held.id, userId, true);
    } else {
      w.unchanged();
    }
    return leagueView(held, await gameWeekMondays(tx));
  });
}

export async function leaveLeague(ctx: AppContext, userId: number, leagueId: number): Promise<void> {
  await write(ctx, { lock: 'none' }, async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId === userId) {
      throw invalidInput({ league: ['The owner cannot leave the league.'] }, 'The owner cannot leave the league. Delete it instead.');
    }
    if (h2hStarted(ctx, league) && (await isMember(tx, leagueId, userId))) throw invalidInput({ league: [FROZEN_LEAVE] }, FROZEN_LEAVE);
    if (!(await deleteMember(tx, leagueId, userId))) throw forbidden('You are not a member of this league.');
  });
}

export async function removeMember(ctx: AppContext, userId: number, leagueId: number, memberId: number): Promise<void> {
  await write(ctx, { lock: 'none' }, async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId !== userId) throw forbidden(OWNER_ONLY);
    if (memberId === userId) {
      throw invalidInput({ user_id: ['The owner cannot be removed.'] }, 'The owner cannot be removed. Delete the league instead.');
    }
    if (h2hStarted(ctx, league)) throw invalidInput({ user_id: [FROZEN_REMOVE] }, FROZEN_REMOVE);
    if (!(await deleteMember(tx, leagueId, memberId))) throw notFound('That user is not a member of this league.');
    // Kept out: the code they know no longer lets them in (until the owner makes a new one).
    await insertRemoval(tx, leagueId, memberId);
  });
}

export async function deleteLeague(ctx: AppContext, userId: number, leagueId: number): Promise<void> {
  await write(ctx, { lock: 'none' }, async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId !== userId) throw forbidden(OWNER_ONLY);
    await deleteLeagueRow(tx, leagueId);
  });
}

/** A new code for the league (owner only): the old one stops working, and members the owner
 *  removed may join again with the new one. */
export async function renewLeagueCode(ctx: AppContext, userId: number, leagueId: number): Promise<LeagueView> {
  return write(ctx, { lock: 'none' }, async (tx) => {
    const league = await findLeague(tx, leagueId);
    if (league.ownerId !== userId) throw forbidden(OWNER_ONLY);
    for (let attempt = 0; attempt < 10; attempt++) {
      const code = newLeagueCode();
      if (await codeTaken(tx, code)) continue;
      const renewed = await setLeagueCode(tx, leagueId, code);
      await deleteRemovals(tx, leagueId);
      return leagueView(renewed, await gameWeekMondays(tx));
    }
    throw unavailable('No free league code was found. Please try again.');
  });
}
