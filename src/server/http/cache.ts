import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, Encoding, ResponseCache } from '../cache/answers';

/** Below this size compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/** Accept-Encoding headers already read (a server sees a handful of different ones). */
const ENCODINGS_KEPT = 64;
const chosenEncodings = new Map<string, Encoding>();

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

/** Sends the cached answer for `key`, built by `build` when this data version has none yet (a
 *  route's public reads: `const cached = cachedReads(ctx.cache)`). */
export const cachedReads =
  (cache: ResponseCache) =>
  async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> =>
    sendCached(request, reply, await cache.get(key, build));
