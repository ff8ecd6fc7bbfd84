const { chromium } = require('@playwright/test');
const base = 'http://127.0.0.1:8501';
const [email, password] = process.argv.slice(2);
(async () => {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
  const tok = await (await fetch(base + '/api/token/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json();
  const team = await (await fetch(base + '/api/team/', { headers: { authorization: 'Bearer ' + tok.access } })).json();
  const pages = [['login', '/login', false], ['home', '/', true], ['team', '/Team', true], ['snapshot', `/team/${team.id}`, false], ['results', '/results', false], ['transfers', '/TeamTransfers', true]];
  for (const w of [375, 1280]) {
    for (const [name, path, auth] of pages) {
      const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
      const p = await ctx.newPage();
      await p.goto(base + '/api/health');
      if (auth) await p.evaluate((t) => localStorage.setItem('persist:auth', JSON.stringify({ access: JSON.stringify(t.access), refresh: JSON.stringify(t.refresh), _persist: JSON.stringify({ version: -1, rehydrated: true }) })), tok);
      await p.goto(base + path);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(500);
      await p.screenshot({ path: `/tmp/polish-shot-${name}-${w}.png`, fullPage: true });
      console.log(name, w, await p.title());
      await ctx.close();
    }
  }
  await b.close();
})();
