import { createRequire } from 'node:module';
import type { Config } from 'jest';

// The tests' scratch files in memory where there is room (scripts/test-tmpdir.cjs); the workers inherit it.
const { useTestTmpDir } = createRequire(__filename)('./scripts/test-tmpdir.cjs') as { useTestTmpDir(): string };
useTestTmpDir();

// ts-jest transpiles each file on its own (isolatedModules); `npm run typecheck` does the type checking.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', isolatedModules: true } },
];

// Every project keeps its transformed files with the packages (not in the temp folder, which may be
// memory), and fills that cache before its workers start (scripts/jest-warm-cache.cjs).
const cacheDirectory = '<rootDir>/node_modules/.cache/jest';
const warmCache = '<rootDir>/scripts/jest-warm-cache.cjs';

const apiTests = {
  cacheDirectory,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': tsJest },
  // Passwords hashed with the cheap test parameters (src/server/test/fast-hashing.ts).
  setupFiles: ['<rootDir>/src/server/test/fast-hashing.ts'],
};

const config: Config = {
  cacheDirectory,
  // Starting a server over a fresh embedded database takes a few seconds.
  testTimeout: 60_000,
  // Two files at a time: Jest's default on a two-core machine is one worker (every file in turn in
  // its own process), which leaves a core idle whenever a file waits on its server, database or
  // a child process. A single file still runs in Jest's own process.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'rules',
      cacheDirectory,
      globalSetup: warmCache,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/domain/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'client',
      cacheDirectory,
      globalSetup: warmCache,
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { '\\.css$': '<rootDir>/src/client/test/style-stub.ts', '\\.css\\?url$': '<rootDir>/src/client/test/style-url-stub.ts' },
      setupFilesAfterEnv: ['<rootDir>/src/client/test/wait-longer.ts'],
    },
    // API tests always run over the embedded database (PGlite) ...
    { displayName: 'api', ...apiTests, globalSetup: '<rootDir>/src/server/test/global-setup-pglite.ts' },
    // ... and again over PostgreSQL when TEST_DATABASE_URL names a server (each file makes and drops its own database).
    // Each file's database is a copy of a template migrated once a run (src/server/test/db-template.ts).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            displayName: 'api-pg',
            ...apiTests,
            setupFiles: [...apiTests.setupFiles, '<rootDir>/src/server/test/use-postgres.ts'],
            globalSetup: '<rootDir>/src/server/test/global-setup-postgres.ts',
            globalTeardown: '<rootDir>/src/server/test/global-teardown-postgres.ts',
          },
        ]
      : []),
  ],
};

export default config;
