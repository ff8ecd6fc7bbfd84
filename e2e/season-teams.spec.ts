// A past season's teams: after the season closes, its table on /seasons/{id} opens each team's
// final squad (kept at the close) with the players' season points. On a private server: closing
// the season empties the game for every other test.
import { test, expect, api, madeInThePast, seriousA11yViolations, sessionTokens, staffToken, userWithTeam, type PrivateServer } from './helpers';
import type { Page } from '@playwright/test';

const WIDTHS = [375, 1280];
const overflowsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.describe.serial("a past season's teams", () => {
  let server: PrivateServer | undefined;
  let manager: Awaited<ReturnType<typeof userWithTeam>>;
  let seasonId = 0;
  let seasonName = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The team and its armbands are made two weeks ago, before the deadline of the week played today.
    let striker = { id: 0 };
    let keeper = { id: 0 };
    ({ server, made: manager } = await madeInThePast('-14d', async (base) => {
      const made = await userWithTeam(undefined, base);
      striker = made.players.find((p) => p.position === 'Attacker')!;
      keeper = made.players.find((p) => p.position === 'Goalkeeper')!;
      const { access } = await sessionTokens(made.email, made.password, base);
      await api(access, 'PUT', '/api/team/', { players: made.players.map((p) => p.id), captain: striker.id, vice_captain: keeper.id }, [200], base);
      return made;
    }));
    const base = server.baseURL;
    const token = await staffToken(base);
    await api(token, 'POST', '/api/matches/', { team1: 'Home', team2: 'Away', team1_score: 2, team2_score: 0, date: new Date().toISOString(), players_stats: [{ player: striker.id, goals: 2 }, { player: keeper.id, clean_sheets: 1 }] }, [200, 201], base);
    const [current] = await api(null, 'GET', '/api/seasons/', undefined, [200], base);
    seasonId = current.id;
    seasonName = current.name;
    await api(token, 'POST', '/api/seasons/', { name: 'Next one', confirm: seasonName }, [201], base);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const width of WIDTHS) {
    test(`the archived table opens a team's final squad and points (${width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server!.baseURL}/seasons/${seasonId}`);
      const table = page.getByRole('table', { name: `Season ${seasonName}: teams by points` });
      await table.getByRole('link', { name: manager.teamName }).click();
      await expect(page).toHaveURL(new RegExp(`/seasons/${seasonId}/teams/1$`));
      await expect(page.getByRole('heading', { level: 1, name: manager.teamName })).toBeVisible();
      // 2 goals by the captain (2 + 2 × 4, doubled) and the keeper's clean sheet (2 + 5): 27 points.
      await expect(page.getByText(`Season ${seasonName}: finished 1st with 27 pts.`)).toBeVisible();
      const pitch = page.getByRole('region', { name: 'The final eleven' });
      const striker = manager.players.find((p) => p.position === 'Attacker')!;
      const keeper = manager.players.find((p) => p.position === 'Goalkeeper')!;
      await expect(pitch.getByRole('group', { name: `${striker.name}, captain, Attacker, 10 pts in the season` })).toBeVisible();
      await expect(pitch.getByRole('group', { name: `${keeper.name}, vice-captain, Goalkeeper, 7 pts in the season` })).toBeVisible();
      await expect(page.getByRole('table', { name: new RegExp(`players and their points in season`) }).getByRole('row')).toHaveCount(12);
      expect(await overflowsWidth(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('link', { name: `← Season ${seasonName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/seasons/${seasonId}$`));
      await context.close();
    });
  }
});
