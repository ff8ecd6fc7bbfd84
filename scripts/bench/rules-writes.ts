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
