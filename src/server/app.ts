import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { GameClock } from './clock';
import { openDatabase, type Database } from './db';
import { TokenService, resolveSecret } from './auth/tokens';
import { RateLimiter } from './auth/rateLimit';
import { makeMailer, type Mailer, type MailerSettings } from './mail/mailer';
import { VERSION_CHANNEL } from './db/dataVersion';
import { USERS_CHANNEL } from './auth/versions';
import { pgListener } from './db/notify';
import { installErrorHandling } from './http/errors';
import { acceptJsonBodies, contractValidatorCompiler } from './http/validation';
import { setSecurityHeaders } from './http/securityHeaders';
import { serveClientApp } from './http/clientApp';
import { redactUrl } from './http/logRedaction';
import { serveMetrics } from './http/metrics';
import { QuickAnswers, quickServer } from './http/quick';
import { clubToday } from './modules/players/availability.service';
import { secureDataDir } from './db/permissions';
import { Background } from './background';
import { loadContract } from './openapi/contract';
import { serveApiDocs } from './openapi/docs';
import { registerOperations } from './openapi/register';
import { makeServices, type AppContext } from './context';
import { allHandlers } from './modules';
import { makeNotifier } from './notify/setup';

export interface AppOptions {
  /** An open database to use instead of the one the settings name (tests share one per file). */
  database?: Database;
  clock?: GameClock;
  mailer?: Mailer;
  /** false: no log; `{ stream }`: the log written there (tests read the access log). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/** How a request appears in the access log: the address without secrets. */
export function requestLogSerializer(request: { method: string; url: string; ip?: string; headers: { host?: string } }) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.headers.host,
    remoteAddress: request.ip,
  };
}

/** Builds the whole server: used by main.ts, the command line and the tests. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance & { ctx: AppContext }> {
  // Private before anything is written, again once the embedded database has made its files (it
  // ignores the umask; the directory's 0700 covers the files it makes while running), and at close.
  secureDataDir(config.dataDir);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedDbCacheMb: config.embeddedDbCacheMb, embeddedDbTierUp: config.embeddedDbTierUp }));
  secureDataDir(config.dataDir);
  const logger = options.logger ?? true;
  const { trustProxy } = config;
  // Made once the services exist (below); no request arrives before the server listens.
  let quick: QuickAnswers | null = null;
  const app = Fastify({
    serverFactory: (handler, serverOptions) => quickServer(handler, serverOptions, () => quick),
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
  const own: MailerSettings = { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: { name: config.clubName, address: config.mailFrom } };
  const mailer = options.mailer ?? makeMailer({ ...own, log });
  const services = makeServices(config, database, { clock: options.clock, log });
  const secret = resolveSecret(config.jwtSecret, config.dataDir);
  // The notifications of the server's own mailer go out from the mail thread.
  const { notifier, links } = makeNotifier(services, mailer, secret, (msg) => app.log.warn(msg), options.mailer ? undefined : own);
  const ctx: AppContext = {
    ...services,
    notifier,
    unsubscribeLinks: links,
    tokens: new TokenService(secret, {
      access: config.accessTokenLifetimeMs,
      refresh: config.refreshTokenLifetimeMs,
    }),
    mailer,
    limiter: new RateLimiter(database.db),
    background: new Background((e) => app.log.error({ err: e }, 'work after an answer failed')),
  };
  app.decorate('ctx', ctx);
  quick = new QuickAnswers({
    version: ctx.version,
    tokens: ctx.tokens,
    tokenVersions: ctx.tokenVersions,
    today: () => clubToday(ctx),
    trustProxy: trustProxy !== false,
    log: app.log,
    logRequests: ['trace', 'debug', 'info'].includes(app.log.level),
    metrics: config.metrics ? ctx.metrics : null,
  });
  const closing = quick;
  app.addHook('preClose', (done) => {
    closing.close();
    done();
  });
  if (database.url) {
    // Several processes may share PostgreSQL: hear each other's writes to keep caches fresh, and
    // each other's changes of users to keep token versions exact.
    const listener = pgListener(database.url);
    try {
      await ctx.version.listen(listener.feed(VERSION_CHANNEL));
      await ctx.tokenVersions.listen(listener.feed(USERS_CHANNEL));
    } catch (e) {
      app.log.warn({ err: e }, 'cannot LISTEN for data changes; cached lists and token checks will ask the database each time');
    }
    app.addHook('onClose', () => listener.close());
  }
  app.addHook('onClose', () => ctx.background.idle());
  app.addHook('onClose', async () => {
    await ctx.notifier.stop();
    mailer.close?.();
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => secureDataDir(config.dataDir));

  // In the order of fastify/demo's app.ts: what every request meets first (errors, bodies,
  // headers), then the outside plugins (the contract's docs), then the routes, then the pages.
  installErrorHandling(app);
  acceptJsonBodies(app);
  setSecurityHeaders(app, config);
  serveMetrics(app, ctx.metrics, config);
  const { document, operations } = loadContract();
  await serveApiDocs(app, document);
  await app.register(async (api) => registerOperations(api, ctx, operations, allHandlers(ctx)));

  await serveClientApp(app, config);
  return app as FastifyInstance & { ctx: AppContext };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
