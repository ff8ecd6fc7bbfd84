// A first team in a dozen taps: a new user registers, logs in with the email already filled in,
// builds a squad with Auto Pick, keeps the captain and vice the builder names, and saves; every
// tap is counted. And an invite link followed through Register and Login joins the league.
import type { Locator, Page } from '@playwright/test';
import { test, expect, api, apiToken, createSquadPlayers, newEmail, newUser, seriousA11yViolations, uniqueTag, PASSWORD } from './helpers';

const WIDTHS = [375, 1280];

const overflowsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Counts what the user does: taps (clicks on anything, a field included) and typed fields. */
function counter(page: Page) {
  const count = { taps: 0, typed: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      count.taps += 1;
      await target.click();
    },
    /** Types into the field that has the focus already (no tap). */
    type: async (text: string) => {
      count.typed += 1;
      await page.keyboard.type(text);
    },
  };
}

test.beforeAll(async () => {
  // Enough players on the shared server for a squad whatever other tests did to theirs.
  await createSquadPlayers(uniqueTag());
});

for (const width of WIDTHS) {
  test(`from /register to a saved team with a captain in at most 12 taps (${width} px)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const { count, tap, type } = counter(page);
    const email = newEmail('first');
    const teamName = `First ${uniqueTag()}`;

    await page.goto('/register');
    await tap(page.getByLabel('Email'));
    await type(email);
    await tap(page.getByLabel('Password', { exact: true }));
    await type(PASSWORD);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tap(page.getByRole('button', { name: 'Create account' }));

    // The login page: the email is there, the caret waits in the password.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created. You can now log in.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await type(PASSWORD);
    await tap(page.getByRole('button', { name: /^log ?in$/i }));

    await expect(page).toHaveURL(/\/$/);
    await tap(page.getByRole('link', { name: 'Create your team' }));
    await expect(page).toHaveURL(/\/CreateTeam$/);
    await tap(page.getByRole('button', { name: 'Auto Pick' }));
    await expect(page.getByText('11/11')).toBeVisible();
    const armbands = page.getByText(/^Captain \(C\): .+, vice-captain \(V\): .+ — your two most expensive players/);
    await expect(armbands).toBeVisible();
    expect(await overflowsWidth(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await tap(page.getByRole('textbox', { name: 'Team name' }));
    await type(teamName);
    await tap(page.getByRole('button', { name: 'Create Team' }));

    await expect(page).toHaveURL(/\/Team$/);
    await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
    expect(count.taps).toBeLessThanOrEqual(12);
    expect(count).toEqual({ taps: 8, typed: 4 });

    // Saved with the captain and vice the builder named: the two most expensive of the 11.
    const token = await apiToken(email, PASSWORD);
    const team = await api(token, 'GET', '/api/team/');
    const ranked = [...team.players].sort((a: { price: number; id: number }, b: { price: number; id: number }) => b.price - a.price || a.id - b.id);
    expect(team.players).toHaveLength(11);
    expect(team.players.reduce((s: number, p: { price: number }) => s + Math.round(p.price * 10), 0)).toBeLessThanOrEqual(1000);
    expect(team.captain).toBe(ranked[0].id);
    expect(team.vice_captain).toBe(ranked[1].id);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  test(`an invite link followed through Register and Login joins the league (${width} px)`, async ({ browser }) => {
    const owner = await newUser('owner');
    const ownerToken = await apiToken(owner.email, owner.password);
    const league = await api(ownerToken, 'POST', '/api/leagues/', { name: `Hall ${uniqueTag()}` }, [201]);

    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const email = newEmail('invited');
    await page.goto(`/leagues?code=${league.code}`);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /^log ?in$/i }).click();

    // Back at the invite, its code filled in: one tap joins.
    await expect(page).toHaveURL(new RegExp(`/leagues\\?code=${league.code}$`));
    await expect(page.getByRole('textbox', { name: 'League code' })).toHaveValue(league.code);
    expect(await overflowsWidth(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Join league' }).click();
    await expect(page).toHaveURL(new RegExp(`/leagues/${league.id}$`));
    const mine = await api(await apiToken(email, PASSWORD), 'GET', '/api/leagues/');
    expect(mine.map((l: { id: number }) => l.id)).toContain(league.id);
    await context.close();
  });
}
