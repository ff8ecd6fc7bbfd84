import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  version: number;
  /** The account's stamp ('' in tokens made before accounts had one). */
  stamp: string;
}

/** The signing key: JWT_SECRET, or one made once and kept in the data directory. */
export function resolveSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()); // another process made it first
    }
    return new TextEncoder().encode(secret);
  }
}

/** Verified tokens kept by their text (a signed-in page's calls show the same token again and again). */
const VERIFIED_TOKENS_KEPT = 4096;

export class TokenService {
  private readonly key: KeyObject;
  /** Tokens whose signature was checked, with their claims and expiry (seconds): a token shown
   *  again is the same bytes signed by the same key, so only its expiry is checked again. The
   *  oldest go first past the bound. Revocation is not this cache's business: every call still
   *  checks the claims' version and stamp against the account (auth/versions.ts). */
  private readonly verified = new Map<string, { claims: TokenClaims; expires: number }>();

  constructor(
    key: Uint8Array,
    private readonly lifetimes: Record<TokenType, number>,
  ) {
    this.key = crypto.createSecretKey(key);
  }

  /** Tokens use real time (not the game clock), so a shifted server still works with a browser.
   *  They carry the account's token version and stamp (users.account_stamp): a token of a removed
   *  account never signs in an account that comes to have its id. */
  async issue(userId: number, type: TokenType, version: number, stamp: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ typ: type, ver: version, ...(stamp ? { acc: stamp } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + Math.max(1, Math.floor(this.lifetimes[type] / 1000)))
      .setJti(crypto.randomBytes(12).toString('base64url'))
      .sign(this.key);
  }

  /** When a token whose signature was checked expires (seconds since 1970), or undefined. */
  expiryOf(token: string): number | undefined {
    return this.verified.get(token)?.expires;
  }

  /** The claims of a valid token of the expected type, or null (bad signature, expired, other type). */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(Date.now() / 1000) < known.expires) return known.claims.type === expected ? known.claims : null;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.typ !== expected || !Number.isSafeInteger(userId) || typeof payload.ver !== 'number') return null;
      const stamp = payload.acc === undefined ? '' : payload.acc;
      if (typeof stamp !== 'string') return null;
      const claims: TokenClaims = { userId, type: expected, version: payload.ver, stamp };
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, { claims, expires: payload.exp });
      }
      return claims;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError || e instanceof TypeError || e instanceof SyntaxError) return null;
      throw e;
    }
  }
}
