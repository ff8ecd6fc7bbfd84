import { test as base, expect } from '@playwright/test';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

/** Every test starts with a fresh browser context pointed at the real server. */
export const test = base.extend({
  baseURL: async ({}, use) => use(baseURL()), // eslint-disable-line no-empty-pattern
});

export { expect };
