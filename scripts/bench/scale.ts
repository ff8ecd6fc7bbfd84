/**
 * `npm run bench -- --scale` (or BENCH_SCALE=1): the core rows (match writes, a new gameweek, the
 * full recompute, the league table whole and a page of 50) at several sizes side by side, on
 * PGlite and on PostgreSQL when a server is named. Each size and database runs in its own
 * process (a fresh heap and database each), and a failed run leaves an empty column.
 * Sizes: BENCH_SCALE_TEAMS, comma-separated (default 5000,50000).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const sizes = (process.env.BENCH_SCALE_TEAMS ?? '5000,50000').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);

function runOne(teams: number, database: 'pglite' | 'postgres'): Promise<Record<string, string | number>> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-scale-')), 'results.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'run.ts')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_SCALE: '', BENCH_CORE: '1', BENCH_TEAMS: String(teams), BENCH_ONLY: database, BENCH_RESULTS_FILE: file },
    });
    child.once('exit', (code) => {
      let rows: Record<string, string | number>[] = [];
      try {
        rows = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        /* the run failed before writing its rows */
      }
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      resolve(rows[0] ?? { failed: `exit code ${code}` });
    });
  });
}

export async function runScale(adminUrl: string | undefined) {
  const databases: ('pglite' | 'postgres')[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];
  const columns: { name: string; rows: Record<string, string | number> }[] = [];
  for (const database of databases) {
    for (const teams of sizes) {
      console.log(`\n== ${database}, ${teams.toLocaleString('en-GB')} teams ==`);
      columns.push({ name: `${database} ${teams.toLocaleString('en-GB')}`, rows: await runOne(teams, database) });
    }
  }
  const keys = [...new Set(columns.flatMap((c) => Object.keys(c.rows)))].filter((k) => k !== 'database');
  console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} cores`);
  console.log(`\n| measure | ${columns.map((c) => c.name).join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
  for (const k of keys) console.log(`| ${k} | ${columns.map((c) => c.rows[k] ?? '').join(' | ')} |`);
}
