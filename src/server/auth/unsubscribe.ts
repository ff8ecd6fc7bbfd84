import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isNotificationKind, type NotificationKind } from '../notify/kinds';

const PURPOSE = 'unsubscribe';

/**
 * The tokens of unsubscribe links: each names one user (their id and their account's stamp, so a
 * removed account's link never acts on an account that comes to have its id) and one kind of
 * email, and is signed with a key derived for this purpose only, so it can neither be made nor
 * turned into another token (an access token, or another user's or kind's link), and it signs
 * nobody in. It does not expire: an old email's link keeps working.
 */
export class UnsubscribeTokens {
  private readonly key: Uint8Array;

  constructor(secret: Uint8Array) {
    this.key = new Uint8Array(crypto.createHmac('sha256', secret).update('fantasy-xi unsubscribe link').digest());
  }

  async issue(userId: number, kind: NotificationKind, stamp: string): Promise<string> {
    return new SignJWT({ pur: PURPOSE, kind, ...(stamp ? { acc: stamp } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .sign(this.key);
  }

  /** The user (id and stamp; '' in links made before accounts had one) and kind a valid token
   *  names, or null for anything else. */
  async verify(token: string): Promise<{ userId: number; stamp: string; kind: NotificationKind } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (payload.pur !== PURPOSE || !isNotificationKind(payload.kind) || !Number.isSafeInteger(userId) || userId < 1) return null;
      const stamp = payload.acc === undefined ? '' : payload.acc;
      if (typeof stamp !== 'string') return null;
      return { userId, stamp, kind: payload.kind };
    } catch (e) {
      if (e instanceof joseErrors.JOSEError || e instanceof TypeError || e instanceof SyntaxError) return null;
      throw e;
    }
  }
}
