import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { GameClock } from './clock';
import type { Db } from './db';
import type { TokenService } from './auth/tokens';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './auth/rateLimit';
import type { ResponseCache } from './http/cache';
import type { Background } from './background';

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
/** Route modules answer the contract's operations by operationId. */
export type Handlers = Record<string, Handler>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    access?: 'anyone' | 'user' | 'staff';
  }
}
