// Empty states, which only an empty database can show. Each worker's files share one database,
// and Playwright hands out the files in name order, so this file (named to sort first) is the
// first worker's first, and runs before any test of that worker has made a fixture, a match or
// a player.
import { test, expect, api, newUser, signIn } from './helpers';

async function isEmpty(url: string) {
  return ((await api(null, 'GET', url)) as unknown[]).length === 0;
}

test('with no fixtures and no results, /mens, /womens and /results say so', async ({ page }) => {
  const empty = (await isEmpty('/api/fixtures/')) && (await isEmpty('/api/womensfixtures/')) && (await isEmpty('/api/results/'));
  test.skip(!empty, 'The database already holds fixtures or results: this test must run first, on the fresh database.');

  await page.goto('/mens');
  await expect(page.getByRole('heading', { name: "Men's fixtures" })).toBeVisible();
  await expect(page.getByText('No fixtures left for this semester.')).toBeVisible();
  await page.goto('/womens');
  await expect(page.getByRole('heading', { name: "Women's fixtures" })).toBeVisible();
  await expect(page.getByText('No fixtures left for this semester.')).toBeVisible();
  await page.goto('/results');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByText('No results yet this semester.')).toBeVisible();
});

test("with no players, the selection modal says 'No players available for this position'", async ({ page }) => {
  test.skip(!(await isEmpty('/api/players/')), 'The database already holds players: this test must run first, on the fresh database.');
  const user = await newUser('empty');
  await signIn(page, user.email, user.password);
  await page.goto('/CreateTeam');
  await page.getByRole('button', { name: 'Select a Goalkeeper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a Goalkeeper' });
  await expect(dialog.getByText('No players available for this position')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
