import type { AppContext, SomeHandlers } from '../../context';
import { getPrefs, unsubscribeWithToken, updatePrefs } from '../../notify/prefs';
import { publishGameWeek } from '../../notify/publish';
import { changePassword, deleteAccount } from '../accounts/accounts.service';

const UNSUBSCRIBED: Record<string, string> = {
  deadline_reminder: 'You will get no more deadline reminders.',
  gameweek_results: 'You will get no more gameweek results emails.',
  fixture_changes: 'You will get no more fixture change emails.',
};

/** The account page's calls, unsubscribe links, and publishing a gameweek (which emails results). */
export function notificationHandlers(ctx: AppContext) {
  const { db } = ctx;
  return {
    async getNotificationPrefs(request) {
      return getPrefs(db, request.user!.id);
    },

    async updateNotificationPrefs(request) {
      return updatePrefs(db, request.user!.id, request.body);
    },

    async unsubscribe(request) {
      const kind = await unsubscribeWithToken(db, ctx.unsubscribeLinks, request.query.token);
      return { detail: UNSUBSCRIBED[kind], kind };
    },

    async changePassword(request) {
      return changePassword(ctx, request.user!.id, request.body);
    },

    async deleteCurrentUser(request, reply) {
      await deleteAccount(ctx, request.user!.id, request.body.password);
      return reply.status(204).send();
    },

    async publishGameWeek(request) {
      return publishGameWeek(ctx, request.params.id);
    },
  } satisfies SomeHandlers;
}
