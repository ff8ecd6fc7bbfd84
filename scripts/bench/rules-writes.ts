// The bench's writes under this season's rules (run.ts): transfers made over HTTP by signed-in
// managers, and changes of the rules by staff, each timed from outside.
import { call, median, ms } from './servers';

/** Ten signed-in managers each swap a defender for one they do not hold (the rules on: counted and
 *  costed against the team's last snapshot): the median and the slowest, in ms. */
export async function benchTransfers(base: string, players: { id: number; position: string; price: number }[]): Promise<Record<string, number>> {
  const times: number[] = [];
  const defenders = players.filter((p) => p.position === 'Defender' && p.price <= 6);
  for (let i = 0; i < 10; i++) {
    const user = 100 + i * 7;
    const { access } = await call(base, 'POST', '/api/token/', undefined, { email: `bench${user}@bench.test`, password: 'bench-password-1' });
    const team = await call(base, 'GET', '/api/team/', access);
    const ids = (list: { id: number }[]) => list.map((p) => p.id);
    const held = new Set<number>([...ids(team.players), ...ids(team.bench)]);
    const out = team.players.find((p: { position: string }) => p.position === 'Defender');
    const into = defenders.find((d) => !held.has(d.id) && d.id % 10 === i) ?? defenders.find((d) => !held.has(d.id))!;
    const t = process.hrtime.bigint();
    await call(base, 'PUT', '/api/team/', access, { players: ids(team.players).map((id) => (id === out.id ? into.id : id)), bench: ids(team.bench) });
    times.push(ms(t));
  }
  return { transfer_ms: +median(times).toFixed(1), transfer_max_ms: +Math.max(...times).toFixed(1) };
}

/** Four changes of the rules from the next deadline on (the cost of a transfer 5, 4, 5 and back to
 *  4), each followed by the first read of a page of the table: the server's model takes the change
 *  in then (every team's bank folded again). Medians and the slowest, in ms. */
export async function benchRulesChanges(base: string, staffToken: string): Promise<Record<string, number>> {
  const times: number[] = [];
  const reads: number[] = [];
  for (const cost of [5, 4, 5, 4]) {
    let t = process.hrtime.bigint();
    await call(base, 'PUT', '/api/rules/', staffToken, { free_transfers: 1, max_banked: 5, transfer_cost: cost, chips: true });
    times.push(ms(t));
    t = process.hrtime.bigint();
    await call(base, 'GET', '/api/teams/?limit=50');
    reads.push(ms(t));
  }
  return {
    rules_change_ms: +median(times).toFixed(1),
    rules_change_max_ms: +Math.max(...times).toFixed(1),
    rules_change_first_read_ms: +median(reads).toFixed(1),
    rules_change_first_read_max_ms: +Math.max(...reads).toFixed(1),
  };
}

/** The first match of a new gameweek on `date` (club time), then the first read of a page of the
 *  table: the server's model takes the new week in then (every team's snapshots and bank there
 *  and after). Then the match's delete and the read after it. In ms. */
export async function benchNewWeekReads(base: string, staffToken: string, players: { id: number }[], date: string): Promise<Record<string, number>> {
  const rows = players.slice(0, 16).map((p, k) => ({ player: p.id, goals: k % 5 === 0 ? 1 : 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 0, MOTM: k === 0 ? 1 : 0, Pen_Saves: 0 }));
  const match = await call(base, 'POST', '/api/matches/', staffToken, { team1: 'Uni 1st', team2: 'Bench Rovers', team1_score: 1, team2_score: 1, date, players_stats: rows });
  let t = process.hrtime.bigint();
  await call(base, 'GET', '/api/teams/?limit=50');
  const afterRecord = ms(t);
  await call(base, 'DELETE', `/api/matches/delete/${match.id}/`, staffToken);
  t = process.hrtime.bigint();
  await call(base, 'GET', '/api/teams/?limit=50');
  return { first_read_new_week_ms: +afterRecord.toFixed(1), first_read_week_removed_ms: +ms(t).toFixed(1) };
}
