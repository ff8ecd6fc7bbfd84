// The API projects' global setup: Jest's transform cache filled once (scripts/jest-warm-cache.cjs),
// then the project's migrated template database (db-template.ts).
import { createRequire } from 'node:module';

type GlobalSetup = (globalConfig: unknown, projectConfig: unknown) => Promise<void>;
const warmTransformCache = createRequire(__filename)('../../../scripts/jest-warm-cache.cjs') as GlobalSetup;

export function globalSetupMaking(makeTemplate: () => Promise<void>): GlobalSetup {
  return async (globalConfig, projectConfig) => {
    await warmTransformCache(globalConfig, projectConfig);
    await makeTemplate();
  };
}
