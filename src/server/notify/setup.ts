import type { Services } from '../context';
import type { Mailer, MailerSettings } from '../mail/mailer';
import { UnsubscribeTokens } from '../auth/unsubscribe';
import { Notifier } from './sender';

/** The unsubscribe links and the sender of one process (the server's, or the command line's).
 *  With `own` (where the process's own mailer sends: SMTP or the outbox folder) the notifications
 *  go out from the mail thread; without it, through `mailer` in this thread (the tests' mailers). */
export function makeNotifier(services: Services, mailer: Mailer, secret: Uint8Array, warn: (msg: string) => void, own?: MailerSettings) {
  const links = new UnsubscribeTokens(secret);
  const mailThread = own ? { mailer: own, secret } : undefined;
  const notifier = new Notifier({ db: services.db, config: services.config, clock: services.clock, mailer, links, log: services.log, warn, mailThread });
  return { links, notifier };
}
