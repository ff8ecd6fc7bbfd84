import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { offsetClock, type GameClock } from './clock';
import type { Database, Db } from './db';
import type { TokenService } from './auth/tokens';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './auth/rateLimit';
import { ResponseCache } from './cache/answers';
import { DataVersion, PerVersionValues } from './db/dataVersion';
import { TokenVersions } from './auth/versions';
import { Metrics } from './http/metrics';
import { observeStandingsSync } from './standings/load';
import type { Background } from './background';
import type { operations } from './openapi/contract.gen';
import type { UnsubscribeTokens } from './auth/unsubscribe';
import type { Notifier } from './notify/sender';

export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
}

/** What the services need, built once from the settings and the database: used by the server
 *  (inside AppContext) and by the command line alike. */
export interface Services {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: GameClock;
  /** The data version every write raises (db/write.ts); what is kept between requests follows it. */
  version: DataVersion;
  /** Encoded answers of public reads, kept per data version. */
  cache: ResponseCache;
  /** Values kept per data version (the standings engine, the league table, ...), by typed key. */
  values: PerVersionValues;
  /** The users' token versions in memory (signed-in calls check them without a query). */
  tokenVersions: TokenVersions;
  /** Counters and timings (served at /metrics when METRICS=true). */
  metrics: Metrics;
  log: (msg: string) => void;
}

export function makeServices(
  config: Config,
  database: Database,
  options: { clock?: GameClock; log?: (msg: string) => void } = {},
): Services {
  const metrics = new Metrics();
  const version = new DataVersion(database.db, database.kind === 'postgres');
  const cache = new ResponseCache(version);
  const values = new PerVersionValues(version);
  cache.onLookup = values.onLookup = (hit) => (hit ? metrics.cacheHit : metrics.cacheMiss).inc();
  observeStandingsSync(database.db, (seconds) => metrics.seasonSync.observe(seconds));
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: options.clock ?? offsetClock(config.clockOffsetMs),
    version,
    cache,
    values,
    metrics,
    tokenVersions: new TokenVersions(database.db, database.kind === 'postgres'),
    log: options.log ?? (() => undefined),
  };
}

/** What every route is given: the services, and what serving HTTP adds (tokens, mail, limits). */
export interface AppContext extends Services {
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Work done after answering (mail). */
  background: Background;
  /** The notification emails' sender (a round every NOTIFY_INTERVAL once the server listens). */
  notifier: Notifier;
  /** The tokens of unsubscribe links. */
  unsubscribeLinks: UnsubscribeTokens;
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The contract's operations by operationId (generated from openapi.yaml: `npm run codegen`). */
export type OperationId = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type BodyOf<Op> = Op extends { requestBody: infer R } ? JsonOf<R> : Op extends { requestBody?: infer R } ? JsonOf<NonNullable<R>> | undefined : undefined;
type PartOf<Op, K extends string> = Op extends { parameters: infer P } ? (K extends keyof P ? ([NonNullable<P[K]>] extends [never] ? Record<string, never> : NonNullable<P[K]>) : Record<string, never>) : Record<string, never>;

/** A request to one operation, its body, query and path parameters typed by the contract (the
 *  contract's schemas have checked them before the handler runs). */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: BodyOf<operations[Id]>;
  Querystring: PartOf<operations[Id], 'query'>;
  Params: PartOf<operations[Id], 'path'>;
}>;
export type OperationHandler<Id extends OperationId> = (request: OperationRequest<Id>, reply: FastifyReply) => Promise<unknown>;
/** Route modules answer the contract's operations by operationId. */
export type Handlers = { [Id in OperationId]: OperationHandler<Id> };
/** What one route module answers: some of the contract's operations. */
export type SomeHandlers = Partial<Handlers>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    access?: 'anyone' | 'user' | 'staff';
  }
}
