import { test, expect } from './helpers';

test('a visitor opening the home page lands on /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/email/i)).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Sorry, the page you are looking for does not exist!')).toBeVisible();
});

test('the LMS page shows its placeholder', async ({ page }) => {
  await page.goto('/LMS');
  await expect(page.getByText('Under Maintenance')).toBeVisible();
  await expect(page.getByText('Sorry, LMS page coming soon')).toBeVisible();
});

test('below 768px the header collapses into a menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/mens');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Results' })).toBeHidden();
  await toggle.click();
  await expect(nav.getByRole('link', { name: 'Results' })).toBeVisible();
  await nav.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(nav.getByRole('link', { name: 'Results' })).toBeHidden();
});

test('at 1280px the header shows every button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/results');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Fantasy', "Men's", "Women's", 'Results', 'Seasons', 'LMS', 'Login']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
});
