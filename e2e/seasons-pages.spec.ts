// Seasons in the browser: term tabs on the home table, staff closing the season after typing its
// name, and a manager finding last season on /seasons, its page and the account page. On a
// private server: closing the season empties the game for every other test.
import {
  test,
  expect,
  api,
  privateServer,
  seriousA11yViolations,
  signIn,
  signInAsStaff,
  staffToken,
  userWithTeam,
  type PrivateServer,
} from './helpers';
import type { Locator, Page, TestInfo } from '@playwright/test';

const WIDTHS = [375, 1280];

/** Whether the page is wider than the window (a sideways scroll). */
/** Whether each row of the table has a cell under every heading (no column without cells). */
const rowsFitHead = (table: Locator) =>
  table.evaluate((t: HTMLTableElement) => [...t.tBodies[0].rows].every((r) => r.cells.length === t.tHead!.rows[0].cells.length));

const overflowsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe.serial('seasons and terms', () => {
  let server: PrivateServer | undefined;
  let manager: Awaited<ReturnType<typeof userWithTeam>>;
  let oldName = '';
  const newName = `Next ${Date.now().toString(36).slice(-5)}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await privateServer();
    const base = server.baseURL;
    manager = await userWithTeam(undefined, base);
    const token = await staffToken(base);
    const striker = manager.players.find((p) => p.position === 'Attacker')!;
    await api(token, 'POST', '/api/matches/', { team1: 'Home', team2: 'Away', team1_score: 2, team2_score: 1, date: new Date().toISOString(), players_stats: [{ player: striker.id, goals: 2 }] }, [200, 201], base);
    await api(token, 'POST', '/api/phases/', { name: 'Autumn', first_week: 1, last_week: 10 }, [201], base);
    const seasons = await api(null, 'GET', '/api/seasons/', undefined, [200], base);
    oldName = seasons[0].name;
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a manager switches the home table to a term (375 px and 1280 px)', async ({ page }, testInfo) => {
    await signIn(page, manager.email, manager.password, server!.baseURL);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server!.baseURL}/`);
      const tabs = page.getByRole('group', { name: 'League table: season or term' });
      await expect(tabs.getByRole('button', { name: 'Season' })).toHaveAttribute('aria-pressed', 'true');
      await tabs.getByRole('button', { name: 'Autumn' }).click();
      const table = page.getByRole('table', { name: 'Fantasy teams by points in Autumn' });
      await expect(table.getByRole('link', { name: manager.teamName })).toBeVisible();
      expect(await rowsFitHead(table)).toBe(true);
      expect(await overflowsWidth(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`home-term-${width}.png`), fullPage: true });
    }
  });

  test('staff close the season only once its name is typed (the form at 375 px, closed at 1280 px)', async ({ page }, testInfo) => {
    await signInAsStaff(page, server!.baseURL);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server!.baseURL}/seasons`);
      await page.getByRole('link', { name: 'Close the season' }).click();
      await page.getByLabel("New season's name").fill(newName);
      await page.getByLabel(/Type the current season's name/).fill(oldName.slice(0, -1));
      await expect(page.getByRole('button', { name: 'Close the season' })).toBeDisabled();
      expect(await overflowsWidth(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`close-season-${width}.png`), fullPage: true });
    }
    const confirm = page.getByLabel(/Type the current season's name/);
    const button = page.getByRole('button', { name: 'Close the season' });
    await confirm.fill(oldName);
    await button.click();
    // Not left on the form, ready to close the next one: on the archived season's page.
    await expect(page.getByText(`Season ${newName} has started: season ${oldName} is in the archive.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Season ${oldName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/seasons\/\d+$/);
  });

  test('a manager sees last season on /seasons, its page and the account page (375 px and 1280 px)', async ({ page }, testInfo) => {
    await signIn(page, manager.email, manager.password, server!.baseURL);
    for (const width of WIDTHS) await lastSeasonSeen(page, width, testInfo);
  });

  async function lastSeasonSeen(page: Page, width: number, testInfo: TestInfo) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server!.baseURL}/seasons`);
    const past = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: oldName }) });
    await expect(past).toContainText(`${manager.teamName}, `);
    await expect(page.getByRole('listitem').filter({ hasText: 'Current season' })).toContainText(newName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await past.getByRole('link', { name: oldName }).click();
    await expect(page.getByRole('heading', { name: `Season ${oldName}` })).toBeVisible();
    const final = page.getByRole('table', { name: /teams by points/ });
    await expect(final.getByText(manager.teamName)).toBeVisible();
    expect(await rowsFitHead(final)).toBe(true);
    await expect(page.getByRole('listitem').filter({ hasText: 'Autumn' })).toContainText(manager.teamName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${server!.baseURL}/account`);
    const history = page.getByRole('table', { name: 'Your teams in past seasons' });
    await expect(history.getByRole('row', { name: new RegExp(manager.teamName) })).toContainText('1 of 1');
    expect(await overflowsWidth(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`account-history-${width}.png`), fullPage: true });
    // The team opens its squad as kept at the close.
    await history.getByRole('link', { name: manager.teamName }).click();
    await expect(page).toHaveURL(/\/seasons\/\d+\/teams\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: manager.teamName })).toBeVisible();
    expect(await overflowsWidth(page)).toBe(false);
  }
});
