// Believable demo matches: a score, the lineup, and stat rows that add up to it.
import type { Position } from '../../src/domain/positions';
import type { StatLine } from '../../src/domain/scoring';
import type { Dice } from '../random';
import { MATCH_SHAPES, quality, type DemoPlayer, type Side } from './club';


/** A stat row as the match form sends it. */
export interface StatRow extends StatLine {
  player: number;
}

export const GOAL_WEIGHT: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 3, Attacker: 7 };
export const ASSIST_WEIGHT: Record<Position, number> = { Goalkeeper: 0.2, Defender: 1.5, Midfielder: 4, Attacker: 2.5 };
export const YELLOW_CHANCE: Record<Position, number> = { Goalkeeper: 0.02, Defender: 0.14, Midfielder: 0.11, Attacker: 0.07 };
export const MOTM_WEIGHT = { goal: 6, assist: 3, cleanSheet: 3, save: 5, card: -3 };

/** A believable match: a score, 11 starters and up to 5 substitutes, goals that add up to it. */
export function makeMatch(dice: Dice, side: Side, squad: DemoPlayer[]): { ours: number; theirs: number; rows: StatRow[] } {
  const ours = dice.table(side.attack);
  const theirs = dice.table(side.defence);
  const [d, m, a] = dice.table(MATCH_SHAPES).split('-').map(Number);
  const of = (position: Position) => squad.filter((p) => p.position === position);
  const keepers = of('Goalkeeper').sort((x, y) => y.priceTenths - x.priceTenths);
  const keeper = dice.chance(0.8) ? keepers[0] : dice.pick(keepers.slice(1));
  const starters = [
    keeper,
    ...dice.weightedDistinct(of('Defender'), d, quality),
    ...dice.weightedDistinct(of('Midfielder'), m, quality),
    ...dice.weightedDistinct(of('Attacker'), a, quality),
  ];
  const bench = squad.filter((p) => p.position !== 'Goalkeeper' && !starters.includes(p));
  const subs = dice.weightedDistinct(bench, dice.table([[0, 5], [1, 10], [2, 20], [3, 35], [4, 15], [5, 15]] as const), quality);
  const lineup = [...starters, ...subs];
  const minutes = (p: DemoPlayer) => (starters.includes(p) ? 1 : 0.35);

  const rows = new Map<number, StatRow>(
    lineup.map((p) => [
      p.id,
      { player: p.id, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: theirs === 0 ? 1 : 0, MOTM: 0, Pen_Saves: 0 },
    ]),
  );
  for (let g = 0; g < ours; g++) {
    const scorer = dice.weighted(lineup, (p) => GOAL_WEIGHT[p.position] * quality(p) * minutes(p))!;
    rows.get(scorer.id)!.goals += 1;
    if (dice.chance(0.72)) {
      const provider = dice.weighted(lineup.filter((p) => p !== scorer), (p) => ASSIST_WEIGHT[p.position] * quality(p) * minutes(p));
      if (provider) rows.get(provider.id)!.assists += 1;
    }
  }
  for (const p of lineup) {
    const row = rows.get(p.id)!;
    const r = dice.next();
    if (r < 0.005) row.red_cards = 1; // straight red
    else if (r < 0.012) Object.assign(row, { yellow_cards: 2, red_cards: 1 }); // two yellows
    else if (r < 0.012 + YELLOW_CHANCE[p.position] * minutes(p)) row.yellow_cards = 1;
  }
  if (dice.chance(0.08)) rows.get(keeper.id)!.Pen_Saves = 1;

  // Man of the match: the best game by goals, assists, saves and a clean sheet, with a little luck.
  const motm = [...rows.values()]
    .map((row) => {
      const p = lineup.find((x) => x.id === row.player)!;
      const cleanSheet = row.clean_sheets && (p.position === 'Goalkeeper' || p.position === 'Defender') ? MOTM_WEIGHT.cleanSheet : 0;
      const score =
        row.goals * MOTM_WEIGHT.goal +
        row.assists * MOTM_WEIGHT.assist +
        row.Pen_Saves * MOTM_WEIGHT.save +
        cleanSheet +
        (row.yellow_cards + row.red_cards) * MOTM_WEIGHT.card +
        minutes(p) * 2 +
        dice.next() * 4;
      return { row, score };
    })
    .sort((x, y) => y.score - x.score)[0];
  motm.row.MOTM = 1;

  return { ours, theirs, rows: [...rows.values()] };
}

