// The season: staff record and delete matches on /Match; the home page's league table and top
// lists follow; the snapshot page pages through the gameweeks (docs/rules.md §4 the match
// form, §6 snapshot navigation, §14 the match alerts and the snapshot texts).
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
  signInAsStaff,
  staffToken,
  uniqueTag,
  userWithTeam,
  type PlayerRow,
  type PrivateServer,
} from './helpers';

const NOT_FOUND = 'Team snapshot not found for the most recent game week.';

/** Records a match as staff through the API; answers the match. */
async function recordMatch(players_stats: Record<string, number>[], date = new Date().toISOString(), base?: string, names = uniqueTag()) {
  const token = await staffToken(base);
  return api(token, 'POST', '/api/matches/', { team1: `Home ${names}`, team2: `Away ${names}`, team1_score: 2, team2_score: 1, date, players_stats }, [200, 201], base);
}

const deleteMatch = async (id: number, base?: string) => api(await staffToken(base), 'DELETE', `/api/matches/delete/${id}/`, undefined, [204], base);

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('the Match page (staff)', () => {
  test('records a match with stat rows through the form, lists it, and deletes it', async ({ page }) => {
    const tag = uniqueTag();
    const side = `Side ${tag}`;
    const [keeper, striker] = await createPlayers([
      { name: `Gloves ${tag}`, position: 'Goalkeeper', team: side, price: 5 },
      { name: `Boots ${tag}`, position: 'Attacker', team: side, price: 5 },
    ]);
    await signInAsStaff(page);
    await page.goto('/Match');
    await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
    // 'Loading matches...' may flash; the list then settles.
    await expect(page.getByText('Loading matches...')).toBeHidden();

    const form = page.getByRole('form', { name: 'Record a match' });
    await form.getByLabel('Team 1', { exact: true }).fill(`Uni ${tag}`);
    await form.getByLabel('Team 2', { exact: true }).fill(`Rivals ${tag}`);
    await form.getByLabel('Team 1 score').fill('3');
    await form.getByLabel('Team 2 score').fill('1');
    await form.getByRole('button', { name: new RegExp(`^Add all players of ${escapeRe(side)}`) }).click();
    const rows = form.getByRole('list', { name: 'Players who played' });
    await expect(rows.getByRole('listitem')).toHaveCount(2);

    // The team-2-score rule: '0' gives every row a clean sheet, anything else takes it away.
    const cleanSheet = (name: string) => form.getByRole('checkbox', { name: `Clean sheet for ${name}` });
    await expect(cleanSheet(keeper.name)).not.toBeChecked();
    await expect(cleanSheet(striker.name)).not.toBeChecked();
    await form.getByLabel('Team 2 score').fill('0');
    await expect(cleanSheet(keeper.name)).toBeChecked();
    await expect(cleanSheet(striker.name)).toBeChecked();
    await form.getByLabel('Team 2 score').fill('2');
    await expect(cleanSheet(keeper.name)).not.toBeChecked();
    await form.getByLabel('Team 2 score').fill('0');
    await expect(cleanSheet(striker.name)).toBeChecked();

    await form.getByLabel(`Goals for ${striker.name}`).fill('2');
    await form.getByRole('button', { name: 'Save match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Match and player stats created!' })).toBeVisible();

    const list = region(page, 'Recorded matches');
    const item = list.getByRole('listitem').filter({ hasText: `Uni ${tag}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Uni ${tag} 3 – 0 Rivals ${tag}`);
    await expect(item).toContainText('2 players');

    // What was stored: the clean sheets of the rule and the goals typed.
    const stored = ((await api(await staffToken(), 'GET', '/api/matches/')) as { id: number; team1: string; players_stats: { player: number; goals: number; clean_sheets: number }[] }[]).find(
      (m) => m.team1 === `Uni ${tag}`,
    )!;
    expect(stored.players_stats.map((s) => s.clean_sheets)).toEqual([1, 1]);
    expect(stored.players_stats.find((s) => s.player === striker.id)?.goals).toBe(2);

    await item.getByRole('button', { name: new RegExp(`^Delete match Uni ${tag} 3 – 0 Rivals ${tag}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this match?' });
    await expect(confirm).toContainText(`Uni ${tag} 3 – 0 Rivals ${tag}`);
    await confirm.getByRole('button', { name: 'Delete match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Match deleted!' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: `Uni ${tag}` })).toHaveCount(0);
  });

  test("the home page's top lists follow a match recorded in the same tab, without a reload", async ({ page }) => {
    const tag = uniqueTag();
    const side = `Side ${tag}`;
    const [striker] = await createPlayers([{ name: `Hotshot ${tag}`, position: 'Attacker', team: side, price: 5 }]);
    await signInAsStaff(page);
    await page.goto('/');
    const scorers = region(page, 'Top Scorers');
    const points = region(page, 'Top Points');
    await expect(scorers).toBeVisible();
    await expect(scorers.getByText('Loading...')).toHaveCount(0);
    await expect(scorers).not.toContainText(striker.name);
    await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Staff' }).click();
    await nav.getByRole('link', { name: 'Matches' }).click();
    const form = page.getByRole('form', { name: 'Record a match' });
    await form.getByLabel('Team 1', { exact: true }).fill(`Uni ${tag}`);
    await form.getByLabel('Team 2', { exact: true }).fill(`Rivals ${tag}`);
    await form.getByLabel('Team 1 score').fill('9');
    await form.getByLabel('Team 2 score').fill('1');
    await form.getByRole('button', { name: new RegExp(`^Add all players of ${escapeRe(side)}`) }).click();
    await form.getByLabel(`Goals for ${striker.name}`).fill('90');
    await form.getByRole('button', { name: 'Save match' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Match and player stats created!' })).toBeVisible();

    try {
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(scorers.getByRole('row', { name: new RegExp(escapeRe(striker.name)) })).toContainText('90');
      await expect(points).toContainText(striker.name);
      expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
    } finally {
      const match = ((await api(await staffToken(), 'GET', '/api/matches/')) as { id: number; team1: string }[]).find((m) => m.team1 === `Uni ${tag}`);
      if (match) await deleteMatch(match.id);
    }
  });
});

test.describe('the home page (user)', () => {
  test('lists the league with rows that open /team/{id}, and the top lists change after a match', async ({ page }) => {
    const owner = await userWithTeam();
    const striker = owner.players.find((p) => p.position === 'Attacker')!;
    await signIn(page, owner.email, owner.password);
    await page.goto('/');

    const league = region(page, 'Fantasy League Table');
    await expect(league.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
    const row = league.getByRole('row', { name: new RegExp(escapeRe(owner.teamName)) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').last()).toHaveText('0');
    await expect(league.getByRole('row').nth(1)).toContainText('Leader'); // the first row is emphasised

    // A click anywhere on the row opens the team's snapshot (a team made this week has none yet).
    await row.getByRole('cell').last().click();
    await expect(page).toHaveURL(new RegExp(`/team/${owner.teamId}$`));
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await page.goBack();

    const scorers = region(page, 'Top Scorers');
    await expect(scorers.getByRole('heading', { name: 'Top Scorers' })).toBeVisible();
    await expect(region(page, 'Top Points').getByRole('heading', { name: 'Top Points' })).toBeVisible();
    await expect(scorers).not.toContainText(striker.name);
    expect(await scorers.getByRole('row').count()).toBeLessThanOrEqual(6); // header + at most 5

    const match = await recordMatch([{ player: striker.id, goals: 95 }]);
    try {
      // Another session recorded it: this tab sees it after a navigation (a reload).
      await page.reload();
      await expect(scorers.getByRole('row', { name: new RegExp(escapeRe(striker.name)) })).toContainText('95');
      await expect(region(page, 'Top Points')).toContainText(striker.name);
      expect(await scorers.getByRole('row').count()).toBeLessThanOrEqual(6);
    } finally {
      await deleteMatch(match.id);
    }
  });

  test('a visitor is sent from / to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the snapshot page without history', () => {
  test('a visitor sees the not-found text for a team with no snapshot, and for an unknown team', async ({ page }) => {
    const user = await newUser('nosnap');
    const { players } = await createSquadPlayers(uniqueTag());
    const team = await api(await apiToken(user.email, user.password), 'POST', '/api/team/', { name: `Newcomers ${uniqueTag()}`, players: players.map((p) => p.id) });
    await page.goto(`/team/${team.id}`);
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await page.goto('/team/2147483000');
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
    await page.goto('/team/not-a-number');
    await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  });
});

// A gameweek's snapshot holds the squad a team had at the week's deadline (Monday 00:00 London),
// so a team made now has no snapshot for this week or any earlier one, and the shared server
// cannot show history. This part runs its own server (the same code) over a fresh data
// directory twice: first with the game clock 14 days back, to make the team before last week's
// deadline; then with the real clock, to record a match last week and one this week.
test.describe('the snapshot page with two gameweeks of history (private server)', () => {
  let server: PrivateServer | undefined;
  let owner: { email: string; password: string };
  let teamId: number;
  let teamName: string;
  let squad: PlayerRow[];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ({ server } = await madeInThePast('-14d', async (base) => {
      owner = await newUser('history', base);
      const tag = uniqueTag();
      squad = (await createSquadPlayers(tag, base)).players;
      teamName = `Old Boys ${tag}`;
      const token = await apiToken(owner.email, owner.password, base);
      teamId = (await api(token, 'POST', '/api/team/', { name: teamName, players: squad.map((p) => p.id) }, [201], base)).id;
    }));
    const thisMonday = mondayOf(clubDate());
    const keeper = squad.find((p) => p.position === 'Goalkeeper')!;
    const striker = squad.find((p) => p.position === 'Attacker')!;
    // Last week: the striker scores 2 (2 + 2x4 = 10) and the keeper keeps a clean sheet (2 + 5 = 7): 17.
    await recordMatch([{ player: striker.id, goals: 2 }, { player: keeper.id, clean_sheets: 1 }], `${addDays(thisMonday, -7)}T12:00:00`, server.baseURL);
    // This week: the striker scores 1 (2 + 4 = 6).
    await recordMatch([{ player: striker.id, goals: 1 }], `${thisMonday}T12:00:00`, server.baseURL);
  });

  test.afterAll(async () => {
    await server?.close();
  });

  test('starts at the latest gameweek and pages with Previous and Next', async ({ page }) => {
    const base = server!.baseURL;
    // What the server says, to compare with the page.
    const latest = await api(null, 'GET', `/api/team-snapshots/most_recent/?team_id=${teamId}`, undefined, [200], base);
    expect(latest.game_week.week).toBe(2);
    expect(latest.weekly_points).toBe(6);

    await page.goto(`${base}/team/${teamId}`);
    await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
    const week = page.getByRole('heading', { name: /^Gameweek \d+$/ });
    const points = page.locator('.snapshot__points');
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(week).toHaveText('Gameweek 2');
    await expect(points).toContainText('Weekly points');
    await expect(points).toContainText('6');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Team for gameweek 2' }).getByRole('listitem')).toHaveCount(11);
    // The snapshot page with players (only this server has one): axe finds nothing serious.
    expect(await seriousA11yViolations(page)).toEqual([]);

    await previous.click();
    await expect(week).toHaveText('Gameweek 1');
    await expect(points).toContainText('17');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team for gameweek 1' }).getByRole('listitem')).toHaveCount(11);

    await next.click();
    await expect(week).toHaveText('Gameweek 2');
    await expect(points).toContainText('6');
    await expect(next).toBeDisabled();
  });

  test("the owner's league row follows a new match (after a navigation)", async ({ page }) => {
    const base = server!.baseURL;
    await signIn(page, owner.email, owner.password, base);
    await page.goto(`${base}/`);
    const row = region(page, 'Fantasy League Table').getByRole('row', { name: new RegExp(escapeRe(teamName)) });
    await expect(row.getByRole('cell').last()).toHaveText('23');
    const second = squad.filter((p) => p.position === 'Attacker')[1];
    // 2 + 3x4 = 14 more points this week.
    const match = await recordMatch([{ player: second.id, goals: 3 }], `${mondayOf(clubDate())}T13:00:00`, base);
    try {
      await page.reload();
      await expect(row.getByRole('cell').last()).toHaveText('37');
      await row.getByRole('link', { name: teamName }).click();
      await expect(page).toHaveURL(new RegExp(`/team/${teamId}$`));
      await expect(page.locator('.snapshot__points')).toContainText('20');
    } finally {
      await deleteMatch(match.id, base);
    }
  });
});
