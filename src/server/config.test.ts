import { ConfigError, loadConfig } from './config';

test('defaults make a new machine work', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({ port: 8000, dataDir: './data', databaseUrl: null, appUrl: 'http://localhost:8000', clubTimezone: 'Europe/London', clockOffsetMs: 0 });
  expect(c.accessTokenLifetimeMs).toBe(5 * 60_000);
  expect(c.refreshTokenLifetimeMs).toBe(30 * 24 * 3_600_000); // docs/rules.md §12: a supporter's browser stays signed in
  expect(c).toMatchObject({ trustProxy: false, https: false, serveSourceMaps: false });
  expect(c.resetTokenLifetimeMs).toBe(3_600_000);
  expect(c.authRateLimitPerMinute).toBe(30);
  expect(c.loginFailuresPerEmail).toBe(10);
  expect(c.embeddedDbCacheMb).toBe(16);
  expect(c.embeddedDbTierUp).toBe(false);
  expect(loadConfig({ EMBEDDED_DB_CACHE_MB: '128' }).embeddedDbCacheMb).toBe(128);
});

test('durations, offsets and URLs are read', () => {
  const c = loadConfig({ ACCESS_TOKEN_LIFETIME: '2s', CLOCK_OFFSET: '-7d', DATABASE_URL: 'postgres://u@h:5432/db', APP_URL: 'https://club.example/' });
  expect(c.accessTokenLifetimeMs).toBe(2000);
  expect(c.clockOffsetMs).toBe(-7 * 86_400_000);
  expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
  expect(c.appUrl).toBe('https://club.example');
  expect(loadConfig({ CLOCK_OFFSET: '+36h' }).clockOffsetMs).toBe(36 * 3_600_000);
});

test.each([
  [{ PORT: 'eighty' }, /PORT/],
  [{ PORT: '70000' }, /PORT/],
  [{ ACCESS_TOKEN_LIFETIME: '5 minutes' }, /ACCESS_TOKEN_LIFETIME/],
  [{ REFRESH_TOKEN_LIFETIME: '-1d' }, /REFRESH_TOKEN_LIFETIME/],
  [{ CLOCK_OFFSET: 'yesterday' }, /CLOCK_OFFSET/],
  [{ CLUB_TIMEZONE: 'Mars/Olympus' }, /CLUB_TIMEZONE/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
  [{ SMTP_URL: 'not a url' }, /SMTP_URL/],
  [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
  [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, /AUTH_RATE_LIMIT_PER_MINUTE/],
  [{ TRUST_PROXY: 'the proxy' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: '999.1.1.1' }, /TRUST_PROXY.*999\.1\.1\.1/],
  [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: '::1/129' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: '10.0.0.0/255.0.255.0' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: '1.2.3.4/8/8' }, /TRUST_PROXY/],
  [{ TRUST_PROXY: 'abc::def::1' }, /TRUST_PROXY/],
  [{ HTTPS: 'maybe' }, /HTTPS/],
  [{ SERVE_SOURCE_MAPS: 'yes please' }, /SERVE_SOURCE_MAPS/],
  [{ EMBEDDED_DB_CACHE_MB: '0' }, /EMBEDDED_DB_CACHE_MB/],
  [{ EMBEDDED_DB_CACHE_MB: '16MB' }, /EMBEDDED_DB_CACHE_MB/],
  [{ EMBEDDED_DB_TIER_UP: 'fast' }, /EMBEDDED_DB_TIER_UP/],
  [{ REMINDER_HOURS: '0' }, /REMINDER_HOURS/],
  [{ REMINDER_HOURS: 'a day' }, /REMINDER_HOURS/],
  [{ NOTIFY_INTERVAL: 'often' }, /NOTIFY_INTERVAL/],
  [{ NOTIFY_INTERVAL: '0s' }, /NOTIFY_INTERVAL/],
  [{ MAIL_FROM: 'not an address' }, /MAIL_FROM/],
  [{ CLUB_NAME: 'Club <script>' }, /CLUB_NAME/],
])('a bad setting %j stops the start with a clear message', (env, name) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(name);
});

test('TRUST_PROXY names the proxies whose forwarded headers are believed', () => {
  expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
  expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  expect(loadConfig({ HTTPS: 'true', SERVE_SOURCE_MAPS: '1' })).toMatchObject({ https: true, serveSourceMaps: true });
});

test('every TRUST_PROXY the settings accept is one the server starts with', async () => {
  const { default: fastify } = await import('fastify');
  for (const value of ['127.0.0.1, 10.0.0.0/8', '::1, fd00::/8', '192.168.0.0/255.255.0.0', 'loopback, uniquelocal', '1.2.3.4/32']) {
    const app = fastify({ trustProxy: loadConfig({ TRUST_PROXY: value }).trustProxy as string[] });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  }
});

test('email settings: reminders 24 hours ahead and a sender round every minute unless set', () => {
  expect(loadConfig({})).toMatchObject({ reminderHours: 24, notifyIntervalMs: 60_000, clubName: 'Fantasy XI' });
  expect(loadConfig({ REMINDER_HOURS: '48', NOTIFY_INTERVAL: '30s', CLUB_NAME: 'Riverside FC' })).toMatchObject({
    reminderHours: 48,
    notifyIntervalMs: 30_000,
    clubName: 'Riverside FC',
  });
});
