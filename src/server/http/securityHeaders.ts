import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

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
