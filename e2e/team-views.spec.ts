// The two views of one's own team (docs/rules.md §15): Pick team (/Team: the next deadline, each
// player's opponent in the gameweek the picks count from, the captaincy naming that gameweek,
// transfers with their review; no played week's points) and Points (/team/{id}/{week}: a
// gameweek's snapshot with its points, Previous and Next walking the weeks, the week in the
// address), one tab apart.
//
// Snapshots need the team before a past deadline: it is made on a private server whose game clock
// is 14 days back; the server then runs again at today's time over the same data, where last
// week's and this week's matches are recorded (gameweeks 1 and 2; the next deadline starts 3).
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  addDays,
  api,
  apiToken,
  clubDate,
  createPlayers,
  createSquadPlayers,
  escapeRe,
  madeInThePast,
  mondayOf,
  newUser,
  seriousA11yViolations,
  signIn,
  staffToken,
  uniqueTag,
  type PlayerRow,
  type PrivateServer,
} from './helpers';

const SHOTS = 'test-results/team-views';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing sticks out sideways, on a phone or a desktop.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('Pick team and Points (private server)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: PrivateServer | undefined;
  let tag: string;
  let owner: { email: string; password: string; teamId: number; teamName: string; players: PlayerRow[] };
  let captain: PlayerRow;
  let vice: PlayerRow;
  /** The team's weekly points of gameweeks 1 and 2, as the API has them. */
  const weekly: Record<number, number> = {};

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    tag = uniqueTag();
    const { server: started, made } = await madeInThePast('-14d', async (base) => {
      const { players } = await createSquadPlayers(tag, base);
      const user = await newUser('picker', base);
      const token = await apiToken(user.email, user.password, base);
      const teamName = `Pickers ${tag}`;
      const [att, mid] = [players.find((p) => p.position === 'Attacker')!, players.find((p) => p.position === 'Midfielder')!];
      const body = { name: teamName, players: players.map((p) => p.id), captain: att.id, vice_captain: mid.id };
      const team = await api(token, 'POST', '/api/team/', body, [200, 201], base);
      return { ...user, teamId: team.id as number, teamName, players };
    });
    server = started;
    owner = made;
    const base = server.baseURL;
    captain = owner.players.find((p) => p.position === 'Attacker')!;
    vice = owner.players.find((p) => p.position === 'Midfielder')!;
    const staff = await staffToken(base);
    const monday = mondayOf(clubDate());
    const side = captain.team;
    const match = (date: string, stats: { player: number; goals?: number }[]) =>
      api(staff, 'POST', '/api/matches/', { team1: side, team2: `Past ${tag}`, team1_score: 1, team2_score: 1, date, players_stats: stats }, [201], base);
    // Gameweek 1 (last week): the captain scores once (6, doubled 12). Gameweek 2 (this week): the
    // captain did not play, so the vice's points count twice.
    await match(`${addDays(monday, -5)}T12:00:00`, [{ player: captain.id, goals: 1 }]);
    await match(`${monday}T12:00:00`, [{ player: vice.id }, { player: owner.players[0].id }]);
    // A match later this week counts for gameweek 2; the picks face next week's opponent.
    const fixture = (date: string, team2: string) => ({ team1: side, team2, location: `Ground ${tag}`, date, time: '14:30' });
    await api(staff, 'POST', '/api/fixtures/', fixture(addDays(monday, 6), `Early ${tag}`), [201], base);
    await api(staff, 'POST', '/api/fixtures/', fixture(addDays(monday, 12), `Rivals ${tag}`), [201], base);
    // A spare defender, for a transfer.
    await createPlayers([{ name: `Spare ${tag}`, position: 'Defender', team: side, price: 5 }], base);

    const latest = await api(null, 'GET', `/api/team-snapshots/most_recent/?team_id=${owner.teamId}`, undefined, [200], base);
    expect(latest.game_week.week).toBe(2);
    weekly[2] = latest.weekly_points;
    const [week1] = await api(null, 'GET', '/api/game-weeks/?week=1', undefined, [200], base);
    const [first] = await api(null, 'GET', `/api/team-snapshots/?team_id=${owner.teamId}&game_week_id=${week1.id}`, undefined, [200], base);
    weekly[1] = first.weekly_points;
    expect(weekly[1]).toBe(12);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('Pick team shows the next deadline, each player\'s next opponent and the captaincy of that gameweek, and no played week\'s points', async ({ page }) => {
    const base = server!.baseURL;
    await signIn(page, owner.email, owner.password, base);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/Team`);
    await expect(page).toHaveTitle('Pick team · Fantasy XI');
    const tabs = page.getByRole('navigation', { name: 'Your team' });
    await expect(tabs.getByRole('link', { name: 'Pick team' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Points' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: owner.teamName, level: 1 })).toBeVisible();

    await expect(page.getByText(/^Deadline Mon \d{1,2} \w{3}, 00:00/)).toBeVisible();
    const armbands = page.locator('.armbands');
    // Gameweek 3 has no match yet: its number would be a guess, so it is named by its deadline.
    await expect(armbands).toContainText(new RegExp(`Captain from the deadline Mon \\d{1,2} \\w{3}, 00:00${escapeRe(captain.name)}`));
    await expect(armbands).toContainText(`Vice-captain${vice.name}`);

    // Every player's opponent in gameweek 3, not this week's (that one counts for gameweek 2).
    const pitch = page.getByRole('region', { name: `${owner.teamName} on the pitch` });
    const versus = `v Rivals ${tag}`;
    await expect(pitch.getByText(versus, { exact: true })).toHaveCount(11);
    await expect(
      pitch.getByRole('button', { name: new RegExp(`^${escapeRe(captain.name)}, captain, Attacker, the week from the deadline Mon \\d{1,2} \\w{3}, 00:00: ${escapeRe(versus)}, Sat \\d{1,2} \\w{3}, 14:30,`) }),
    ).toBeVisible();
    await expect(pitch).not.toContainText(`Early ${tag}`);
    // No points of a played week: not on the pitch, not in the head.
    await expect(page.locator('#main')).not.toContainText(/\d+ pts?\b/);
    await expect(page.locator('#main')).not.toContainText(/Gameweek \d+ points/);
    await shoot(page, 'pick-team');

    // One tap makes the vice captain, from the next deadline.
    await pitch.getByRole('button', { name: new RegExp(`^${escapeRe(vice.name)},`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make captain' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'is your captain' })).toContainText(new RegExp(`${escapeRe(vice.name)} is your captain from the deadline Mon \\d{1,2} \\w{3}, 00:00`));
    await expect(armbands).toContainText(new RegExp(`Captain from the deadline Mon \\d{1,2} \\w{3}, 00:00${escapeRe(vice.name)}`));
    await expect(armbands).toContainText(`Vice-captain${captain.name}`);
    // On a phone too: the armbands named by the deadline, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(armbands).toContainText(new RegExp(`Captain from the deadline Mon \\d{1,2} \\w{3}, 00:00${escapeRe(vice.name)}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await armbands.screenshot({ path: test.info().outputPath('pick-team-armbands-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Transfers, with their review naming the gameweek they count from; Back saves nothing.
    await page.getByRole('button', { name: 'Transfers' }).click();
    await expect(page).toHaveURL(/\/TeamTransfers$/);
    const sold = owner.players.find((p) => p.position === 'Defender')!;
    await page.getByRole('button', { name: `Remove ${sold.name}` }).click();
    await page.getByRole('button', { name: 'Select a Defender', exact: true }).first().click();
    const picker = page.getByRole('dialog', { name: 'Select a Defender' });
    await picker.getByRole('searchbox').fill(`Spare ${tag}`);
    await picker.getByRole('button', { name: new RegExp(`^Spare ${escapeRe(tag)} - £`) }).click();
    await page.getByRole('button', { name: 'Update Team', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your transfers' });
    await expect(review).toContainText(`Out ${sold.name}`);
    await expect(review).toContainText(`In Spare ${tag}`);
    await expect(review).toContainText(/count from the deadline Mon \d{1,2} \w{3}, 00:00/);
    await review.getByRole('button', { name: 'Back' }).click();
    await expect(review).toBeHidden();
  });

  test('Points shows a gameweek\'s snapshot with its points; Previous, Next and Back walk the weeks in the address', async ({ page }) => {
    const base = server!.baseURL;
    await signIn(page, owner.email, owner.password, base);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/Team`);
    const tabs = page.getByRole('navigation', { name: 'Your team' });
    await tabs.getByRole('link', { name: 'Points' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${owner.teamId}$`));
    await expect(tabs.getByRole('link', { name: 'Points' })).toHaveAttribute('aria-current', 'page');
    // One's own Points view is part of "Team": the header's link (and the phone's tab) stay current.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fantasy' })).toHaveAttribute('aria-current', 'page');

    const week = (n: number) => page.getByRole('heading', { name: `Gameweek ${n}`, level: 2 });
    const points = page.locator('.snapshot__points-value');
    const pitchOf = (n: number) => page.getByRole('region', { name: `Team for gameweek ${n}` });
    await expect(week(2)).toBeVisible();
    await expect(points).toHaveText(String(weekly[2]));
    // Gameweek 2: the captain had no match, so the vice's points count twice.
    await expect(pitchOf(2).getByRole('group', { name: new RegExp(`^${escapeRe(vice.name)}, vice-captain, .*doubled to`) })).toBeVisible();
    await shoot(page, 'points');

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${owner.teamId}/1$`));
    await expect(week(1)).toBeVisible();
    await expect(points).toHaveText('12');
    await expect(pitchOf(1).getByRole('group', { name: new RegExp(`^${escapeRe(captain.name)}, captain,`) })).toContainText('12 pts (6 ×2)');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // Back and Forward walk the weeks; Next goes to the latest, where it stops.
    await page.goBack();
    await expect(week(2)).toBeVisible();
    await page.goForward();
    await expect(week(1)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${owner.teamId}/2$`));
    await expect(week(2)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A shared address opens its week; Pick team is one tab away.
    await page.goto(`${base}/team/${owner.teamId}/1`);
    await expect(week(1)).toBeVisible();
    await tabs.getByRole('link', { name: 'Pick team' }).click();
    await expect(page).toHaveURL(/\/Team$/);
    await expect(page.getByText(/^Deadline Mon \d{1,2} \w{3}, 00:00/)).toBeVisible();
  });

  test("another team's snapshot, and a visitor's view of this one, have no Pick team tab", async ({ page }) => {
    const base = server!.baseURL;
    await page.goto(`${base}/team/${owner.teamId}`);
    await expect(page.getByRole('heading', { name: 'Gameweek 2', level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Your team' })).toHaveCount(0);

    const other = await newUser('other', base);
    await signIn(page, other.email, other.password, base);
    await page.goto(`${base}/team/${owner.teamId}/1`);
    await expect(page.getByRole('heading', { name: 'Gameweek 1', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logout' })).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Your team' })).toHaveCount(0);
    // Another's team is not part of "Team" (its own snapshot is): no tab is current.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current', 'page');
  });

  test("one's own Points view keeps the phone's Team tab current", async ({ page }) => {
    const base = server!.baseURL;
    await signIn(page, owner.email, owner.password, base);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${base}/team/${owner.teamId}/1`);
    await expect(page.getByRole('heading', { name: 'Gameweek 1', level: 2 })).toBeVisible();
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    await expect(shortcuts.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await shoot(page, 'points-tab');
  });
});
