/**
 * `npm run bench`: loads a large season into a fresh database and measures the server from
 * outside, over loopback, with autocannon in a separate process. Runs on PGlite, and on
 * PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
 * Size: BENCH_TEAMS (5000), BENCH_PLAYERS (400), BENCH_WEEKS (30), BENCH_LEAGUES (1000),
 * BENCH_DURATION seconds (10); BENCH_REMINDERS=0 leaves out the round of reminders; BENCH_LOADS (a
 * comma list of load names, e.g. snapshot_week,players) measures only those loads. Each server's
 * memory is measured after start, its season model's load and the loads (memory.ts).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db';
import { createUser } from '../../src/server/modules/accounts/users.service';
import { recomputeAll } from '../../src/server/standings/recompute';
import { seedLeagues, seedSeason } from './seed';
import { runManage } from '../manage';
import { mixedLoad } from './mixed';
import { benchReminders } from './reminders';
import { benchNewWeekReads, benchRulesChanges, benchTransfers } from './rules-writes';
import {
  BROWSER_ACCEPT_ENCODING, bareRate, call, createBenchDatabase, dropBenchDatabase, duration, freePort, load, median, ms, startServer, stopServer, untilHealthy,
} from './servers';
import { recordMemory, settled } from './memory';

const root = path.resolve(__dirname, '../..');
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const size = { players: num('BENCH_PLAYERS', 400), teams: num('BENCH_TEAMS', 5000), weeks: num('BENCH_WEEKS', 30), statRows: 16 };
const leagueCount = num('BENCH_LEAGUES', 1000);
/** The core rows only (scale mode): match writes, recompute and the league table, whole and a page. */
const coreOnly = process.env.BENCH_CORE === '1';
const CORE_LOADS = ['league', 'league_page', 'lms', 'h2h_table', 'h2h_matches'];
/** The rows whose rate is also compared with a bare Node server's answering the same bytes. */
const AGAINST_BARE = ['league', 'players', 'snapshot_week', 'lms', 'h2h_table', 'h2h_matches'];
/** BENCH_LOADS=snapshot_week,players: only these loads (and, in scale mode, the core rows). */
const onlyLoads = process.env.BENCH_LOADS ? process.env.BENCH_LOADS.split(',') : null;
const TZ = 'Europe/London';
const STAFF = { email: 'bench-staff@bench.test', password: 'bench-staff-password-1' };

/** Start-up time of `npm start`'s server on a demo season (PGlite): spawn to first /api/health 200. */
async function benchStartup(): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-bench-start-'));
  const log = console.log;
  try {
    console.log = () => undefined; // the demo's own summary
    const loaded = await runManage(['load-demo'], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log = log;
    if (loaded !== 0) throw new Error('the demo season did not load');
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const t0 = process.hrtime.bigint();
      const server = startServer(port, dataDir, null);
      await untilHealthy(`http://127.0.0.1:${port}`);
      times.push(ms(t0));
      await stopServer(server);
    }
    return times;
  } finally {
    console.log = log;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchOne(kind: 'pglite' | 'postgres', adminUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-bench-'));
  let databaseUrl: string | null = null;
  let dbName = '';
  if (kind === 'postgres') ({ name: dbName, url: databaseUrl } = await createBenchDatabase(adminUrl!));
  const result = printedAsMeasured(kind);
  let server: ChildProcess | null = null;
  let second: ChildProcess | null = null;
  try {
    const db = await openDatabase({ databaseUrl, dataDir });
    let t0 = process.hrtime.bigint();
    const seeded = await seedSeason(db.db, size, TZ, new Date());
    await seedLeagues(db.db, size.teams, leagueCount, { count: Math.floor(size.teams / 10), startsOn: seeded.h2hStartsOn });
    await createUser(db.db, { ...STAFF, isStaff: true });
    result.seed_s = +(ms(t0) / 1000).toFixed(1);
    t0 = process.hrtime.bigint();
    await recomputeAll(db.db, TZ);
    result.recompute_first_s = +(ms(t0) / 1000).toFixed(2);
    t0 = process.hrtime.bigint();
    await recomputeAll(db.db, TZ);
    result.recompute_s = +(ms(t0) / 1000).toFixed(2);
    await db.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, dataDir, databaseUrl);
    await untilHealthy(base);
    await recordMemory(result, server, 'after_start');
    // The server answers health at once and then loads its standings engine (every team's history):
    // the first call that needs team numbers waits for that load.
    t0 = process.hrtime.bigint();
    await call(base, 'GET', '/api/teams/?limit=50');
    result.season_model_load_ms = +ms(t0).toFixed(1);
    await settled(server.pid!);
    await recordMemory(result, server, 'after_model');
    const { access } = await call(base, 'POST', '/api/token/', undefined, STAFF);
    const players: { id: number; position: string; price: number }[] = await call(base, 'GET', '/api/players/');
    /** Records `times` 16-row matches on `date` (club time) and deletes each: their timings. */
    async function recordAndDelete(times: number, date: string) {
      const record: number[] = [];
      const remove: number[] = [];
      for (let i = 0; i < times; i++) {
        const rows = players.slice(i * 16, i * 16 + 16).map((p, k) => ({ player: p.id, goals: k % 5 === 0 ? 1 : 0, assists: k % 7 === 0 ? 1 : 0, yellow_cards: 0, red_cards: 0, clean_sheets: 0, MOTM: k === 0 ? 1 : 0, Pen_Saves: 0 }));
        let t = process.hrtime.bigint();
        const match = await call(base, 'POST', '/api/matches/', access, { team1: 'Uni 1st', team2: 'Bench Rovers', team1_score: 2, team2_score: 1, date, players_stats: rows });
        record.push(ms(t));
        t = process.hrtime.bigint();
        await call(base, 'DELETE', `/api/matches/delete/${match.id}/`, access);
        remove.push(ms(t));
      }
      return { record, remove };
    }
    await step(result, 'record_match', async () => {
      const { record, remove } = await recordAndDelete(10, `${seeded.lastWeekStart}T01:00:00`);
      result.record_match_ms = +median(record).toFixed(1);
      result.record_match_max_ms = +Math.max(...record).toFixed(1);
      result.delete_match_ms = +median(remove).toFixed(1);
      result.delete_match_max_ms = +Math.max(...remove).toFixed(1);
    });
    // The first match of a new gameweek (the week before the first): every team gets a snapshot
    // there (derived, not written); deleting it removes the week again.
    await step(result, 'record_new_week', async () => {
      const dayBefore = new Date(Date.parse(`${seeded.firstWeekStart}T12:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
      const newWeek = await recordAndDelete(3, `${dayBefore}T15:00:00`);
      result.record_new_week_ms = +median(newWeek.record).toFixed(1);
      result.delete_new_week_ms = +median(newWeek.remove).toFixed(1);
      Object.assign(result, await benchNewWeekReads(base, access, players, `${dayBefore}T15:00:00`));
    });

    const weeks: { id: number; week: number }[] = await call(base, 'GET', '/api/game-weeks/');
    // Each call as a browser asks for it (compression accepted); the league table also without.
    const targets: [string, string, string | null, string?][] = [
      ['league', '/api/teams/', BROWSER_ACCEPT_ENCODING],
      ['league_uncompressed', '/api/teams/', null],
      ['league_page', `/api/teams/?limit=50&offset=${Math.floor(size.teams / 2)}`, BROWSER_ACCEPT_ENCODING],
      ['players', '/api/players/', BROWSER_ACCEPT_ENCODING],
      ['summary', `/api/game-weeks/${weeks[Math.floor(weeks.length / 2)].id}/summary/`, BROWSER_ACCEPT_ENCODING],
      ['snapshot_latest', `/api/team-snapshots/most_recent/?team_id=${Math.ceil(size.teams / 2)}`, BROWSER_ACCEPT_ENCODING],
      ['snapshot_week', `/api/team-snapshots/?team_id=${Math.ceil(size.teams / 2)}&game_week_id=${weeks[Math.floor(weeks.length / 2)].id}`, BROWSER_ACCEPT_ENCODING],
    ];
    // A member of the league of every team (5,000 rows), of two small ones and of the first
    // head-to-head league (the seed's ids: after the classic ones).
    const fan = await call(base, 'POST', '/api/token/', undefined, { email: 'bench1@bench.test', password: 'bench-password-1' });
    // GET /api/user/ is the cheapest signed-in call (the token check alone): the floor for the others.
    targets.push(
      ['signed_in_floor', '/api/user/', BROWSER_ACCEPT_ENCODING, fan.access],
      ['big_league', '/api/leagues/1/', BROWSER_ACCEPT_ENCODING, fan.access],
      ['my_leagues', '/api/leagues/', BROWSER_ACCEPT_ENCODING, fan.access],
      ['h2h_table', `/api/leagues/${leagueCount + 1}/`, BROWSER_ACCEPT_ENCODING, fan.access],
      ['h2h_matches', `/api/leagues/${leagueCount + 1}/matches/?week=${weeks[Math.floor(weeks.length / 2)].week}`, BROWSER_ACCEPT_ENCODING, fan.access],
    );
    // The LMS page's call: the competition that holds every team, played out.
    const [lms]: { id: number }[] = await call(base, 'GET', '/api/lms/');
    targets.push(['lms', `/api/lms/${lms.id}/`, BROWSER_ACCEPT_ENCODING]);
    t0 = process.hrtime.bigint();
    await call(base, 'GET', '/api/leagues/1/', fan.access);
    result.big_league_first_ms = +ms(t0).toFixed(1);
    for (const [name, url, acceptEncoding, token] of targets.filter(([name]) => (onlyLoads ? onlyLoads.includes(name) : !coreOnly || CORE_LOADS.includes(name)))) {
      await step(result, name, async () => {
        await call(base, 'GET', url, token);
        const r = load(base + url, acceptEncoding, undefined, token);
        result[`${name}_rps`] = r.rps;
        result[`${name}_p50_ms`] = r.p50;
        result[`${name}_p99_ms`] = r.p99;
        result[`${name}_kb_per_answer`] = r.kbPerAnswer;
        if (r.errors) result[`${name}_errors`] = r.errors;
        if (AGAINST_BARE.includes(name)) {
          // Our rate over a bare Node server's answering the same bytes, measured in the same run.
          const bare = await bareRate(base, url, acceptEncoding!, token);
          result[`${name}_bare_rps`] = bare;
          result[`${name}_ratio_to_bare`] = +(r.rps / bare).toFixed(2);
        }
      });
    }
    // A transfer by ten managers, and four changes of the rules (rules-writes.ts).
    await step(result, 'transfer', async () => {
      Object.assign(result, await benchTransfers(base, players));
    });
    await step(result, 'rules_change', async () => {
      Object.assign(result, await benchRulesChanges(base, access));
    });
    // Snapshots of random teams and gameweeks (150,000 answers at full size): mostly not cached yet.
    // Many users at once while a few transfers and a match are made (scale mode, or BENCH_MIXED=1).
    if (coreOnly || process.env.BENCH_MIXED === '1') {
      await step(result, 'mixed', async () => {
        // On PostgreSQL two server processes share the database: the reads go to both, the writes
        // to the first, and the second learns of each write from the database's announcement.
        const bases = [base];
        if (databaseUrl) {
          const port2 = await freePort();
          second = startServer(port2, dataDir, databaseUrl); // the same signing key
          bases.push(`http://127.0.0.1:${port2}`);
          await untilHealthy(bases[1]);
          await call(bases[1], 'GET', '/api/teams/?limit=50');
        }
        const measured = await mixedLoad({
          bases, call: (method, url, token, body) => call(base, method, url, token, body), staffToken: access, users: num('BENCH_MIXED_USERS', 100),
          connections: 50, duration: Math.max(duration, 8), matchDate: `${seeded.lastWeekStart}T01:00:00`, weeks: weeks.map((w) => w.id),
        });
        result.mixed_servers = bases.length;
        Object.assign(result, measured);
      });
    }
    const wanted = (name: string) => !onlyLoads || onlyLoads.includes(name);
    if (!coreOnly && wanted('snapshot_random')) await step(result, 'snapshot_random', async () => {
      const teamIds = Array.from({ length: size.teams }, (_, i) => i + 1);
      const r = load(base, BROWSER_ACCEPT_ENCODING, {
        template: '/api/team-snapshots/?team_id={team}&game_week_id={week}',
        values: { team: teamIds, week: weeks.map((w) => w.id) },
      });
      result.snapshot_random_rps = r.rps;
      result.snapshot_random_p50_ms = r.p50;
      result.snapshot_random_p99_ms = r.p99;
      if (r.errors) result.snapshot_random_errors = r.errors;
    });
    // Closing the season (archive of every team's row, the season's facts cleared) within one
    // request, then the first read of the new season's table (against a fresh start's above).
    if (wanted('close_season')) await step(result, 'close_season', async () => {
      const [current]: { name: string }[] = await call(base, 'GET', '/api/seasons/');
      t0 = process.hrtime.bigint();
      await call(base, 'POST', '/api/seasons/', access, { name: 'Bench next', confirm: current.name });
      result.close_season_s = +(ms(t0) / 1000).toFixed(2);
      t0 = process.hrtime.bigint();
      await call(base, 'GET', '/api/teams/?limit=50');
      result.first_read_after_close_ms = +ms(t0).toFixed(1);
    });
    // What the server holds after all the loads (and its peak: VmHWM).
    await recordMemory(result, server, 'after_loads', true);
    // Last: a round of reminders to every user, with reads measured during it (its own server).
    if (process.env.BENCH_REMINDERS !== '0') {
      await stopServer(server);
      server = null;
      await step(result, 'reminders', async () => {
        Object.assign(result, await benchReminders(dataDir, databaseUrl, size.teams));
      });
    }
  } catch (e) {
    // A failed step ends this database's run; what was measured before it is kept and printed.
    result.failed = String((e as Error).message ?? e).slice(0, 200);
  } finally {
    if (server) await stopServer(server);
    if (second) await stopServer(second);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await dropBenchDatabase(adminUrl!, dbName);
  }
  return result;
}

/** A database's results, each printed the moment it is measured (a long run shows progress). */
function printedAsMeasured(kind: string): Record<string, string | number> {
  return new Proxy<Record<string, string | number>>(
    { database: kind },
    {
      set(target, key, value) {
        target[key as string] = value;
        console.log(`  ${kind} ${String(key)}: ${value}`);
        return true;
      },
    },
  );
}

/** Runs one measured step; its failure is reported as a row and the run goes on. */
async function step(result: Record<string, string | number>, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (e) {
    result[`${name}_failed`] = String((e as Error).message ?? e).slice(0, 200);
  }
}

async function main() {
  // The compiled server, as `npm start` runs it.
  if (spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.cjs')], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('build failed');
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (process.argv.includes('--memory') || process.env.BENCH_MEMORY === '1') return (await import('./memory')).runMemory(adminUrl);
  console.log(`Fantasy XI benchmark: ${size.players} players, ${size.teams} teams in ${leagueCount} mini-leagues, ${size.weeks} gameweeks of ${size.statRows}-row matches; load: 50 connections for ${duration} s (autocannon, separate process); ${os.cpus().length} cores.`);
  const startup = await benchStartup();
  console.log(`start-up to the first /api/health 200 on a demo season (PGlite): median ${median(startup).toFixed(0)} ms of ${startup.map((t) => t.toFixed(0)).join(', ')} (target < 3,000 ms)`);
  if (process.argv.includes('--scale') || process.env.BENCH_SCALE === '1') return (await import('./scale')).runScale(adminUrl);
  // BENCH_ONLY=pglite or postgres measures one database; BENCH_RESULTS_FILE receives the rows as JSON.
  const only = process.env.BENCH_ONLY;
  const results: Record<string, string | number>[] = [];
  if (only !== 'postgres') results.push(await benchOne('pglite'));
  if (adminUrl && only !== 'pglite') results.push(await benchOne('postgres', adminUrl).catch((e) => ({ database: 'postgres', failed: String(e) })));
  else if (!adminUrl) console.log('(Set BENCH_DATABASE_URL=postgres://… to measure PostgreSQL too.)');
  if (process.env.BENCH_RESULTS_FILE) fs.writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(results.map((r) => ({ ...r }))));
  const keys = [...new Set(results.flatMap((r) => Object.keys(r)))];
  console.log(`\n| measure | ${results.map((r) => r.database).join(' | ')} |\n|---|${results.map(() => '---').join('|')}|`);
  for (const k of keys.filter((k) => k !== 'database')) console.log(`| ${k} | ${results.map((r) => r[k] ?? '').join(' | ')} |`);
}

main().catch((e) => (console.error(e), process.exit(1)));
