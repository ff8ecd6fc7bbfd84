import { sql, type SQL } from 'drizzle-orm';
import { fromTenths } from '../../domain/money';
import { players } from '../db/schema';

export type PlayerRow = typeof players.$inferSelect;

/** The PlayerSummary shape of openapi.yaml, from a players row (totals are kept derived). */
export function toPlayerSummary(p: PlayerRow) {
  return {
    id: p.id,
    name: p.name,
    position: p.position,
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
  };
}

export type PlayerSummary = ReturnType<typeof toPlayerSummary>;

/** Goalkeeper, Defender, Midfielder, Attacker: the order every player list and squad is shown in. */
export const positionRank: SQL<number> = sql<number>`case ${players.position}
  when 'Goalkeeper' then 0 when 'Defender' then 1 when 'Midfielder' then 2 else 3 end`;

/** Name order that is the same on every database collation: ignoring case, then by id. */
export const byName: SQL[] = [sql`lower(${players.name})`, sql`${players.id}`];
