import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nextDeadlineAfter } from '../../src/domain/gameweeks';
import { call, freePort, startServer, stopServer, untilHealthy } from './servers';

const HOUR = 3_600_000;
const root = path.resolve(__dirname, '../..');

/** autocannon for `seconds` against one URL (a separate process): requests per second. */
function readRate(url: string, seconds: number): number {
  const out = spawnSync(process.execPath, [path.join(root, 'node_modules/autocannon/autocannon.js'), '-c', '20', '-d', String(seconds), '-j', url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`load of ${url} failed: ${out.stderr}`);
  return Math.round(JSON.parse(out.stdout).requests.average);
}

const mailsIn = (outbox: string) => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.json')) : []);

/**
 * A round of deadline reminders for every seeded user (one each), sent by the server's own loop
 * to the outbox folder, while a read (a page of the league table) is loaded: the round's time
 * (from the server answering to the last mail written; the loop's first tick is 1 s in) and the
 * reads' rate during the round against the rate once it is over.
 */
export async function benchReminders(dataDir: string, databaseUrl: string | null, users: number): Promise<Record<string, number>> {
  const deadline = nextDeadlineAfter(new Date(Date.now() + 2 * 24 * HOUR), 'Europe/London');
  const offsetS = Math.round((deadline.getTime() - 12 * HOUR - Date.now()) / 1000);
  const outbox = path.join(dataDir, 'outbox');
  fs.rmSync(outbox, { recursive: true, force: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir, databaseUrl, { CLOCK_OFFSET: `+${offsetS}s`, NOTIFY_INTERVAL: '1s' });
  try {
    await untilHealthy(base);
    const started = Date.now();
    const url = `${base}/api/teams/?limit=50&offset=${Math.floor(users / 2)}`;
    await call(base, 'GET', url.slice(base.length));
    const during = readRate(url, 5);
    const sentDuring = mailsIn(outbox).length;
    for (let waited = 0; mailsIn(outbox).length < users; waited += 200) {
      if (waited > 10 * 60_000) throw new Error(`only ${mailsIn(outbox).length} of ${users} reminders after 10 minutes`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const last = Math.max(...mailsIn(outbox).map((f) => fs.statSync(path.join(outbox, f)).mtimeMs));
    const after = readRate(url, 5);
    return {
      reminder_round_users: users,
      reminder_round_s: +((last - started) / 1000).toFixed(1),
      reminder_sent_during_reads: sentDuring,
      reads_during_round_rps: during,
      reads_after_round_rps: after,
      reads_slowed_pct: +(100 * (1 - during / after)).toFixed(1),
    };
  } finally {
    await stopServer(server);
  }
}
