import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db';
import { loadContract } from '../openapi/contract';
import { createUser } from '../modules/accounts/users.service';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import type { Mailer, Message } from '../mail/mailer';
import { databaseUrl, pgliteTemplate, postgresTemplate, testDatabaseName } from './db-template';

/** A game clock the tests move by hand. */
export class TestClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current);
  set(at: Date | string) {
    this.current = new Date(at);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Which database the API tests use: PGlite always; PostgreSQL when the jest project says so. */
export const testDatabaseKind = () => (process.env.API_TEST_DB === 'postgres' ? 'postgres' : 'pglite');

/** A new database of the kind the tests use, copied from the run's migrated template when there is one (db-template.ts). */
export async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: pgliteTemplate() });
    return { database, drop: async () => undefined };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is needed for the PostgreSQL API tests.');
  const name = testDatabaseName();
  const template = postgresTemplate();
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await client.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: null });
  return {
    database,
    drop: async () => {
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** An answer as the tests see it. */
export interface TestResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface TestRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** A real HTTP call to the running server (JSON in, text and JSON out). */
  inject(req: TestRequest): Promise<TestResponse>;
  /** A GET with exactly these headers and the body bytes as sent (fetch would decompress them). */
  rawGet(url: string, headers?: Record<string, string>): Promise<RawResponse>;
  baseUrl: string;
  clock: TestClock;
  outbox: Message[];
  database: Database;
  config: Config;
  dataDir: string;
  /** A user (staff when asked) with a fresh access token. */
  user(opts?: { staff?: boolean; email?: string; password?: string }): Promise<{ id: number; email: string; password: string; access: string; auth: { authorization: string } }>;
  close(): Promise<void>;
}

const DEFAULT_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;
/** The default password's hash by the server's own hashing (argon2id, its parameters), made once
 *  a file: hashing is made slow on purpose, tens of milliseconds a user. */
const defaultPasswordHash = () => (defaultHash ??= hashPassword(DEFAULT_PASSWORD));

/** One server per test file over a fresh database, dropped at the end. */
export async function startTestApp(
  opts: { env?: Record<string, string>; now?: string; mailer?: Mailer | 'real'; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fxi-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...opts.env,
  });
  const { database, drop } = await freshDatabase();
  const clock = new TestClock(new Date(opts.now ?? '2026-11-18T12:00:00Z'));
  const outbox: Message[] = [];
  // By default mail is caught in `outbox`; 'real' uses the server's own mailer (SMTP or outbox folder).
  const mailer: Mailer | undefined = opts.mailer === 'real' ? undefined : (opts.mailer ?? { send: async (m) => void outbox.push(m) });
  const app = await buildApp(config, { database, clock, mailer, logger: opts.logStream ? { stream: opts.logStream } : false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let n = 0;
  return {
    app,
    baseUrl,
    database,
    rawGet(url, headers = {}) {
      return new Promise((resolve, reject) => {
        http
          .get(baseUrl + url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    },
    async inject(req) {
      const headers: Record<string, string> = { ...req.headers };
      let body: string | undefined;
      if (req.payload !== undefined) {
        body = typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(baseUrl + req.url, { method: req.method, headers, body });
      const text = await res.text();
      await app.ctx.background.idle(); // mail sent after the answer has gone
      const answer: TestResponse = {
        statusCode: res.status,
        headers: Object.fromEntries(res.headers.entries()),
        body: text,
        json: () => JSON.parse(text),
      };
      // Every answer of an operation of the contract is held to the contract.
      const operationId = req.method === 'HEAD' ? null : operationAt(req.method, req.url);
      if (operationId) expectContract(answer, operationId);
      return answer;
    },
    clock,
    outbox,
    config,
    dataDir,
    async user(u = {}) {
      const email = u.email ?? `user${++n}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      const password = u.password ?? DEFAULT_PASSWORD;
      // A user of the test's own email or password is made as the register call makes one; the
      // others (most) are stored with the default password's hash, made once a file.
      const { id, accountStamp } =
        u.email || u.password
          ? await createUser(app.ctx.db, { email, password, isStaff: u.staff })
          : (
              await app.ctx.db
                .insert(users)
                .values({ email, passwordHash: await defaultPasswordHash(), isStaff: u.staff ?? false })
                .returning({ id: users.id, accountStamp: users.accountStamp })
            )[0];
      const access = await app.ctx.tokens.issue(id, 'access', 0, accountStamp);
      return { id, email, password, access, auth: { authorization: `Bearer ${access}` } };
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A raw HTTP exchange: the path exactly as given, and the body chunked when it is a list. */
export function rawRequest(
  baseUrl: string,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer; chunks?: Buffer[] },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Node frames a body as chunked by itself only for some methods (not DELETE): say so.
    const headers = opts.chunks ? { ...opts.headers, 'transfer-encoding': 'chunked' } : opts.headers;
    const req = http.request({ host: url.hostname, port: url.port, method: opts.method, path: opts.path, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (opts.chunks) {
      const write = (i: number) => {
        if (i >= opts.chunks!.length) return req.end();
        if (req.destroyed) return;
        req.write(opts.chunks![i], (err) => (err ? undefined : write(i + 1)));
      };
      write(0);
    } else {
      req.end(opts.body);
    }
  });
}

/** A body of `size` bytes sent chunked (no Content-Length), 64 KB at a time. */
export function chunkedBody(size: number): Buffer[] {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  chunk[0] = '"'.charCodeAt(0);
  return Array.from({ length: Math.ceil(size / chunk.length) }, () => chunk);
}

const contract = loadContract();
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Answers any operation may give before its own rules run, each an `Error` body: a request the
 *  schema refuses (unknown query field, bad JSON), a body too large, or one that is not JSON. */
const ANY_OPERATION = new Set(['400', '413', '415']);
const errorSchema = (contract.document.components as { schemas: Record<string, Record<string, unknown>> }).schemas.Error;

const templates = contract.operations.map((op) => ({
  method: op.method,
  operationId: op.operationId,
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  literal: !op.path.includes('{'),
}));

/** The operation a method and address call (a fixed path wins over a template), or null. */
export function operationAt(method: string, url: string): string | null {
  const path = url.split('?')[0];
  const m = method === 'HEAD' ? 'GET' : method;
  const found = templates.filter((t) => t.method === m && t.pattern.test(path)).sort((a, b) => Number(b.literal) - Number(a.literal));
  return found[0]?.operationId ?? null;
}

/** Fails unless the answer is one the contract lists for that operation, with a body of its shape. */
export function expectContract(res: TestResponse, operationId: string): void {
  const op = contract.operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in openapi.yaml`);
  const status = String(res.statusCode);
  const listed = status in op.responses;
  if (!listed && !ANY_OPERATION.has(status)) {
    throw new Error(`${operationId} answered ${status}, which openapi.yaml does not list: ${res.body.slice(0, 300)}`);
  }
  const schema = listed ? op.responses[status] : errorSchema;
  if (!schema) {
    // An answer of another kind than JSON (the calendar's text/calendar) is not described by a schema.
    if (!/json/.test(res.headers['content-type'] ?? '')) return;
    if (res.body.length > 0) throw new Error(`${operationId} ${status} should have no body: ${res.body.slice(0, 200)}`);
    return;
  }
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  const body = JSON.parse(res.body);
  if (!validate(body)) {
    throw new Error(`${key} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${res.body.slice(0, 500)}`);
  }
}
