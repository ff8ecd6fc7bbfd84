import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { DEFAULT_TIME_ZONE, addDays, weekStartOf, zonedIsoString } from '../src/domain/gameweeks';
import { STAFF, newDataDir, startServer } from './server';

export { madeInThePast, privateServer, type PrivateServer } from './server';

/** The shared server of this worker (see `test`). */
export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
};

/**
 * Every test starts with a fresh browser context pointed at the real server. Each Playwright
 * worker has a shared server of its own over its own fresh data directory, started before the
 * worker's first hook or test and stopped after its last: files running at the same time in two
 * workers never see each other's data, and every worker's first file meets an empty database.
 * It is known to the worker's code as E2E_BASE_URL and E2E_DATA_DIR (baseURL(), lastEmailTo).
 */
export const test = base.extend<object, { sharedServer: string }>({
  sharedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer(newDataDir());
      process.env.E2E_BASE_URL = server.baseURL;
      process.env.E2E_DATA_DIR = server.dataDir;
      try {
        await use(server.baseURL);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ sharedServer }, use) => use(sharedServer),
});

export { expect };


let counter = 0;
/** A fresh, unique email for a test user. */
export const newEmail = (prefix = 'fan') => `${prefix}-${Date.now().toString(36)}-${++counter}@e2e.test`;

/** Registers through the API (fast setup for flows that are not about registering). */
export async function registerByApi(email: string, password: string, base = baseURL()) {
  const res = await postRateLimited(`${base}/api/user/register/`, { email, password });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
}

export async function apiToken(email: string, password: string, base = baseURL()): Promise<string> {
  return (await sessionTokens(email, password, base)).access;
}

/** Calls the API as a signed-in user; throws on an unexpected status. */
export async function api(token: string | null, method: string, url: string, body?: unknown, expected = [200, 201, 204], base = baseURL()) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!expected.includes(res.status)) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Logs in through the login page and waits for the home page. */
export async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  // A test that loads another page at once must find the tokens in local storage.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('persist:auth') ?? '{}').access ?? 'null')).not.toBe('null');
}

/** The newest email the server wrote to its outbox for this address (it writes mail just after
 *  answering, so this waits for it a few seconds). */
export async function lastEmailTo(email: string): Promise<{ link: string; subject: string; text: string }> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (let waited = 0; waited < 5_000; waited += 50) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.json')).sort() : [];
    for (const f of files.reverse()) {
      const m = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8'));
      if (m.to === email) return m;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`No email to ${email} in ${outbox}`);
}

// ---------------------------------------------------------------------------------------------
// Additions for the feature specs. The tests of a worker share one server and one database, so
// everything a test makes carries a unique tag.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let tagCounter = 0;
/** A short tag unique to this run and call, to make names no other test uses. */
export const uniqueTag = () => `${Date.now().toString(36).slice(-5)}${(++tagCounter).toString(36)}`;

/** Escapes text for use inside a RegExp. */
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * POSTs JSON to a rate-limited account endpoint (register, token). The test servers lift the
 * limit (e2e/server.ts), but a spec's own settings may set one again: a 429 is waited out
 * (Retry-After) rather than failing an unrelated test.
 */
async function postRateLimited(url: string, body: unknown): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 429 || attempt >= 6) return res;
    const wait = Number(res.headers.get('retry-after') ?? '5');
    await sleep((Number.isFinite(wait) ? wait : 5) * 1000 + 250);
  }
}

interface Session {
  access: string;
  refresh: string;
  at: number;
}
const sessions = new Map<string, Session>();

/** Logs in through the API once per user (and server), then reuses the pair; the access token
 *  (5 minutes) is renewed with the refresh token, which is not rate limited. */
export async function sessionTokens(email: string, password: string, base = baseURL()): Promise<Session> {
  const key = `${base} ${email}`;
  const known = sessions.get(key);
  if (known && Date.now() - known.at < 3 * 60_000) return known;
  if (known) {
    const res = await fetch(`${base}/api/token/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: known.refresh }),
    });
    if (res.ok) {
      const renewed = { ...known, access: (await res.json()).access as string, at: Date.now() };
      sessions.set(key, renewed);
      return renewed;
    }
  }
  const res = await postRateLimited(`${base}/api/token/`, { email, password });
  if (!res.ok) throw new Error(`token ${email}: ${res.status} ${await res.text()}`);
  const pair = (await res.json()) as { access: string; refresh: string };
  const session = { ...pair, at: Date.now() };
  sessions.set(key, session);
  return session;
}

export const staffToken = (base = baseURL()) => apiToken(STAFF.email, STAFF.password, base);

export const PASSWORD = 'matchday-pass-1';

/** A new registered user (through the API). */
export async function newUser(prefix = 'fan', base = baseURL()) {
  const email = newEmail(prefix);
  await registerByApi(email, PASSWORD, base);
  return { email, password: PASSWORD };
}

/**
 * Signs the browser in without the login form: the tokens (from the API) are put into the app's
 * persisted auth slice before the app's first script runs on the next navigation. Only the first
 * page load is seeded, so /logout and /register can still clear local storage.
 */
export async function signIn(page: Page, email: string, password: string, base = baseURL()) {
  const { access, refresh } = await sessionTokens(email, password, base);
  const origin = new URL(base).origin;
  await page.addInitScript(
    ({ access, refresh, origin }) => {
      try {
        if (window.location.origin !== origin || window.sessionStorage.getItem('e2e-signed-in')) return;
        window.sessionStorage.setItem('e2e-signed-in', '1');
        window.localStorage.setItem(
          'persist:auth',
          JSON.stringify({ access: JSON.stringify(access), refresh: JSON.stringify(refresh), _persist: JSON.stringify({ version: -1, rehydrated: true }) }),
        );
      } catch {
        /* about:blank and other origins have no storage for us */
      }
    },
    { access, refresh, origin },
  );
}

export const signInAsStaff = (page: Page, base = baseURL()) => signIn(page, STAFF.email, STAFF.password, base);

export type Position = 'Goalkeeper' | 'Defender' | 'Midfielder' | 'Attacker';
export interface PlayerRow {
  id: number;
  name: string;
  position: Position;
  team: string;
  price: number;
  goals: number;
  points: number;
}

/** Creates players as staff through the API (POST /api/players/). */
export async function createPlayers(specs: { name: string; position: Position; team: string; price: number }[], base = baseURL()): Promise<PlayerRow[]> {
  const token = await staffToken(base);
  const made: PlayerRow[] = [];
  for (const p of specs) made.push(await api(token, 'POST', '/api/players/', p, [201], base));
  return made;
}

/** Eleven players of one unique side (1 GK, 4 DEF, 4 MID, 2 ATT; 4-4-2) priced 5.0 each. */
export async function createSquadPlayers(tag: string, base = baseURL()) {
  const side = `Side ${tag}`;
  const plan: [Position, number][] = [['Goalkeeper', 1], ['Defender', 4], ['Midfielder', 4], ['Attacker', 2]];
  const specs = plan.flatMap(([position, n]) =>
    Array.from({ length: n }, (_, i) => ({ name: `${position.slice(0, 3)}${i + 1} ${tag}`, position, team: side, price: 5 })),
  );
  return { side, players: await createPlayers(specs, base) };
}

/** A new user with a team of eleven fresh players, all made through the API. */
export async function userWithTeam(tag = uniqueTag(), base = baseURL()) {
  const user = await newUser('owner', base);
  const { side, players } = await createSquadPlayers(tag, base);
  const teamName = `FC ${tag}`;
  const token = await apiToken(user.email, user.password, base);
  const team = await api(token, 'POST', '/api/team/', { name: teamName, players: players.map((p) => p.id) }, [200, 201], base);
  return { ...user, tag, side, players, teamName, teamId: team.id as number };
}

// --- Club calendar (Europe/London), from the domain's own rules ---------------------------------

/** The club's calendar date ('YYYY-MM-DD') of an instant. */
export const clubDate = (at = new Date()) => zonedIsoString(at, DEFAULT_TIME_ZONE).slice(0, 10);

/** The Monday of the club week holding this date. */
export const mondayOf = weekStartOf;

export { addDays };

/** 'YYYY-MM-DD' as 'DD/MM/YYYY' (en-GB). */
export const enGB = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

// --- Accessibility -----------------------------------------------------------------------------

/** Waits for running CSS animations and transitions (a modal fading in) to end. */
export async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

/** axe-core's violations of impact 'serious' or 'critical' on the page as it is now, one line each
 *  (rule id, impact, help text and the elements). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} [${v.nodes.map((n) => n.target.join(' ')).join(' | ')}]`);
}

/** Moves focus with Tab (or Shift+Tab) until `target` has it; fails after `max` presses. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, { max = 80, shift = false } = {}) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus never reached ${target} with ${max} presses of ${shift ? 'Shift+Tab' : 'Tab'}`);
}
