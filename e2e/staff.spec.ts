// The staff pages for players and fixtures, and the staff-only guard (docs/rules.md
// §1 the player form, §13 who may do what, §14 the player alerts, §15 search and filter).
import { test, expect, addDays, clubDate, enGB, newUser, signIn, signInAsStaff, uniqueTag } from './helpers';

test.describe('the Players page', () => {
  test('creates a player with all four fields and deletes it', async ({ page }) => {
    const tag = uniqueTag();
    await signInAsStaff(page);
    await page.goto('/Players');
    await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a player' });
    await expect(form).toBeVisible();

    // Position must be one of the four options.
    const position = form.getByLabel('Position');
    await expect(position.locator('option:not([disabled])')).toHaveText(['Goalkeeper', 'Defender', 'Midfielder', 'Attacker']);

    await form.getByLabel('Name').fill(`Pat ${tag}`);
    await position.selectOption('Midfielder');
    // The side is chosen from the club's sides; a new one is typed after "Another side...".
    await form.getByLabel('Team (side)').selectOption('Another side...');
    await form.getByLabel('New side', { exact: true }).fill(`Side ${tag}`);
    await form.getByLabel('Price (£m)').fill('7.5');
    await form.getByRole('button', { name: 'Create Player' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Player created!' })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    await page.getByRole('searchbox', { name: 'Filter players' }).fill(tag);
    const table = page.getByRole('region', { name: 'Players table' });
    const row = table.getByRole('row', { name: new RegExp(`Pat ${tag}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Midfielder');
    await expect(row).toContainText(`Side ${tag}`);
    await expect(row).toContainText('£7.5m');

    await page.getByRole('button', { name: `Delete Pat ${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this player?' });
    await expect(confirm).toContainText(`Delete Pat ${tag}`);
    await confirm.getByRole('button', { name: 'Delete player' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Player deleted!' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`Pat ${tag}`) })).toHaveCount(0);
    await expect(page.getByText('No players match.')).toBeVisible();
  });

  test('needs name, position, team and price before it sends anything', async ({ page }) => {
    const tag = uniqueTag();
    await signInAsStaff(page);
    await page.goto('/Players');
    const form = page.getByRole('form', { name: 'Add a player' });
    const create = form.getByRole('button', { name: 'Create Player' });
    const missing = (label: string) => form.getByLabel(label).evaluate((el) => (el as HTMLInputElement).validity.valueMissing);

    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/players/')) posts++;
    });

    await create.click();
    expect(await missing('Name')).toBe(true);
    await form.getByLabel('Name').fill(`Quinn ${tag}`);
    await create.click();
    expect(await missing('Position')).toBe(true);
    await form.getByLabel('Position').selectOption('Defender');
    await create.click();
    expect(await missing('Team (side)')).toBe(true);
    await form.getByLabel('Team (side)').selectOption('Another side...');
    await form.getByLabel('New side', { exact: true }).fill(`Side ${tag}`);
    await create.click();
    expect(await missing('Price (£m)')).toBe(true);
    expect(posts).toBe(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Player created!' })).toHaveCount(0);

    // A name of spaces passes the browser but not the server: its message is shown.
    await form.getByLabel('Name').fill('   ');
    await form.getByLabel('Price (£m)').fill('6');
    await create.click();
    await expect(page.getByRole('alert').filter({ hasText: /^Error creating player: .+/ })).toBeVisible();
    expect(posts).toBe(1);
  });
});

test.describe('the Fixtures page', () => {
  test('adds a fixture, imports a CSV file with a per-line report, and both show on /mens', async ({ page }) => {
    const tag = uniqueTag();
    const date = addDays(clubDate(), 20);
    const importedDate = addDays(clubDate(), 21);
    await signInAsStaff(page);
    await page.goto('/Fixtures');
    await expect(page.getByRole('heading', { name: 'Fixtures', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a fixture' });
    await form.getByLabel('Side').selectOption({ label: "Men's" });
    await form.getByLabel('Team 1').fill(`Uni ${tag}`);
    await form.getByLabel('Team 2').fill(`Visitors ${tag}`);
    await form.getByLabel('Location').fill(`Ground ${tag}`);
    await form.getByLabel('Date').fill(date);
    await form.getByLabel('Kick-off time').fill('18:45');
    await form.getByRole('button', { name: 'Add fixture' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fixture created!' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Team or location' }).fill(tag);
    await expect(page.getByText(`Uni ${tag} v Visitors ${tag}`)).toBeVisible();

    const csv = [
      'team1,team2,location,date,time',
      `Uni ${tag},Imported ${tag},Park ${tag},${importedDate},15:00`,
      `Bad ${tag},Line ${tag},Nowhere,2026-02-30,15:00`,
    ].join('\n');
    const importForm = page.getByRole('form', { name: 'Import fixtures from CSV' });
    await importForm.getByLabel('Side').selectOption({ label: "Men's" });
    await importForm.getByLabel('CSV file').setInputFiles({ name: `fixtures-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importForm.getByText(`Read fixtures-${tag}.csv`)).toBeVisible();
    await expect(importForm.getByLabel('CSV text')).toHaveValue(csv);
    await importForm.getByRole('button', { name: 'Import fixtures' }).click();
    const report = importForm.getByRole('region', { name: 'Import report' });
    await expect(report).toBeVisible();
    await expect(report.getByRole('definition')).toHaveText(['1', '0', '1']);
    const rejected = report.getByRole('list', { name: 'Rejected lines' }).getByRole('listitem');
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toContainText('Line 3:');
    await expect(page.getByRole('alert').filter({ hasText: 'Import finished: 1 imported, 0 already present, 1 rejected.' })).toBeVisible();

    // Importing the same file again doubles nothing.
    await importForm.getByRole('button', { name: 'Import fixtures' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Import finished: 0 imported, 1 already present, 1 rejected.' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Men's", exact: true }).click();
    await expect(page).toHaveURL(/\/mens$/);
    const created = page.getByRole('listitem').filter({ hasText: `Uni ${tag} v Visitors ${tag}` });
    await expect(created).toBeVisible();
    await expect(created).toContainText(`Ground ${tag}`);
    await expect(created).toContainText(enGB(date));
    await expect(created).toContainText('18:45');
    const imported = page.getByRole('listitem').filter({ hasText: `Uni ${tag} v Imported ${tag}` });
    await expect(imported).toContainText(`Park ${tag}`);
    await expect(imported).toContainText(enGB(importedDate));
    await expect(imported).toContainText('15:00');
    await expect(page.getByText(`Bad ${tag}`)).toHaveCount(0);
  });
});

test('staff see Players, Matches and Fixtures in the header and reach each page', async ({ page }) => {
  await signInAsStaff(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, url, heading] of [
    ['Players', /\/Players$/, 'Players'],
    ['Matches', /\/Match$/, 'Matches'],
    ['Fixtures', /\/Fixtures$/, 'Fixtures'],
  ] as const) {
    // They are in the header's Staff menu.
    await nav.getByRole('button', { name: 'Staff' }).click();
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

test('a signed-in user who is not staff is sent to / from /Match, /Players and /Fixtures', async ({ page }) => {
  const user = await newUser('notstaff');
  await signIn(page, user.email, user.password);
  for (const route of ['/Match', '/Players', '/Fixtures']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Fantasy League Table' })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const link of ['Players', 'Matches', 'Fixtures']) await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
});

test('a visitor opening a staff page is sent to /login', async ({ page }) => {
  for (const route of ['/Match', '/Players', '/Fixtures']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
  }
});
