import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../db';

/** Something that can hear data_version changes made by other processes (PostgreSQL LISTEN). */
export interface VersionFeed {
  /** Calls `onChange` on every change (with the notification's payload); `onLost` when changes
   *  can no longer be heard. */
  subscribe(onChange: (payload: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

export const VERSION_CHANNEL = 'fantasy_xi_data_version';

/** How an answer can travel: compressed when the client accepts it and it is worth it. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * One encoded answer (JSON, or the text of a feed), with its validator and its compressed forms
 * (each made once, when a client first asks for it).
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {
    this.etag = `W/"${json.length.toString(36)}-${crypto.createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
  }

  /** True when the stored answer is JSON `null` (a lookup that found nothing). */
  get isNull(): boolean {
    return this.json.length === 4 && this.json.toString('utf8') === 'null';
  }

  body(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.json;
    let out = this.compressed.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : zlib.gzipSync(this.json, { level: 6 });
      this.compressed.set(encoding, out);
    }
    return out;
  }
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. Honours
 * `q=0` (refused) and `*`.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name.trim(), weight);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** True when an If-None-Match header names `etag` (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends a cached JSON answer: `304 Not Modified` when the client already holds it, otherwise the
 * body compressed as the client allows. Browsers revalidate every time (`no-cache`), so a list
 * is never stale after a write.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  status = 200,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', answer.etag);
  if (status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const encoding = answer.json.length >= COMPRESS_FROM_BYTES ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).type(type).send(answer.body(encoding));
}

/** Bytes of cached answers kept before the least recently used ones are dropped. */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Caches the encoded answers of public lists until the next write that changes them.
 * Writes call bump() in their transaction: it raises data_version, and a trigger on that row
 * notifies every server process at commit (the command line's writes too).
 * - Embedded database: this process is the only writer, and a write transaction holds the
 *   database until it commits, so a version kept in memory and raised in the transaction is exact.
 * - PostgreSQL with a feed: each process keeps its version in memory and raises it on every
 *   notification, which arrives after the commit; the writing process also raises it as soon as
 *   its write has committed (afterWrites), so its own next read is fresh. Never before the
 *   commit: a read in between would cache the old answer under the new version. Without a feed
 *   (or after losing it) each read asks the database.
 * Answers of an older version are dropped when next asked for; past the byte budget the least
 * recently used go first (a season has a snapshot answer per team and gameweek).
 */
export class ResponseCache {
  private entries = new Map<string, { version: number; answer: CachedAnswer; bytes: number }>();
  private building = new Map<string, Promise<CachedAnswer>>();
  private values = new Map<string, { version: number; value: Promise<unknown> }>();
  private localVersion = 0;
  private writes = 0;
  private listening = false;
  private bytes = 0;
  /** Told of every lookup: found (hit) or built (miss). */
  onLookup: (hit: boolean) => void = () => undefined;

  constructor(
    private readonly db: Db,
    private readonly shared: boolean,
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
  ) {}

  /** Hears other processes' writes, so reads need no version query. */
  async listen(feed: VersionFeed): Promise<void> {
    await feed.subscribe(
      () => this.invalidate(),
      () => {
        this.listening = false;
        this.invalidate();
      },
    );
    this.listening = true;
    this.invalidate();
  }

  /** Call inside every write transaction that changes a cached list. */
  async bump(tx: Exec): Promise<void> {
    await tx.execute(sql`update data_version set version = version + 1 where id = 1`);
    if (this.shared) this.writes++;
    else this.localVersion++;
  }

  /** Writes bumped (PostgreSQL) so far: compare before and after a write call. */
  get writeCount(): number {
    return this.writes;
  }

  /** Call once a write call's transactions are over (committed or not): when any write bumped
   *  since `since`, answers cached so far are dropped. Early is harmless (every commit also
   *  notifies); late only delays this process's own next read. */
  afterWrites(since: number): void {
    if (this.writes !== since) this.invalidate();
  }

  /** Forget every cached answer. */
  invalidate(): void {
    this.localVersion++;
    this.entries.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /** Number of answers held and their size in bytes (JSON plus room for compressed forms). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private async version(): Promise<number> {
    if (!this.shared || this.listening) return this.localVersion;
    const rows = await queryRows<{ version: number }>(this.db, sql`select version from data_version where id = 1`);
    return Number(rows[0]?.version ?? 0);
  }

  private forget(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  private keep(key: string, version: number, answer: CachedAnswer) {
    this.forget(key);
    // JSON plus its compressed forms, which are a fraction of it.
    const bytes = answer.json.length * 2 + 256;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { version, answer, bytes });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  /** The cached answer for `key` (JSON, UTF-8), built once per version even when many requests
   *  miss together. */
  async get(key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.answer(key, async () => JSON.stringify(await build()));
  }

  /** The cached text answer for `key` (UTF-8, sent as built: e.g. a calendar feed). */
  async getText(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    return this.answer(`text:${key}`, build);
  }

  private async answer(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
    const version = await this.version();
    const hit = this.entries.get(key);
    this.onLookup(hit !== undefined && hit.version === version);
    if (hit && hit.version === version) {
      // Most recently used goes last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.answer;
    }
    const flightKey = `${version}:${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = (async () => {
        try {
          const answer = new CachedAnswer(Buffer.from(await build(), 'utf8'));
          this.keep(key, version, answer);
          return answer;
        } finally {
          this.building.delete(flightKey);
        }
      })();
      this.building.set(flightKey, flight);
    }
    return flight;
  }

  /**
   * A value (not an encoded answer) kept until the next write, built once per version even when
   * many requests miss together: e.g. the whole league table, from which its pages are cut.
   * Only a few such keys exist; a failed build is forgotten so the next call tries again.
   */
  async value<T>(key: string, build: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const hit = this.values.get(key);
    this.onLookup(hit !== undefined && hit.version === version);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = build();
    this.values.set(key, { version, value });
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }
}
