import { startTestApp, type TestApp } from '../test/harness';
import { countNotification } from './metrics';

// GET /metrics: off (404) unless METRICS=true; then loopback only, or with METRICS_TOKEN only
// the bearer of that token. What it counts: requests by route and status with their times, cache
// hits and misses, the standings engine's syncs, notifications, database errors.

let off: TestApp;
let on: TestApp;
let withToken: TestApp;
const TOKEN = 'scrape-me-please-0123456789';

beforeAll(async () => {
  off = await startTestApp();
  on = await startTestApp({ env: { METRICS: 'true' } });
  withToken = await startTestApp({ env: { METRICS: 'true', METRICS_TOKEN: TOKEN } });
}, 240_000);
afterAll(async () => {
  await Promise.all([off, on, withToken].map((t) => t?.close()));
});

const metrics = (t: TestApp, headers: Record<string, string> = {}) => t.rawGet('/metrics', headers);
/** The value of one sample line of the text format (0 when absent). */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('without METRICS=true, /metrics answers 404 (not the app page)', async () => {
  const res = await metrics(off);
  expect(res.status).toBe(404);
  expect(JSON.parse(res.body.toString()).detail).toMatch(/METRICS=true/);
});

test('requests by route and status, latency, cache hits and misses, season syncs, notifications', async () => {
  for (let i = 0; i < 3; i++) expect((await on.inject({ method: 'GET', url: '/api/players/' })).statusCode).toBe(200);
  expect((await on.inject({ method: 'GET', url: '/api/teams/' })).statusCode).toBe(200);
  expect((await on.inject({ method: 'GET', url: '/api/game-weeks/99999/summary/' })).statusCode).toBe(404);
  expect((await on.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
  countNotification(on.app.ctx, 'sent');
  countNotification(on.app.ctx, 'sent');
  countNotification(on.app.ctx, 'failed', 'reminder');
  const res = await metrics(on);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = res.body.toString();
  expect(sample(text, 'fantasy_xi_http_requests_total', 'method="GET",route="/api/players/",status="200"')).toBe(3);
  expect(sample(text, 'fantasy_xi_http_requests_total', 'method="GET",route="/api/game-weeks/:id/summary/",status="404"')).toBe(1);
  expect(sample(text, 'fantasy_xi_http_requests_total', 'method="GET",route="/api/user/",status="401"')).toBe(1);
  expect(sample(text, 'fantasy_xi_http_request_duration_seconds_count', 'method="GET",route="/api/players/"')).toBe(3);
  expect(sample(text, 'fantasy_xi_cache_lookups_total', 'result="hit"')).toBeGreaterThanOrEqual(2);
  expect(sample(text, 'fantasy_xi_cache_lookups_total', 'result="miss"')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'fantasy_xi_season_sync_seconds_count')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'fantasy_xi_notifications_total', 'kind="email",result="sent"')).toBe(2);
  expect(sample(text, 'fantasy_xi_notifications_total', 'kind="reminder",result="failed"')).toBe(1);
  expect(text).toMatch(/^# HELP fantasy_xi_database_errors_total /m);
  expect(text).toMatch(/^fantasy_xi_process_resident_memory_bytes /m);
});

test('from loopback only: a request that came through a proxy is refused', async () => {
  expect((await metrics(on, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
  expect((await metrics(on, { forwarded: 'for=203.0.113.9' })).status).toBe(403);
});

test('with METRICS_TOKEN: the bearer of the token only (401 otherwise, loopback too)', async () => {
  expect((await metrics(withToken)).status).toBe(401);
  expect((await metrics(withToken, { authorization: 'Bearer wrong-token' })).status).toBe(401);
  const ok = await metrics(withToken, { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' });
  expect(ok.status).toBe(200);
  expect(ok.body.toString()).toMatch(/fantasy_xi_http_requests_total/);
});
