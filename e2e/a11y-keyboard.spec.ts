// Accessibility by keyboard alone: the header, the login form and the team builder used with Tab
// and Enter; modals trap focus and close with Escape (issue 7; docs/rules.md §14). The axe-core checks
// of every page are in a11y.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect, createSquadPlayers, escapeRe, newUser, signIn, tabTo, uniqueTag, userWithTeam } from './helpers';

test.describe('keyboard', () => {
  test('the header works with Tab and Enter, at 1280px and through the menu toggle at 375px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/LMS');
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Results' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/LMS');
    await expect(page.getByRole('heading', { name: 'Under Maintenance' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name: "Women's" }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/womens$/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/mens');
    await expect(page.getByRole('heading', { name: "Men's fixtures" })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the login form is used with Tab, typing and Enter', async ({ page }) => {
    const user = await newUser('keys');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
  });

  test('a whole team is built and created with the keyboard alone', async ({ page }) => {
    const tag = uniqueTag();
    const { players } = await createSquadPlayers(tag);
    const user = await newUser('keyteam');
    await signIn(page, user.email, user.password);
    await page.goto('/CreateTeam');
    await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();

    // The pitch reads from the attack down to the goalkeeper: pick in that order.
    const order = ['Attacker', 'Midfielder', 'Defender', 'Goalkeeper'];
    const byLine = [...players].sort((a, b) => order.indexOf(a.position) - order.indexOf(b.position));
    for (const p of byLine) {
      // docs/rules.md §2: 'an' before a vowel ('Select an Attacker').
      const title = `Select ${/^[AEIOU]/.test(p.position) ? 'an' : 'a'} ${p.position}`;
      await tabTo(page, page.getByRole('button', { name: title, exact: true }).first());
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('searchbox'));
      await page.keyboard.type(tag);
      await tabTo(page, dialog.getByRole('button', { name: new RegExp(`^${escapeRe(p.name)} - `) }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
    }
    await expect(page.locator('.builder__budget-value')).toHaveText('£45.0m');
    await tabTo(page, page.getByLabel('Team name'));
    await page.keyboard.type(`Keys ${tag}`);
    await tabTo(page, page.getByRole('button', { name: 'Create Team' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Team$/);
    await expect(page.getByRole('heading', { name: `Keys ${tag}`, level: 1 })).toBeVisible();
  });
});

test.describe('modals', () => {
  /** Presses Tab (or Shift+Tab) more times than the dialog has controls; focus must stay inside. */
  async function expectFocusTrapped(page: Page, dialog: ReturnType<Page['getByRole']>) {
    const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    const count = await dialog.evaluate(
      (d) => d.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])').length,
    );
    expect(await inside()).toBe(true);
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside()).toBe(true);
    }
  }

  test('the selection modal traps focus, closes with Escape and gives focus back', async ({ page }) => {
    const tag = uniqueTag();
    await createSquadPlayers(tag);
    const user = await newUser('trap');
    await signIn(page, user.email, user.password);
    await page.goto('/CreateTeam');
    const opener = page.getByRole('button', { name: 'Select a Goalkeeper' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select a Goalkeeper' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('searchbox').fill(tag);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the team page's stats modal and delete confirmation trap focus and close with Escape", async ({ page }) => {
    const owner = await userWithTeam();
    await signIn(page, owner.email, owner.password);
    await page.goto('/Team');
    const token = page.getByRole('button', { name: new RegExp(`^${escapeRe(owner.players[0].name)},`) });
    await tabTo(page, token);
    await page.keyboard.press('Enter');
    const stats = page.getByRole('dialog', { name: owner.players[0].name });
    await expect(stats).toBeVisible();
    await expectFocusTrapped(page, stats);
    await page.keyboard.press('Escape');
    await expect(stats).toBeHidden();
    await expect(token).toBeFocused();

    const del = page.getByRole('button', { name: 'Delete Team' });
    await tabTo(page, del);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Team' });
    await expect(confirm).toContainText(`Are you sure you want to delete ${owner.teamName}?`);
    await expectFocusTrapped(page, confirm);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(del).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { name: owner.teamName, level: 1 })).toBeVisible(); // Escape deleted nothing
  });
});
