import { isIP } from 'node:net';
import { isValidTimeZone, parseDuration } from '../domain/gameweeks';
import { EMBEDDED_DB_CACHE_MB } from './db/embedded';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  appUrl: string;
  smtpUrl: string | null;
  /** null: made once and kept in the data directory (see auth/secret.ts). */
  jwtSecret: string | null;
  accessTokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  resetTokenLifetimeMs: number;
  authRateLimitPerMinute: number;
  loginFailuresPerEmail: number;
  clubTimezone: string;
  clockOffsetMs: number;
  logLevel: string;
  clientDir: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDR ranges. */
  trustProxy: boolean | number | string[];
  /** The app is reached over HTTPS (e.g. behind a TLS proxy): send HSTS and upgrade-insecure-requests. */
  https: boolean;
  serveSourceMaps: boolean;
  /** Serve Prometheus metrics at /metrics. */
  metrics: boolean;
  /** With it, /metrics answers anyone sending it as a bearer token; without, only loopback. */
  metricsToken: string | null;
  /** The embedded database's page cache (PostgreSQL's shared_buffers), in MB; see db/index.ts. */
  embeddedDbCacheMb: number;
  /** Let V8 optimize the embedded database's busiest code (~50 MB more resident); see db/embedded.ts. */
  embeddedDbTierUp: boolean;
  /** The sender's name on every email. */
  clubName: string;
  /** The sender's address on every email. */
  mailFrom: string;
  /** Deadline reminders go this long (or less) before a deadline. */
  reminderHours: number;
  /** How often each server sends the email that is due. */
  notifyIntervalMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function intSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}.`);
  return n;
}

function durationSetting(env: Env, name: string, fallback: string, opts: { signed?: boolean } = {}): number {
  const raw = env[name] ?? fallback;
  const ms = parseDuration(raw.trim());
  if (ms === null || (!opts.signed && ms <= 0)) {
    throw new ConfigError(
      `${name} must be a ${opts.signed ? 'signed ' : ''}duration such as ${opts.signed ? '-7d or +36h' : '30s, 5m, 1h or 1d'}, got "${raw}".`,
    );
  }
  return ms;
}

function timezoneSetting(env: Env): string {
  const tz = (env.CLUB_TIMEZONE ?? 'Europe/London').trim();
  if (!isValidTimeZone(tz)) throw new ConfigError(`CLUB_TIMEZONE must be an IANA time zone such as Europe/London, got "${tz}".`);
  return tz;
}

function urlSetting(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}".`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}.`);
  }
  return raw.trim();
}

function boolSetting(env: Env, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'off') return false;
  if (raw === 'true' || raw === '1' || raw === 'on') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}".`);
}

/** An address, or a range as address/prefix (or an IPv4 address/netmask), as the proxy check reads it. */
function isProxyAddress(entry: string): boolean {
  const [address, range, ...rest] = entry.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (kind === 4 ? 32 : 128);
  if (kind !== 4 || isIP(range) !== 4) return false;
  const bits = range
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1*0*$/.test(bits);
}

/** TRUST_PROXY: off by default; `true` (any proxy), a hop count, or the proxies' addresses. */
function trustProxySetting(env: Env): boolean | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (/^\d+$/.test(raw)) return Number(raw);
  if (['', 'false', 'off', 'true', 'on'].includes(raw.toLowerCase())) return boolSetting(env, 'TRUST_PROXY');
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = list.find((a) => !named.includes(a) && !isProxyAddress(a));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be true, false, a hop count or proxy addresses such as 127.0.0.1,10.0.0.0/8, got "${bad}".`);
  }
  return list;
}

const MAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** The sender of the club's email, and when reminders and the sender loop run. */
function mailSettings(env: Env): Pick<Config, 'clubName' | 'mailFrom' | 'reminderHours' | 'notifyIntervalMs'> {
  const clubName = env.CLUB_NAME?.trim() || 'Fantasy XI';
  if (clubName.length > 100 || [...clubName].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || '<>"'.includes(c))) {
    throw new ConfigError('CLUB_NAME must be at most 100 characters, without control characters, quotes or angle brackets.');
  }
  const mailFrom = env.MAIL_FROM?.trim() || 'no-reply@fantasy-xi.local';
  if (!MAIL_ADDRESS.test(mailFrom)) throw new ConfigError(`MAIL_FROM must be an email address, got "${mailFrom}".`);
  return {
    clubName,
    mailFrom,
    reminderHours: intSetting(env, 'REMINDER_HOURS', 24, 1, 24 * 7),
    notifyIntervalMs: durationSetting(env, 'NOTIFY_INTERVAL', '1m'),
  };
}

/** Reads and checks every setting once; a bad value stops the start with one clear line. */
export function loadConfig(env: Env = process.env): Config {
  const port = intSetting(env, 'PORT', 8000, 0, 65535);
  const secret = env.JWT_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  const appUrl = urlSetting(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${port || 8000}`;
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: env.DATA_DIR?.trim() || './data',
    databaseUrl: urlSetting(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    appUrl: appUrl.replace(/\/+$/, ''),
    smtpUrl: urlSetting(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    jwtSecret: secret,
    accessTokenLifetimeMs: durationSetting(env, 'ACCESS_TOKEN_LIFETIME', '5m'),
    refreshTokenLifetimeMs: durationSetting(env, 'REFRESH_TOKEN_LIFETIME', '30d'),
    resetTokenLifetimeMs: durationSetting(env, 'RESET_TOKEN_LIFETIME', '1h'),
    authRateLimitPerMinute: intSetting(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    loginFailuresPerEmail: intSetting(env, 'LOGIN_FAILURES_PER_EMAIL', 10, 1, 1_000_000),
    clubTimezone: timezoneSetting(env),
    clockOffsetMs: env.CLOCK_OFFSET?.trim() ? durationSetting(env, 'CLOCK_OFFSET', '0s', { signed: true }) : 0,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    clientDir: env.CLIENT_DIR?.trim() || 'dist/client',
    trustProxy: trustProxySetting(env),
    https: boolSetting(env, 'HTTPS'),
    serveSourceMaps: boolSetting(env, 'SERVE_SOURCE_MAPS'),
    metrics: boolSetting(env, 'METRICS'),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    embeddedDbCacheMb: intSetting(env, 'EMBEDDED_DB_CACHE_MB', EMBEDDED_DB_CACHE_MB, 1, 1024),
    embeddedDbTierUp: boolSetting(env, 'EMBEDDED_DB_TIER_UP'),
    ...mailSettings(env),
  };
}
