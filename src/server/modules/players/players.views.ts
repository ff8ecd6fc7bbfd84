import type { Position } from '../../../domain/positions';
import type { components } from '../../openapi/contract.gen';
import { fromTenths } from '../../../domain/money';
import { availabilityOn, type Availability, type AvailabilityStatus } from '../../../domain/availability';
import type { Db, Exec } from '../../db';
import type { CachedAnswer, ResponseCache } from '../../cache/answers';
import { cachedHolders } from '../../standings/load';
import { perVersion, type PerVersionValues } from '../../db/dataVersion';
import { countFormWeeksAndTeams, countHolders, findFormPoints, findPlayersInSquadOrder, type PlayerRow } from './players.repository';

export type { PlayerRow } from './players.repository';

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
  // The teams are counted only when the standings engine's holders are not given (a count of every
  // team is not free at 50,000).
  const counts = await countFormWeeksAndTeams(db, !holders);
  const weeks = counts.weeks;
  const teams = holders ? holders.teams : counts.teams;
  const form = weeks ? await findFormPoints(db, ids) : [];
  const held = holders
    ? [...holders.byPlayer].map(([playerId, n]) => ({ playerId, teams: n }))
    : teams
    ? await countHolders(db, ids)
    : [];
  const entry = (id: number) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { form: 0, selected_by_percent: 0 }));
    return e;
  };
  for (const r of form) entry(r.playerId).form = oneDecimal(r.points, weeks);
  for (const r of held) entry(r.playerId).selected_by_percent = oneDecimal(r.teams * 100, teams);
  return out;
}

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
    const rows = await findPlayersInSquadOrder(ctx.db);
    return new Map(rows.map((row, order) => [row.id, { row, order }]));
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
