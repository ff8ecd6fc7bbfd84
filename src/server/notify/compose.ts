import type { Mailer, Message } from '../mail/mailer';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import type { NotificationKind } from './kinds';
import { renderMail } from './messages';

// The work of each mail once it is claimed: its text, its unsubscribe link, and handing it to the
// mailer. It runs in the mail thread (mail-worker.ts) for the server's own mailers, or in the
// calling thread when a mailer is given (the tests'), so nothing here touches the database.

/** A claimed mail that is still wanted: what its message is made of. */
export interface MailJob {
  id: number;
  user_id: number;
  /** The account's stamp, which its unsubscribe link carries. */
  stamp: string;
  kind: NotificationKind;
  data: unknown;
  email: string;
}

/** Which mails of a batch the mailer took, and which it refused (with its answer). */
export interface BatchResult {
  sent: number[];
  refused: { id: number; error: string }[];
}

/** The key of a notification's message (the outbox names its files with it). */
export const notificationKey = (id: number) => `notification-${id}`;

/** Mails of a batch handed to the mailer at once (SMTP: over a pool of a few connections). */
export const PARALLEL = 16;

export interface ComposeSettings {
  appUrl: string;
  clubName: string;
  timeZone: string;
}

/** Makes the message of a mail: text and HTML, and the one-click unsubscribe headers (RFC 8058). */
export function composer(settings: ComposeSettings, links: UnsubscribeTokens) {
  const { appUrl, clubName, timeZone } = settings;
  return async (job: MailJob): Promise<Message> => {
    const token = await links.issue(job.user_id, job.kind, job.stamp);
    const unsubscribeUrl = `${appUrl}/api/unsubscribe/?token=${token}`;
    const mail = renderMail(job.kind, job.data, { appUrl, clubName, timeZone, unsubscribeUrl: `${appUrl}/unsubscribe?token=${token}` });
    return {
      to: job.email,
      ...mail,
      quiet: true,
      key: notificationKey(job.id),
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  };
}

/** Sends a batch, `parallel` mails at once; a mail the mailer refuses is reported, not thrown. */
export async function sendJobs(jobs: MailJob[], mailer: Mailer, compose: (job: MailJob) => Promise<Message>, parallel: number): Promise<BatchResult> {
  const result: BatchResult = { sent: [], refused: [] };
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      try {
        await mailer.send(await compose(job));
        result.sent.push(job.id);
      } catch (e) {
        result.refused.push({ id: job.id, error: (e as Error).message.slice(0, 500) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
  return result;
}
