import type { Services } from '../context';
import type { Mailer } from '../mail/mailer';
import { UnsubscribeTokens } from '../auth/unsubscribe';
import { Notifier } from './sender';

/** The unsubscribe links and the sender of one process (the server's, or the command line's). */
export function makeNotifier(services: Services, mailer: Mailer, secret: Uint8Array, warn: (msg: string) => void) {
  const links = new UnsubscribeTokens(secret);
  const notifier = new Notifier({ db: services.db, config: services.config, clock: services.clock, mailer, links, log: services.log, warn });
  return { links, notifier };
}
