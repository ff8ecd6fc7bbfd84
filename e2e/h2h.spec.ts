// Head-to-head leagues (the product rules §23): a manager creates one with the form (kind and start
// date, the next deadline by default), two others join with its code before that deadline, staff
// record a match in its first gameweek, and every member sees the table (P W D L, score, points)
// and the round's matches, the odd member out meeting "Average". On a private server whose clock
// is first set back two weeks, so the league's start is in the past when the match is recorded.
import type { Browser, Page } from '@playwright/test';
import { test, expect, addDays, api, apiToken, clubDate, madeInThePast, seriousA11yViolations, signIn, staffToken, userWithTeam, type PrivateServer } from './helpers';

type Owner = Awaited<ReturnType<typeof userWithTeam>>;
let server: PrivateServer | undefined;
let owners: Owner[] = [];
const league = { id: 0, code: '', startsOn: '' };

const striker = (o: Owner) => o.players.find((p) => p.position === 'Attacker')!;

async function pageOf(browser: Browser, owner: Owner, base: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, owner.email, owner.password, base);
  return page;
}

test.describe('head-to-head leagues', () => {
  test.afterAll(async () => {
    await server?.close();
  });

  test('create, join before the start, a match is recorded: the table and the round at 375 and 1280 px', async ({ browser }) => {
    ({ server, made: owners } = await madeInThePast('-14d', async (base) => {
      const made = [await userWithTeam(undefined, base), await userWithTeam(undefined, base), await userWithTeam(undefined, base)];
      // The first manager creates the league with the form: Head-to-head, the start date left at the next deadline.
      const page = await pageOf(browser, made[0], base);
      await page.goto(`${base}/leagues`);
      await page.getByLabel('League name').fill('Corridor Derby');
      await page.getByLabel(/Head-to-head/).check();
      const startDate = page.getByLabel('Start date');
      await expect(startDate).not.toHaveValue('');
      league.startsOn = await startDate.inputValue();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await seriousA11yViolations(page)).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`h2h-create-${width}.png`), fullPage: true });
      }
      await page.getByRole('button', { name: 'Create league' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Corridor Derby' })).toBeVisible();
      league.id = Number(new URL(page.url()).pathname.split('/').pop());
      const token = await apiToken(made[0].email, made[0].password, base);
      league.code = (await api(token, 'GET', `/api/leagues/${league.id}/`, undefined, [200], base)).code;
      // The second joins with the form, the third by the API.
      const second = await pageOf(browser, made[1], base);
      await second.goto(`${base}/leagues`);
      await second.getByLabel('League code').fill(league.code);
      await second.getByRole('button', { name: 'Join league' }).click();
      await expect(second.getByRole('heading', { level: 1, name: 'Corridor Derby' })).toBeVisible();
      await api(await apiToken(made[2].email, made[2].password, base), 'POST', '/api/leagues/join/', { code: league.code }, [200], base);
      return made;
    }));
    const base = server!.baseURL;
    // The start was the next deadline two weeks ago: a Monday now past.
    expect(league.startsOn < clubDate()).toBe(true);

    // Staff record a match in the league's first gameweek: the first striker scores twice, the second's once.
    await api(
      await staffToken(base),
      'POST',
      '/api/matches/',
      {
        team1: 'Home',
        team2: 'Away',
        team1_score: 2,
        team2_score: 1,
        date: `${addDays(league.startsOn, 2)}T15:00:00`,
        players_stats: [{ player: striker(owners[0]).id, goals: 2 }, { player: striker(owners[1]).id, goals: 1 }],
      },
      [201],
      base,
    );

    // A fourth user cannot join now: the members were fixed at the start.
    const late = await userWithTeam(undefined, base);
    const lateToken = await apiToken(late.email, late.password, base);
    const refused = await api(lateToken, 'POST', '/api/leagues/join/', { code: league.code }, [400], base);
    expect(refused.detail).toMatch(/started/);

    const page = await pageOf(browser, owners[1], base);
    await page.goto(`${base}/leagues/${league.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Corridor Derby' })).toBeVisible();
    const table = page.getByRole('table', { name: /head-to-head points/ });
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'Team', 'P', 'W', 'D', 'L', 'Score', 'Pts']);
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const o of owners) await expect(table).toContainText(o.teamName);
    // Every member played once; the points add up to a win, a loss and an average game.
    const rows = await table.getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => Array.from(tr.children).map((c) => c.textContent ?? '')));
    expect(rows.every((r) => r[2] === '1')).toBe(true);
    const matches = page.getByRole('region', { name: 'Matches' });
    await expect(matches.getByRole('listitem')).toHaveCount(2);
    await expect(matches).toContainText('Average');
    await expect(page.getByRole('button', { name: 'Leave league' })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`h2h-league-${width}.png`), fullPage: true });
    }
  });
});
