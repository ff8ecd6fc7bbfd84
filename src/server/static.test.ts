import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from './test/harness';

// The built app: hashed assets with the .br and .gz copies the build writes next to them.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-client-'));
const script = Buffer.from(`console.log(${JSON.stringify('Fantasy XI '.repeat(400))});\n`);
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fantasy XI</title><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(clientDir, 'assets/main.0123abcd.js.gz'), zlib.gzipSync(script));
  t = await startTestApp({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});


test('assets go compressed as the browser accepts, cached for good (their names change with them)', async () => {
  const br = await t.rawGet('/assets/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(zlib.brotliDecompressSync(br.body).equals(script)).toBe(true);

  const gz = await t.rawGet('/assets/main.0123abcd.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.body).equals(script)).toBe(true);

  const plain = await t.rawGet('/assets/main.0123abcd.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(script)).toBe(true);
  expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('every app path answers the page, revalidated each time; unknown assets and API calls are 404', async () => {
  for (const url of ['/', '/team/5', '/Match', '/no-such-page']) {
    const res = await t.rawGet(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<div id="root">');
  }
  const asset = await t.rawGet('/assets/gone.deadbeef.js');
  expect(asset.status).toBe(404);
  const api = await t.rawGet('/api/no-such-call/');
  expect(api.status).toBe(404);
  expect(JSON.parse(api.body.toString()).detail).toMatch(/No API call/);
});
