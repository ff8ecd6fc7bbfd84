import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawRequest, startTestApp, type TestApp } from './test/harness';

// How the built app's files are served: only its own files, the same answer for a path outside
// it as for a missing one, source maps only when asked, and security headers that fit the scheme.

let clientDir: string;

beforeAll(() => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fantasy XI</title>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'main.abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets', 'main.abc.js.map'), '{"version":3}');
  fs.copyFileSync(path.resolve(__dirname, '../client/public/favicon.ico'), path.join(clientDir, 'favicon.ico'));
  fs.copyFileSync(path.resolve(__dirname, '../client/public/robots.txt'), path.join(clientDir, 'robots.txt'));
});
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await startTestApp({ env: { CLIENT_DIR: clientDir, ...env } });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

test('defect 12: a path outside the app answers exactly like a missing one', async () => {
  await withApp({}, async (t) => {
    const missing = await rawRequest(t.baseUrl, { method: 'GET', path: '/no/such/file' });
    for (const p of ['/../../../../../../etc/passwd', '/..%2f..%2f..%2f..%2fetc%2fpasswd', '/../../../../../../etc/no-such-file']) {
      const outside = await rawRequest(t.baseUrl, { method: 'GET', path: p });
      expect([p, outside.status, outside.body]).toEqual([p, missing.status, missing.body]);
    }
    const missingAsset = await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/no-such.js' });
    const outsideAsset = await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/../../../../../../etc/passwd' });
    expect([outsideAsset.status, outsideAsset.body]).toEqual([missingAsset.status, missingAsset.body]);
  });
});

test('defect 12: source maps are not served unless SERVE_SOURCE_MAPS asks for them', async () => {
  await withApp({}, async (t) => {
    expect((await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/main.abc.js' })).status).toBe(200);
    const map = await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/main.abc.js.map' });
    expect(map.status).toBe(404);
    expect(JSON.parse(map.body).detail).toBeDefined();
  });
  await withApp({ SERVE_SOURCE_MAPS: 'true' }, async (t) => {
    expect((await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/main.abc.js.map' })).status).toBe(200);
  });
});

test('defect 12: /favicon.ico and /robots.txt are real files, not the app page', async () => {
  await withApp({}, async (t) => {
    const icon = await t.rawGet('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/icon/);
    expect(icon.body.readUInt16LE(2)).toBe(1); // an ICO file
    const robots = await rawRequest(t.baseUrl, { method: 'GET', path: '/robots.txt' });
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toMatch(/User-agent/);
  });
});

test('a built script carries the headers a script obeys, not the page policy the document carries', async () => {
  await withApp({ HTTPS: 'true' }, async (t) => {
    const script = await rawRequest(t.baseUrl, { method: 'GET', path: '/assets/main.abc.js' });
    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const page = await rawRequest(t.baseUrl, { method: 'GET', path: '/' });
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

test('defect 5: upgrade-insecure-requests and HSTS only when the app is served over HTTPS', async () => {
  await withApp({}, async (t) => {
    for (const p of ['/', '/api/health', '/api/docs/static/index.html']) {
      const res = await rawRequest(t.baseUrl, { method: 'GET', path: p, headers: { host: 'fantasy.example.org' } });
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // A forwarded protocol is not believed without TRUST_PROXY.
    const forged = await rawRequest(t.baseUrl, { method: 'GET', path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
  await withApp({ HTTPS: 'true' }, async (t) => {
    const res = await rawRequest(t.baseUrl, { method: 'GET', path: '/' });
    expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });
  await withApp({ TRUST_PROXY: '127.0.0.1' }, async (t) => {
    const https = await rawRequest(t.baseUrl, { method: 'GET', path: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    expect(https.headers['strict-transport-security']).toMatch(/max-age=/);
    const http = await rawRequest(t.baseUrl, { method: 'GET', path: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});
