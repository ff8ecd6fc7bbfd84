import type { Config } from 'jest';

// ts-jest transpiles each file on its own (isolatedModules); `npm run typecheck` does the type checking.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx', isolatedModules: true } },
];

const config: Config = {
  // Starting a server over a fresh embedded database takes a few seconds.
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'rules',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/domain/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/client/**/*.test.ts?(x)'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper: { '\\.css$': '<rootDir>/src/client/test/style-stub.ts' },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
  ],
};

export default config;
