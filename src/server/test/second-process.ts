import { buildApp } from '../app';
import { openDatabase } from '../db';
import type { TestApp } from './harness';

// Other processes on the test app's database: a second server (its own connections, caches,
// standings engine and notification listener) and the command line. Only PostgreSQL can be shared
// by several processes: a test using these runs on PostgreSQL alone.

export interface SecondServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  baseUrl: string;
  /** Stops the server, then closes its connections (the database itself is the first app's). */
  close(): Promise<void>;
}

/** A second server over the PostgreSQL database of `first`, with its config and game clock,
 *  listening on a free port. */
export async function startSecondServer(first: TestApp): Promise<SecondServer> {
  if (!first.database.url) throw new Error('Only a PostgreSQL database can be shared by a second server process.');
  const database = await openDatabase({ databaseUrl: first.database.url, dataDir: null });
  const app = await buildApp(first.config, { database, clock: first.clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The environment of `npm run manage` on the database of `first`, with a data folder of its own. */
export function commandLineEnv(first: TestApp, dataDir: string): Record<string, string> {
  return { DATABASE_URL: first.database.url!, DATA_DIR: dataDir, JWT_SECRET: first.config.jwtSecret!, LOG_LEVEL: 'silent' };
}
