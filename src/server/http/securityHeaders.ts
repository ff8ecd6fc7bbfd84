import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The security headers of every answer (helmet's, with our Content-Security-Policy), computed
 * once rather than on every request. `secure`: the answer goes out over HTTPS, so it also carries
 * HSTS and `upgrade-insecure-requests` (over plain HTTP they would leave the page blank).
 */
export function securityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: secure ? [] : null } },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The built scripts and stylesheets (`/assets/`): only the headers a script or stylesheet obeys.
 *  The page's policy (Content-Security-Policy, framing, referrer, HSTS) is the document's, which
 *  carries it; repeated on each script it only added about half a kilobyte to every download. */
const ASSET_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** Sets the security headers on every answer (the assets' own short set), from two sets made at start: HSTS and
 *  upgrade-insecure-requests only when the answer goes out over HTTPS (the HTTPS setting, or a
 *  trusted proxy's X-Forwarded-Proto). */
export function setSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'https' | 'trustProxy'>) {
  const plainHeaders = securityHeaders(false);
  const secureHeaders = securityHeaders(true);
  const askProxy = config.trustProxy !== false;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/assets/')) reply.headers(ASSET_HEADERS);
    else reply.headers(config.https || (askProxy && request.protocol === 'https') ? secureHeaders : plainHeaders);
    done();
  });

}
