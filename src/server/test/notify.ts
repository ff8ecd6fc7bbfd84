import type { TestApp } from './harness';
import type { Message } from '../mail/mailer';
import type { Auth } from './season';

// Helpers for the notification tests: preferences over HTTP, a sender round, the mail caught.

export type Prefs = { deadline_reminder?: boolean; gameweek_results?: boolean; fixture_changes?: string };

export async function setPrefs(t: TestApp, auth: Auth, prefs: Prefs) {
  const res = await t.inject({ method: 'PUT', url: '/api/user/notifications/', headers: auth, payload: prefs });
  if (res.statusCode !== 200) throw new Error(`updateNotificationPrefs answered ${res.statusCode}: ${res.body}`);
  return res.json() as Required<Prefs>;
}

/** One sender round of this server (what the loop and the command line run). */
export const sendRound = (t: TestApp) => t.app.ctx.notifier.round();

/** The mail caught so far to each address, by subject. */
export function subjectsByAddress(outbox: Message[]): Record<string, string[]> {
  const by: Record<string, string[]> = {};
  for (const m of outbox) (by[m.to] ??= []).push(m.subject);
  return by;
}

/** The token of a message's one-click unsubscribe header. */
export function unsubscribeToken(m: Message): string {
  const header = m.headers?.['List-Unsubscribe'] ?? '';
  const match = /token=([^>]+)>$/.exec(header);
  if (!match) throw new Error(`no unsubscribe token in "${header}"`);
  return match[1];
}
