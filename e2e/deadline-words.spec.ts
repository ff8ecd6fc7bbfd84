// Weeks named as they will stay (issue 45, item 2): an upcoming deadline is named by its date,
// never by a guessed gameweek number, and the fixtures are grouped by the week they are played
// in; recording a match (which makes this week's gameweek) changes neither wording. On a server
// of its own: a fresh season with no gameweek yet.
import type { Page } from '@playwright/test';
import { test, expect, addDays, api, clubDate, privateServer, signIn, staffToken, uniqueTag, userWithTeam, type PrivateServer } from './helpers';

test.describe('the wording of an upcoming deadline (private server)', () => {
  let server: PrivateServer | undefined;

  test.beforeAll(async () => {
    server = await privateServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  /** The home page's deadline line and the men's fixtures' week titles. */
  async function wording(page: Page, base: string) {
    await page.goto(`${base}/`);
    const line = page.locator('main p.deadline').first();
    await expect(line).toHaveText(/^Deadline (Mon|Sun) \d{1,2} \w{3}, \d\d:00/);
    const deadline = (await line.textContent())!.replace(/ \(in .*\)$/, '');
    await page.goto(`${base}/mens`);
    const titles = page.locator('.fixtures__week-title');
    await expect(titles.first()).toBeVisible();
    return { deadline, weeks: await titles.allTextContents() };
  }

  for (const width of [375, 1280]) {
    test(`recording a match does not change the wording of an upcoming deadline, at ${width} px`, async ({ page }) => {
      const base = server!.baseURL;
      await page.setViewportSize({ width, height: 900 });
      const owner = await userWithTeam(uniqueTag(), base);
      const staff = await staffToken(base);
      const today = clubDate();
      // Fixtures in the next two weeks: two different weeks, never one group.
      for (const days of [7, 14]) {
        await api(staff, 'POST', '/api/fixtures/', { team1: 'Uni 1st', team2: `Rivals ${days} ${owner.tag}`, location: 'Home', date: addDays(today, days), time: '14:00' }, [201], base);
      }
      await signIn(page, owner.email, owner.password, base);
      const before = await wording(page, base);
      expect(before.deadline).not.toMatch(/Gameweek/);
      expect(before.weeks.filter((w) => w.startsWith('Week of ')).length).toBeGreaterThanOrEqual(2);

      // Staff record today's match: this week's gameweek now exists.
      await api(
        staff,
        'POST',
        '/api/matches/',
        { team1: `Home ${owner.tag}`, team2: `Away ${owner.tag}`, team1_score: 1, team2_score: 0, date: new Date().toISOString(), players_stats: [{ player: owner.players[10].id, goals: 1 }] },
        [200, 201],
        base,
      );
      const after = await wording(page, base);
      expect(after.deadline).toBe(before.deadline);
      expect(after.weeks.slice(-2)).toEqual(before.weeks.slice(-2));
      await page.screenshot({ path: `test-results/deadline-words/fixtures-${width}.png`, fullPage: true });
    });
  }
});
