import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { GameClock } from './clock';
import type { Db } from './db';
import type { TokenService } from './auth/tokens';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './auth/rateLimit';
import type { ResponseCache } from './http/cache';
import type { Background } from './background';
import type { operations } from './openapi/contract.gen';

export interface AuthUser {
  id: number;
  email: string;
  isStaff: boolean;
}

/** What every route and service is given: settings, the database, the game clock and friends. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: GameClock;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
  cache: ResponseCache;
  /** Work done after answering (mail). */
  background: Background;
  log: (msg: string) => void;
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
