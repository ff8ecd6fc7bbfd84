import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, ResponseCache } from '../cache/answers';
import { encodingFor, etagMatches } from './negotiation';
import { recordQuickAnswer } from './quick';

export { chooseEncoding, etagMatches } from './negotiation';

/**
 * Sends a cached JSON answer: `304 Not Modified` when the client already holds it, otherwise the
 * body compressed as the client allows. Browsers revalidate every time (`no-cache`), so a list
 * is never stale after a write. The same request again, while nothing has changed, is answered
 * before the framework (quick.ts).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  status = 200,
  type = 'application/json; charset=utf-8',
): FastifyReply {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', answer.etag);
  // Kept for the quick path (quick.ts): the next identical request is answered from it.
  if (status === 200) recordQuickAnswer(request, reply, answer, type);
  if (status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const encoding = encodingFor(answer.json.length, request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(status).type(type).send(answer.body(encoding));
}

/** Sends the cached answer for `key`, built by `build` when this data version has none yet (a
 *  route's public reads: `const cached = cachedReads(ctx.cache)`). */
export const cachedReads =
  (cache: ResponseCache) =>
  async (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> =>
    sendCached(request, reply, await cache.get(key, build));
