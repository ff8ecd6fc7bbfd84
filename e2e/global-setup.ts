import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { makeTemplateDataDir, newDataDir, startServer } from './server';

/** Builds what changed (unless scripts/e2e.cjs just did), makes the run's template data directory
 *  (with the staff account), and starts the real server over a copy of it for the whole run. */
export default async function globalSetup() {
  if (!process.env.E2E_BUILT) {
    const built = spawnSync(process.execPath, [path.join(__dirname, '../scripts/ensure-build.cjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The build failed.');
  }
  const removeTemplate = makeTemplateDataDir();
  const server = await startServer(newDataDir());
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.close();
    removeTemplate();
  };
}
