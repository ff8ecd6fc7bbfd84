import crypto from 'node:crypto';
import type { Db } from '../../db';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import { findLiveReset, insertPasswordReset, takeReset } from './accounts.repository';
import { invalidInput } from '../../outcomes';
import { setPassword } from './users.service';
import type { TokenVersions } from '../../auth/versions';

const MINUTE = 60_000;
const INVALID_LINK = 'The reset link is invalid or has expired.';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Stores a one-time reset token for the user (only its hash) and mails them the link. */
export async function sendResetLink(
  { db, config, mailer }: { db: Db; config: Config; mailer: Mailer },
  user: { id: number; email: string; tokenVersion: number },
) {
  const token = crypto.randomBytes(32).toString('base64url');
  await insertPasswordReset(db, {
    userId: user.id,
    tokenHash: sha256(token),
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(Date.now() + config.resetTokenLifetimeMs),
  });
  const link = `${config.appUrl}/reset-password/${encodeUid(user.id)}/${token}`;
  const minutes = Math.round(config.resetTokenLifetimeMs / MINUTE);
  await mailer.send({
    to: user.email,
    subject: 'Reset your Fantasy XI password',
    link,
    text: `Someone asked to reset the password of your Fantasy XI account.\n\nTo choose a new password, open this link (it works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
    html: `<p>Someone asked to reset the password of your Fantasy XI account.</p><p><a href="${link}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
  });
}

/** Sets a new password with a reset link's uid and token: a 400 naming `token` when the link is
 *  unknown, used, expired or older than the user's last password change. */
export async function resetPasswordWithLink(db: Db, versions: TokenVersions, link: { uid: string; token: string }, newPassword: string) {
  const invalid = () => invalidInput({ token: [INVALID_LINK] });
  const userId = decodeUid(link.uid);
  if (userId === null) throw invalid();
  const row = await findLiveReset(db, sha256(link.token), userId);
  if (!row || row.reset.tokenVersion !== row.user.tokenVersion) throw invalid();
  // The link is taken and the password set in one transaction: of several requests using the
  // same link at once, only the one whose conditional update marks it used goes on (a weak
  // password rolls the mark back, so the link still works).
  await db.transaction(async (tx) => {
    if (!(await takeReset(tx, row.reset.id))) throw invalid();
    await setPassword(tx, versions, userId, newPassword, row.user.email);
  });
}
