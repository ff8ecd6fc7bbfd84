// The team builder, the team page, transfers and delete, through the UI as a new user
// (docs/rules.md §2 the builder, slots and budget; §3 the team's life: create, transfer, delete).
import type { Page } from '@playwright/test';
import { test, expect, api, apiToken, createPlayers, escapeRe, newUser, signIn, uniqueTag, type Position } from './helpers';

/** Players of one unique side, priced so that the £100.0m budget runs out. */
async function pricedPlayers(tag: string) {
  const team = `Side ${tag}`;
  const specs: { name: string; position: Position; team: string; price: number }[] = [
    { name: `Keeper ${tag}`, position: 'Goalkeeper', team, price: 9 },
    ...[1, 2, 3, 4, 5].map((i) => ({ name: `Def${i} ${tag}`, position: 'Defender' as const, team, price: 9 })),
    ...[1, 2, 3, 4, 5].map((i) => ({ name: `Mid${i} ${tag}`, position: 'Midfielder' as const, team, price: 9 })),
    ...[1, 2, 3].map((i) => ({ name: `Att${i} ${tag}`, position: 'Attacker' as const, team, price: 9 })),
    { name: `Galactico ${tag}`, position: 'Attacker', team, price: 12 },
  ];
  return createPlayers(specs);
}

const budget = (page: Page) => page.locator('.builder__budget-value');
const submitButton = (page: Page, name: 'Create Team' | 'Update Team') => page.getByRole('button', { name, exact: true });

/** The 'name - £price m' entry of a player in the open selection modal. */
const entry = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name: new RegExp(`^${escapeRe(name)} - £\\d+\\.\\dm`) });

/** Opens the first empty slot of a position, narrows the list to this test's side, picks a player. */
async function pick(page: Page, position: Position, name: string, tag: string) {
  // docs/rules.md §2: 'an' before a vowel ('Select an Attacker').
  const title = `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}`;
  await page.getByRole('button', { name: title, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill(tag);
  await entry(dialog, name).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${escapeRe(name)}(, (vice-)?captain)?, ${position}`) })).toBeVisible();
}

test('a new user builds a 4-4-2 within the budget, views it, transfers to 4-3-3 and deletes it', async ({ page }) => {
  const tag = uniqueTag();
  await pricedPlayers(tag);
  const user = await newUser('builder');
  await signIn(page, user.email, user.password);

  await page.goto('/CreateTeam');
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  const pitch = page.getByRole('region', { name: 'Your squad' });
  await expect(pitch).toBeVisible();
  // An empty squad shows every slot: 1 goalkeeper, 5 defenders, 5 midfielders, 3 attackers.
  await expect(pitch.getByRole('button', { name: 'Select a Goalkeeper', exact: true })).toHaveCount(1);
  await expect(pitch.getByRole('button', { name: 'Select a Defender', exact: true })).toHaveCount(5);
  await expect(pitch.getByRole('button', { name: 'Select a Midfielder', exact: true })).toHaveCount(5);
  await expect(pitch.getByRole('button', { name: 'Select an Attacker', exact: true })).toHaveCount(3);
  await expect(budget(page)).toHaveText('£100.0m');
  await expect(submitButton(page, 'Create Team')).toBeDisabled();

  // The modal lists the players of the slot's position as 'name - £price m'.
  await pitch.getByRole('button', { name: 'Select a Goalkeeper' }).click();
  const keeperDialog = page.getByRole('dialog', { name: 'Select a Goalkeeper' });
  await expect(keeperDialog.getByRole('heading', { name: 'Select a Goalkeeper' })).toBeVisible();
  await keeperDialog.getByRole('searchbox').fill(tag);
  await expect(keeperDialog.getByText(`Keeper ${tag} - £9.0m`, { exact: true })).toBeVisible();
  await expect(keeperDialog.getByText(`Def1 ${tag}`)).toHaveCount(0); // only goalkeepers
  await entry(keeperDialog, `Keeper ${tag}`).click();
  await expect(keeperDialog).toBeHidden();
  await expect(budget(page)).toHaveText('£91.0m');

  for (const i of [1, 2, 3, 4]) await pick(page, 'Defender', `Def${i} ${tag}`, tag);
  await expect(budget(page)).toHaveText('£55.0m');

  // Already-picked players are greyed out and cannot be selected.
  await page.getByRole('button', { name: 'Select a Midfielder', exact: true }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Select a Midfielder' });
  await dialog.getByRole('searchbox').fill(tag);
  await entry(dialog, `Mid1 ${tag}`).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Select a Midfielder', exact: true }).first().click();
  await dialog.getByRole('searchbox').fill(tag);
  await expect(entry(dialog, `Mid1 ${tag}`)).toBeDisabled();
  await expect(entry(dialog, `Mid2 ${tag}`)).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const i of [2, 3, 4]) await pick(page, 'Midfielder', `Mid${i} ${tag}`, tag);
  await expect(budget(page)).toHaveText('£19.0m');
  await pick(page, 'Attacker', `Att1 ${tag}`, tag);
  await expect(budget(page)).toHaveText('£10.0m');

  // £10.0m left: the £12.0m player does not fit and is refused; the budget does not move.
  await page.getByRole('button', { name: 'Select an Attacker', exact: true }).first().click();
  dialog = page.getByRole('dialog', { name: 'Select an Attacker' });
  await dialog.getByRole('searchbox').fill(tag);
  await entry(dialog, `Galactico ${tag}`).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(`Not enough budget for Galactico ${tag}`);
  await page.keyboard.press('Escape');
  await expect(budget(page)).toHaveText('£10.0m');
  await expect(page.getByRole('button', { name: new RegExp(`^Galactico ${tag},`) })).toHaveCount(0);

  await pick(page, 'Attacker', `Att2 ${tag}`, tag);
  await expect(budget(page)).toHaveText('£1.0m');
  // A complete 4-4-2: no empty slot is left on the pitch.
  await expect(pitch.getByRole('button', { name: /^Select a / })).toHaveCount(0);

  // Create Team needs both a complete squad and a name.
  await expect(submitButton(page, 'Create Team')).toBeDisabled();
  const teamName = `Builders ${tag}`;
  await page.getByLabel('Team name').fill(teamName);
  await expect(submitButton(page, 'Create Team')).toBeEnabled();
  await page.getByLabel('Team name').fill('');
  await expect(submitButton(page, 'Create Team')).toBeDisabled();
  await page.getByLabel('Team name').fill(teamName);
  await submitButton(page, 'Create Team').click();

  // /Team shows the new team.
  await expect(page).toHaveURL(/\/Team$/);
  await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^4-4-2$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Keeper ${tag},`) })).toBeVisible();

  // A player token opens the stats modal; Escape closes it.
  await page.getByRole('button', { name: new RegExp(`^Keeper ${tag},`) }).click();
  const stats = page.getByRole('dialog', { name: `Keeper ${tag}` });
  await expect(stats).toBeVisible();
  for (const label of ['Name', 'Position', 'Matches', 'Goals', 'Assists', 'Clean sheets', 'Price']) {
    await expect(stats.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(stats.getByRole('definition').filter({ hasText: /^Goalkeeper$/ })).toBeVisible();
  await expect(stats.getByRole('definition').filter({ hasText: /^£9\.0m$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(stats).toBeHidden();

  // Transfers: from 4-4-2 to 4-3-3.
  await page.getByRole('button', { name: 'Transfers' }).click();
  await expect(page).toHaveURL(/\/TeamTransfers$/);
  await expect(page.getByRole('heading', { name: `Transfers: ${teamName}` })).toBeVisible();
  await expect(budget(page)).toHaveText('£1.0m');
  // Nothing changed yet: nothing to update (issue 16).
  await expect(submitButton(page, 'Update Team')).toBeDisabled();
  await page.getByRole('button', { name: `Remove Mid4 ${tag}` }).click();
  await expect(budget(page)).toHaveText('£10.0m');
  await expect(submitButton(page, 'Update Team')).toBeDisabled();
  await pick(page, 'Attacker', `Att3 ${tag}`, tag);
  await expect(budget(page)).toHaveText('£1.0m');
  await expect(page.locator('.builder__summary')).toContainText('4-3-3');
  await expect(submitButton(page, 'Update Team')).toBeEnabled();
  await submitButton(page, 'Update Team').click();
  // The review: out, in, the budget left and the gameweek it counts from; then confirm.
  const review = page.getByRole('dialog', { name: 'Review your transfers' });
  await expect(review.getByRole('list', { name: 'Out and in' }).getByRole('listitem')).toHaveText([
    new RegExp(`^Out Mid4 ${tag} £\\d+\\.\\dm→In Att3 ${tag} £\\d+\\.\\dm$`),
  ]);
  await expect(review.locator('dt', { hasText: 'Budget left' }).locator('+ dd')).toHaveText('£1.0m');
  await expect(review).toContainText(/count from the deadline (Mon|Sun) \d{1,2} \w{3}, \d\d:00/);
  await review.getByRole('button', { name: 'Confirm transfers' }).click();
  await expect(page).toHaveURL(/\/Team$/);
  await expect(page.locator('dd', { hasText: /^4-3-3$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Att3 ${tag},`) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Mid4 ${tag},`) })).toHaveCount(0);

  // Delete with the confirmation; back to /createteam; /Team then redirects there too.
  await page.getByRole('button', { name: 'Delete Team' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Are you sure you want to delete ${teamName}?`);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/createteam$/);
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  await page.goto('/Team');
  await expect(page).toHaveURL(/\/createteam$/);
});

test('cancelling the delete confirmation keeps the team', async ({ page }) => {
  const tag = uniqueTag();
  const players = await pricedPlayers(tag);
  const user = await newUser('keeper');
  const token = await apiToken(user.email, user.password);
  const ids = ['Keeper', 'Def1', 'Def2', 'Def3', 'Def4', 'Mid1', 'Mid2', 'Mid3', 'Mid4', 'Att1', 'Att2'].map(
    (n) => players.find((p) => p.name === `${n} ${tag}`)!.id,
  );
  await api(token, 'POST', '/api/team/', { name: `Stayers ${tag}`, players: ids });
  await signIn(page, user.email, user.password);
  await page.goto('/Team');
  await page.getByRole('button', { name: 'Delete Team' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Are you sure you want to delete Stayers ${tag}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Stayers ${tag}`, level: 1 })).toBeVisible();
});

test('/Team and the Fantasy link lead a user without a team to /createteam', async ({ page }) => {
  const user = await newUser('noteam');
  await signIn(page, user.email, user.password);
  await page.goto('/Team');
  await expect(page).toHaveURL(/\/createteam$/);
  await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();
  await page.goto('/LMS');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fantasy' }).click();
  await expect(page).toHaveURL(/\/createteam$/);
});

test('a visitor opening /CreateTeam, /Team or /TeamTransfers is sent to /login', async ({ page }) => {
  for (const route of ['/CreateTeam', '/Team', '/TeamTransfers']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('screenshots of the team builder at 1280px and 375px', async ({ page }) => {
  const tag = uniqueTag();
  await pricedPlayers(tag);
  const user = await newUser('shots');
  await signIn(page, user.email, user.password);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/CreateTeam');
  await pick(page, 'Goalkeeper', `Keeper ${tag}`, tag);
  await pick(page, 'Defender', `Def1 ${tag}`, tag);
  await pick(page, 'Midfielder', `Mid1 ${tag}`, tag);
  await pick(page, 'Attacker', `Att1 ${tag}`, tag);
  await expect(budget(page)).toHaveText('£64.0m');
  await page.screenshot({ path: 'test-results/team-builder-1280.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(budget(page)).toBeVisible();
  // Nothing may stick out sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/team-builder-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Select a Defender', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Select a Defender' })).toBeVisible();
  await page.screenshot({ path: 'test-results/team-builder-375-modal.png' });
});
