import type { StatLine } from '../../../domain/scoring';

/** A stat row as the API shows it: the stat line and its points. */
export type StatLineView = StatLine & { points: number };

/** A stored stat row's columns as the contract names them (PlayerGameStat, the stat rows of a
 *  player): the one mapping from the database's names to the API's. */
export function statFieldsView(s: {
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  cleanSheets: number;
  points: number;
  motm: number;
  penSaves: number;
}) {
  return {
    goals: s.goals,
    assists: s.assists,
    yellow_cards: s.yellowCards,
    red_cards: s.redCards,
    clean_sheets: s.cleanSheets,
    points: s.points,
    MOTM: s.motm,
    Pen_Saves: s.penSaves,
  };
}
