// Swapping a starter with a substitute (the product rules §21): allowed shapes only, the armbands kept
// among the 11, the bench order kept.
import type { Position } from '../../../domain';
import { swapWithBench, type Lineup, type LineupPlayer } from './benchSwap';

let nextId = 1;
const p = (position: Position, name = `${position} ${nextId}`): LineupPlayer => ({ id: nextId++, name, position });
const line = (n: number, position: Position) => Array.from({ length: n }, () => p(position));

/** A 4-4-2 with a bench of a goalkeeper, an attacker, a defender and a midfielder. */
function lineup(): Lineup {
  const players = [p('Goalkeeper', 'Keeper'), ...line(4, 'Defender'), ...line(4, 'Midfielder'), ...line(2, 'Attacker')];
  const bench = [p('Goalkeeper', 'Spare Keeper'), p('Attacker', 'Spare Forward'), p('Defender', 'Spare Back'), p('Midfielder', 'Spare Mid')];
  return { players, bench, captain: players[1].id, vice_captain: players[5].id };
}
const ids = (list: LineupPlayer[]) => list.map((x) => x.id);

describe('swapping a starter with a substitute', () => {
  it('puts the substitute in the starter’s place and the starter in the substitute’s bench place', () => {
    const team = lineup();
    const [starter, sub] = [team.players[6], team.bench[3]]; // a midfielder for a midfielder
    const outcome = swapWithBench(team, starter.id, sub.id);
    if (!outcome.ok) throw new Error(outcome.text);
    expect(ids(outcome.lineup.players)).toEqual(ids(team.players).map((id) => (id === starter.id ? sub.id : id)));
    expect(ids(outcome.lineup.bench)).toEqual([team.bench[0].id, team.bench[1].id, team.bench[2].id, starter.id]);
    expect(outcome.text).toBe(`Spare Mid comes into your 11; ${starter.name} goes to the bench (number 4).`);
    // The same players: not a transfer.
    expect([...ids(outcome.lineup.players), ...ids(outcome.lineup.bench)].sort()).toEqual([...ids(team.players), ...ids(team.bench)].sort());
  });

  it('allows a change of shape that stays allowed: a defender off, an attacker on makes 3-4-3', () => {
    const team = lineup();
    const outcome = swapWithBench(team, team.players[2].id, team.bench[1].id);
    expect(outcome.ok).toBe(true);
  });

  it('swaps the goalkeepers', () => {
    const team = lineup();
    const outcome = swapWithBench(team, team.players[0].id, team.bench[0].id);
    expect(outcome.ok && outcome.lineup.players[0].name).toBe('Spare Keeper');
  });

  it('refuses an outfield player in goal, and a goalkeeper outfield, saying why', () => {
    const team = lineup();
    expect(swapWithBench(team, team.players[0].id, team.bench[2].id)).toEqual({
      ok: false,
      text: 'Keeper is your goalkeeper: only a goalkeeper can take their place, and Spare Back is a defender.',
    });
    const outfield = team.players[3];
    expect(swapWithBench(team, outfield.id, team.bench[0].id)).toEqual({
      ok: false,
      text: `Spare Keeper is a goalkeeper and can only take your goalkeeper's place, not ${outfield.name}'s.`,
    });
  });

  it('refuses a shape over the limits: a fourth attacker, a sixth defender, 5 defenders with 5 midfielders', () => {
    // 3-4-3 first, then a fourth attacker for a midfielder would make 3-3-4.
    const team = lineup();
    const first = swapWithBench(team, team.players[1].id, team.bench[1].id);
    if (!first.ok) throw new Error(first.text);
    const threeForward = { ...first.lineup, bench: [...first.lineup.bench.slice(0, 3), p('Attacker', 'Fourth Forward')] };
    const mid = threeForward.players[5];
    expect(swapWithBench(threeForward, mid.id, threeForward.bench[3].id)).toEqual({
      ok: false,
      text: `Swapping ${mid.name} for Fourth Forward would make 3-3-4, which is not allowed: at most 3 attackers.`,
    });
    // 5-4-1 plus one more defender for the last attacker would make 6-4-0.
    const fiveBack: Lineup = {
      ...team,
      players: [team.players[0], ...line(5, 'Defender'), ...line(4, 'Midfielder'), p('Attacker', 'Lone Forward')],
    };
    const refused = swapWithBench(fiveBack, fiveBack.players[10].id, team.bench[2].id);
    expect(refused).toEqual({ ok: false, text: 'Swapping Lone Forward for Spare Back would make 6-4-0, which is not allowed: at most 5 defenders.' });
    // 5-4-1 with a midfielder for the attacker would make 5-5-0.
    expect(swapWithBench(fiveBack, fiveBack.players[10].id, team.bench[3].id)).toMatchObject({ ok: false, text: expect.stringMatching(/5-5-0.*not 5 defenders with 5 midfielders/) });
  });

  it('gives the starter’s armband to the substitute: the captain and vice stay among the 11', () => {
    const team = lineup();
    const captain = team.players[1];
    const outcome = swapWithBench(team, captain.id, team.bench[2].id);
    if (!outcome.ok) throw new Error(outcome.text);
    expect(outcome.lineup.captain).toBe(team.bench[2].id);
    expect(outcome.lineup.vice_captain).toBe(team.vice_captain);
    expect(outcome.text).toContain("Spare Back comes into your 11 and takes the captain's armband");
    const vice = swapWithBench(team, team.players[5].id, team.bench[3].id);
    expect(vice.ok && vice.lineup).toMatchObject({ captain: team.captain, vice_captain: team.bench[3].id });
  });

  it('refuses ids that are not a starter and a substitute', () => {
    const team = lineup();
    expect(swapWithBench(team, team.bench[1].id, team.players[9].id).ok).toBe(false);
  });
});
