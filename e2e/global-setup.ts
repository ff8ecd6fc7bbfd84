import { newDataDir, startServer } from './server';

/** Starts the real server over a fresh data directory (with the staff account) for the whole run. */
export default async function globalSetup() {
  const server = await startServer(newDataDir());
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.close();
}
