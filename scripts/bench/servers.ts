// The benchmark's processes and calls: free ports, the compiled server started and stopped, a
// load run from a separate process, and a bare Node server to compare rates with.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Client } from 'pg';

const root = path.resolve(__dirname, '../..');
/** Seconds each load runs (BENCH_DURATION). */
export const duration = Number(process.env.BENCH_DURATION ?? 10);

export const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** What a browser sends on every request; the server compresses lists for it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A load of one URL, or of `template` with random values (see load-random.cjs), from a separate process. */
export function load(url: string, acceptEncoding: string | null, random?: { template: string; values: Record<string, number[]> }, token?: string) {
  const headers = [...(acceptEncoding ? ['-H', `accept-encoding=${acceptEncoding}`] : []), ...(token ? ['-H', `authorization=Bearer ${token}`] : [])];
  const args = random
    ? [path.join(__dirname, 'load-random.cjs')]
    : [path.join(root, 'node_modules/autocannon/autocannon.js'), '-c', '50', '-d', String(duration), '-j', ...headers, url];
  // The random load's spec (with its lists of values) goes on standard input, never as an argument.
  const input = random ? JSON.stringify({ base: url, ...random, connections: 50, duration, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) : undefined;
  const out = spawnSync(process.execPath, args, { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`load of ${url} failed: ${out.stderr}`);
  const r = JSON.parse(out.stdout);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, kbPerAnswer: Math.round(r.throughput.total / Math.max(1, r.requests.total) / 1024), errors: r.errors + r.non2xx };
}

/** A fresh database on the PostgreSQL server `adminUrl` names: its name and address. */
export async function createBenchDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `fxi_bench_${crypto.randomBytes(4).toString('hex')}`;
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString() };
}

export async function dropBenchDatabase(adminUrl: string, name: string) {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.end();
}

/** Node's options in `npm start` (package.json), read from there: the bench measures the server
 *  as the club runs it. */
const START_NODE_ARGS: string[] = (() => {
  const start = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const server = /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(start);
  if (!server) throw new Error(`npm start does not run dist/server/main.js: ${start}`);
  return server[1].split(' ').filter(Boolean);
})();

/** The compiled server (as `npm start` runs it) on a port, over a data directory or PostgreSQL,
 *  with the memory probe preloaded (see memory.ts). `BENCH_SERVER_ENV` ("NAME=value ...") adds
 *  to its environment only (not the bench's or the load's). `BENCH_NODE_ARGS` adds Node options to it
 *  (for example `--cpu-prof --cpu-prof-dir=prof` to profile it). Its round of due email runs
 *  hourly, not each minute: a round falling inside one row's few seconds of load would measure
 *  that round rather than the row (the reminders step measures reads during a round). */
export function startServer(port: number, dataDir: string, databaseUrl: string | null, extraEnv: Record<string, string> = {}): ChildProcess {
  const nodeArgs = [...START_NODE_ARGS, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const serverEnv = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(' ').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
  return spawn(process.execPath, [...nodeArgs, '-r', path.join(__dirname, 'memory-probe.cjs'), 'dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ACCESS_TOKEN_LIFETIME: '1h', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: '100000', CLIENT_DIR: path.join(dataDir, 'none'), NOTIFY_INTERVAL: '1h', ...serverEnv, ...extraEnv },
  });
}

/** Waits for the first 200 from /api/health, asking every 10 ms. */
export async function untilHealthy(base: string) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}


/** The same answer (bytes and headers) from a bare Node http server: its rate, for our ratio. */
export async function bareRate(base: string, url: string, acceptEncoding: string, token?: string): Promise<number> {
  const res = await new Promise<{ status: number; headers: Record<string, string | string[]>; body: Buffer }>((resolve, reject) => {
    http
      .get(base + url, { headers: { 'accept-encoding': acceptEncoding, ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (r) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => resolve({ status: r.statusCode!, headers: r.headers as Record<string, string | string[]>, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)));
  const file = path.join(os.tmpdir(), `fxi-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ [url]: { status: res.status, headers, body: res.body.toString('base64') } }));
  const bare = spawn(process.execPath, [path.join(__dirname, 'bare-server.cjs'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) => bare.stdout!.once('data', (d: Buffer) => resolve(Number(/ready (\d+)/.exec(d.toString())![1]))));
    // The same request (with its token: the bare server ignores it) as ours was loaded with.
    return load(`http://127.0.0.1:${port}${url}`, acceptEncoding, undefined, token).rps;
  } finally {
    await stopServer(bare);
    fs.rmSync(file, { force: true });
  }
}

