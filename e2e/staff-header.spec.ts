// The header signed in as staff (docs/rules.md §15): from 768 px one row that fits, the staff links
// in a "Staff" menu that works by mouse and keyboard; below 768 px the menu toggle lists them under
// a "Staff" label. Nothing sticks out or wraps at 375, 768 and 1280 px.
import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, signInAsStaff, tabTo } from './helpers';

const SHOTS = 'test-results/staff-header';

/** What of the header does not fit: its boxes whose content is wider than they are (scrollWidth
 *  over clientWidth), boxes past the window's edges, link texts broken over two lines, and how
 *  many rows its top-level items take. */
async function headerFit(page: Page) {
  // The first draw is built in slices after the page's load: wait for the header to be there.
  await page.locator('header.header').waitFor();
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const header = document.querySelector('header.header')!;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
    const boxes = [header, ...header.querySelectorAll('div, nav, ul, li, a, button')].filter(visible);
    const overflowing = boxes.filter((el) => el.scrollWidth > el.clientWidth + 1).map(name);
    const outside = boxes
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.right > viewport + 0.5;
      })
      .map(name);
    const wrapped = [...header.querySelectorAll('a, button')].filter(visible).filter((el) => {
      const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if ((node.textContent ?? '').trim() === '' || node.parentElement?.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) return true;
      }
      return false;
    }).map(name);
    // Rows: the items sorted by their top, a new row wherever one starts below the row before.
    const items = [...header.querySelectorAll('.header__list > li')].filter(visible).map((li) => li.getBoundingClientRect()).sort((x, y) => x.top - y.top);
    let rows = 0;
    let bottom = -Infinity;
    for (const r of items) {
      if (r.top >= bottom - 1) {
        rows++;
        bottom = r.bottom;
      } else bottom = Math.max(bottom, r.bottom);
    }
    return { page: document.documentElement.scrollWidth - viewport, overflowing, outside, wrapped, rows };
  });
}

test('at 1280 and 768 px the staff header keeps to one row that fits, with a Staff menu used by mouse and keyboard', async ({ page }) => {
  await signInAsStaff(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/seasons');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const staff = nav.getByRole('button', { name: 'Staff' });
  await expect(staff).toBeVisible();
  for (const name of ['Home', 'Fantasy', 'Leagues', "Men's", "Women's", 'Results', 'Seasons', 'LMS', 'Account', 'Logout']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Players', exact: true })).toBeHidden();
  expect(await headerFit(page)).toEqual({ page: 0, overflowing: [], outside: [], wrapped: [], rows: 1 });

  // By mouse: the menu opens below the button, inside the window, and closes on a click outside.
  await staff.click();
  await expect(staff).toHaveAttribute('aria-expanded', 'true');
  const menu = nav.getByRole('list', { name: 'Staff' });
  await expect(menu.getByRole('link')).toHaveText(['Players', 'Matches', 'Fixtures', 'Terms', 'Rules']);
  expect(await headerFit(page)).toEqual({ page: 0, overflowing: [], outside: [], wrapped: [], rows: 1 });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/staff-header-1280.png` });
  await page.getByRole('heading', { name: 'Seasons', level: 1 }).click();
  await expect(staff).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  // By keyboard: Enter opens it, Escape closes it and gives focus back, Tab reaches its links.
  await tabTo(page, staff);
  await page.keyboard.press('Enter');
  await expect(staff).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(staff).toHaveAttribute('aria-expanded', 'false');
  await expect(staff).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Players' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Match$/);
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  await expect(staff).toHaveAttribute('aria-expanded', 'false');
  // Tabbing out of an open menu closes it.
  await staff.click();
  await menu.getByRole('link', { name: 'Rules' }).focus();
  await page.keyboard.press('Tab');
  await expect(staff).toHaveAttribute('aria-expanded', 'false');

  // The narrower widths of the one-row header fit too.
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(staff).toBeVisible();
    expect(await headerFit(page)).toEqual({ page: 0, overflowing: [], outside: [], wrapped: [], rows: 1 });
    await staff.click();
    await expect(menu.getByRole('link', { name: 'Fixtures' })).toBeVisible();
    expect(await headerFit(page)).toEqual({ page: 0, overflowing: [], outside: [], wrapped: [], rows: 1 });
    await page.screenshot({ path: `${SHOTS}/staff-header-${width}.png` });
    await page.keyboard.press('Escape');
  }
});

test('at 375 px the menu toggle lists the staff links under a Staff label, and nothing sticks out', async ({ page }) => {
  await signInAsStaff(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/seasons');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  expect(await headerFit(page)).toMatchObject({ page: 0, overflowing: [], outside: [], wrapped: [] });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The phone menu needs no second tap: the staff links are listed, under their label.
  await expect(nav.getByRole('button', { name: 'Staff' })).toBeHidden();
  await expect(nav.locator('.header__staff-label')).toBeVisible();
  const menu = nav.getByRole('list', { name: 'Staff' });
  for (const name of ['Players', 'Matches', 'Fixtures', 'Terms', 'Rules', 'Seasons', 'Account', 'Logout']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link')).toHaveCount(5);
  expect(await headerFit(page)).toMatchObject({ page: 0, overflowing: [], outside: [], wrapped: [] });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/staff-header-375.png` });
  await menu.getByRole('link', { name: 'Fixtures' }).click();
  await expect(page).toHaveURL(/\/Fixtures$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
