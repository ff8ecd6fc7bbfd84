import { desc, eq, isNull, sql } from 'drizzle-orm';
import { academicYearName } from '../../../domain/seasons';
import { zonedDateString } from '../../../domain/gameweeks';
import type { Services } from '../../context';
import { queryRows, type Db, type Exec } from '../../db';
import { seasons } from '../../db/schemaSeasons';
import { perVersion } from '../../db/dataVersion';

// The club's seasons: exactly one is current. A database that has none gets one the first time
// any part of the game asks, named after the academic year of the game clock's date (the year
// turning on 1 August), started at the earliest of now and its first recorded match. Closing a
// season (seasonClose.ts) archives it and starts the next.

export type SeasonRecord = typeof seasons.$inferSelect;

export interface SeasonRef {
  id: number;
  name: string;
}

export interface SeasonPlace {
  team_name: string;
  points: number;
}

export interface PlayerRef {
  id: number;
  name: string;
  team: string;
}

export interface SeasonSummary {
  id: number;
  name: string;
  status: 'current' | 'archived';
  started_at: string;
  ended_at: string | null;
  champion: SeasonPlace | null;
  runner_up: SeasonPlace | null;
  top_scorer: { player: PlayerRef; goals: number } | null;
}

/** The current season (made first if the database has none). */
export async function ensureCurrentSeason(svc: Pick<Services, 'db' | 'clock' | 'config'>): Promise<SeasonRecord> {
  const [found] = await svc.db.select().from(seasons).where(isNull(seasons.endedAt)).limit(1);
  if (found) return found;
  const now = svc.clock.now();
  const name = academicYearName(zonedDateString(now, svc.config.clubTimezone));
  // Two processes may ask at once: the one-current index lets one insert win.
  await svc.db.execute(sql`insert into seasons (name, started_at)
    select ${name}, least(${now}::timestamptz, (select min(played_at) from matches))
    where not exists (select 1 from seasons) on conflict do nothing`);
  const [made] = await svc.db.select().from(seasons).where(isNull(seasons.endedAt)).limit(1);
  return made;
}

/** The current season as of the data version. */
const CURRENT_SEASON = perVersion<SeasonRecord>('current season');

export function cachedCurrentSeason(svc: Pick<Services, 'db' | 'clock' | 'config' | 'values'>): Promise<SeasonRecord> {
  return svc.values.get(CURRENT_SEASON, () => ensureCurrentSeason(svc));
}

/** The first instant a match of the current season may be dated, or null when any is allowed. */
export async function matchesAllowedFrom(tx: Exec): Promise<Date | null> {
  const [row] = await queryRows<{ matches_from: unknown }>(tx, sql`select matches_from from seasons where ended_at is null limit 1`);
  if (!row || row.matches_from === null) return null;
  return row.matches_from instanceof Date ? row.matches_from : new Date(String(row.matches_from));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const place = (name: unknown, points: unknown): SeasonPlace | null =>
  name === null || name === undefined ? null : { team_name: String(name), points: Number(points) };

/** Every season, newest first, with the champion, runner-up and top scorer of the archived ones. */
export async function listSeasons(svc: Pick<Services, 'db' | 'clock' | 'config' | 'values'>): Promise<SeasonSummary[]> {
  await cachedCurrentSeason(svc);
  const rows = await queryRows<Record<string, unknown>>(
    svc.db,
    sql`select s.id, s.name, s.started_at, s.ended_at,
          c.team_name as c_name, c.points as c_points, r.team_name as r_name, r.points as r_points,
          g.player_id as g_id, g.player_name as g_name, g.player_team as g_team, g.value as g_goals
        from seasons s
          left join season_standings c on c.season_id = s.id and c.place = 1
          left join season_standings r on r.season_id = s.id and r.place = 2
          left join season_top_players g on g.season_id = s.id and g.kind = 'goals' and g.place = 1
        order by s.ended_at is null desc, s.started_at desc, s.id desc`,
  );
  const date = (v: unknown) => (v === null ? null : v instanceof Date ? v : new Date(String(v)));
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    status: r.ended_at === null ? 'current' : 'archived',
    started_at: iso(date(r.started_at))!,
    ended_at: iso(date(r.ended_at)),
    champion: place(r.c_name, r.c_points),
    runner_up: place(r.r_name, r.r_points),
    top_scorer:
      r.g_id === null ? null : { player: { id: Number(r.g_id), name: String(r.g_name), team: String(r.g_team) }, goals: Number(r.g_goals) },
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
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id)).limit(1);
  return row ?? null;
}

/** The caller's past seasons, newest first. */
export async function userHistory(db: Db, userId: number) {
  const rows = await queryRows<{ id: number; name: string; team_name: string; points: number; rank: number; teams: number }>(
    db,
    sql`select s.id, s.name, st.team_name, st.points, st.rank, coalesce(s.team_count, 0) as teams
        from season_standings st join seasons s on s.id = st.season_id
        where st.user_id = ${userId} and s.ended_at is not null
        order by s.ended_at desc, s.id desc`,
  );
  return rows.map((r) => ({
    season: { id: Number(r.id), name: String(r.name) },
    team_name: String(r.team_name),
    points: Number(r.points),
    rank: Number(r.rank),
    teams: Number(r.teams),
  }));
}

/** The seasons newest first (for the player's history). */
export async function seasonsNewestFirst(db: Db): Promise<SeasonRecord[]> {
  return db.select().from(seasons).orderBy(desc(seasons.startedAt), desc(seasons.id));
}

/** A page of a table as part of a cache key. */
export const pageKey = (q: { limit?: number; offset?: number }) => `${q.limit ?? 'all'}:${q.offset ?? 0}`;
