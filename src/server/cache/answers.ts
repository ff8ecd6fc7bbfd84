import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { DataVersion } from '../db/dataVersion';

/** How an answer can travel: compressed when the client accepts it and it is worth it. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One encoded answer (JSON, or the text of a feed), with its validator and its compressed forms
 * (each made once, when a client first asks for it).
 */
export class CachedAnswer {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Buffer>();

  /** `version`: the data version it was built at (-1 when not known). */
  constructor(
    readonly json: Buffer,
    readonly version = -1,
  ) {
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

/** Bytes of cached answers kept before the least recently used ones are dropped. */
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Caches the encoded answers of public lists until the next write that changes them: each is
 * kept under the data version it was built at (db/dataVersion.ts) and goes when the version
 * moves on. Answers of an older version are dropped when next asked for; past the byte budget
 * the least recently used go first (a season has a snapshot answer per team and gameweek).
 */
export class ResponseCache {
  private entries = new Map<string, { version: number; answer: CachedAnswer; bytes: number }>();
  private building = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  /** Told of every lookup: found (hit) or built (miss). */
  onLookup: (hit: boolean) => void = () => undefined;

  constructor(
    private readonly version: DataVersion,
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
  ) {
    version.subscribe(() => {
      this.entries.clear();
      this.bytes = 0;
    });
  }

  /** Forget every cached answer, and every other value held for this data version. */
  invalidate(): void {
    this.version.changed();
  }

  /** Number of answers held and their size in bytes (JSON plus room for compressed forms). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
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
    const version = await this.version.current();
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
          const answer = new CachedAnswer(Buffer.from(await build(), 'utf8'), version);
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
}
