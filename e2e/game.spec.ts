// The game around your team (docs/rules.md §5, §7, §8): a new user sees the deadline and a call to
// create a team on home, picks a squad sorting by points, makes a captain and a vice; after a
// recorded match the team's Points view (its snapshot page) and home show the captain's doubled points, and
// the player and gameweek pages show their numbers.
//
// A snapshot holds the squad at a gameweek's deadline, so the team must exist before this week's
// Monday: this runs its own server (the same code) over a fresh data directory, first with the game
// clock 7 days back (the team is made then), then with the real clock (the match is recorded).
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  api,
  apiToken,
  clubDate,
  escapeRe,
  mondayOf,
  newUser,
  privateServer,
  seriousA11yViolations,
  signIn,
  staffToken,
  uniqueTag,
  type PlayerRow,
  type Position,
  type PrivateServer,
} from './helpers';

const SHOTS = 'test-results/game';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const title = (position: Position) => `Select ${/^[AEIOU]/.test(position) ? 'an' : 'a'} ${position}`;

test.describe('captain, deadline, player and gameweek pages (private server)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: PrivateServer | undefined;
  let user: { email: string; password: string };
  let tag: string;
  let players: PlayerRow[];
  let teamId: number;
  const byName = (prefix: string) => players.find((p) => p.name === `${prefix} ${tag}`)!;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await privateServer('-7d');
    const base = server.baseURL;
    tag = uniqueTag();
    const side = `Side ${tag}`;
    const plan: [Position, string, number][] = [
      ['Goalkeeper', 'Gk1', 1],
      ['Defender', 'Def', 5],
      ['Midfielder', 'Mid', 5],
      ['Attacker', 'Att', 3],
    ];
    const token = await staffToken(base);
    players = [];
    for (const [position, prefix, n] of plan) {
      for (let i = 1; i <= n; i++) {
        const name = position === 'Goalkeeper' ? `${prefix} ${tag}` : `${prefix}${i} ${tag}`;
        players.push(await api(token, 'POST', '/api/players/', { name, position, team: side, price: 5 }, [201], base));
      }
    }
    // An earlier match gives points to pick by: Att3 the most (2 goals), then Att2 (1 goal).
    await api(
      token,
      'POST',
      '/api/matches/',
      {
        team1: side,
        team2: `Rivals ${tag}`,
        team1_score: 3,
        team2_score: 0,
        date: new Date(Date.now() - 8 * 86_400_000).toISOString(),
        players_stats: [
          { player: byName('Att3').id, goals: 2 },
          { player: byName('Att2').id, goals: 1 },
        ],
      },
      [201],
      base,
    );
    user = await newUser('captain', base);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('a new user sees the deadline and a create-team call on home, picks by points, and names a captain and a vice', async ({ page }) => {
    const base = server!.baseURL;
    await signIn(page, user.email, user.password, base);
    await page.goto(`${base}/`);
    const card = page.getByRole('region', { name: 'Your team' });
    await expect(card.getByText(/^Deadline (Mon|Sun) \d{1,2} \w{3}, \d\d:00/)).toBeVisible();
    await shoot(page, 'home-new-user');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('link', { name: 'Create your team' }).click();
    await expect(page.getByRole('heading', { name: 'Create your team' })).toBeVisible();

    // Attackers first: the picker sorts by points, most first, so Att3 then Att2 lead the list.
    const pickFirst = async (position: Position, expectedFirst?: string) => {
      await page.getByRole('button', { name: title(position), exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: title(position) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Sort by')).toHaveValue('points');
      await dialog.getByRole('searchbox').fill(tag);
      const entries = dialog.getByRole('button', { name: new RegExp(` ${escapeRe(tag)} - £`) });
      if (expectedFirst) await expect(entries.first()).toHaveAccessibleName(new RegExp(`^${escapeRe(expectedFirst)} - £5\\.0m`));
      await dialog.locator('.picker__player:not([disabled])').first().click();
      await expect(dialog).toBeHidden();
    };
    await pickFirst('Attacker', `Att3 ${tag}`);
    await page.getByRole('button', { name: title('Attacker'), exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: title('Attacker') });
    await dialog.getByRole('searchbox').fill(tag);
    await expect(dialog.locator('.picker__player').nth(1)).toContainText('6 pts');
    await shoot(page, 'picker');
    await dialog.getByLabel('Sort by').selectOption('price-low');
    await dialog.getByLabel('Sort by').selectOption('points');
    await dialog.locator('.picker__player:not([disabled])').first().click();
    await expect(dialog).toBeHidden();
    await pickFirst('Goalkeeper');
    for (let i = 0; i < 4; i++) await pickFirst('Defender');
    for (let i = 0; i < 4; i++) await pickFirst('Midfielder');
    await page.getByLabel('Team name').fill(`Armband ${tag}`);
    await page.getByRole('button', { name: 'Create Team', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Armband ${tag}`, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Deadline (Mon|Sun) \d{1,2} \w{3}, \d\d:00/)).toBeVisible();

    // Captain: tap the player on the pitch, then "Make captain"; the same for the vice.
    const pitch = page.getByRole('region', { name: `Armband ${tag} on the pitch` });
    await pitch.getByRole('button', { name: new RegExp(`^Att3 ${escapeRe(tag)},`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make captain' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'is your captain' })).toContainText(
      new RegExp(`Att3 ${escapeRe(tag)} is your captain from (gameweek \\d+|the deadline)`),
    );
    await pitch.getByRole('button', { name: new RegExp(`^Mid1 ${escapeRe(tag)},`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Make vice-captain' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /is your vice-captain from (gameweek|the deadline)/ })).toBeVisible();
    await expect(pitch.getByRole('button', { name: new RegExp(`^Att3 ${escapeRe(tag)}, captain,`) })).toBeVisible();
    await expect(pitch.getByRole('button', { name: new RegExp(`^Mid1 ${escapeRe(tag)}, vice-captain,`) })).toBeVisible();
    await expect(pitch.locator('.token__badge--captain')).toHaveText('C');
    await expect(pitch.locator('.token__badge--vice')).toHaveText('V');
    await shoot(page, 'team-captain');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const token = await apiToken(user.email, user.password, base);
    const team = await api(token, 'GET', '/api/team/', undefined, [200], base);
    expect(team).toMatchObject({ captain: byName('Att3').id, vice_captain: byName('Mid1').id });
    teamId = team.id;
  });

  test('after a match the Points view and home show the doubled captain points (Pick team none); player and gameweek pages show numbers', async ({ page }) => {
    test.setTimeout(120_000);
    server = await server!.restart();
    const base = server.baseURL;
    // This week: the captain scores once (2 + 4 = 6, doubled 12), a defender plays (2): 14.
    const captain = byName('Att3');
    const defender = players.find((p) => p.position === 'Defender' && p.name.startsWith('Def1'))!;
    const match = await api(
      await staffToken(base),
      'POST',
      '/api/matches/',
      {
        team1: `Side ${tag}`,
        team2: `Visitors ${tag}`,
        team1_score: 1,
        team2_score: 1,
        date: `${mondayOf(clubDate())}T12:00:00`,
        players_stats: [{ player: captain.id, goals: 1 }, { player: defender.id }],
      },
      [201],
      base,
    );
    const week = match.game_week.week as number;
    const snapshot = await api(null, 'GET', `/api/team-snapshots/most_recent/?team_id=${teamId}`, undefined, [200], base);
    const expected = snapshot.weekly_points as number;
    expect(snapshot.players.find((p: { id: number }) => p.id === captain.id)).toMatchObject({ game_week_points: 6, multiplier: 2 });
    expect(expected).toBe(12 + (snapshot.players.some((p: { id: number }) => p.id === defender.id) ? 2 : 0));

    await signIn(page, user.email, user.password, base);
    // Pick team is about the gameweek to come: the captain is marked, no played week's points;
    // those are in the Points view, one tab away.
    await page.goto(`${base}/Team`);
    const pitch = page.getByRole('region', { name: `Armband ${tag} on the pitch` });
    await expect(pitch.getByRole('button', { name: new RegExp(`^Att3 ${escapeRe(tag)}, captain,`) })).toBeVisible();
    await expect(pitch).not.toContainText(/\d+ pts?\b/);
    await shoot(page, 'team-after-match');

    await page.getByRole('navigation', { name: 'Your team' }).getByRole('link', { name: 'Points' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/${teamId}$`));
    await expect(page.getByRole('heading', { name: `Gameweek ${week}`, level: 2 })).toBeVisible();
    await expect(page.locator('.snapshot__points')).toContainText(String(expected));
    const weekPitch = page.getByRole('region', { name: `Team for gameweek ${week}` });
    await expect(weekPitch.getByRole('group', { name: new RegExp(`^Att3 ${escapeRe(tag)}, captain,.*doubled to 12 pts`) })).toContainText('12 pts (6 ×2)');
    await shoot(page, 'snapshot');

    await page.goto(`${base}/`);
    const card = page.getByRole('region', { name: `Armband ${tag}` });
    await expect(card.getByRole('link', { name: `${expected} points in gameweek ${week}: see the team` })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Rank 1 of 1/ })).toBeVisible();
    await shoot(page, 'home-with-team');

    await page.goto(`${base}/player/${captain.id}`);
    await expect(page.getByRole('heading', { name: `Att3 ${tag}`, level: 1 })).toBeVisible();
    const rows = page.getByRole('table', { name: /every match this season/ }).getByRole('row');
    await expect(rows).toHaveCount(3); // header, last week, this week
    await expect(rows.nth(2)).toContainText(`Visitors ${tag}`);
    await expect(rows.nth(2).getByRole('cell').last()).toHaveText('6');
    await shoot(page, 'player');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(`${base}/`);
    await page.getByRole('link', { name: `Gameweek ${week} summary` }).click();
    await expect(page.getByRole('heading', { name: `Gameweek ${week}`, level: 1 })).toBeVisible();
    const stats = page.locator('.gameweek-page__stats');
    await expect(stats).toContainText(`Average points${expected}`);
    await expect(stats).toContainText(`Player of the week6 ptsAtt3 ${tag}`);
    await expect(stats).toContainText(`Most captained1 teamAtt3 ${tag}`);
    await expect(page.getByRole('region', { name: `Team of gameweek ${week}` }).getByRole('listitem')).toHaveCount(11);
    await shoot(page, 'gameweek');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page.getByRole('heading', { name: `Gameweek ${week - 1}`, level: 1 })).toBeVisible();
  });
});
