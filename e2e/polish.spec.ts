// Issue 16 (every page at its best on a phone and a desktop): the phone tab bar, the Retry of a
// failed team fetch, and a session that outlives its short access token.
import { test, expect, newUser, privateServer, userWithTeam, signIn, seriousA11yViolations, type PrivateServer } from './helpers';

test('on a phone, a bottom tab bar reaches Home, Team, Leagues and Fixtures and marks the current one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await newUser('tabs');
  await signIn(page, user.email, user.password);
  await page.goto('/');
  const tabs = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Team', 'Leagues', 'Fixtures']);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Home · Fantasy XI');

  await tabs.getByRole('link', { name: 'Leagues' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(tabs.getByRole('link', { name: 'Leagues' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Mini-leagues · Fantasy XI');

  // By keyboard: the Fixtures tab is a link like any other.
  await tabs.getByRole('link', { name: 'Fixtures' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mens$/);
  await expect(tabs.getByRole('link', { name: 'Fixtures' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle("Men's fixtures · Fantasy XI");
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The tab bar does not cover the end of the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const barTop = (await tabs.boundingBox())!.y;
  const mainBottom = await page.evaluate(() => document.getElementById('main')!.getBoundingClientRect().bottom);
  expect(mainBottom).toBeLessThanOrEqual(barTop + 1);

  // Wider screens keep the header only.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs).toBeHidden();
});

test('a team fetch that fails shows the error with Retry, and Retry loads the team', async ({ page }) => {
  const owner = await userWithTeam();
  await signIn(page, owner.email, owner.password);
  // The network drops the first request for the team (the server itself is not touched).
  let dropped = false;
  await page.route('**/api/team/', async (route) => {
    if (!dropped && route.request().method() === 'GET') {
      dropped = true;
      await route.abort('failed');
    } else await route.continue();
  });
  await page.goto('/Team');
  await expect(page.getByRole('alert')).toContainText('Error fetching your team');
  await expect(page).toHaveURL(/\/Team$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: owner.teamName, level: 1 })).toBeVisible();
  expect(dropped).toBe(true);
});

test.describe('a long session', () => {
  // Short lifetimes stand for the real ones: the access token lasts 3 s, the refresh token 25 s.
  let server: PrivateServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await privateServer('', { ACCESS_TOKEN_LIFETIME: '3s', REFRESH_TOKEN_LIFETIME: '25s' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a browser stays signed in past the access token, until the refresh token ends', async ({ browser }) => {
    test.setTimeout(120_000);
    const base = server!.baseURL;
    const user = await newUser('session', base);
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    const started = Date.now();

    // Twice the access token's lifetime later, a new visit (the tab closed and opened) is still signed in.
    await page.waitForTimeout(7_000);
    await page.goto('/leagues');
    await expect(page).toHaveURL(/\/leagues$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' })).toBeVisible();

    // Once the refresh token has ended too, the next visit asks to log in again.
    await page.waitForTimeout(Math.max(0, 27_000 - (Date.now() - started)));
    await page.goto('/leagues');
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });
});
