import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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
import { installErrorHandling } from './http/errors';
import { CONTRACT_FILE, loadContract } from './openapi/contract';
import { registerOperations } from './openapi/register';
import type { AppContext } from './context';
import { allHandlers } from './routes';

export interface AppOptions {
  /** An open database to use instead of the one the settings name (tests share one per file). */
  database?: Database;
  clock?: GameClock;
  mailer?: Mailer;
  logger?: boolean;
}

/** Builds the whole server: used by main.ts, the command line and the tests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true } },
    trustProxy: false,
  });
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
  if (!options.database) app.addHook('onClose', () => database.close());

  installErrorHandling(app);
  // An empty body sent as JSON (some clients do this on DELETE) counts as no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return jsonParser(request, String(body), done);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });

  const { operations } = loadContract();
  await app.register(swagger, { mode: 'static', specification: { path: CONTRACT_FILE, baseDir: path.dirname(CONTRACT_FILE) } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });

  await app.register(async (api) => registerOperations(api, ctx, operations, allHandlers(ctx)));

  const clientDir = path.resolve(config.clientDir);
  const indexFile = path.join(clientDir, 'index.html');
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true, // the build writes .br and .gz copies of the assets
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
    if (fs.existsSync(path.join(clientDir, url)) && fs.statSync(path.join(clientDir, url)).isFile()) {
      return reply.sendFile(url);
    }
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
