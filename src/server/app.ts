import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import { offsetClock, type GameClock } from './clock';
import { openDatabase, type Database } from './db';
import { TokenService, resolveSecret } from './auth/tokens';
import { RateLimiter } from './auth/rateLimit';
import { makeMailer, type Mailer } from './mail/mailer';
import { ResponseCache, VERSION_CHANNEL } from './http/cache';
import { pgVersionFeed } from './db/notify';
import { ApiError, installErrorHandling } from './http/errors';
import { contractValidatorCompiler, jsonTooDeep } from './http/validation';
import { securityHeaders } from './http/securityHeaders';
import { secureDataDir } from './db/permissions';
import { Background } from './background';
import { CONTRACT_FILE, loadContract } from './openapi/contract';
import { registerOperations } from './openapi/register';
import type { AppContext } from './context';
import { allHandlers } from './routes';

export interface AppOptions {
  /** An open database to use instead of the one the settings name (tests share one per file). */
  database?: Database;
  clock?: GameClock;
  mailer?: Mailer;
  /** false: no log; `{ stream }`: the log written there (tests read the access log). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** A reset link's token as it appears in the address bar: never written to the log. */
const RESET_LINK = /^(\/reset-password\/[^/?#]*\/)[^?#]*/;

/** How a request appears in the access log: the address without secrets. */
export function requestLogSerializer(request: { method: string; url: string; ip?: string; headers: { host?: string } }) {
  return {
    method: request.method,
    url: request.url.replace(RESET_LINK, '$1[redacted]'),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}

/** Builds the whole server: used by main.ts, the command line and the tests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  // Private before anything is written, again once the embedded database has made its files (it
  // ignores the umask; the directory's 0700 covers the files it makes while running), and at close.
  secureDataDir(config.dataDir);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  secureDataDir(config.dataDir);
  const logger = options.logger ?? true;
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestLogSerializer }, ...(logger === true ? {} : { stream: logger.stream }) },
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A hop count trusts that many proxies in front (what Fastify does with a number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A malformed address (bad percent-encoding) gets our JSON 400 like any other bad input.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send({ detail: `The address is not valid: ${error.message}` });
    },
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  const log = (msg: string) => app.log.info(msg);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? offsetClock(config.clockOffsetMs),
    tokens: new TokenService(resolveSecret(config.jwtSecret, config.dataDir), {
      access: config.accessTokenLifetimeMs,
      refresh: config.refreshTokenLifetimeMs,
    }),
    mailer: options.mailer ?? makeMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log }),
    limiter: new RateLimiter(database.db),
    cache: new ResponseCache(database.db, database.kind === 'postgres'),
    background: new Background((e) => app.log.error({ err: e }, 'work after an answer failed')),
    log,
  };
  app.decorate('ctx', ctx);
  if (database.url) {
    // Several processes may share PostgreSQL: hear each other's writes to keep caches fresh.
    const feed = pgVersionFeed(database.url, VERSION_CHANNEL);
    try {
      await ctx.cache.listen(feed);
    } catch (e) {
      app.log.warn({ err: e }, 'cannot LISTEN for data changes; cached lists will ask the database each time');
    }
    app.addHook('onClose', () => feed.close());
  }
  app.addHook('onClose', () => ctx.background.idle());
  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => secureDataDir(config.dataDir));

  installErrorHandling(app);
  // An empty body sent as JSON (some clients do this on DELETE) counts as no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Nesting is measured on the text before parsing, without recursion (a deep body costs one pass).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text)) return done(new ApiError(400, 'The request body is nested too deeply.'), undefined);
    return jsonParser(request, text, done);
  });
  // Security headers, set once per answer from two sets made at start: HSTS and
  // upgrade-insecure-requests only when the answer goes out over HTTPS (the HTTPS setting, or a
  // trusted proxy's X-Forwarded-Proto).
  const plainHeaders = securityHeaders(false);
  const secureHeaders = securityHeaders(true);
  const askProxy = config.trustProxy !== false;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(config.https || (askProxy && request.protocol === 'https') ? secureHeaders : plainHeaders);
    done();
  });

  const { operations } = loadContract();
  await app.register(swagger, { mode: 'static', specification: { path: CONTRACT_FILE, baseDir: path.dirname(CONTRACT_FILE) } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Its policy would upgrade the page's requests to https, leaving it blank over plain HTTP.
    transformStaticCSP: (csp) => csp.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  await app.register(async (api) => registerOperations(api, ctx, operations, allHandlers(ctx)));

  const clientDir = path.resolve(config.clientDir);
  const indexFile = path.join(clientDir, 'index.html');
  // Source maps only when a setting asks for them.
  const servable = (file: string) => config.serveSourceMaps || !file.endsWith('.map');
  /** The built file a path names, or null: outside the build (`/../x`), missing, or not servable. */
  const builtFile = (url: string): string | null => {
    if (!built) return null;
    const file = path.resolve(clientDir, `.${url}`);
    if (!file.startsWith(clientDir + path.sep) || !servable(file)) return null;
    return fs.existsSync(file) && fs.statSync(file).isFile() ? path.relative(clientDir, file) : null;
  };
  const built = fs.existsSync(indexFile); // files are served once the app is built
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true, // the build writes .br and .gz copies of the assets
      allowedPath: (file) => servable(file),
      cacheControl: false, // set below: hashed assets forever, the rest revalidated
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return reply.status(404).send({ detail: `No API call at ${request.method} ${url}.` });
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ detail: 'Not found.' });
    const file = builtFile(url);
    if (file) return reply.sendFile(file);
    if (url.startsWith('/assets/')) return reply.status(404).send({ detail: 'Not found.' });
    if (!fs.existsSync(indexFile)) {
      return reply.status(503).type('text/plain').send('The app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // History fallback: the single-page app answers every other path (a reload of /team/5 works).
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(indexFile));
  });
  return app as FastifyInstance & { ctx: AppContext };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
