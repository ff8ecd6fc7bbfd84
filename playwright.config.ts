import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the real server (each worker starts its own on a
// free port over a fresh data directory: e2e/helpers.ts). No part of our server is mocked.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two files at a time, each file's tests in order in one worker. Much of a browser test is
  // waiting (on the server, on the page, on a clock), which the other worker fills; E2E_WORKERS
  // sets another number (1 runs every file in turn).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
});
