// Jest's transform cache filled before the workers start. With an empty cache (the first run of a
// new clone) each worker transforms every file it loads, and both workers start on the same server
// or client modules at once, so most files were transformed twice, a few times over: about a
// tenth of jest's CPU time. Done here, in Jest's own process, each file is transformed once, by
// the project's own transformer and options, into the same cache the workers read; with a full
// cache this only checks that each file is there (well under a second).
//
// Each project's global setup calls it (jest.config.ts): the folders of its tests and the shared
// rules (`src/domain`), which every project's code imports.
const fs = require('node:fs');
const path = require('node:path');
const { createScriptTransformer } = require('@jest/transform');

/** The options Jest's runtime transforms a CommonJS module with, so the cache keys are the same. */
const RUNTIME_OPTIONS = {
  instrument: false,
  supportsDynamicImport: true,
  supportsExportNamespaceFrom: false,
  supportsStaticESM: false,
  supportsTopLevelAwait: false,
};

/** The folders a project's tests and their code live in: each test pattern's fixed start, and `src/domain`. */
function projectFolders(projectConfig) {
  const folders = new Set([path.join(projectConfig.rootDir, 'src', 'domain')]);
  for (const pattern of projectConfig.testMatch) folders.add(path.dirname(`${pattern.slice(0, pattern.search(/[*?{[]/))}x`));
  return [...folders].filter((folder) => fs.existsSync(folder));
}

/** @param {import('@jest/types').Config.GlobalConfig} globalConfig @param {import('@jest/types').Config.ProjectConfig} projectConfig */
async function warmTransformCache(globalConfig, projectConfig) {
  // Coverage transforms differently (instrumented), and `--no-cache` reads no cache.
  if (globalConfig.collectCoverage || !projectConfig.cache) return;
  const patterns = projectConfig.transform.map(([pattern]) => new RegExp(pattern));
  const transformer = await createScriptTransformer(projectConfig);
  for (const folder of projectFolders(projectConfig)) {
    for (const entry of fs.readdirSync(folder, { recursive: true })) {
      const file = path.join(folder, entry);
      if (file.includes(`${path.sep}node_modules${path.sep}`) || file.endsWith('.d.ts')) continue;
      if (!patterns.some((pattern) => pattern.test(file))) continue;
      transformer.transformSource(file, fs.readFileSync(file, 'utf8'), RUNTIME_OPTIONS);
    }
  }
}

module.exports = warmTransformCache;
