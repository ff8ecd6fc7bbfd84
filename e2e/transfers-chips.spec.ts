// Transfers with a cost and chips (the product rules §22) through the pages at 375 px and 1280 px,
// and the two phone layout items of issue 45 (7: the Transfers page's sticky bar, the review's
// pairs and the confirm before leaving a draft; 8: the pick-team pitch on the first screen).
//
// A cost needs two snapshots: the teams are made on a private server whose game clock is 14 days
// back, with the club's rules set to one free transfer and 4 points per extra one; at 7 days back
// a match makes each team's first snapshot (the bank: 1), the managers make two transfers in the
// browser and see them cost 4 points before saving; at today's time a match makes the second
// snapshot, and the Points view shows the cost.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  api,
  apiToken,
  clubDate,
  createPlayers,
  createSquadPlayers,
  escapeRe,
  mondayOf,
  newUser,
  privateServer,
  seriousA11yViolations,
  signIn,
  signInAsStaff,
  staffToken,
  uniqueTag,
  userWithTeam,
  type PlayerRow,
  type PrivateServer,
} from './helpers';

const SHOTS = 'test-results/transfers-chips';
const WIDTHS = [375, 1280] as const;
const LIMITS = { free_transfers: 1, max_banked: 5, transfer_cost: 4, chips: true };

/** No sideways overflow and no serious axe finding at this width; then a full-page screenshot. */
async function check(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The element drawn at the middle of a locator's box is the locator's own (nothing covers it). */
async function uncovered(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inView: box.top >= 0 && box.bottom <= window.innerHeight, mine: !!top && el.contains(top) };
  }, selector);
}

async function pickPlayer(page: Page, position: string, player: PlayerRow) {
  const title = `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}`;
  await page.getByRole('button', { name: title, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('searchbox').fill(player.name);
  await dialog.getByRole('button', { name: new RegExp(`^${escapeRe(player.name)} - £`) }).click();
  await expect(dialog).toBeHidden();
}

interface Manager {
  email: string;
  password: string;
  teamId: number;
  teamName: string;
}

test.describe('a transfer that costs points (private server)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: PrivateServer | undefined;
  let squad: PlayerRow[];
  let spare: Record<'keeper' | 'forward', PlayerRow>;
  const managers: Record<number, Manager> = {};
  const named = (prefix: string) => squad.find((p) => p.name.startsWith(prefix))!;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    server = await privateServer('-14d');
    const base = server.baseURL;
    const staff = await staffToken(base);
    await api(staff, 'PUT', '/api/rules/', LIMITS, [200], base);
    const made = await createSquadPlayers(tag, base);
    squad = made.players;
    const [keeper, forward] = await createPlayers(
      [
        { name: `Spare Keeper ${tag}`, position: 'Goalkeeper', team: made.side, price: 5 },
        { name: `Spare Forward ${tag}`, position: 'Attacker', team: made.side, price: 5 },
      ],
      base,
    );
    spare = { keeper, forward };
    for (const width of WIDTHS) {
      const user = await newUser(`cost${width}`, base);
      const token = await apiToken(user.email, user.password, base);
      const teamName = `Hitters ${width} ${tag}`;
      const team = await api(token, 'POST', '/api/team/', { name: teamName, players: squad.map((p) => p.id), captain: named('Mid1').id }, [200, 201], base);
      managers[width] = { ...user, teamId: team.id as number, teamName };
    }
    // A week on: the match of that week makes each team's first snapshot under the limits.
    server = await server.restart('-7d');
    const weekAgo = clubDate(new Date(Date.now() - 7 * 86_400_000));
    await api(
      await staffToken(server.baseURL),
      'POST',
      '/api/matches/',
      { team1: made.side, team2: `Visitors ${tag}`, team1_score: 1, team2_score: 0, date: `${mondayOf(weekAgo)}T12:00:00`, players_stats: squad.map((p) => ({ player: p.id })) },
      [201],
      server.baseURL,
    );
  });

  test.afterAll(async () => {
    await server?.close();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: two transfers with one free cost 4 points, said before saving; leaving the draft asks first`, async ({ page }) => {
      const base = server!.baseURL;
      const manager = managers[width];
      const token = await apiToken(manager.email, manager.password, base);
      const before = await api(token, 'GET', '/api/team/', undefined, [200], base);
      expect(before).toMatchObject({ free_transfers: 1, transfers_pending: 0, transfer_cost_pending: 0 });
      await signIn(page, manager.email, manager.password, base);
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
      await page.goto(`${base}/TeamTransfers`);
      const cost = page.locator('.transfer-cost');
      await expect(cost).toHaveText('No transfers yet: 1 free transfer. 1 free transfer left.');

      // On a phone, Update Team and the cost are in reach at the bottom, above the tab bar.
      if (width === 375) {
        const bar = await uncovered(page, '.builder__form');
        expect(bar).toEqual({ inView: true, mine: true });
      }

      await page.getByRole('button', { name: `Remove ${named('Goa1').name}` }).click();
      await pickPlayer(page, 'Goalkeeper', spare.keeper);
      await expect(cost).toHaveText('1 transfer: 1 free, no points off. 0 free transfers left.');
      await page.getByRole('button', { name: `Remove ${named('Att2').name}` }).click();
      await pickPlayer(page, 'Attacker', spare.forward);
      await expect(cost).toHaveText('2 transfers: 1 free, -4 pts. 0 free transfers left.');
      if (width === 375) {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
        expect(await uncovered(page, '.builder__form button[type="submit"]')).toEqual({ inView: true, mine: true });
        await page.screenshot({ path: `${SHOTS}/transfers-sticky-bar-${width}.png` });
      }
      await check(page, 'transfers-cost', width);

      // A tap on another page with the draft not saved: asked first; Stay keeps the draft.
      const leagues = width === 375 ? page.locator('.tabbar').getByRole('link', { name: 'Leagues' }) : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' });
      await leagues.click();
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(ask).toContainText('Your transfers are not saved yet.');
      await ask.getByRole('button', { name: 'Stay' }).click();
      await expect(page).toHaveURL(/\/TeamTransfers$/);
      await expect(cost).toHaveText('2 transfers: 1 free, -4 pts. 0 free transfers left.');

      await page.getByRole('button', { name: 'Update Team', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Review your transfers' });
      await expect(review.getByRole('list', { name: 'Out and in' }).getByRole('listitem')).toHaveText([
        `Out ${named('Goa1').name} £5.0m→In ${spare.keeper.name} £5.0m`,
        `Out ${named('Att2').name} £5.0m→In ${spare.forward.name} £5.0m`,
      ]);
      await expect(review.locator('.transfer-review__cost')).toHaveText('2 transfers: 1 free, -4 pts. 0 free transfers left.');
      await check(page, 'transfers-review', width);
      await review.getByRole('button', { name: 'Confirm transfers' }).click();
      await expect(page).toHaveURL(/\/Team$/);
      // The saved message at the top of the page, in view (not under the header or the tab bar).
      const saved = page.getByRole('alert').filter({ hasText: 'Transfers saved.' });
      await expect(saved).toBeVisible();
      expect(await uncovered(page, '.alert--success')).toEqual({ inView: true, mine: true });
      const after = await api(token, 'GET', '/api/team/', undefined, [200], base);
      expect(after).toMatchObject({ free_transfers: 1, transfers_pending: 2, transfer_cost_pending: 4 });
    });
  }

  test('after the next match the Points view shows the cost: -4 pts, 2 transfers', async ({ page }) => {
    test.setTimeout(120_000);
    server = await server!.restart();
    const base = server.baseURL;
    const squadNow = squad.filter((p) => !p.name.startsWith('Goa1') && !p.name.startsWith('Att2'));
    await api(
      await staffToken(base),
      'POST',
      '/api/matches/',
      { team1: squad[0].team, team2: 'Visitors again', team1_score: 0, team2_score: 0, date: `${mondayOf(clubDate())}T12:00:00`, players_stats: [...squadNow, spare.keeper, spare.forward].map((p) => ({ player: p.id })) },
      [201],
      base,
    );
    for (const width of WIDTHS) {
      const manager = managers[width];
      const snapshot = await api(null, 'GET', `/api/team-snapshots/most_recent/?team_id=${manager.teamId}`, undefined, [200], base);
      expect(snapshot).toMatchObject({ transfers: 2, transfer_cost: 4, free_transfers: 1, chip: null });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/team/${manager.teamId}`);
      const transfers = page.locator('.snapshot__decision', { hasText: 'Transfers' });
      await expect(transfers.locator('dd')).toHaveText('-4 pts, 2 transfers');
      await expect(page.locator('.snapshot__points-value')).toHaveText(String(snapshot.weekly_points));
      await check(page, 'points-cost', width);
    }
  });
});

test.describe('chips and the pick-team page (shared server)', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: the pitch on the first screen; a chip played and taken back, each after a confirm`, async ({ page }) => {
      const owner = await userWithTeam();
      await signIn(page, owner.email, owner.password);
      await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
      await page.goto('/Team');
      const pitch = page.getByRole('region', { name: `${owner.teamName} on the pitch` });
      await expect(pitch).toBeVisible();
      // Issue 45 item 8: on a phone the pitch starts within the first screen, its first row in view.
      if (width === 375) expect((await pitch.boundingBox())!.y).toBeLessThan(667 / 2);
      await page.screenshot({ path: `${SHOTS}/pick-team-first-screen-${width}.png` });

      const chips = page.getByRole('region', { name: 'Chips' });
      await chips.getByRole('button', { name: 'Play Bench boost' }).click();
      const ask = page.getByRole('dialog', { name: 'Play Bench boost?' });
      await expect(ask).toContainText("Your bench's points count too for the gameweek (no automatic substitutions).");
      await check(page, 'chip-confirm', width);
      await ask.getByRole('button', { name: 'Play Bench boost' }).click();
      await expect(chips.getByRole('alert')).toHaveText('Bench boost played.');
      await expect(chips).toContainText(/Bench boost played for the gameweek from the deadline \w{3} \d{1,2} \w{3}, \d\d:\d\d\./);
      await expect(page.locator('.team-page__chip')).toHaveText('Chip played: Bench boost');
      const token = await apiToken(owner.email, owner.password);
      expect((await api(token, 'GET', '/api/team/')).chip).toBe('bench_boost');
      await check(page, 'chip-played', width);

      await chips.getByRole('button', { name: 'Take back Bench boost' }).click();
      await page.getByRole('dialog', { name: 'Take back Bench boost?' }).getByRole('button', { name: 'Take it back' }).click();
      await expect(chips.getByRole('alert')).toHaveText('Bench boost taken back: you can play it another week.');
      await expect(chips.getByRole('button', { name: 'Play Bench boost' })).toBeEnabled();
      await expect(page.locator('.team-page__chip')).toHaveCount(0);
      expect((await api(token, 'GET', '/api/team/')).chip).toBeNull();
    });
  }
});

test.describe('the staff Rules page (private server)', () => {
  let server: PrivateServer | undefined;
  test.beforeAll(async () => {
    server = await privateServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: staff set the limits; a bad value is refused under its field`, async ({ page }) => {
      const base = server!.baseURL;
      const staff = await staffToken(base);
      await api(staff, 'PUT', '/api/rules/', { free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true }, [200], base);
      await signInAsStaff(page, base);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/Rules`);
      await expect(page.getByRole('heading', { name: 'Game rules', level: 1 })).toBeVisible();
      await expect(page.locator('.page-lead')).toContainText(/Changes count from the next deadline \(\w{3} \d{1,2} \w{3}, \d\d:\d\d\) on/);
      const form = page.getByRole('form', { name: 'Rules from the next deadline' });
      await expect(form).toContainText('Saved for the next deadline: Transfers are unlimited and free. Chips can be played.');

      // Refused: the server's message under the field, nothing changed.
      await form.getByLabel('Points per extra transfer').fill('11');
      await form.getByRole('button', { name: 'Save rules' }).click();
      await expect(form.locator('.field__error')).toHaveText('Must be at most 10.');
      await expect(form.getByLabel('Points per extra transfer')).toHaveAttribute('aria-invalid', 'true');
      expect(await api(null, 'GET', '/api/rules/', undefined, [200], base)).toEqual({ free_transfers: null, max_banked: 5, transfer_cost: 4, chips: true });
      await check(page, 'rules-refused', width);

      await form.getByLabel('Free transfers', { exact: true }).selectOption('2');
      await form.getByLabel('Most free transfers banked').selectOption('3');
      await form.getByLabel('Points per extra transfer').fill('6');
      await form.getByRole('switch').uncheck();
      await form.getByRole('button', { name: 'Save rules' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Rules saved.' })).toContainText(
        '2 free transfers a gameweek, up to 3 banked; each extra transfer costs 6 points. Chips cannot be played.',
      );
      expect(await api(null, 'GET', '/api/rules/', undefined, [200], base)).toEqual({ free_transfers: 2, max_banked: 3, transfer_cost: 6, chips: false });
      await expect(form).toContainText('Saved for the next deadline: 2 free transfers a gameweek');
      await check(page, 'rules-saved', width);
    });
  }
});
