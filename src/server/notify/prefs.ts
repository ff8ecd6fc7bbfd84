import type { Db } from '../db';
import { invalidInput } from '../outcomes';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import type { NotificationKind, NotificationPrefs } from './kinds';
import { findPrefs, turnOffMails, updatePrefColumns } from './notify.repository';

export async function getPrefs(db: Db, userId: number): Promise<NotificationPrefs> {
  return findPrefs(db, userId);
}

/** Sets the choices given (the contract has checked their names and types); the others stay. */
export async function updatePrefs(db: Db, userId: number, change: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  await updatePrefColumns(db, userId, change);
  return getPrefs(db, userId);
}

const INVALID_LINK = 'This unsubscribe link is not valid.';

/** Turns off the kind of email an unsubscribe link's token names, for the user it names; a 400
 *  naming `token` for a token that is not one (or whose account is gone, even if another has
 *  come to have its id). */
export async function unsubscribeWithToken(db: Db, links: UnsubscribeTokens, token: string): Promise<NotificationKind> {
  const claims = await links.verify(token);
  if (!claims) throw invalidInput({ token: [INVALID_LINK] });
  if (!(await turnOffMails(db, claims.userId, claims.stamp, claims.kind))) throw invalidInput({ token: [INVALID_LINK] });
  return claims.kind;
}
