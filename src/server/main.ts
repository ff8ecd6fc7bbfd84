import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { buildApp } from './app';
import { warmUpSeasonWrites } from './services/warmup';
import { currentSeason } from './services/seasonLoad';

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
  try {
    app = await buildApp(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`Fantasy XI cannot start: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    console.error(`Fantasy XI cannot start: ${(e as Error).message}`);
    await app.close();
    process.exit(1);
  }
  app.ctx.notifier.start(); // the notification emails, every NOTIFY_INTERVAL (stopped at close)
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  app.log.info(`Fantasy XI is ready at http://localhost:${config.port} (data in ${where}; started in ${Date.now() - startedAt} ms)`);
  // Once answering: the season model (every team's numbers) is loaded now rather than on the
  // first read that needs it; reads arriving meanwhile wait for the same load.
  try {
    await currentSeason(app.ctx);
  } catch (e) {
    app.log.warn({ err: e }, 'could not load the season model');
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
