import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext, SomeHandlers } from '../context';
import { ApiError, badRequest } from '../http/errors';
import { passwordResets, users } from '../db/schema';
import { dummyHash, verifyPassword } from '../auth/passwords';
import { createUser, findUserByEmail, normaliseEmail, setPassword } from '../services/users';

const MINUTE = 60_000;
const LOGIN_FAILED = 'No active account found with the given credentials.';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export function accountHandlers(ctx: AppContext) {
  const { db, limiter, tokens, config } = ctx;
  const perAddress = (request: FastifyRequest, action: string) =>
    limiter.hit(`ip:${action}:${request.ip}`, config.authRateLimitPerMinute, MINUTE);

  async function sendResetLink(user: { id: number; email: string; tokenVersion: number }) {
    const token = crypto.randomBytes(32).toString('base64url');
    await db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(Date.now() + config.resetTokenLifetimeMs),
    });
    const link = `${config.appUrl}/reset-password/${encodeUid(user.id)}/${token}`;
    const minutes = Math.round(config.resetTokenLifetimeMs / MINUTE);
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your Fantasy XI password',
      link,
      text: `Someone asked to reset the password of your Fantasy XI account.\n\nTo choose a new password, open this link (it works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
      html: `<p>Someone asked to reset the password of your Fantasy XI account.</p><p><a href="${link}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this email; your password stays as it is.</p>`,
    });
  }

  return {
    async registerUser(request, reply) {
      await perAddress(request, 'register');
      const { email, password } = request.body;
      const user = await createUser(db, { email, password });
      return reply.status(201).send(user);
    },

    async obtainToken(request) {
      await perAddress(request, 'login');
      const body = request.body;
      const email = normaliseEmail(body.email);
      const failuresKey = `login-failures:${email}`;
      const window = 15 * MINUTE;
      await limiter.check(failuresKey, config.loginFailuresPerEmail, window);
      const user = await findUserByEmail(db, email);
      const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await verifyPassword(await dummyHash(), body.password), false);
      if (!user || !ok) {
        await limiter.hit(failuresKey, Number.MAX_SAFE_INTEGER, window);
        throw new ApiError(401, LOGIN_FAILED);
      }
      return {
        access: await tokens.issue(user.id, 'access', user.tokenVersion),
        refresh: await tokens.issue(user.id, 'refresh', user.tokenVersion),
      };
    },

    async refreshToken(request) {
      const { refresh } = request.body;
      const claims = await tokens.verify(refresh, 'refresh');
      if (!claims) throw new ApiError(401, 'The refresh token is invalid or has expired.');
      const [user] = await db.select().from(users).where(eq(users.id, claims.userId)).limit(1);
      if (!user || user.tokenVersion !== claims.version) throw new ApiError(401, 'The refresh token has been revoked.');
      return { access: await tokens.issue(user.id, 'access', user.tokenVersion) };
    },

    async getCurrentUser(request) {
      const user = request.user!;
      return { id: user.id, email: user.email, is_staff: user.isStaff };
    },

    async requestPasswordReset(request) {
      await perAddress(request, 'reset');
      const { email } = request.body;
      const user = await findUserByEmail(db, email);
      // The link is stored and mailed after the answer has gone, so a registered email and an
      // unknown one take the same time (no account probing by timing).
      if (user) ctx.background.run(() => sendResetLink(user));
      return { detail: 'If an account uses that email, a password reset link is on its way.' };
    },

    async resetPassword(request) {
      await perAddress(request, 'reset');
      const body = request.body;
      const invalid = () => badRequest('The reset link is invalid or has expired.', { token: ['The reset link is invalid or has expired.'] });
      const userId = decodeUid(body.uid);
      if (userId === null) throw invalid();
      const [row] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, sha256(body.token)), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .limit(1);
      if (!row || row.reset.tokenVersion !== row.user.tokenVersion) throw invalid();
      // The link is taken and the password set in one transaction: of several requests using the
      // same link at once, only the one whose conditional update marks it used goes on (a weak
      // password rolls the mark back, so the link still works).
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (!taken) throw invalid();
        await setPassword(tx, userId, body.new_password, row.user.email);
      });
      return { detail: 'Your password has been reset. You can now log in.' };
    },
  } satisfies SomeHandlers;
}
