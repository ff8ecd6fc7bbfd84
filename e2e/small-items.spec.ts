// Small things of issue 45 (item 10): the "Rank N of M" link brings your row into view clear of
// the fixed header, at 375 px and 1280 px.
import { test, expect, signIn, userWithTeam } from './helpers';

for (const width of [375, 1280]) {
  test(`the rank link on home shows your row below the header, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 420 });
    const owner = await userWithTeam();
    await signIn(page, owner.email, owner.password);
    await page.goto('/');
    const rank = page.getByRole('link', { name: /^Rank \d+ of \d+: show in the league table$/ });
    await expect(rank).toBeVisible();
    await expect(page.locator('#league-row-mine')).toBeAttached();
    await rank.click();
    await expect(page).toHaveURL(/#league-row-mine$/);
    await expect.poll(async () => {
      const header = await page.locator('header').first().boundingBox();
      const row = await page.locator('#league-row-mine').boundingBox();
      return row!.y >= header!.y + header!.height;
    }).toBe(true);
    await expect(page.locator('#league-row-mine')).toBeInViewport();
  });
}
