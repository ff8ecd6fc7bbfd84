// Player records for the page tests.
import type { Player, Position } from '../api';

let nextId = 100;

export function apiPlayer(name: string, position: Position, price = 5, team = "Men's 1st"): Player {
  return {
    id: nextId++,
    name,
    position,
    team,
    price,
    goals: 0,
    assists: 0,
    clean_sheets: 0,
    games_played: 0,
    points: 0,
    yellow_cards: 0,
    red_cards: 0,
    retired: false,
    form: 0,
    selected_by_percent: 0,
    availability: { status: 'available', note: '', until: null },
    user_id: null,
    game_stats: [],
  };
}

const many = (n: number, position: Position, prefix: string, price = 5) =>
  Array.from({ length: n }, (_, i) => apiPlayer(`${prefix} ${i + 1}`, position, price));

/** Enough players for any formation, all at £5.0m, plus a £7.5m keeper called Sam Smith. */
export function squadPool(): Player[] {
  return [
    apiPlayer('Sam Smith', 'Goalkeeper', 7.5),
    apiPlayer('Gina Gloves', 'Goalkeeper', 4.5, "Women's 1st"),
    ...many(6, 'Defender', 'Defender'),
    ...many(6, 'Midfielder', 'Midfielder'),
    ...many(4, 'Attacker', 'Attacker'),
  ];
}
