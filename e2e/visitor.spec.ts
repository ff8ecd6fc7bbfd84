// What a visitor sees and the session's way out (docs/rules.md
// §15: the public pages, the header, an unknown path, date and time formats; §12: logging out).
import type { Page } from '@playwright/test';
import { test, expect, addDays, api, clubDate, createPlayers, enGB, newUser, signIn, staffToken, uniqueTag } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Keys of local storage that hold a token, or anything else the test put there. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k === 'e2e-note' || localStorage.getItem(k)?.includes('eyJ')));

test('/mens and /womens list upcoming fixtures as "team1 v team2" with location, en-GB date and HH:MM', async ({ page }) => {
  const tag = uniqueTag();
  const token = await staffToken();
  const soon = addDays(clubDate(), 5);
  const later = addDays(clubDate(), 6);
  await api(token, 'POST', '/api/fixtures/', { team1: `Uni ${tag}`, team2: `Town ${tag}`, location: `Pitch ${tag}`, date: soon, time: '19:30' });
  await api(token, 'POST', '/api/fixtures/', { team1: `Old ${tag}`, team2: `Gone ${tag}`, location: `Pitch ${tag}`, date: addDays(clubDate(), -5), time: '12:00:00' });
  await api(token, 'POST', '/api/womensfixtures/', { team1: `Uni W ${tag}`, team2: `City W ${tag}`, location: `Field ${tag}`, date: later, time: '11:05:00' });

  await page.goto('/mens');
  await expect(page.getByRole('heading', { name: "Men's fixtures" })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Uni ${tag} v Town ${tag}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Pitch ${tag}`);
  await expect(card).toContainText(enGB(soon));
  await expect(card).toContainText('19:30');
  await expect(card).not.toContainText('19:30:00');
  await expect(page.getByText(`Old ${tag}`)).toHaveCount(0); // past fixtures are not upcoming
  await expect(page.getByText(`Uni W ${tag}`)).toHaveCount(0); // the other side

  await nav(page).getByRole('link', { name: "Women's", exact: true }).click();
  await expect(page).toHaveURL(/\/womens$/);
  const women = page.getByRole('listitem').filter({ hasText: `Uni W ${tag} v City W ${tag}` });
  await expect(women).toBeVisible();
  await expect(women).toContainText(`Field ${tag}`);
  await expect(women).toContainText(enGB(later));
  await expect(women).toContainText('11:05');
  await expect(women).not.toContainText('11:05:00');
  await expect(page.getByText(`Uni ${tag} v Town ${tag}`)).toHaveCount(0);
});

test('/results lists recorded matches with their scores and en-GB dates', async ({ page }) => {
  const tag = uniqueTag();
  const [player] = await createPlayers([{ name: `Scorer ${tag}`, position: 'Attacker', team: `Side ${tag}`, price: 5 }]);
  const token = await staffToken();
  const match = await api(token, 'POST', '/api/matches/', {
    team1: `Res Home ${tag}`,
    team2: `Res Away ${tag}`,
    team1_score: 3,
    team2_score: 1,
    date: new Date(Date.now() - 60_000).toISOString(),
    players_stats: [{ player: player.id, goals: 1 }],
  });
  try {
    await page.goto('/results');
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: `Res Home ${tag}` });
    await expect(card).toContainText(`Res Home ${tag} 3 – 1 Res Away ${tag}`);
    await expect(card).toContainText(enGB(clubDate(new Date(Date.now() - 60_000))));
  } finally {
    await api(token, 'DELETE', `/api/matches/delete/${match.id}/`, undefined, [204]);
  }
  await page.reload();
  await expect(page.getByText(`Res Home ${tag}`)).toHaveCount(0);
});

test('/LMS shows its placeholder', async ({ page }) => {
  await page.goto('/LMS');
  await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
  await expect(page.getByText('Sorry, LMS page coming soon')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'LMS' })).toHaveAttribute('aria-current', 'page');
});

test('unknown routes show the 404 page, with a way home', async ({ page }) => {
  for (const route of ['/no-such-page', '/team/1/2/extra', '/Players/2']) {
    await page.goto(route);
    await expect(page.getByText('Sorry, the page you are looking for does not exist!')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/login$/); // home needs a login
});

test('a reset link that is not valid shows the reset failure text and stays on the page', async ({ page }) => {
  await page.goto('/reset-password/MQ/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-7');
  await page.getByLabel('Confirm new password').fill('brand-new-pass-7');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('Error resetting password. Please try again.');
  await page.waitForTimeout(2500); // longer than the 2 s redirect after a success
  await expect(page).toHaveURL(/\/reset-password\//);
});

test('visiting /register clears local storage and ends the session', async ({ page }) => {
  const user = await newUser('regclear');
  await signIn(page, user.email, user.password);
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('e2e-note', 'left behind'));
  expect(await storedKeys(page)).not.toEqual([]);

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('/logout clears local storage and goes to /login', async ({ page }) => {
  const user = await newUser('logout');
  await signIn(page, user.email, user.password);
  await page.goto('/mens');
  await expect(nav(page).getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('e2e-note', 'left behind'));

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await page.goto('/Team');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('the header', () => {
  test('at 1280px shows every button, Logout when signed in, and the logo links home', async ({ page }) => {
    const user = await newUser('header');
    await signIn(page, user.email, user.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/results');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of ['Home', 'Fantasy', "Men's", "Women's", 'Results', 'Seasons', 'LMS', 'Logout']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Fantasy XI home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
  });

  test('the menu toggle appears below 768px and not from 768px on', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/LMS');
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav(page).getByRole('link', { name: 'Results' })).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Results' })).toBeHidden();
  });

  test('at 375px collapses into a menu toggle that opens, closes with Escape, and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/LMS');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: "Men's", exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Fantasy', "Men's", "Women's", 'Results', 'Seasons', 'LMS', 'Login']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav(page).getByRole('link', { name: "Men's", exact: true })).toBeHidden();

    await toggle.click();
    await nav(page).getByRole('link', { name: "Women's", exact: true }).click();
    await expect(page).toHaveURL(/\/womens$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: "Women's", exact: true })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
