// The bench and automatic substitutions (the product rules §21), through the pages at 375 px and 1280 px:
// a manager builds a bench on the transfers page, reorders it on Pick team, has a swap refused
// and makes one; staff then record a match in which a starter did not play and a substitute did,
// and the Points view shows who came on for whom.
//
// Snapshots need the team before a past deadline: the benches are built on a private server whose
// game clock is 7 days back; the server then runs again at today's time over the same data, and
// this week's match is recorded (its gameweek's snapshot holds the bench saved last week).
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
  staffToken,
  uniqueTag,
  type PlayerRow,
  type PrivateServer,
} from './helpers';

const SHOTS = 'test-results/bench';

/** No sideways overflow and no serious axe finding at this width; then a full-page screenshot. */
async function check(page: Page, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

interface Manager {
  email: string;
  password: string;
  teamId: number;
  teamName: string;
}

test.describe('the bench and automatic substitutions (private server)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: PrivateServer | undefined;
  let tag: string;
  let squad: PlayerRow[];
  let spare: Record<'keeper' | 'back' | 'forward', PlayerRow>;
  const managers: Record<number, Manager> = {};
  const WIDTHS = [375, 1280] as const;
  const named = (prefix: string) => squad.find((p) => p.name.startsWith(prefix))!;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tag = uniqueTag();
    server = await privateServer('-7d');
    const base = server.baseURL;
    const made = await createSquadPlayers(tag, base);
    squad = made.players;
    const [keeper, back, forward] = await createPlayers(
      [
        { name: `Spare Keeper ${tag}`, position: 'Goalkeeper', team: made.side, price: 4 },
        { name: `Spare Back ${tag}`, position: 'Defender', team: made.side, price: 4 },
        { name: `Spare Forward ${tag}`, position: 'Attacker', team: made.side, price: 4 },
      ],
      base,
    );
    spare = { keeper, back, forward };
    for (const width of WIDTHS) {
      const user = await newUser(`bench${width}`, base);
      const token = await apiToken(user.email, user.password, base);
      const teamName = `Benchers ${width} ${tag}`;
      const body = { name: teamName, players: squad.map((p) => p.id), captain: named('Def1').id, vice_captain: named('Mid1').id };
      const team = await api(token, 'POST', '/api/team/', body, [200, 201], base);
      managers[width] = { ...user, teamId: team.id as number, teamName };
    }
  });

  test.afterAll(async () => {
    await server?.close();
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: build a bench in Transfers, reorder it on Pick team, a swap refused and one made`, async ({ page }) => {
      const base = server!.baseURL;
      const manager = managers[width];
      await signIn(page, manager.email, manager.password, base);
      await page.setViewportSize({ width, height: 900 });

      // --- Transfers: three substitutes from the same budget (11 x 5.0 = 55.0; 3 x 4.0 more). ---
      await page.goto(`${base}/TeamTransfers`);
      const budget = page.locator('.builder__budget-value');
      await expect(budget).toHaveText('£45.0m');
      for (const sub of [spare.forward, spare.back, spare.keeper]) {
        await page.getByRole('button', { name: 'Add a substitute' }).click();
        const picker = page.getByRole('dialog', { name: 'Select a substitute' });
        await picker.getByRole('searchbox').fill(sub.name);
        await picker.getByRole('button', { name: new RegExp(`^${escapeRe(sub.name)} - £4\\.0m`) }).click();
        await expect(picker).toBeHidden();
      }
      await expect(budget).toHaveText('£33.0m');
      const builderBench = page.getByRole('region', { name: /^Bench/ });
      await expect(builderBench.getByRole('listitem')).toHaveText([
        new RegExp(`^1${escapeRe(spare.forward.name)}`),
        new RegExp(`^2${escapeRe(spare.back.name)}`),
        new RegExp(`^3${escapeRe(spare.keeper.name)}`),
      ]);
      await check(page, 'transfers-bench', width);
      await page.getByRole('button', { name: 'Update Team', exact: true }).click();
      const review = page.getByRole('dialog', { name: 'Review your transfers' });
      await expect(review).toContainText(`Bench1. ${spare.forward.name}, 2. ${spare.back.name}, 3. ${spare.keeper.name}`);
      await review.getByRole('button', { name: 'Confirm transfers' }).click();
      await expect(page).toHaveURL(/\/Team$/);

      // --- Pick team: the bench under the pitch, in order; the keeper moved up with the keyboard. ---
      const pitch = page.getByRole('region', { name: `${manager.teamName} on the pitch` });
      const bench = page.getByRole('region', { name: 'Bench', exact: true });
      await expect(bench.getByRole('listitem')).toHaveCount(3);
      const pitchBox = (await pitch.boundingBox())!;
      const benchBox = (await bench.boundingBox())!;
      expect(benchBox.y).toBeGreaterThan(pitchBox.y + pitchBox.height - 1);
      await bench.getByRole('button', { name: `Move ${spare.keeper.name} up` }).focus();
      await page.keyboard.press('Enter');
      await expect(bench.getByText(`Bench order saved: 1. ${spare.forward.name}, 2. ${spare.keeper.name}, 3. ${spare.back.name}.`)).toBeVisible();
      await expect(bench.getByRole('button', { name: `Move ${spare.keeper.name} up` })).toBeFocused();

      // --- A swap refused: the substitute keeper for an outfield starter. ---
      const back2 = named('Def2');
      await bench.getByRole('button', { name: `Swap ${spare.keeper.name}` }).click();
      await expect(bench.getByRole('status')).toHaveText(`Now tap the starter on the pitch to swap with ${spare.keeper.name}.`);
      await pitch.getByRole('button', { name: `Swap ${back2.name} with ${spare.keeper.name}` }).click();
      await expect(bench.getByRole('alert')).toHaveText(`${spare.keeper.name} is a goalkeeper and can only take your goalkeeper's place, not ${back2.name}'s.`);

      // --- A swap made: the substitute defender on for a midfielder (4-4-2 to 5-3-2). ---
      const mid1 = named('Mid1');
      await bench.getByRole('button', { name: `Swap ${spare.back.name}` }).click();
      await pitch.getByRole('button', { name: `Swap ${mid1.name} with ${spare.back.name}` }).click();
      await expect(bench.getByRole('alert')).toContainText(`${spare.back.name} comes into your 11 and is vice-captain; ${mid1.name} goes to the bench (number 3).`);
      await expect(page.locator('.team-head__stats')).toContainText('5-3-2');
      await expect(pitch.getByRole('button', { name: new RegExp(`^${escapeRe(spare.back.name)}, vice-captain, Defender`) })).toBeVisible();
      await expect(bench.getByRole('listitem')).toHaveText([
        new RegExp(`^1${escapeRe(spare.forward.name)}`),
        new RegExp(`^2${escapeRe(spare.keeper.name)}`),
        new RegExp(`^3${escapeRe(mid1.name)}`),
      ]);
      // The server has it so: the same players reshuffled, not a transfer.
      const token = await apiToken(manager.email, manager.password, base);
      const saved = await api(token, 'GET', '/api/team/', undefined, [200], base);
      expect(saved.bench.map((p: PlayerRow) => p.id)).toEqual([spare.forward.id, spare.keeper.id, mid1.id]);
      expect(saved.players.map((p: PlayerRow) => p.id)).toContain(spare.back.id);
      expect(saved.vice_captain).toBe(spare.back.id);
      await check(page, 'pick-team-bench', width);
    });
  }

  test('after a match where a starter did not play, Points shows the substitute who came on for them', async ({ page }) => {
    test.setTimeout(120_000);
    server = await server!.restart();
    const base = server.baseURL;
    const staff = await staffToken(base);
    const monday = mondayOf(clubDate());
    // Everyone of the 11 played but Def2; of the bench, the forward (first) and Mid1 (third) played.
    const absent = named('Def2');
    const rows = [...squad.filter((p) => p.id !== absent.id && p.id !== named('Mid1').id), spare.back, spare.forward, named('Mid1')];
    await api(
      staff,
      'POST',
      '/api/matches/',
      { team1: squad[0].team, team2: `Visitors ${tag}`, team1_score: 2, team2_score: 0, date: `${monday}T12:00:00`, players_stats: rows.map((p) => ({ player: p.id })) },
      [201],
      base,
    );
    for (const width of WIDTHS) {
      const manager = managers[width];
      const snapshot = await api(null, 'GET', `/api/team-snapshots/most_recent/?team_id=${manager.teamId}`, undefined, [200], base);
      expect(snapshot.automatic_subs).toEqual([{ out: absent.id, in: spare.forward.id }]);

      // A team's Points view is open to anyone.
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/team/${manager.teamId}`);
      const pitch = page.getByRole('region', { name: /^Team for gameweek \d+$/ });
      const off = pitch.getByRole('group', { name: new RegExp(`^${escapeRe(absent.name)}, Defender, did not play: replaced by ${escapeRe(spare.forward.name)}, 0 pts, not counted$`) });
      await expect(off).toContainText('0 pts (×0)');
      await expect(off).toContainText(`Off: ${spare.forward.name} on`);
      const bench = page.getByRole('region', { name: 'Bench', exact: true });
      await expect(bench.getByRole('listitem')).toHaveText([
        new RegExp(`^1${escapeRe(spare.forward.name)}.*On for ${escapeRe(absent.name)}$`),
        new RegExp(`^2${escapeRe(spare.keeper.name)}.*Did not come on$`),
        new RegExp(`^3${escapeRe(named('Mid1').name)}.*\\(×0\\)Did not come on$`),
      ]);
      await expect(page.locator('.snapshot__points-value')).toHaveText(String(snapshot.weekly_points));
      await check(page, 'points-bench', width);
    }
  });
});
