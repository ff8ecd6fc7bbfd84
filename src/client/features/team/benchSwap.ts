// A swap between a starter and a substitute on the Pick team page (the product rules §21): not a
// transfer, the same players reshuffled between the 11 and the bench. Whether the 11 keep an
// allowed shape is the domain's rule (isAllowedShape), the one the points engine uses too.
import { MAX_PER_POSITION, countPositions, formationOf, isAllowedShape, type Position } from '../../../domain';

export interface LineupPlayer {
  id: number;
  name: string;
  position: Position;
}

/** A team's 11, bench and armbands, as the Pick team page saves them. */
export interface Lineup<P extends LineupPlayer = LineupPlayer> {
  players: P[];
  bench: P[];
  captain: number | null;
  vice_captain: number | null;
}

export type SwapOutcome<P extends LineupPlayer> =
  | { ok: true; lineup: Lineup<P>; text: string }
  | { ok: false; text: string };

/** Why an 11 is not an allowed shape, in words (the first rule it breaks). */
function shapeProblem(players: readonly LineupPlayer[]): string {
  const c = countPositions(players);
  if (c.Defender > MAX_PER_POSITION.Defender) return `at most ${MAX_PER_POSITION.Defender} defenders`;
  if (c.Midfielder > MAX_PER_POSITION.Midfielder) return `at most ${MAX_PER_POSITION.Midfielder} midfielders`;
  if (c.Attacker > MAX_PER_POSITION.Attacker) return `at most ${MAX_PER_POSITION.Attacker} attackers`;
  return 'not 5 defenders with 5 midfielders';
}

/**
 * The lineup after the starter and the substitute change places: the substitute takes the
 * starter's place among the 11, the starter the substitute's place in the bench order, and any
 * armband the starter wore goes to the substitute (the captain and vice must be among the 11).
 * Refused, with words saying why, when the 11 would not keep an allowed shape: a goalkeeper only
 * for a goalkeeper, and the outfield within its limits.
 */
export function swapWithBench<P extends LineupPlayer>(lineup: Lineup<P>, starterId: number, benchId: number): SwapOutcome<P> {
  const at = lineup.players.findIndex((p) => p.id === starterId);
  const place = lineup.bench.findIndex((p) => p.id === benchId);
  if (at < 0 || place < 0) return { ok: false, text: 'Choose one of your 11 and one of your substitutes to swap.' };
  const out = lineup.players[at];
  const on = lineup.bench[place];
  const keeperOut = out.position === 'Goalkeeper';
  if (keeperOut !== (on.position === 'Goalkeeper')) {
    const text = keeperOut
      ? `${out.name} is your goalkeeper: only a goalkeeper can take their place, and ${on.name} is a ${on.position.toLowerCase()}.`
      : `${on.name} is a goalkeeper and can only take your goalkeeper's place, not ${out.name}'s.`;
    return { ok: false, text };
  }
  const players = lineup.players.slice();
  players[at] = on;
  if (!isAllowedShape(players)) {
    return {
      ok: false,
      text: `Swapping ${out.name} for ${on.name} would make ${formationOf(players)}, which is not allowed: ${shapeProblem(players)}.`,
    };
  }
  const bench = lineup.bench.slice();
  bench[place] = out;
  const pass = (id: number | null) => (id === out.id ? on.id : id);
  const captain = pass(lineup.captain);
  const vice = pass(lineup.vice_captain);
  const armband =
    lineup.captain === out.id ? " and takes the captain's armband" : lineup.vice_captain === out.id ? ' and is vice-captain' : '';
  return {
    ok: true,
    lineup: { players, bench, captain, vice_captain: vice },
    text: `${on.name} comes into your 11${armband}; ${out.name} goes to the bench (number ${place + 1}).`,
  };
}
