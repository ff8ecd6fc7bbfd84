// The router and the persisted session in the browser: an invite link survives the login, a new
// page starts at the top and Back returns to the place, a deep link reloads into its page, and a
// page whose code fails to load shows Retry inside the frame.
import { test, expect, newUser, signIn, userWithTeam } from './helpers';

test('an invite link opened signed out comes back after logging in, with the join form filled', async ({ page }) => {
  const { email, password } = await newUser('invited');
  await page.goto('/leagues?code=ABCD2345');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/leagues\?code=ABCD2345$/);
  const join = page.getByRole('form', { name: /join/i });
  await expect(join.getByLabel('League code')).toHaveValue('ABCD2345');
  // The session is the persisted auth slice: a reload stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/leagues\?code=ABCD2345$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' })).toBeVisible();
});

test('a new page starts at the top, and Back returns to the place on the long home page', async ({ page }) => {
  // A short phone screen: the home page (the user's card, the league table, the top lists) is
  // then several screens long even with few teams in the game.
  await page.setViewportSize({ width: 375, height: 420 });
  const owner = await userWithTeam();
  await signIn(page, owner.email, owner.password);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
  await expect(page.locator('.home__league tbody tr').first()).toBeVisible();
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(room).toBeGreaterThan(250);
  const place = Math.round(room / 2);
  // A mark that a page reload would wipe.
  await page.evaluate((y) => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    window.scrollTo(0, y);
  }, place);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place);

  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Fixtures' }).click();
  await expect(page).toHaveURL(/\/mens$/);
  // The address changes at the click; the new page is drawn after (home's hidden heading is
  // still there until then): wait for the new page's own heading.
  await expect(page.getByRole('heading', { level: 1, name: "Men's fixtures" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(place);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a deep link reloads into its page, signed in', async ({ page }) => {
  const owner = await userWithTeam();
  await signIn(page, owner.email, owner.password);
  for (const path of [`/team/${owner.teamId}`, '/leagues', '/TeamTransfers']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await expect(page).toHaveTitle('Transfers · Fantasy XI');
});

test("a page whose code fails to load shows Retry in the frame, and Retry loads it", async ({ page }) => {
  await page.goto('/LMS');
  await expect(page.getByText('Under Maintenance')).toBeVisible();
  // Every script not loaded yet (the results page's code) fails, as on a dropped connection.
  const block = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route('**/assets/*.js', block);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await page.unroute('**/assets/*.js', block);
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/results$/);
});
