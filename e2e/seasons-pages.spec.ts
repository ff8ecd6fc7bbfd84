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

  test('a manager switches the home table to a term (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, manager.email, manager.password, server!.baseURL);
    await page.goto(`${server!.baseURL}/`);
    const tabs = page.getByRole('group', { name: 'League table: season or term' });
    await expect(tabs.getByRole('button', { name: 'Season' })).toHaveAttribute('aria-pressed', 'true');
    await tabs.getByRole('button', { name: 'Autumn' }).click();
    const table = page.getByRole('table', { name: 'Fantasy teams by points in Autumn' });
    await expect(table.getByRole('link', { name: manager.teamName })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('staff close the season only once its name is typed (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStaff(page, server!.baseURL);
    await page.goto(`${server!.baseURL}/seasons`);
    await page.getByRole('link', { name: 'Close the season' }).click();
    await page.getByLabel("New season's name").fill(newName);
    const confirm = page.getByLabel(/Type the current season's name/);
    const button = page.getByRole('button', { name: 'Close the season' });
    await confirm.fill(oldName.slice(0, -1));
    await expect(button).toBeDisabled();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await confirm.fill(oldName);
    await button.click();
    await expect(page.getByText(`Season ${newName} has started: the last season is in the archive.`)).toBeVisible();
  });

  test('a manager sees last season on /seasons, its page and the account page (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, manager.email, manager.password, server!.baseURL);
    await page.goto(`${server!.baseURL}/seasons`);
    const past = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: oldName }) });
    await expect(past).toContainText(`${manager.teamName}, `);
    await expect(page.getByRole('listitem').filter({ hasText: 'Current season' })).toContainText(newName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await past.getByRole('link', { name: oldName }).click();
    await expect(page.getByRole('heading', { name: `Season ${oldName}` })).toBeVisible();
    await expect(page.getByRole('table', { name: /teams by points/ }).getByText(manager.teamName)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Autumn' })).toContainText(manager.teamName);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(`${server!.baseURL}/account`);
    const history = page.getByRole('table', { name: 'Your teams in past seasons' });
    await expect(history.getByRole('row', { name: new RegExp(manager.teamName) })).toContainText('1 of 1');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
