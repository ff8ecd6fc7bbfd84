// The account page at phone width: the email switches save at once, a password change keeps this
// session and ends the others, and "Delete my account" (password, then confirmation) removes the
// account and its team. The unsubscribe page's button works without signing in.
import { test, expect, api, baseURL, sessionTokens, signIn, userWithTeam } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

const prefsOf = async (token: string) => api(token, 'GET', '/api/user/notifications/');

test('switches, password change and account deletion on /account at 375 px', async ({ page }) => {
  const user = await userWithTeam();
  const before = await sessionTokens(user.email, user.password);
  await signIn(page, user.email, user.password);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  // The header's menu leads here.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Menu' }).click();

  const reminders = page.getByRole('switch', { name: /Deadline reminders/ });
  await expect(reminders).toBeChecked();
  await reminders.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(reminders).not.toBeChecked();
  await page.getByRole('radio', { name: 'Both' }).check();
  await expect(page.getByRole('radio', { name: 'Both' })).toBeChecked();
  await expect.poll(async () => prefsOf(before.access)).toEqual({ deadline_reminder: false, gameweek_results: true, fixture_changes: 'all' });
  await page.screenshot({ path: test.info().outputPath('account-375.png'), fullPage: true });

  // Password change: this session goes on, the other (the API's tokens) ends.
  const next = 'a-brand-new-pass-7';
  await page.getByLabel('Current password').fill('wrong-password-1');
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password is not right.')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'signed out everywhere else' })).toBeVisible();
  const old = await fetch(`${baseURL()}/api/user/`, { headers: { authorization: `Bearer ${before.access}` } });
  expect(old.status).toBe(401);
  await page.reload();
  await expect(page.getByRole('switch', { name: /Deadline reminders/ })).not.toBeChecked();

  // Deleting: the password, then the confirmation.
  await page.getByLabel('Password', { exact: true }).fill(next);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('account-delete-375.png') });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL()}/login$`));
  // The log-in page says what happened, and the session is gone.
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been deleted. Thank you for playing.' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('persist:auth') ?? '{}').access ?? 'null'))).toBeNull();
  const login = await fetch(`${baseURL()}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: next }),
  });
  expect(login.status).toBe(401);
  const teams = (await api(null, 'GET', '/api/teams/')) as { id: number }[];
  expect(teams.some((t) => t.id === user.teamId)).toBe(false);
});

test('the unsubscribe page answers a bad link without signing in', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid');
  await page.screenshot({ path: test.info().outputPath('unsubscribe-375.png') });
});
