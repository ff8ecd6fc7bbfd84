// Availability at 375 px: staff mark a player injured on the Players page; the manager whose
// team holds him sees the flag in the picker (and can hide him) and a warning on home; a player
// linked to their account marks themselves unavailable from the account page.
import type { Page } from '@playwright/test';
import { test, expect, addDays, api, apiToken, enGB, escapeRe, newUser, signIn, signInAsStaff, staffToken, uniqueTag, userWithTeam } from './helpers';

const SHOTS = 'test-results/availability';

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The club date the server's game clock is on. */
async function serverToday(): Promise<string> {
  return ((await api(null, 'GET', '/api/deadline/')) as { now: string }).now.slice(0, 10);
}

test.use({ viewport: { width: 375, height: 740 } });

test('staff mark a player injured; the manager sees the flag in the picker and a warning on home', async ({ browser }) => {
  const owner = await userWithTeam();
  const defender = owner.players.find((p) => p.position === 'Defender')!;
  const until = addDays(await serverToday(), 20);

  // Staff: Players page, filter to the side, set the defender's availability.
  const staffPage = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await signInAsStaff(staffPage);
  await staffPage.goto('/Players');
  await staffPage.getByRole('searchbox', { name: 'Filter players' }).fill(owner.tag);
  await staffPage.getByRole('button', { name: `Set availability of ${defender.name}` }).click();
  const dialog = staffPage.getByRole('dialog', { name: `Availability: ${defender.name}` });
  await dialog.getByLabel('Status').selectOption('injured');
  await dialog.getByLabel('Note (optional)').fill('hamstring');
  await dialog.getByLabel('Until (optional)').fill(until);
  await shoot(staffPage, 'staff-dialog');
  await staffPage.setViewportSize({ width: 375, height: 740 });
  await dialog.getByRole('button', { name: 'Save availability' }).click();
  await expect(staffPage.getByRole('alert').filter({ hasText: `Availability of ${defender.name} saved.` })).toBeVisible();
  const words = `Injured until ${enGB(until)}: hamstring`;
  const row = staffPage.getByRole('row', { name: new RegExp(escapeRe(defender.name)) });
  await expect(row).toContainText(words);
  await shoot(staffPage, 'staff-players');
  await staffPage.close();

  // The manager: a warning on home, before the deadline.
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await signIn(page, owner.email, owner.password);
  await page.goto('/');
  const warning = page.getByRole('region', { name: 'Players not available' });
  await expect(warning).toContainText('1 player in your team is not available');
  await expect(warning).toContainText(defender.name);
  await expect(warning).toContainText(words);
  await shoot(page, 'home-warning');

  // The picker on the transfers page: the flag with words and note, and the switch that hides him.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/TeamTransfers');
  await page.getByRole('button', { name: new RegExp(`^${escapeRe(defender.name)}, Defender.*change player`) }).click();
  const picker = page.getByRole('dialog', { name: 'Select a Defender' });
  const item = picker.getByRole('listitem').filter({ hasText: defender.name });
  await expect(item).toContainText(words);
  await shoot(page, 'picker');
  await page.setViewportSize({ width: 375, height: 740 });
  await picker.getByLabel('Hide unavailable players').check();
  await expect(picker.getByRole('listitem').filter({ hasText: defender.name })).toHaveCount(0);
  await page.close();
});

test('a linked player marks themselves unavailable from the account page', async ({ page }) => {
  const tag = uniqueTag();
  const staff = await staffToken();
  const player = await api(staff, 'POST', '/api/players/', { name: `Lin ${tag}`, position: 'Midfielder', team: "Women's 1st", price: 5 }, [201]);
  const me = await newUser('player');
  const token = await apiToken(me.email, me.password);
  const user = await api(token, 'GET', '/api/user/');
  expect(user.player_id).toBeNull();
  await api(staff, 'PUT', `/api/players/${player.id}/`, { name: player.name, team: player.team, price: 5, user_id: user.id });

  await signIn(page, me.email, me.password);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Your availability' });
  await expect(section).toContainText(`You are ${player.name}`);
  await section.getByLabel('Status').selectOption('unavailable');
  await section.getByLabel('Note (optional)').fill('exams');
  await section.getByRole('button', { name: 'Save availability' }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'Your availability is saved' })).toBeVisible();
  await expect(section).toContainText('Unavailable: exams');
  await shoot(page, 'account');

  const listed = ((await api(null, 'GET', '/api/players/')) as { id: number; availability: unknown }[]).find((p) => p.id === player.id);
  expect(listed?.availability).toEqual({ status: 'unavailable', note: 'exams', until: null });
  // A player not linked to this account is not theirs to set.
  await api(token, 'PUT', `/api/players/${player.id + 0}/availability/`, { status: 'available' }, [200]);
  const other = await api(staff, 'POST', '/api/players/', { name: `Oth ${tag}`, position: 'Midfielder', team: "Men's 1st", price: 5 }, [201]);
  await api(token, 'PUT', `/api/players/${other.id}/availability/`, { status: 'injured' }, [403]);
});
