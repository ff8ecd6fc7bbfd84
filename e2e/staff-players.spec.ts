// The staff players page with a season's worth of players (issue 45, item 4): on a phone each
// player is a short card (the availability clear of the price) and the page stays under 8,000 px
// with the match stats folded; at 1280 px the table fits its box, Points and the buttons in
// view. On a server of its own, with the demo season's 44 players and a few matches.
import { test, expect, api, createPlayers, privateServer, seriousA11yViolations, signInAsStaff, staffToken, type PlayerRow, type Position, type PrivateServer } from './helpers';

test.describe('the staff players page with 44 players (private server)', () => {
  let server: PrivateServer | undefined;

  test.beforeAll(async () => {
    server = await privateServer();
    const base = server.baseURL;
    const plan: [Position, number][] = [['Goalkeeper', 3], ['Defender', 7], ['Midfielder', 7], ['Attacker', 5]];
    const specs = ["Men's 1st", "Women's 1st"].flatMap((team) =>
      plan.flatMap(([position, n]) => Array.from({ length: n }, (_, i) => ({ name: `${position} ${team.slice(0, 3)} Number${i + 1}`, position, team, price: 4 + i }))),
    );
    const players: PlayerRow[] = await createPlayers(specs, base);
    const staff = await staffToken(base);
    // Four matches of 11 stat rows: the folded stats hold 44 rows.
    for (let m = 0; m < 4; m++) {
      const date = new Date(Date.now() - (m + 1) * 86_400_000).toISOString();
      const players_stats = players.slice(m * 11, m * 11 + 11).map((p) => ({ player: p.id, goals: 1 }));
      await api(staff, 'POST', '/api/matches/', { team1: 'Uni', team2: `Visitors ${m}`, team1_score: 11, team2_score: 0, date, players_stats }, [200, 201], base);
    }
    await api(staff, 'PUT', `/api/players/${players[0].id}/availability/`, { status: 'injured', until: null, note: 'hamstring' }, [200], base);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('at 375 px: two-line cards, the availability clear of the price, the page under 8,000 px, stats folded', async ({ page }) => {
    const base = server!.baseURL;
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAsStaff(page, base);
    await page.goto(`${base}/Players`);
    const rows = page.getByRole('table', { name: 'Players and their season totals' }).locator('tbody tr');
    await expect(rows).toHaveCount(44);
    const stats = page.getByRole('heading', { name: 'Match stats' });
    await expect(stats).toBeVisible();
    await expect(page.getByRole('region', { name: 'Match stats table' })).toHaveCount(0);
    const size = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
    expect(size.width).toBeLessThanOrEqual(375);
    expect(size.height).toBeLessThan(8_000);
    // Row 0 is the injured player: the flag's words may take a line of their own.
    for (const i of [0, 1, 20]) {
      const row = rows.nth(i);
      const card = (await row.boundingBox())!;
      expect(card.height).toBeLessThan(i === 0 ? 210 : 170);
      const price = (await row.locator('td[data-label="Price"]').boundingBox())!;
      const pill = (await row.locator('.admin-table__availability').boundingBox())!;
      const apart = pill.y >= price.y + price.height || pill.x >= price.x + price.width || pill.x + pill.width <= price.x || pill.y + pill.height <= price.y;
      expect(apart, `row ${i}: availability ${JSON.stringify(pill)} overlaps the price ${JSON.stringify(price)}`).toBe(true);
    }
    await page.screenshot({ path: 'test-results/staff-players/players-375.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The stats open on a tap.
    await stats.click();
    await expect(page.getByRole('region', { name: 'Match stats table' })).toBeVisible();
  });

  test('at 1280 px: the table fits its box, with Points and the buttons in view', async ({ page }) => {
    const base = server!.baseURL;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, base);
    await page.goto(`${base}/Players`);
    const table = page.getByRole('table', { name: 'Players and their season totals' });
    await expect(table.locator('tbody tr')).toHaveCount(44);
    const fit = await page.getByRole('region', { name: 'Players table' }).evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    const box = (await page.getByRole('region', { name: 'Players table' }).boundingBox())!;
    for (const target of [table.getByRole('columnheader', { name: 'Points' }), table.getByRole('button', { name: /^Delete / }).first()]) {
      const b = (await target.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: 'test-results/staff-players/players-1280.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
