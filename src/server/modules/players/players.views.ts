import type { Position } from '../../../domain/positions';
import { sql, type SQL } from 'drizzle-orm';
import type { components } from '../../openapi/contract.gen';
import { fromTenths } from '../../../domain/money';
import { availabilityOn, type Availability, type AvailabilityStatus } from '../../../domain/availability';
import { queryRows, type Db, type Exec } from '../../db';
import { players } from '../../db/schema';
import type { CachedAnswer, ResponseCache } from '../../cache/answers';
import { cachedHolders } from '../../standings/load';
import { perVersion, type PerVersionValues } from '../../db/dataVersion';

export type PlayerRow = typeof players.$inferSelect;

/** What a player object shows to choose by (docs/rules.md §8), derived on reading. */
export interface PlayerExtras {
  /** Average points per gameweek over the last 4 gameweeks that exist, one decimal (half up). */
  form: number;
  /** Share of the current teams holding the player, in percent, one decimal (half up). */
  selected_by_percent: number;
}
/** Extras by player id; a player not in it has none (0 and 0). */
export type PlayerExtrasMap = ReadonlyMap<number, PlayerExtras>;

/** a / b rounded half up to one decimal, in integers (no floating-point ties). */
export function oneDecimal(a: number, b: number): number {
  if (b <= 0) return 0;
  return Math.floor((a * 20 + b) / (2 * b)) / 10;
}

/** How many teams there are and how many hold each player now (open membership rows). */
export interface Holders {
  teams: number;
  byPlayer: ReadonlyMap<number, number>;
}

/**
 * Form and selected-by of the players given (all when 'all'): two grouped queries, over the stat
 * rows of the last 4 gameweeks and the open membership rows (or the holders given, counted by the
 * standings engine).
 */
export async function playerExtras(db: Exec, ids: number[] | 'all', holders?: Holders): Promise<Map<number, PlayerExtras>> {
  const out = new Map<number, PlayerExtras>();
  if (ids !== 'all' && ids.length === 0) return out;
  const stats = ids === 'all' ? sql`true` : sql`st.player_id = any(${sql.param(ids)}::int[])`;
  const members = ids === 'all' ? sql`true` : sql`m.player_id = any(${sql.param(ids)}::int[])`;
  // The teams are counted only when the standings engine's holders are not given (a count of every
  // team is not free at 50,000).
  const [counts] = await queryRows<{ weeks: number; teams: number }>(
    db,
    sql`select (select count(*) from (select 1 from game_weeks limit 4) w)::int as weeks,
               ${holders ? sql`0` : sql`(select count(*) from fantasy_teams)::int`} as teams`,
  );
  const weeks = Number(counts?.weeks ?? 0);
  const teams = holders ? holders.teams : Number(counts?.teams ?? 0);
  const form = weeks
    ? await queryRows<{ player_id: number; pts: number }>(
        db,
        sql`select st.player_id, sum(st.points)::int as pts from player_match_stats st
            where st.game_week_id in (select id from game_weeks order by start_date desc limit 4) and ${stats}
            group by st.player_id`,
      )
    : [];
  const held = holders
    ? [...holders.byPlayer].map(([player_id, n]) => ({ player_id, n }))
    : teams
    ? await queryRows<{ player_id: number; n: number }>(
        db,
        sql`select m.player_id, count(distinct m.team_id)::int as n from team_memberships m
            where m.left_at is null and ${members}
            group by m.player_id`,
      )
    : [];
  const entry = (id: number) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { form: 0, selected_by_percent: 0 }));
    return e;
  };
  for (const r of form) entry(Number(r.player_id)).form = oneDecimal(Number(r.pts), weeks);
  for (const r of held) entry(Number(r.player_id)).selected_by_percent = oneDecimal(Number(r.n) * 100, teams);
  return out;
}

/** A player row read by raw SQL (snake_case columns, numbers maybe as strings) as Drizzle's row. */
export const playerRowOf = (r: Record<string, unknown>): PlayerRow => ({
  id: Number(r.id),
  name: String(r.name),
  position: String(r.position),
  team: String(r.team),
  priceTenths: Number(r.price_tenths),
  retired: Boolean(r.retired),
  goals: Number(r.goals),
  assists: Number(r.assists),
  cleanSheets: Number(r.clean_sheets),
  yellowCards: Number(r.yellow_cards),
  redCards: Number(r.red_cards),
  gamesPlayed: Number(r.games_played),
  points: Number(r.points),
  userId: r.user_id === null || r.user_id === undefined ? null : Number(r.user_id),
  availabilityStatus: String(r.availability_status ?? 'available'),
  availabilityNote: String(r.availability_note ?? ''),
  availabilityUntil: r.availability_until === null || r.availability_until === undefined ? null : dateText(r.availability_until),
});

/** A date column as 'YYYY-MM-DD' (raw SQL may hand back a string or a Date at UTC midnight). */
const dateText = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** A player's availability as stored (what the audit trail keeps). */
export const storedAvailability = (p: PlayerRow): Availability => ({
  status: p.availabilityStatus as AvailabilityStatus, // the database allows only these (a check)
  note: p.availabilityNote,
  until: p.availabilityUntil,
});

/** The PlayerSummary shape of openapi.yaml, from a players row (totals are kept derived), its
 *  extras and the club date `today`, on which the availability is read. */
export function toPlayerSummary(p: PlayerRow, extras: PlayerExtrasMap, today: string): components['schemas']['PlayerSummary'] {
  const x = extras.get(p.id);
  return {
    id: p.id,
    name: p.name,
    position: p.position as Position, // the database allows only these four (a check)
    team: p.team,
    price: fromTenths(p.priceTenths),
    goals: p.goals,
    assists: p.assists,
    clean_sheets: p.cleanSheets,
    games_played: p.gamesPlayed,
    points: p.points,
    yellow_cards: p.yellowCards,
    red_cards: p.redCards,
    retired: p.retired,
    form: x?.form ?? 0,
    selected_by_percent: x?.selected_by_percent ?? 0,
    availability: availabilityOn(storedAvailability(p), today),
  };
}

export type PlayerSummary = ReturnType<typeof toPlayerSummary>;

/** Goalkeeper, Defender, Midfielder, Attacker: the order every player list and squad is shown in. */
export const positionRank: SQL<number> = sql<number>`case ${players.position}
  when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end`;

/** Name order that is the same on every database collation: ignoring case, then by id. */
export const byName: SQL[] = [sql`lower(${players.name})`, sql`${players.id}`];

const parsedExtras = new WeakMap<CachedAnswer, PlayerExtrasMap>();

/** Every player's extras from the answer cache (built once per data version), for reads outside
 *  a transaction such as snapshots and the gameweek summary. */
export async function cachedPlayerExtras(ctx: { db: Db; cache: ResponseCache; values: PerVersionValues }): Promise<PlayerExtrasMap> {
  const { db, cache } = ctx;
  // Who holds whom is counted from the standings engine (a pass over its teams) rather than a grouped
  // query over every open membership row, which grows with the teams.
  const answer = await cache.get('player-extras', async () => [...(await playerExtras(db, 'all', await cachedHolders(ctx)))]);
  let map = parsedExtras.get(answer);
  if (!map) {
    map = new Map(JSON.parse(answer.json.toString('utf8')) as [number, PlayerExtras][]);
    parsedExtras.set(answer, map);
  }
  return map;
}

/** Every player by id with its place in the order a squad is shown (position, then name ignoring
 *  case as the database orders it, then id): read once per data version, so a snapshot not yet
 *  cached costs no query. */
const PLAYERS_IN_SQUAD_ORDER = perVersion<Map<number, { row: PlayerRow; order: number }>>('players in squad order');

function playersInSquadOrder(ctx: { db: Db; values: PerVersionValues }): Promise<Map<number, { row: PlayerRow; order: number }>> {
  return ctx.values.get(PLAYERS_IN_SQUAD_ORDER, async () => {
    const rows = await queryRows<Record<string, unknown>>(
      ctx.db,
      sql`select * from players
          order by case position when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end, lower(name), id`,
    );
    return new Map(rows.map((r, order) => [Number(r.id), { row: playerRowOf(r), order }]));
  });
}

/** The players with these ids in the order a squad is shown, from the per-version list. */
export async function squadInOrder(ctx: { db: Db; values: PerVersionValues }, ids: Iterable<number>): Promise<PlayerRow[]> {
  const all = await playersInSquadOrder(ctx);
  return [...ids]
    .map((id) => all.get(id))
    .filter((p) => p !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((p) => p.row);
}
