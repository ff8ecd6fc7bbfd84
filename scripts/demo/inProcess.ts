// The demo season from the command line: the emptiness check, the app in-process over the
// command's database with a clock the loader moves, and the summary printed at the end.
import type { Config } from '../../src/server/config';
import type { GameClock } from '../../src/server/clock';
import { type Database } from '../../src/server/db';
import { DemoRefusedError, type ApiCall, type DemoSummary } from './api';
import { loadDemoSeason } from './season';
import { refusalReason } from './refusal';

// ---------------------------------------------------------------------------------------------
// The emptiness check

// ---------------------------------------------------------------------------------------------
// The command line: the app in-process over the command's database, with a clock it moves

/** A game clock the loader moves through the season. */
export class MovableClock implements GameClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current);
  set(at: Date) {
    this.current = new Date(at);
  }
}

export async function loadDemoInProcess(database: Database, config: Config, progress?: (line: string) => void): Promise<DemoSummary> {
  // Refuse before building anything (the loader checks again).
  const refusal = await refusalReason(database.db);
  if (refusal) throw new DemoRefusedError(refusal);
  const { buildApp } = await import('../../src/server/app');
  const now = new Date(Date.now() + config.clockOffsetMs);
  const clock = new MovableClock(now);
  const app = await buildApp(config, { database, clock, logger: false });
  try {
    const call: ApiCall = async (method, url, body, token) => {
      const res = await app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: res.statusCode, text: res.body };
    };
    return await loadDemoSeason({ db: database.db, tokens: app.ctx.tokens, call, setClock: (at) => clock.set(at), timeZone: config.clubTimezone, now, progress });
  } finally {
    clock.set(now);
    await app.close();
  }
}

/** What the command prints at the end: counts, the accounts, and how to start the server. */
export function summaryLines(s: DemoSummary, config: Pick<Config, 'dataDir' | 'databaseUrl' | 'port' | 'clockOffsetMs'>): string[] {
  const sides = Object.entries(s.players.bySide).map(([team, n]) => `${n} ${team}`).join(', ');
  const f = s.fixtures;
  const start = config.databaseUrl
    ? 'DATABASE_URL=<the same database> npm start'
    : config.dataDir === './data' || config.dataDir === 'data'
      ? 'npm start'
      : `DATA_DIR=${config.dataDir} npm start`;
  return [
    `Demo season loaded in ${(s.elapsedMs / 1000).toFixed(1)} s:`,
    `  ${s.players.total} players (${sides}), ${s.teams} fantasy teams, ${s.gameweeks} gameweeks, ` +
      `${s.matches} matches with ${s.statRows} player stat rows, ${s.transfers} players transferred in ${s.squadChanges} squad changes,`,
    `  benches: ${s.benches.teams} teams keep one, ${s.benches.swaps} swaps with the 11, ${s.benches.substitutions} automatic substitutions,`,
    `  rules: 1 free transfer a week, 4 points for each beyond; ${s.chips} chips played,`,
    `  fixtures: men's ${f.men.past} played + ${f.men.upcoming} upcoming, women's ${f.women.past} played + ${f.women.upcoming} upcoming.`,
    ...(s.leader ? [`  League leader: ${s.leader.name} with ${s.leader.points} points.`] : []),
    '',
    'Accounts (emails and passwords):',
    `  staff:   ${s.staff.email}  ${s.staff.password}   (Players, Matches and Fixtures pages)`,
    `  player:  ${s.manager.email}  ${s.manager.password}   (owns "${s.manager.team}")`,
    `  fans:    ${s.fans.emails[0]} ... ${s.fans.emails[s.fans.emails.length - 1]}  ${s.fans.password}   (one team each)`,
    '',
    `Start the server with \`${start}\`${config.clockOffsetMs ? ' (and the same CLOCK_OFFSET)' : ''} and open http://localhost:${config.port || 8000}.`,
  ];
}

