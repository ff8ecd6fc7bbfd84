/**
 * The mixed load: many signed-in users opening home, their team, snapshots and the player list at
 * once (load-mixed.cjs, a separate process), while this process makes a few transfers and records
 * one match (and deletes it again), timing each write. Reports throughput, p50/p99 and errors.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

type Call = (method: string, url: string, token?: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;

interface MixedOptions {
  /** The servers the reads are spread over (the writes go through `call`). */
  bases: string[];
  call: Call;
  staffToken: string;
  /** How many users sign in (bench users 1..n, whose teams have the same ids). */
  users: number;
  connections: number;
  duration: number;
  /** The date (club time) of the match recorded meanwhile. */
  matchDate: string;
  weeks: number[];
}

export async function mixedLoad(o: MixedOptions): Promise<Record<string, number>> {
  const users: { token: string; team: number }[] = [];
  for (let u = 1; u <= o.users; u++) {
    const { access } = await o.call('POST', '/api/token/', undefined, { email: `bench${u}@bench.test`, password: 'bench-password-1' });
    const team = await o.call('GET', '/api/team/', access);
    users.push({ token: access, team: team.id });
  }
  const players: { id: number; position: string; price: number }[] = await o.call('GET', '/api/players/');
  const defenders = players.filter((p) => p.position === 'Defender' && p.price <= 8);

  const child = spawn(process.execPath, [path.join(__dirname, 'load-mixed.cjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const done = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin.end(JSON.stringify({ bases: o.bases, users, weeks: o.weeks, connections: o.connections, duration: o.duration }));

  // Meanwhile: a transfer a second for a few seconds, then one 16-row match recorded and deleted.
  const wait = (s: number) => new Promise((r) => setTimeout(r, s * 1000));
  const writes: Record<string, number> = {};
  const transferTimes: number[] = [];
  await wait(Math.min(2, o.duration / 5));
  for (let i = 0; i < 5; i++) {
    const user = users[i % users.length];
    const team = await o.call('GET', '/api/team/', user.token);
    const ids: number[] = team.players.map((p: { id: number }) => p.id);
    const out = team.players.find((p: { position: string }) => p.position === 'Defender');
    const into = defenders.find((d) => !ids.includes(d.id) && d.id % 5 === i % 5) ?? defenders.find((d) => !ids.includes(d.id))!;
    const t0 = process.hrtime.bigint();
    await o.call('PUT', '/api/team/', user.token, { players: ids.map((id) => (id === out.id ? into.id : id)) });
    transferTimes.push(ms(t0));
    await wait(0.5);
  }
  writes.mixed_transfer_max_ms = +Math.max(...transferTimes).toFixed(1);
  // The middle one too: the slowest of five moves most from run to run.
  writes.mixed_transfer_p50_ms = +[...transferTimes].sort((a, b) => a - b)[Math.floor(transferTimes.length / 2)].toFixed(1);
  const rows = players.slice(0, 16).map((p, k) => ({ player: p.id, goals: k % 5 === 0 ? 1 : 0, assists: 0, yellow_cards: 0, red_cards: 0, clean_sheets: 0, MOTM: k === 0 ? 1 : 0, Pen_Saves: 0 }));
  let t0 = process.hrtime.bigint();
  const match = await o.call('POST', '/api/matches/', o.staffToken, { team1: 'Uni 1st', team2: 'Mixed Rovers', team1_score: 1, team2_score: 0, date: o.matchDate, players_stats: rows });
  writes.mixed_record_match_ms = +ms(t0).toFixed(1);
  await wait(1);
  t0 = process.hrtime.bigint();
  await o.call('DELETE', `/api/matches/delete/${match.id}/`, o.staffToken);
  writes.mixed_delete_match_ms = +ms(t0).toFixed(1);

  const code = await done;
  if (code !== 0) throw new Error(`the mixed load exited with ${code}`);
  const r = JSON.parse(out);
  return {
    mixed_rps: Math.round(r.requests.average),
    mixed_p50_ms: r.latency.p50,
    mixed_p99_ms: r.latency.p99,
    mixed_max_ms: r.latency.max,
    mixed_errors: r.errors + r.non2xx + r.timeouts,
    ...writes,
  };
}
