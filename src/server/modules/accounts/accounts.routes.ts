import type { FastifyRequest } from 'fastify';
import type { AppContext, SomeHandlers } from '../../context';
import { unauthenticated } from '../../outcomes';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { createUser, findUserByEmail, normaliseEmail, userOfClaims } from './users.service';
import { resetPasswordWithLink, sendResetLink } from './passwordResets.service';
import { linkedPlayerId } from '../players/availability.service';

const MINUTE = 60_000;
const LOGIN_FAILED = 'No active account found with the given credentials.';

export function accountHandlers(ctx: AppContext) {
  const { db, limiter, tokens, config } = ctx;
  const perAddress = (request: FastifyRequest, action: string) =>
    limiter.hit(`ip:${action}:${request.ip}`, config.authRateLimitPerMinute, MINUTE);

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
        throw unauthenticated(LOGIN_FAILED);
      }
      return {
        access: await tokens.issue(user.id, 'access', user.tokenVersion, user.accountStamp),
        refresh: await tokens.issue(user.id, 'refresh', user.tokenVersion, user.accountStamp),
      };
    },

    async refreshToken(request) {
      const { refresh } = request.body;
      const claims = await tokens.verify(refresh, 'refresh');
      if (!claims) throw unauthenticated('The refresh token is invalid or has expired.');
      const user = await userOfClaims(db, claims);
      if (!user) throw unauthenticated('The refresh token has been revoked.');
      return { access: await tokens.issue(user.id, 'access', user.tokenVersion, user.accountStamp) };
    },

    async getCurrentUser(request) {
      const user = request.user!;
      return { id: user.id, email: user.email, is_staff: user.isStaff, player_id: await linkedPlayerId(ctx, user.id) };
    },

    async requestPasswordReset(request) {
      await perAddress(request, 'reset');
      const { email } = request.body;
      const user = await findUserByEmail(db, email);
      // The link is stored and mailed after the answer has gone, so a registered email and an
      // unknown one take the same time (no account probing by timing).
      if (user) ctx.background.run(() => sendResetLink(ctx, user));
      return { detail: 'If an account uses that email, a password reset link is on its way.' };
    },

    async resetPassword(request) {
      await perAddress(request, 'reset');
      const { uid, token, new_password: newPassword } = request.body;
      await resetPasswordWithLink(db, ctx.tokenVersions, { uid, token }, newPassword);
      return { detail: 'Your password has been reset. You can now log in.' };
    },
  } satisfies SomeHandlers;
}
