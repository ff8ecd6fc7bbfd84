import { academicYearName } from '../../../domain/seasons';
import type { components } from '../../openapi/contract.gen';
import { zonedDateString } from '../../../domain/gameweeks';
import type { Services } from '../../context';
import type { Db, Exec } from '../../db';
import { perVersion } from '../../db/dataVersion';
import {
  currentMatchesFrom,
  findCurrentSeason,
  insertFirstSeason,
  seasonById,
  seasonList,
  seasonsByStartDesc,
  seasonsOfUser,
  type SeasonRecord,
  type UserSeason,
} from './seasons.repository';

// The club's seasons: exactly one is current. A database that has none gets one the first time
// any part of the game asks, named after the academic year of the game clock's date (the year
// turning on 1 August), started at the earliest of now and its first recorded match. Closing a
// season (seasonClose.ts) archives it and starts the next.

export type { PlayerRef, SeasonPlace, SeasonRecord, SeasonRef } from './seasons.repository';

export type SeasonSummary = components['schemas']['SeasonSummary'];

/** The current season (made first if the database has none). */
export async function ensureCurrentSeason(svc: Pick<Services, 'db' | 'clock' | 'config'>): Promise<SeasonRecord> {
  const found = await findCurrentSeason(svc.db);
  if (found) return found;
  const now = svc.clock.now();
  const name = academicYearName(zonedDateString(now, svc.config.clubTimezone));
  // Two processes may ask at once: the one-current index lets one insert win.
  await insertFirstSeason(svc.db, name, now);
  return (await findCurrentSeason(svc.db))!;
}

/** The current season as of the data version. */
const CURRENT_SEASON = perVersion<SeasonRecord>('current season');

export function cachedCurrentSeason(svc: Pick<Services, 'db' | 'clock' | 'config' | 'values'>): Promise<SeasonRecord> {
  return svc.values.get(CURRENT_SEASON, () => ensureCurrentSeason(svc));
}

/** The first instant a match of the current season may be dated, or null when any is allowed. */
export async function matchesAllowedFrom(tx: Exec): Promise<Date | null> {
  return currentMatchesFrom(tx);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every season, newest first, with the champion, runner-up and top scorer of the archived ones. */
export async function listSeasons(svc: Pick<Services, 'db' | 'clock' | 'config' | 'values'>): Promise<SeasonSummary[]> {
  await cachedCurrentSeason(svc);
  return (await seasonList(svc.db)).map((s) => ({
    id: s.id,
    name: s.name,
    status: s.endedAt === null ? 'current' : 'archived',
    started_at: iso(s.startedAt)!,
    ended_at: iso(s.endedAt),
    champion: s.champion,
    runner_up: s.runnerUp,
    top_scorer: s.topScorer,
  }));
}

/** A season as the list shows it. */
export function seasonSummaryOf(s: SeasonRecord): SeasonSummary {
  return {
    id: s.id,
    name: s.name,
    status: s.endedAt === null ? 'current' : 'archived',
    started_at: s.startedAt.toISOString(),
    ended_at: iso(s.endedAt),
    champion: null,
    runner_up: null,
    top_scorer: null,
  };
}

export async function findSeason(db: Db, id: number): Promise<SeasonRecord | null> {
  return seasonById(db, id);
}

/** The caller's past seasons, newest first. */
export async function userHistory(db: Db, userId: number): Promise<UserSeason[]> {
  return seasonsOfUser(db, userId);
}

/** The seasons newest first (for the player's history). */
export async function seasonsNewestFirst(db: Db): Promise<SeasonRecord[]> {
  return seasonsByStartDesc(db);
}

/** A page of a table as part of a cache key. */
export const pageKey = (q: { limit?: number; offset?: number }) => `${q.limit ?? 'all'}:${q.offset ?? 0}`;
