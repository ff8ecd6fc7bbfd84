// Last Man Standing on /LMS (the product rules §23): the spec's page until a competition has ever
// started; then the survivors, each week's eliminations and the manager's own status; then the
// winner. On a private server of its own, so no other test's competition is seen.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  addDays,
  api,
  clubDate,
  madeInThePast,
  mondayOf,
  seriousA11yViolations,
  signIn,
  signInAsStaff,
  staffToken,
  userWithTeam,
  type PrivateServer,
} from './helpers';

type Owner = Awaited<ReturnType<typeof userWithTeam>>;
let server: PrivateServer | undefined;
let owners: Owner[] = [];

const striker = (o: Owner) => o.players.find((p) => p.position === 'Attacker')!;

async function recordMatch(players_stats: Record<string, number>[], date: string) {
  const base = server!.baseURL;
  return api(await staffToken(base), 'POST', '/api/matches/', { team1: 'Home', team2: 'Away', team1_score: 1, team2_score: 0, date, players_stats }, [201], base);
}

/** Both widths: no sideways scrolling, axe clean, and a screenshot for the record. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`lms-${name}-${width}.png`), fullPage: true });
  }
}

test.describe('Last Man Standing', () => {
  test.beforeAll(async () => {
    // Three teams made two weeks ago, each of its own eleven players.
    ({ server, made: owners } = await madeInThePast('-14d', async (base) => [await userWithTeam(undefined, base), await userWithTeam(undefined, base), await userWithTeam(undefined, base)]));
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('before any competition, during one and after it', async ({ page, browser }) => {
    const base = server!.baseURL;
    const thisMonday = mondayOf(clubDate());
    // Last week (gameweek 1): the first team's striker scores twice, the second's once, the third's not at all.
    await recordMatch([{ player: striker(owners[0]).id, goals: 2 }, { player: striker(owners[1]).id, goals: 1 }], `${addDays(thisMonday, -7)}T12:00:00`);

    await page.goto(`${base}/LMS`);
    await expect(page.getByRole('heading', { level: 1, name: 'Under Maintenance' })).toBeVisible();
    await expect(page.getByText('Sorry, LMS page coming soon')).toBeVisible();
    await checkBothWidths(page, 'none');

    // Staff start one from gameweek 1 with the form on the page.
    const staff = await (await browser.newContext()).newPage();
    await signInAsStaff(staff, base);
    await staff.goto(`${base}/LMS`);
    await staff.getByLabel('Name').fill('Autumn LMS');
    await staff.getByLabel('First gameweek').fill('1');
    await staff.getByRole('button', { name: 'Start' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Autumn LMS' })).toBeVisible();
    await expect(staff.getByText('Running from Gameweek 1: 2 teams still in.')).toBeVisible();
    await expect(staff.getByRole('heading', { name: 'Start a competition' })).toHaveCount(0);

    // The third team's manager went out in gameweek 1; the first is still in.
    await signIn(page, owners[2].email, owners[2].password, base);
    await page.goto(`${base}/LMS`);
    await expect(page.getByRole('status').filter({ hasText: 'You went out in Gameweek 1.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Out in Gameweek 1' })).toContainText(owners[2].teamName);
    await expect(page.getByRole('list', { name: 'Still in' })).toContainText(owners[0].teamName);
    await checkBothWidths(page, 'running');
    const first = await (await browser.newContext()).newPage();
    await signIn(first, owners[0].email, owners[0].password, base);
    await first.goto(`${base}/LMS`);
    await expect(first.getByRole('status').filter({ hasText: 'You are still in.' })).toBeVisible();

    // This week (gameweek 2): only the first team's striker scores: the first team is the winner.
    await recordMatch([{ player: striker(owners[0]).id, goals: 1 }], `${thisMonday}T12:00:00`);
    await first.reload();
    await expect(first.getByText(`Finished: ${owners[0].teamName} is the last one standing.`)).toBeVisible();
    await expect(first.getByRole('status').filter({ hasText: 'You won: the last one standing.' })).toBeVisible();
    await checkBothWidths(first, 'finished');
    // With none running, staff may start the next one.
    await staff.reload();
    await expect(staff.getByRole('heading', { name: 'Start a competition' })).toBeVisible();
  });
});
