import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { warmUpSeasonWrites } from './standings/warmup';
import { currentStandings } from './standings/load';
import { makeEmbeddedDatabaseIfMissing } from './db/firstStart';

/** How long a stop waits for the requests in flight. */
const STOP_GRACE_MS = 10_000;

/**
 * Where the log goes: stdout through Node's own stream (its writes to a pipe or a file are made at
 * once). When nobody reads stdout any more (a closed pipe, `... | head -2`), a write fails with
 * EPIPE: the error is ignored and the lines are dropped, so a stop still exits. (The logger's
 * default output buffers lines and, at exit, retries writing them to a closed pipe without end.)
 */
function logOutput(): NodeJS.WritableStream {
  process.stdout.on('error', () => undefined);
  return process.stdout;
}

async function main() {
  const startedAt = Date.now();
  process.umask(0o077); // what the server writes (database, outbox, key) is its owner's alone
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Fantasy XI cannot start: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  let app;
  let madeDatabaseMs: number | null;
  try {
    madeDatabaseMs = await makeEmbeddedDatabaseIfMissing(config, process.argv[1]); // the first start's child exits here
    app = await buildApp(config, { logger: { stream: logOutput() } });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`Fantasy XI cannot start: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  if (madeDatabaseMs !== null) app.log.info(`made the embedded database in ${config.dataDir} (${madeDatabaseMs} ms, in a child process)`);
  // Graceful stop: no new connections, the requests in flight finish (at most 10 s, then their
  // connections are closed), work after answers (mail) ends, the database closes, exit 0.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping; finishing the requests in flight (at most ${STOP_GRACE_MS / 1000} s)`);
    const force = setTimeout(() => {
      app.log.warn('requests still in flight: closing their connections');
      app.server.closeAllConnections();
    }, STOP_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        app.log.info('stopped');
        process.exit(0);
      },
      (e: unknown) => {
        app.log.error({ err: e }, 'could not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    console.error(`Fantasy XI cannot start: ${(e as Error).message}`);
    await app.close();
    process.exit(1);
  }
  app.ctx.notifier.start(); // the notification emails, every NOTIFY_INTERVAL (stopped at close)
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Fantasy XI is ready at http://localhost:${port} (data in ${where}; started in ${Date.now() - startedAt} ms)`);
  // Once answering: the standings engine (every team's numbers) is loaded now rather than on the
  // first read that needs it; reads arriving meanwhile wait for the same load.
  try {
    await currentStandings(app.ctx);
  } catch (e) {
    app.log.warn({ err: e }, 'could not load the standings engine');
  }
  if (app.ctx.dbKind === 'pglite') {
    // Once answering: the embedded database is slow on its first season write, so a match's
    // statements run once now (rolled back); a write arriving meanwhile simply waits its turn.
    try {
      await warmUpSeasonWrites(app.ctx.db);
    } catch (e) {
      app.log.warn({ err: e }, 'could not warm up the embedded database');
    }
  }
}

void main();
