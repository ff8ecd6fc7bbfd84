// `npm run audit:pages`: a Lighthouse report of the main pages on a phone and on a desktop.
//
// It builds the app when needed, loads a demo season into a new temporary data directory, starts
// the real server on a free port, signs in as the demo manager (the tokens go into local storage
// the way the app keeps them) and runs Lighthouse in Chromium on /login, / (signed in),
// /team/{id} and /results with its mobile and desktop presets, three times each. It prints one
// table of the medians: the four category scores, LCP, TBT, CLS and the JavaScript the page
// loaded (bytes over the wire), then the budgets the medians missed, and exits with 1 when one
// was missed. Not a unit test: the numbers depend on how busy the machine is (the load average
// is printed at the start and the end); budgets are judged on a quiet machine.
//
// Settings: CHROMIUM_PATH (default /usr/bin/chromium), AUDIT_PAGES (e.g. "/login,/results"),
// AUDIT_AS=staff (signed in as the demo's staff account: /Players, /Match and /Fixtures by default),
// AUDIT_REPORTS (a directory: each run's whole Lighthouse report is saved there as JSON, to read
// which shifts, long tasks and requests made the numbers), AUDIT_CACHE=warm (each page is opened
// once before it is measured, so the run is a repeat visit with the files cached), AUDIT_RUNS
// (runs of each page and preset, 3 by default; the median of each number is judged).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = srv.address().port;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The JavaScript a run loaded: its scripts' bytes over the wire (brotli, with the answers' headers).
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0);

// The pages' budgets, met by the median of the runs (docs/performance.md): Lighthouse's phone
// performance at least 95 on the pages people look at first and 90 on every other page;
// accessibility, best practices and SEO 100 and layout shift under 0.1 everywhere; the login
// page's JavaScript at most 105 KB and home's 120 KB (bytes over the wire).
const FIRST_PAGES = ['/login', '/', '/team/{id}', '/results', '/fixtures'];
const JS_BUDGET_KB = { '/login': 105, '/': 120 };

function budgetMisses(pagePath, preset, m) {
  const misses = [];
  const first = FIRST_PAGES.some((p) => new RegExp(`^${p.replace('{id}', '\\d+')}$`, 'i').test(pagePath));
  const minPerf = preset === 'mobile' ? (first ? 95 : 90) : 90;
  if (m.perf < minPerf) misses.push(`performance ${Math.round(m.perf)} < ${minPerf}`);
  for (const [k, name] of [['a11y', 'accessibility'], ['bp', 'best practices'], ['seo', 'SEO']]) if (m[k] < 100) misses.push(`${name} ${m[k]} < 100`);
  if (!(m.cls < 0.1)) misses.push(`CLS ${m.cls.toFixed(3)} >= 0.1`);
  const js = JS_BUDGET_KB[pagePath];
  if (js !== undefined && m.js / 1024 > js) misses.push(`JavaScript ${(m.js / 1024).toFixed(1)} KB > ${js} KB`);
  return misses;
}

async function main() {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-build.cjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The app did not build');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-audit-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;

  console.log('Loading a demo season...');
  const demo = spawnSync(tsx, ['scripts/manage.ts', 'load-demo'], { cwd: root, env, encoding: 'utf8' });
  if (demo.status !== 0) throw new Error(`load-demo failed: ${demo.stderr}`);
  const who = process.env.AUDIT_AS === 'staff' ? 'staff' : 'player';
  const account = new RegExp(`${who}:\\s+(\\S+)\\s+(\\S+)`).exec(demo.stdout);
  if (!account) throw new Error(`No ${who} account in the load-demo output:\n${demo.stdout}`);
  const [, email, password] = account;

  const server = spawn(tsx, ['src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    for (let started = Date.now(); ; await sleep(200)) {
      if (server.exitCode !== null) throw new Error(`The server stopped with code ${server.exitCode}`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() - started > 60_000) throw new Error('The server did not start within 60 s');
    }
    const tokens = await (
      await fetch(`${base}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).json();
    // The demo manager's team (its snapshot is one of the pages); staff have none.
    const team = who === 'staff' ? {} : await (await fetch(`${base}/api/team/`, { headers: { authorization: `Bearer ${tokens.access}` } })).json();
    const defaultPages = who === 'staff' ? ['/Players', '/Match', '/Fixtures'] : ['/login', '/', `/team/${team.id}`, '/results'];

    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const pages = (process.env.AUDIT_PAGES?.split(',') ?? defaultPages).map((p) =>
      p.replace('{id}', String(team.id)),
    );
    const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
    const rows = [];
    const notes = [];
    const misses = [];
    const median = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    console.log(`${runs} run(s) of each page and preset; load average at the start ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    for (const pagePath of pages) {
      const signedIn = pagePath !== '/login';
      for (const preset of ['mobile', 'desktop']) {
        const measured = [];
        for (let run = 1; run <= runs; run++) {
          const lhr = await measure(pagePath, preset, signedIn);
          if (process.env.AUDIT_REPORTS) {
            fs.mkdirSync(process.env.AUDIT_REPORTS, { recursive: true });
            const name = `${pagePath.replace(/\//g, '_').replace(/^_/, '') || 'home'}-${preset}${runs > 1 ? `-${run}` : ''}.json`;
            fs.writeFileSync(path.join(process.env.AUDIT_REPORTS, name), JSON.stringify(lhr, null, 1));
          }
          const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
          const jsBytes = scriptBytes(lhr);
          const failed = ['accessibility', 'best-practices', 'seo']
            .flatMap((c) =>
              lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1),
            )
            .map((r) => r.id);
          const where = `${pagePath} (${preset}${runs > 1 ? `, run ${run}` : ''})`;
          if (lhr.runtimeError) notes.push(`${where} did not run: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== pagePath) notes.push(`${where} ended at ${landed}`);
          if (jsBytes === 0 && process.env.AUDIT_CACHE !== 'warm') notes.push(`${where} loaded its scripts from the cache`);
          if (failed.length > 0) notes.push(`${where} fails: ${failed.join(', ')}`);
          measured.push({
            perf: score('performance'),
            a11y: score('accessibility'),
            bp: score('best-practices'),
            seo: score('seo'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            js: jsBytes,
          });
          console.log(`  ${where} done`);
        }
        // The median of the runs, each number on its own (Lighthouse's own advice for scores that
        // move from run to run); every run's number when there are several.
        const m = Object.fromEntries(Object.keys(measured[0]).map((k) => [k, median(measured.map((r) => r[k]))]));
        const all = (k, f) => (runs > 1 ? ` (${measured.map((r) => f(r[k])).join(', ')})` : '');
        const perfText = (v) => String(Math.round(v));
        rows.push([
          pagePath,
          preset,
          `${perfText(m.perf)}${all('perf', perfText)}`,
          perfText(m.a11y),
          perfText(m.bp),
          perfText(m.seo),
          `${(m.lcp / 1000).toFixed(1)} s`,
          `${Math.round(m.tbt)} ms`,
          m.cls.toFixed(3),
          `${(m.js / 1024).toFixed(1)} KB`,
        ]);
        for (const miss of budgetMisses(pagePath, preset, m)) misses.push(`${pagePath} (${preset}): ${miss}`);
      }
    }
    await browser.disconnect();
    const head = ['Page', 'Preset', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS (wire)'];
    const line = (cells) => `| ${cells.join(' | ')} |`;
    console.log(['', line(head), line(head.map(() => '---')), ...rows.map(line), '', ...notes].join('\n'));
    console.log(`Load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    if (misses.length > 0) {
      console.log(['', `Budgets missed (median of ${runs}):`, ...misses.map((m) => `  ${m}`)].join('\n'));
      process.exitCode = 1;
    } else console.log(`\nEvery budget met (median of ${runs}).`);

    // One Lighthouse run of a page, from an empty cache (or a warm one with AUDIT_CACHE=warm).
    async function measure(pagePath, preset, signedIn) {
      const page = await browser.newPage();
      // Signed-in pages: the tokens in local storage as the app keeps them (redux-persist's format, src/client/app/persist.ts).
      // (On an address of the origin that is not the app, which would write its own state back.)
      await page.goto(`${base}/api/health`);
      const auth = JSON.stringify({
        access: JSON.stringify(tokens.access),
        refresh: JSON.stringify(tokens.refresh),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      });
      await page.evaluate(`localStorage.clear(); ${signedIn ? `localStorage.setItem('persist:auth', ${JSON.stringify(auth)});` : ''}`);
      // Each run starts with an empty cache, as a first visit does (or, with AUDIT_CACHE=warm,
      // after one visit of the page, as a repeat visit does).
      if (process.env.AUDIT_CACHE === 'warm') {
        await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
      } else {
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      // A busy machine sometimes loses the trace (NO_NAVSTART), and a first run now and then gets
      // its scripts from the cache although it was emptied (no bytes over the wire): one more
      // try then, from an emptied cache.
      let result;
      for (let attempt = 1; attempt <= 2; attempt++) {
        result = await lighthouse(
          `${base}${pagePath}`,
          { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
          preset === 'desktop' ? desktopConfig : undefined,
          page,
        );
        const cached = process.env.AUDIT_CACHE !== 'warm' && !result.lhr.runtimeError && scriptBytes(result.lhr) === 0;
        if (!result.lhr.runtimeError && !cached) break;
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      }
      await page.close();
      return result.lhr;
    }
  } finally {
    chrome.kill();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
