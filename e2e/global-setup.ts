import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { makePgliteTemplate, seedDataDir } from '../src/server/test/db-template';
import { makeTemplateDataDir } from './server';

/** Builds what changed (unless scripts/e2e.cjs just did) and makes the run's template data
 *  directory (with the staff account), which every server of the run starts over a copy of: each
 *  worker's shared server (the `test` of helpers.ts) and the specs' private ones. */
export default async function globalSetup() {
  if (!process.env.E2E_BUILT) {
    const built = spawnSync(process.execPath, [path.join(__dirname, '../scripts/ensure-build.cjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The build failed.');
  }
  // The command line makes the staff account over a copy of the migrated embedded database the
  // API tests keep between runs (src/server/test/db-template.ts; made now when they have not run),
  // as over one it made itself: making it and every migration took seconds before any test started.
  await makePgliteTemplate();
  return makeTemplateDataDir(seedDataDir);
}
