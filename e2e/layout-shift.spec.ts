// No page jumps while it loads (a cumulative layout shift under 0.1, the page audit's budget in
// docs/performance.md): every page at 375 px and 1280 px, opened as a manager with a team and as
// staff, with the server's answers slowed down as on a phone's network (each API call waits
// 60-380 ms before it goes to the real server, a different wait per address, so that the answers
// arrive one by one and in a mixed order). The layout shifts the browser
// reports while the page loads add up to less than 0.1 (the sum of all of them, so at least
// Lighthouse's CLS, which counts the worst window).
import type { Page } from '@playwright/test';
import { test, expect, api, createSquadPlayers, escapeRe, signIn, signInAsStaff, staffToken, uniqueTag, userWithTeam } from './helpers';

/** A wait of 60-380 ms for an API address, the same each time. */
function delayFor(url: string): number {
  const path = new URL(url).pathname;
  let hash = 0;
  for (const ch of path) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return 60 + (hash % 5) * 80;
}

async function slowApi(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayFor(route.request().url())));
    await route.continue();
  });
}

/** The layout shifts of this page load so far (not those just after a click or a key): their sum
 *  and what moved. */
async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Rect = { top: number; height: number };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: Rect; currentRect: Rect }[] };
        let total = 0;
        const moved: string[] = [];
        const name = (node?: Node) => {
          const el = node instanceof Element ? node : node?.parentElement;
          if (!el) return '(gone)';
          const label = el.getAttribute('aria-labelledby');
          return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${label ? `[${document.getElementById(label)?.textContent ?? label}]` : ''}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            const sources = (entry.sources ?? []).map((s) => {
              const { previousRect: a, currentRect: b } = s;
              return `${name(s.node)} (top ${Math.round(a.top)} to ${Math.round(b.top)}, height ${Math.round(a.height)} to ${Math.round(b.height)})`;
            });
            moved.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${sources.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved }), 200);
      }),
  );
}

async function expectSteady(page: Page, path: string, heading: RegExp | string, width: number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const { total, moved } = await layoutShifts(page);
  expect(total, `${path} at ${width} px moved while loading:\n${moved.join('\n')}`).toBeLessThan(0.1);
}

/** Each page at a phone's width and at a desktop's (where a page growing past the window's height
 *  brings a scrollbar that must not move the page sideways). */
async function expectAllSteady(page: Page, pages: [string, RegExp | string][]) {
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const [path, heading] of pages) await expectSteady(page, `${path}`, heading, viewport.width);
  }
}

test.describe('pages keep still while they load, at 375 px and 1280 px on a slow network', () => {
  test('a manager with a team: home, team, leagues, fixtures, results, seasons, account, player and snapshot; then register and login', async ({ page }) => {
    const owner = await userWithTeam();
    const staff = await staffToken();
    // A result, so that the points, the player's season and the snapshot have rows.
    const match = await api(staff, 'POST', '/api/matches/', {
      team1: `Home ${owner.tag}`, team2: `Away ${owner.tag}`, team1_score: 2, team2_score: 1, date: new Date(Date.now() - 60_000).toISOString(),
      players_stats: [{ player: owner.players[10].id, goals: 2 }, { player: owner.players[5].id, assists: 1 }],
    });
    try {
      await signIn(page, owner.email, owner.password);
      await slowApi(page);
      const pages: [string, RegExp | string][] = [
        ['/', /Fantasy/],
        ['/Team', owner.teamName],
        ['/TeamTransfers', /Transfers/],
        ['/leagues', /Mini-leagues/],
        ['/mens', "Men's fixtures"],
        ['/fixtures/all', /Fixtures/],
        ['/results', 'Results'],
        ['/seasons', /Seasons/],
        ['/account', 'Your account'],
        [`/player/${owner.players[10].id}`, owner.players[10].name],
        // The snapshot of a gameweek not yet published says so under its own heading.
        [`/team/${owner.teamId}`, new RegExp(`^(${escapeRe(owner.teamName)}|Team snapshot)$`)],
      ];
      await expectAllSteady(page, pages);
      // Last: opening /register signs the browser out.
      await expectAllSteady(page, [
        ['/register', 'Register'],
        ['/login', 'Log in'],
      ]);
    } finally {
      await api(staff, 'DELETE', `/api/matches/delete/${match.id}/`, undefined, [204]);
    }
  });

  test('staff: players, matches and fixtures', async ({ page }) => {
    // Players enough for the list to pass the window's height.
    await createSquadPlayers(uniqueTag());
    await createSquadPlayers(uniqueTag());
    await signInAsStaff(page);
    await slowApi(page);
    await expectAllSteady(page, [
      ['/Players', 'Players'],
      ['/Match', /Match/],
      ['/Fixtures', /Fixtures/],
    ]);
  });
});
