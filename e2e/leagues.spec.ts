// Mini-leagues (docs/rules.md §9): one user creates a league, a second joins with the code
// from its share link, both see the table with the right points after a recorded match, the owner
// removes the second, and the second no longer sees it.
//
// Points need snapshots, and a team made now has none for this week or earlier, so this runs its
// own server (the same code) over a fresh data directory: first with the game clock 14 days back
// to make the two teams, then with the real clock to record a match last week.
import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  addDays,
  api,
  apiToken,
  clubDate,
  createSquadPlayers,
  escapeRe,
  madeInThePast,
  mondayOf,
  newUser,
  seriousA11yViolations,
  signIn,
  staffToken,
  tabTo,
  uniqueTag,
  type PlayerRow,
  type PrivateServer,
} from './helpers';

interface Manager {
  email: string;
  password: string;
  teamId: number;
  teamName: string;
  squad: PlayerRow[];
}

let server: PrivateServer | undefined;
let owner: Manager;
let rival: Manager;

async function managerWithTeam(base: string, name: string): Promise<Manager> {
  const user = await newUser('league', base);
  const tag = uniqueTag();
  const squad = (await createSquadPlayers(tag, base)).players;
  const teamName = `${name} ${tag}`;
  const token = await apiToken(user.email, user.password, base);
  const team = await api(token, 'POST', '/api/team/', { name: teamName, players: squad.map((p) => p.id) }, [201], base);
  return { ...user, teamId: team.id, teamName, squad };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server } = await madeInThePast('-14d', async (base) => {
    owner = await managerWithTeam(base, 'Hall Rovers');
    rival = await managerWithTeam(base, 'Course United');
  }));
});

test.afterAll(async () => {
  await server?.close();
});

async function signedInPage(browser: Browser, who: Manager, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: server!.baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, who.email, who.password, server!.baseURL);
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Members by points in this league' });
const rowOf = (page: Page, teamName: string) => table(page).getByRole('row', { name: new RegExp(escapeRe(teamName)) });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/leagues-${name}.png`, fullPage: true });
}

test('create, share, join, see points after a match, remove a member', async ({ browser }) => {
  test.setTimeout(120_000);
  const leagueName = `Halls ${uniqueTag()}`;

  // The owner finds Leagues in the header, creates a league from week 1.
  const a = await signedInPage(browser, owner, 1280);
  await a.goto('/');
  await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' }).click();
  await expect(a).toHaveURL(/\/leagues$/);
  await expect(a.getByRole('heading', { name: 'Mini-leagues', level: 1 })).toBeVisible();
  await expect(a.getByText('You are not in any league yet.')).toBeVisible();
  expect(await seriousA11yViolations(a)).toEqual([]);
  await shot(a, 'empty-1280');
  const create = a.getByRole('form', { name: 'Create a league' });
  await create.getByLabel('League name').fill(leagueName);
  await expect(create.getByLabel('Start week')).toHaveValue('1');
  await create.getByRole('button', { name: 'Create league' }).click();
  await expect(a.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  await expect(a).toHaveURL(/\/leagues\/\d+$/);
  const leagueId = Number(new URL(a.url()).pathname.split('/')[2]);

  // The code and its share link.
  const shareLink = a.locator('.league-share__link');
  const link = (await shareLink.getAttribute('href'))!;
  const code = new URL(link).searchParams.get('code')!;
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  await expect(a.locator('.league-code__value')).toHaveText(`${code.slice(0, 4)} ${code.slice(4)}`);
  await a.getByRole('button', { name: 'Copy code' }).click();
  await expect(a.getByRole('status')).toHaveText(/copied|copy by hand/);
  await expect(rowOf(a, owner.teamName)).toContainText('You');

  // The rival opens the share link: the join form is filled; a lower-case code with a space works too.
  const b = await signedInPage(browser, rival, 375);
  await b.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const join = b.getByRole('form', { name: 'Join a league' });
  await expect(join.getByLabel('League code')).toHaveValue(code);
  await join.getByLabel('League code').fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}`);
  await join.getByRole('button', { name: 'Join league' }).click();
  await expect(b.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  await expect(table(b).getByRole('row')).toHaveCount(3);
  await expect(rowOf(b, rival.teamName).getByRole('cell').nth(1)).toHaveText('0');

  // Staff record last week's match: the owner's striker scores 2 (2 + 2x4 = 10); the rival's
  // keeper keeps a clean sheet (2 + 5 = 7).
  const striker = owner.squad.find((p) => p.position === 'Attacker')!;
  const keeper = rival.squad.find((p) => p.position === 'Goalkeeper')!;
  const staff = await staffToken(server!.baseURL);
  await api(staff, 'POST', '/api/matches/', {
    team1: 'Uni', team2: 'Visitors', team1_score: 2, team2_score: 0,
    date: `${addDays(mondayOf(clubDate()), -7)}T12:00:00`,
    players_stats: [{ player: striker.id, goals: 2 }, { player: keeper.id, clean_sheets: 1 }],
  }, [201], server!.baseURL);

  for (const page of [a, b]) {
    await page.reload();
    await expect(rowOf(page, owner.teamName).getByRole('cell').first()).toHaveText('1');
    await expect(rowOf(page, owner.teamName).getByRole('cell').nth(1)).toHaveText('10');
    await expect(rowOf(page, rival.teamName).getByRole('cell').first()).toHaveText('2');
    await expect(rowOf(page, rival.teamName).getByRole('cell').nth(1)).toHaveText('7');
  }
  await expect(rowOf(b, rival.teamName)).toHaveClass(/league-table__row--mine/);
  await expect(rowOf(a, owner.teamName)).toHaveClass(/league-table__row--mine/);
  expect(await seriousA11yViolations(b)).toEqual([]);
  await shot(b, 'table-375');
  // My leagues: my rank and points.
  await b.goto('/leagues');
  const mine = b.getByRole('region', { name: 'My leagues' });
  await expect(mine.getByRole('listitem').filter({ hasText: leagueName })).toContainText('2nd');
  await expect(mine.getByRole('listitem').filter({ hasText: leagueName })).toContainText('7 pts');
  await shot(b, 'list-375');
  await mine.getByRole('link', { name: leagueName }).click();
  await expect(b.getByRole('heading', { name: leagueName, level: 1 })).toBeVisible();
  // No remove or delete for a member who does not own it.
  await expect(b.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Delete league' })).toHaveCount(0);

  // Team rows open the team's page.
  await a.reload();
  await rowOf(a, rival.teamName).getByRole('link', { name: rival.teamName }).click();
  await expect(a).toHaveURL(new RegExp(`/team/${rival.teamId}$`));
  await a.goBack();
  await expect(table(a)).toBeVisible();
  expect(await seriousA11yViolations(a)).toEqual([]);
  await shot(a, 'table-1280');

  await a.setViewportSize({ width: 375, height: 900 });
  await shot(a, 'owner-375');
  expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await a.setViewportSize({ width: 1280, height: 900 });
  // The owner removes the rival, with the keyboard, after a confirmation naming them.
  const remove = a.getByRole('button', { name: `Remove ${rival.teamName}` });
  await tabTo(a, remove);
  await a.keyboard.press('Enter');
  const dialog = a.getByRole('dialog', { name: 'Remove member' });
  await expect(dialog).toContainText(`Remove ${rival.teamName} from ${leagueName}?`);
  expect(await seriousA11yViolations(a)).toEqual([]);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(a.getByRole('alert')).toContainText(`${rival.teamName} was removed from ${leagueName}.`);
  await expect(table(a).getByRole('row')).toHaveCount(2);

  // The rival no longer sees it.
  await b.reload();
  await expect(b.getByRole('heading', { name: 'Members only', level: 1 })).toBeVisible();
  await expect(table(b)).toHaveCount(0);
  await b.goto('/leagues');
  await expect(b.getByText('You are not in any league yet.')).toBeVisible();
  const rivalToken = await apiToken(rival.email, rival.password, server!.baseURL);
  await api(rivalToken, 'GET', `/api/leagues/${leagueId}/`, undefined, [403], server!.baseURL);

  // The owner deletes the league after a confirmation naming it.
  await a.getByRole('button', { name: 'Delete league' }).click();
  const confirmDelete = a.getByRole('dialog', { name: 'Delete league' });
  await expect(confirmDelete).toContainText(leagueName);
  await confirmDelete.getByRole('button', { name: 'Delete league' }).click();
  await expect(a).toHaveURL(/\/leagues$/);
  await expect(a.getByRole('alert')).toContainText(`${leagueName} was deleted.`);
});

test('a wrong code says so next to the field; the home page links to the leagues', async ({ browser }) => {
  const page = await signedInPage(browser, owner, 375);
  await page.goto('/');
  await page.getByRole('link', { name: 'your mini-leagues' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  const join = page.getByRole('form', { name: 'Join a league' });
  // Typed and sent with the keyboard alone.
  await tabTo(page, join.getByLabel('League code'));
  await page.keyboard.type('zzzz zzzz');
  await page.keyboard.press('Enter');
  await expect(join.getByLabel('League code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('No league has that code');
  await shot(page, 'wrong-code-375');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
