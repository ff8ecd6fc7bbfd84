/**
 * Memory of the servers the benchmark starts: the resident size read from outside (Linux's
 * /proc/<pid>/status, as `ps` and `top` show it) and the JavaScript heap Node reports from inside
 * (through memory-probe.cjs, which the benchmark preloads).
 * `npm run bench -- --memory` (or BENCH_MEMORY=1) measures only an empty server after start, on
 * PGlite (its first start, which makes the database, and a restart) and on PostgreSQL when a
 * server is named: no season to load, a minute or so.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, createBenchDatabase, dropBenchDatabase, freePort, startServer, stopServer, untilHealthy } from './servers';

const MB = 1024 * 1024;

/** The process's resident size now and at its peak, in MB (null where /proc is not there). */
export function residentMb(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Node's figures from inside the server (null when it does not answer within 2 s). */
function nodeMemory(server: ChildProcess): Promise<NodeJS.MemoryUsage | null> {
  if (!server.connected) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (m: NodeJS.MemoryUsage | null) => {
      clearTimeout(timer);
      server.off('message', onMessage);
      resolve(m);
    };
    const onMessage = (message: { memory?: NodeJS.MemoryUsage }) => message.memory && done(message.memory);
    const timer = setTimeout(() => done(null), 2000);
    server.on('message', onMessage);
    server.send('memory');
  });
}

/** Waits until the resident size holds still (within 1 MB over a second; at most 20 s): what
 *  the server does on its own after start (its standings engine, the embedded database's warm-up). */
export async function settled(pid: number) {
  let last = residentMb(pid)?.rss ?? 0;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = residentMb(pid)?.rss ?? 0;
    if (Math.abs(now - last) <= 1) return;
    last = now;
  }
}

/** Adds `rss_<stage>_mb` and `heap_used_<stage>_mb` (and, when asked, the peak so far) to `result`. */
export async function recordMemory(result: Record<string, string | number>, server: ChildProcess, stage: string, withPeak = false) {
  const resident = residentMb(server.pid!);
  if (resident) result[`rss_${stage}_mb`] = resident.rss;
  const node = await nodeMemory(server);
  if (node) result[`heap_used_${stage}_mb`] = Math.round(node.heapUsed / MB);
  if (resident && withPeak) result.rss_peak_mb = resident.peak;
}

/** An empty server on a fresh database: started, its (empty) standings engine loaded, settled. */
async function emptyServer(result: Record<string, string | number>, stage: string, dataDir: string, databaseUrl: string | null) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir, databaseUrl);
  try {
    await untilHealthy(base);
    await call(base, 'GET', '/api/teams/?limit=50');
    await settled(server.pid!);
    await recordMemory(result, server, stage);
  } finally {
    await stopServer(server);
  }
}

export async function runMemory(adminUrl: string | undefined) {
  const columns: Record<string, string | number>[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-bench-memory-'));
  try {
    const pglite: Record<string, string | number> = { database: 'pglite' };
    await emptyServer(pglite, 'first_start', dataDir, null); // makes the database
    await emptyServer(pglite, 'restart', dataDir, null);
    columns.push(pglite);
    if (adminUrl) {
      const { name, url } = await createBenchDatabase(adminUrl);
      const postgres: Record<string, string | number> = { database: 'postgres' };
      try {
        await emptyServer(postgres, 'first_start', dataDir, url);
        await emptyServer(postgres, 'restart', dataDir, url);
      } finally {
        await dropBenchDatabase(adminUrl, name);
      }
      columns.push(postgres);
    } else console.log('(Set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too.)');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const keys = [...new Set(columns.flatMap((c) => Object.keys(c)))].filter((k) => k !== 'database');
  console.log(`\nAn empty server's memory after start (load average ${os.loadavg()[0].toFixed(1)}):`);
  console.log(`\n| measure | ${columns.map((c) => c.database).join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
  for (const k of keys) console.log(`| ${k} | ${columns.map((c) => c[k] ?? '').join(' | ')} |`);
}
