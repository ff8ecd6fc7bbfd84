// The staff Terms page (issue 45, item 5): terms made, changed and deleted in the browser (the
// /api/phases/ calls), and a term not started yet says when it starts rather than listing every
// team joint first on 0 points. On a server of its own (its terms are the season's).
import { test, expect, privateServer, seriousA11yViolations, signIn, signInAsStaff, uniqueTag, userWithTeam, type PrivateServer } from './helpers';

test.describe('the Terms page (private server)', () => {
  let server: PrivateServer | undefined;

  test.beforeAll(async () => {
    server = await privateServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const width of [375, 1280]) {
    test(`staff add, change and delete a term at ${width} px; a term to come says when it starts`, async ({ browser }) => {
      const base = server!.baseURL;
      const tag = uniqueTag();
      const staffContext = await browser.newContext({ viewport: { width, height: 900 } });
      const staff = await staffContext.newPage();
      await signInAsStaff(staff, base);
      await staff.goto(`${base}/Terms`);
      await expect(staff.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
      const form = staff.getByRole('form', { name: 'Add a term' });
      await form.getByLabel('Name').fill(`Later ${tag}`);
      await form.getByLabel('First gameweek').fill('40');
      await form.getByLabel('Last gameweek').fill('44');
      await form.getByRole('button', { name: 'Add term' }).click();
      await expect(staff.getByRole('alert').filter({ hasText: `Term Later ${tag} added.` })).toBeVisible();
      const row = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: `Later ${tag}` }) });
      await expect(row).toContainText('Gameweeks 40-44');
      await expect(row).toContainText('Starts with gameweek 40');
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await staff.screenshot({ path: `test-results/terms/terms-${width}.png`, fullPage: true });
      expect(await seriousA11yViolations(staff)).toEqual([]);

      // On home, the term's tab says when it starts: no table of everyone joint first.
      const owner = await userWithTeam(tag, base);
      const fanContext = await browser.newContext({ viewport: { width, height: 900 } });
      const fan = await fanContext.newPage();
      await signIn(fan, owner.email, owner.password, base);
      await fan.goto(`${base}/`);
      await fan.getByRole('group', { name: 'League table: season or term' }).getByRole('button', { name: `Later ${tag}` }).click();
      await expect(fan.getByText(`Later ${tag} starts with gameweek 40: its table fills once that week's matches are recorded.`)).toBeVisible();
      await expect(fan.getByRole('table', { name: `Fantasy teams by points in Later ${tag}` })).toHaveCount(0);
      await fanContext.close();

      await row.getByRole('button', { name: `Edit Later ${tag}` }).click();
      const dialog = staff.getByRole('dialog', { name: `Edit Later ${tag}` });
      await dialog.getByLabel('Name').fill(`Spring ${tag}`);
      await dialog.getByRole('button', { name: 'Save term' }).click();
      await expect(staff.getByRole('alert').filter({ hasText: `Term Spring ${tag} saved.` })).toBeVisible();
      await staff.getByRole('button', { name: `Delete Spring ${tag}` }).click();
      await staff.getByRole('dialog', { name: 'Delete this term?' }).getByRole('button', { name: 'Delete term' }).click();
      await expect(staff.getByRole('alert').filter({ hasText: `Term Spring ${tag} deleted.` })).toBeVisible();
      await expect(staff.getByRole('rowheader', { name: `Spring ${tag}` })).toHaveCount(0);
      await staffContext.close();
    });
  }
});
