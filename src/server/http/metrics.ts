import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import { bearerToken } from './negotiation';

/**
 * What the server counts, in the Prometheus text format at `GET /metrics` when `METRICS=true`.
 * Every app has its own registry (tests run several in one process); the counters exist whether
 * or not they are served, so other code can count without asking.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'fantasy_xi_http_requests_total',
    help: 'HTTP requests answered, by method, route (the address template) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'fantasy_xi_http_request_duration_seconds',
    help: 'Time to answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly cache = new Counter({
    name: 'fantasy_xi_cache_lookups_total',
    help: 'Lookups of cached answers and values: result hit or miss.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly seasonSync = new Histogram({
    name: 'fantasy_xi_season_sync_seconds',
    help: "Time the standings engine (every team's numbers) takes to catch up with the database.",
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly notifications = new Counter({
    name: 'fantasy_xi_notifications_total',
    help: 'Notifications (emails) by kind and result: sent or failed.',
    labelNames: ['kind', 'result'] as const,
    registers: [this.registry],
  });
  readonly databaseErrors = new Counter({
    name: 'fantasy_xi_database_errors_total',
    help: 'Errors the database answered (by SQLSTATE code; "unavailable" when it did not answer).',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });
  /** Bound once: a cache lookup is on the hottest path. */
  readonly cacheHit = this.cache.labels('hit');
  readonly cacheMiss = this.cache.labels('miss');
}

/** Counts a notification sent or failed (the mail code calls this for every message). */
export function countNotification(target: { metrics: Metrics }, result: 'sent' | 'failed', kind = 'email'): void {
  target.metrics.notifications.labels(kind, result).inc();
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Who may read the metrics: with METRICS_TOKEN, whoever sends it; else a client on this machine
 *  that did not come through a proxy. */
function allowed(request: FastifyRequest, token: string | null): 401 | 403 | null {
  if (token) {
    const given = bearerToken(request.headers.authorization);
    return given !== undefined && sameToken(given, token) ? null : 401;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(request.ip) && !proxied ? null : 403;
}

/** `GET /metrics` (404 unless METRICS=true), and the timing of every request when it is on. */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, config: Pick<Config, 'metrics' | 'metricsToken'>) {
  if (config.metrics) {
    collectDefaultMetrics({ register: metrics.registry, prefix: 'fantasy_xi_' });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requests.labels(request.method, route, String(reply.statusCode)).inc();
      metrics.latency.labels(request.method, route).observe(reply.elapsedTime / 1000);
    });
  }
  app.get('/metrics', async (request, reply) => {
    if (!config.metrics) return reply.status(404).send({ detail: 'Metrics are off (set METRICS=true).' });
    const refused = allowed(request, config.metricsToken);
    if (refused === 401) return reply.status(401).header('www-authenticate', 'Bearer').send({ detail: 'The metrics need Authorization: Bearer and the metrics token.' });
    if (refused === 403) return reply.status(403).send({ detail: 'The metrics are served only to this machine (or set METRICS_TOKEN).' });
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
