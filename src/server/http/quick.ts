import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, Encoding } from '../cache/answers';
import type { DataVersion } from '../db/dataVersion';
import type { TokenService } from '../auth/tokens';
import type { TokenVersions } from '../auth/versions';
import type { Metrics } from './metrics';
import { bearerToken, encodingFor, etagMatches } from './negotiation';

/**
 * The quick path: a cached answer (http/cache.ts) sent again to the very same request without
 * the framework's work (routing, hooks, validation, the handler), while nothing it depends on has
 * changed. Small answers are the most read on match day (a team's snapshot, a head-to-head table)
 * and there the framework's fixed work per request was most of the time.
 *
 * An answer is kept under the request that got it (its address, its Authorization header and,
 * behind a trusted proxy, what decides its protocol) with what it held under: the data version
 * and the club's date, both unchanged while that request was answered, and for a signed-in call
 * the token's expiry and the users' stamp (auth/versions.ts). A later request with the same key
 * gets it while all of these still hold; anything else goes to the framework as before. What the
 * framework would also do is done here: 304 for a validator the client holds, the encoding the
 * client accepts, the same headers, the access log and the metrics.
 */

/** Requests' keys held at most, and the bytes of their answers (most are also in the answer
 *  cache, which may have let them go): past either, all are forgotten (the next requests keep
 *  them again). */
const ENTRIES_KEPT = 10_000;
const BYTES_KEPT = 16 * 1024 * 1024;

/** The headers each answer sets for itself (by its encoding and size). */
const OWN_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);

/** What a request found when it arrived, for its answer to be kept under (set on the raw request). */
const ARRIVAL = Symbol('quick path arrival');
interface Arrival {
  quick: QuickAnswers;
  version: number;
  today: string;
  users: number | null;
}
type MarkedRequest = IncomingMessage & { [ARRIVAL]?: Arrival };

interface Entry {
  answer: CachedAnswer;
  version: number;
  today: string;
  /** A signed-in call's token: its expiry (seconds) and the users' stamp it was checked under. */
  signedIn: { expires: number; users: number } | null;
  route: string;
  /** The answer's headers without its type, encoding and length (a 304 sends these). */
  headers: OutgoingHttpHeaders;
  type: string;
  /** The full headers of a 200, by encoding, made when first sent. */
  full: Partial<Record<Encoding, OutgoingHttpHeaders>>;
  bytes: number;
}

export interface QuickSettings {
  version: DataVersion;
  tokens: TokenService;
  tokenVersions: TokenVersions;
  /** The club's date now ('2026-11-28'): answers are kept per date too (availability reads it). */
  today: () => string;
  /** Fastify's trustProxy: when set, a request's protocol (and so its security headers) can come
   *  from X-Forwarded-Proto, so the key holds it and the connection's address. */
  trustProxy: boolean;
  log: FastifyBaseLogger;
  /** The framework writes two lines a request to the log (at level info): so does the quick path. */
  logRequests: boolean;
  /** The metrics, when they are on. */
  metrics: Metrics | null;
}

export class QuickAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private open = true;
  private served = 0;

  constructor(private readonly settings: QuickSettings) {
    settings.version.subscribe(() => this.forgetAll());
  }

  private forget(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  private forgetAll(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Answers held now. */
  get size(): number {
    return this.entries.size;
  }

  /** From now on every request goes to the framework (the server is closing). */
  close(): void {
    this.open = false;
    this.forgetAll();
  }

  private key(req: IncomingMessage): string {
    const base = `${req.url}\n${req.headers.authorization ?? ''}`;
    return this.settings.trustProxy ? `${base}\n${req.headers['x-forwarded-proto'] ?? ''}\n${req.socket.remoteAddress}` : base;
  }

  /** Notes what a request found on arrival (GET only), then the framework answers it. */
  arrive(req: IncomingMessage): void {
    if (req.method !== 'GET' || !this.open) return;
    const version = this.settings.version.settled();
    if (version === null) return;
    (req as MarkedRequest)[ARRIVAL] = { quick: this, version, today: this.settings.today(), users: this.settings.tokenVersions.stamp };
  }

  /** Keeps `answer`, just sent by the framework with `reply`'s headers, for the same request again. */
  keep(request: FastifyRequest, reply: FastifyReply, arrival: Arrival, answer: CachedAnswer, type: string): void {
    const { version, tokens, tokenVersions, today } = this.settings;
    // Something changed while it was answered: it may not hold for the next one.
    if (answer.version !== arrival.version || version.settled() !== arrival.version || today() !== arrival.today) return;
    let signedIn: Entry['signedIn'] = null;
    const access = (request.routeOptions.config as { access?: string } | undefined)?.access;
    if (access !== 'anyone') {
      const token = bearerToken(request.headers.authorization);
      const expires = token === undefined ? undefined : tokens.expiryOf(token);
      if (expires === undefined || arrival.users === null || tokenVersions.stamp !== arrival.users) return;
      signedIn = { expires, users: arrival.users };
    }
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    // As the answer cache counts it: the JSON and room for its compressed forms.
    const bytes = answer.json.length * 2 + 256;
    const key = this.key(request.raw);
    this.forget(key);
    if (this.entries.size >= ENTRIES_KEPT || this.bytes + bytes > BYTES_KEPT) this.forgetAll();
    this.bytes += bytes;
    this.entries.set(key, { answer, version: arrival.version, today: arrival.today, signedIn, route: request.routeOptions.url ?? 'unmatched', headers, type, full: {}, bytes });
  }

  /** Answers `req` from a kept answer when one holds for it (true), else leaves it (false). */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.entries.size === 0 || req.method !== 'GET' || !this.open) return false;
    const key = this.key(req);
    const entry = this.entries.get(key);
    if (!entry) return false;
    const { settings } = this;
    if (entry.version !== settings.version.settled() || entry.today !== settings.today() || !stillSignedIn(entry, settings.tokenVersions) || hasBody(req.headers)) {
      this.forget(key);
      return false;
    }
    const started = settings.metrics ? process.hrtime.bigint() : 0n;
    const { answer } = entry;
    let status = 200;
    if (etagMatches(req.headers['if-none-match'], answer.etag)) {
      status = 304;
      res.writeHead(304, entry.headers);
      res.end();
    } else {
      const encoding = encodingFor(answer.json.length, req.headers['accept-encoding']);
      const body = answer.body(encoding);
      res.writeHead(200, (entry.full[encoding] ??= fullHeaders(entry, encoding, body.length)));
      res.end(body);
    }
    this.account(req, entry, status, started);
    return true;
  }

  /** What the framework records of an answer: the access log's two lines and the metrics. */
  private account(req: IncomingMessage, entry: Entry, status: number, started: bigint): void {
    const { log, logRequests, metrics } = this.settings;
    if (metrics) {
      metrics.cacheHit.inc();
      metrics.requests.labels('GET', entry.route, String(status)).inc();
      metrics.latency.labels('GET', entry.route).observe(Number(process.hrtime.bigint() - started) / 1e9);
    }
    if (logRequests) {
      const reqId = `quick-${(++this.served).toString(36)}`;
      log.info({ reqId, req: { method: 'GET', url: req.url, ip: req.socket.remoteAddress, headers: req.headers } }, 'incoming request');
      log.info({ reqId, res: { statusCode: status }, responseTime: 0 }, 'request completed');
    }
  }
}

function stillSignedIn(entry: Entry, tokenVersions: TokenVersions): boolean {
  if (!entry.signedIn) return true;
  return Date.now() / 1000 < entry.signedIn.expires && tokenVersions.stamp === entry.signedIn.users;
}

/** A GET that says it carries a body goes to the framework, which decides what that means. */
function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;
}

function fullHeaders(entry: Entry, encoding: Encoding, length: number): OutgoingHttpHeaders {
  return { ...entry.headers, 'content-type': entry.type, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }), 'content-length': String(length) };
}

/** Called by sendCached: keeps the answer when its request came in by the quick path's server. */
export function recordQuickAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, type: string): void {
  const arrival = (request.raw as MarkedRequest)[ARRIVAL];
  if (arrival && request.method === 'GET') arrival.quick.keep(request, reply, arrival, answer, type);
}

/** What Fastify sets on the HTTP server it makes itself (fastify's lib/server.js). */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The HTTP server for Fastify's `serverFactory`: each request is offered to the quick path first
 * (`quick()` is null until the app has made it), then goes to the framework, set as Fastify
 * sets its own server.
 */
export function quickServer(handler: (req: IncomingMessage, res: ServerResponse) => void, options: ServerOptions, quick: () => QuickAnswers | null): http.Server {
  const server = http.createServer(options.http ?? {}, (req, res) => {
    const q = quick();
    if (q) {
      if (q.serve(req, res)) return;
      q.arrive(req);
    }
    handler(req, res);
  });
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}
