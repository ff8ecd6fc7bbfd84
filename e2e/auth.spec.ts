import { STAFF } from './server';
import { test, expect, newEmail, registerByApi, loginViaUi, lastEmailTo } from './helpers';

test('a new user registers, logs in, sees the home page, logs out and is back on /login', async ({ page }) => {
  const email = newEmail('reg');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Register' }).or(page.getByRole('link', { name: 'Register' })).first().click();
  await expect(page).toHaveURL(/\/register$/);
  // The pages load lazily: wait for the new page before typing, or the text lands in the old form.
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('matchday-pass-1');
  await page.getByRole('button', { name: /register|create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('matchday-pass-1');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Fantasy League Table/i })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();

  await nav.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes('eyJ')))).toEqual([]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed login shows the server message in the alert region', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page.getByRole('alert')).toContainText('No active account found with the given credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a non-staff user opening /Players lands on /', async ({ page }) => {
  const email = newEmail('fan');
  await registerByApi(email, 'matchday-pass-1');
  await loginViaUi(page, email, 'matchday-pass-1');
  await page.goto('/Players');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Match');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Players' })).toHaveCount(0);
});

test('staff see their links and pages', async ({ page }) => {
  await loginViaUi(page, STAFF.email, STAFF.password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The staff links are in the header's Staff menu.
  await nav.getByRole('button', { name: 'Staff' }).click();
  await expect(nav.getByRole('link', { name: 'Players' })).toBeVisible();
  await nav.getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\/Players$/);
});

test('a forgotten password is reset through the link written to the outbox', async ({ page }) => {
  const email = newEmail('forgot');
  await registerByApi(email, 'old-matchday-1');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).or(page.getByRole('link', { name: 'Forgot Password?' })).first().click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByRole('alert')).toContainText('Password reset email sent. Please check your inbox.');

  const link = new URL((await lastEmailTo(email)).link);
  await page.goto(link.pathname);
  await expect(page.locator('input[type="password"]').first()).toBeVisible();
  const inputs = page.locator('input[type="password"]');
  for (let i = 0; i < (await inputs.count()); i++) await inputs.nth(i).fill('new-matchday-2');
  await page.getByRole('button', { name: /reset|save|set/i }).click();
  await expect(page.getByRole('alert')).toContainText('Password reset successful. You can now log in.');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await loginViaUi(page, email, 'new-matchday-2');
});
