import { fromTenths } from '../../domain/money';
import type { players } from '../db/schema';

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
