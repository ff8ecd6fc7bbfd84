// Home for staff and the league tables (issue 30, items 4 and 8) at 375 px and 1280 px: staff
// land on "N results to record" (a fixture that has kicked off without a result) linking to
// /Match; the league table shows the latest gameweek's points and team names that read as links.
import { test, expect, addDays, api, clubDate, seriousA11yViolations, signInAsStaff, staffToken, uniqueTag, userWithTeam } from './helpers';

const SHOTS = 'test-results';

test('staff see the results to record on home, and the league table has its gameweek column', async ({ page }) => {
  const tag = uniqueTag();
  const staff = await staffToken();
  await userWithTeam(tag);
  await api(staff, 'POST', '/api/fixtures/', { team1: `Uni ${tag}`, team2: `Rivals ${tag}`, location: 'Home', date: addDays(clubDate(), -2), time: '15:00' }, [201]);
  await signInAsStaff(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const banner = page.getByRole('link', { name: /^\d+ results? to record$/ });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'GW' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pages2-home-${width}.png` });
    expect(await seriousA11yViolations(page)).toEqual([]);
  }
  await page.getByRole('link', { name: /results? to record$/ }).click();
  await expect(page).toHaveURL(/\/Match$/);
});
