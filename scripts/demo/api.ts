// The API as the demo loader sees it: one `call` per request, and what the loader answers.
import type { TokenService } from '../../src/server/auth/tokens';
import { type Db } from '../../src/server/db';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface ApiAnswer {
  status: number;
  text: string;
}
/** One API call: method, URL (with /api/...), JSON body, access token. */
export type ApiCall = (method: HttpMethod, url: string, body?: unknown, token?: string) => Promise<ApiAnswer>;

/** The database already holds data: nothing was changed. */
export class DemoRefusedError extends Error {}
/** The server gave an answer the loader did not expect (the demo season is incomplete). */
export class DemoApiError extends Error {}

export interface DemoTarget {
  /** The database the API writes to: checked for emptiness, and where the accounts are made. */
  db: Db;
  /** The server's token service (the accounts' access tokens). */
  tokens: TokenService;
  call: ApiCall;
  /** Moves the server's game clock (history is made at past game-clock times). */
  setClock(at: Date): void;
  timeZone: string;
  /** The game clock's "now": the season's history ends before it, upcoming fixtures follow it. */
  now: Date;
  /** Passwords to use instead of random ones (tests). */
  passwords?: { staff?: string; manager?: string; fans?: string };
  /** Progress lines. */
  progress?: (line: string) => void;
}

export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoSummary {
  staff: DemoAccount;
  manager: DemoAccount & { team: string };
  fans: { emails: string[]; password: string };
  players: { total: number; bySide: Record<string, number> };
  teams: number;
  gameweeks: number;
  matches: number;
  statRows: number;
  /** Players transferred in (a PUT /api/team/ may bring in several). */
  transfers: number;
  /** PUT /api/team/ calls that transferred players. */
  squadChanges: number;
  /** Teams with a bench, starters swapped with a bench player (PUT calls), and automatic
   *  substitutions over the season's snapshots (read back). */
  benches: { teams: number; swaps: number; substitutions: number };
  /** Chips played (the rules limit transfers and allow chips from the first deadline). */
  chips: number;
  fixtures: { men: { past: number; upcoming: number }; women: { past: number; upcoming: number } };
  leader: { name: string; points: number } | null;
  elapsedMs: number;
}

