import type { AppContext } from '../../context';
import { invalidInput, unauthenticated } from '../../outcomes';
import { verifyPassword } from '../../auth/passwords';
import { write } from '../../db/write';
import { keepInStartedH2hLeagues } from '../leagues/leagues.service';
import { setPassword } from './users.service';
import { deleteTeamOfUser, deleteUser, findTokenVersion, findUserById, forgetAuthorEmail } from './accounts.repository';

const MINUTE = 60_000;
const WRONG_PASSWORD = 'The password is not right.';

/** The user's row once `password` is theirs; a wrong one is a 400 naming `field`, counted like a
 *  failed login (past the limit, 429), so the account page cannot be used to guess passwords. */
async function withPassword(ctx: AppContext, userId: number, password: string, field: string) {
  const key = `password-check:${userId}`;
  const window = 15 * MINUTE;
  await ctx.limiter.check(key, ctx.config.loginFailuresPerEmail, window);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthenticated('The account no longer exists.');
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.limiter.hit(key, Number.MAX_SAFE_INTEGER, window);
    throw invalidInput({ [field]: [WRONG_PASSWORD] });
  }
  return user;
}

/**
 * A new password for a signed-in user who knows the current one. The token version is raised by
 * the same function as a password reset's, so every token issued before stops working; the answer
 * carries a new pair for the caller's own session.
 */
export async function changePassword(ctx: AppContext, userId: number, input: { current_password: string; new_password: string }) {
  const user = await withPassword(ctx, userId, input.current_password, 'current_password');
  await setPassword(ctx.db, ctx.tokenVersions, user.id, input.new_password, user.email);
  const tokenVersion = await findTokenVersion(ctx.db, userId);
  return {
    detail: 'Your password has been changed. Other sessions have been signed out.',
    access: await ctx.tokens.issue(userId, 'access', tokenVersion, user.accountStamp),
    refresh: await ctx.tokens.issue(userId, 'refresh', tokenVersion, user.accountStamp),
  };
}

/**
 * Deletes the account with the password: its team (and the team's history), its league
 * memberships (in a head-to-head league that has started it stays, with no team: members are fixed
 * from the start), the leagues it owns, its reset links and notifications go (the foreign keys
 * cascade); audit entries it wrote keep its id and lose its email. Holds the season lock (shared)
 * like any team write, and raises the data version so every list forgets the team.
 */
export async function deleteAccount(ctx: AppContext, userId: number, password: string): Promise<void> {
  await withPassword(ctx, userId, password, 'password');
  await write(ctx, { lock: 'shared' }, async (tx) => {
    await keepInStartedH2hLeagues(ctx, tx, userId);
    await deleteTeamOfUser(tx, userId);
    await forgetAuthorEmail(tx, userId);
    // Its tokens stop at once in this process too (other processes hear the delete).
    await ctx.tokenVersions.revoke(tx, userId);
    await deleteUser(tx, userId);
  });
}
