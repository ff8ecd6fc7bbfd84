// A page whose code cannot load (offline, a blocked file, a failed first load) never loops and
// never leaves a blank page: one more try, then the error element with Retry inside the frame;
// an offline banner while the browser is offline; the HTML shell's own message when even the
// app's code does not arrive (issue 45, item 1).
import type { Page } from '@playwright/test';
import { test, expect, signIn, userWithTeam } from './helpers';

const SIZES = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Counts the requests the page makes from now on. */
function countRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

for (const size of SIZES) {
  test(`offline at ${size.width} px: a tab tap shows the offline state, and asks the network fewer than 10 times in 10 s`, async ({ page, context }) => {
    await page.setViewportSize(size);
    const owner = await userWithTeam();
    await signIn(page, owner.email, owner.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(banner).toBeVisible();
    // In sight: below the fixed header, not under it.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    const requests = countRequests(page);
    await fixturesLink(page, size.width).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
    // Home is no longer on screen under the new address.
    await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/mens$/);
    await page.waitForTimeout(10_000);
    expect(requests.length).toBeLessThan(10);
    // Back online, Retry draws the page.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Men's fixtures" })).toBeVisible();
  });

  test(`a blocked chunk at ${size.width} px is asked for twice, then shows the error with Retry`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/LMS');
    await expect(page.getByText('Under Maintenance')).toBeVisible();
    // Every script not loaded yet (the fixtures page's code) fails, as on a dropped connection.
    const asked = new Map<string, number>();
    const block = (route: { abort: () => Promise<void>; request: () => { url: () => string } }) => {
      const url = route.request().url();
      asked.set(url, (asked.get(url) ?? 0) + 1);
      return route.abort();
    };
    await page.route('**/assets/*.js', block);
    await fixturesLink(page, size.width).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByText('Under Maintenance')).toHaveCount(0);
    await page.waitForTimeout(5_000);
    expect(asked.size).toBeGreaterThan(0);
    expect(Math.max(...asked.values())).toBeLessThanOrEqual(2);
    await page.unroute('**/assets/*.js', block);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Men's fixtures" })).toBeVisible();
  });

  test(`a first load at ${size.width} px whose page code fails shows the error with Retry, not a blank page`, async ({ page }) => {
    await page.setViewportSize(size);
    const block = (route: { abort: () => Promise<void>; continue: () => Promise<void>; request: () => { url: () => string } }) =>
      /\/main\.[^/]*\.js$|\/main\.js$/.test(route.request().url()) ? route.continue() : route.abort();
    await page.route('**/assets/*.js', block);
    await page.goto('/results');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.locator('.tabbar')).toBeAttached(); // the frame is drawn around the error
    await page.unroute('**/assets/*.js', block);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  });

  test(`a first load at ${size.width} px whose app code fails shows the HTML shell's message`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Fantasy XI could not be loaded' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'reload the page' })).toBeVisible();
  });

  test(`the Women's chip offline at ${size.width} px does not show the men's list`, async ({ page, context }) => {
    await page.setViewportSize(size);
    await page.goto('/mens');
    await expect(page.getByRole('heading', { level: 1, name: "Men's fixtures" })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Side' }).getByRole('link', { name: "Women's" }).click();
    await expect(page).toHaveURL(/womens/);
    await expect(page.getByRole('heading', { level: 1, name: "Men's fixtures" })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: /could not be loaded|Women's fixtures/ })).toBeVisible();
    // Whatever is drawn names the women's side or the failure, never the men's list.
    await expect(page.locator('.fixture-card')).toHaveCount(0);
    await context.setOffline(false);
  });
}

/** The way to the men's fixtures: the Fixtures tab on a phone, the header's Men's link wider. */
function fixturesLink(page: Page, width: number) {
  return width < 768
    ? page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Fixtures' })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Men's", exact: true }).first();
}
