// What a request's headers say: the encoding an answer may travel in (Accept-Encoding), whether
// the client already holds it (If-None-Match), and its bearer token (Authorization).
import type { Encoding } from '../cache/answers';

/** Below this size compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** Accept-Encoding headers already read (a server sees a handful of different ones). */
const ENCODINGS_KEPT = 64;
const chosenEncodings = new Map<string, Encoding>();

/** The encoding a cached answer of `size` bytes is sent in for this Accept-Encoding header. */
export function encodingFor(size: number, header: string | undefined): Encoding {
  return size >= COMPRESS_FROM_BYTES ? chooseEncoding(header) : 'identity';
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. Honours
 * `q=0` (refused) and `*`.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    if (chosenEncodings.size >= ENCODINGS_KEPT) chosenEncodings.clear();
    chosen = readAcceptEncoding(header);
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

function readAcceptEncoding(header: string): Encoding {
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

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}
