import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link in the message, printed to the log when there is no SMTP server. */
  link?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notifications). */
  headers?: Record<string, string>;
  /** Not logged one by one when written to the outbox (notifications: thousands a round). */
  quiet?: boolean;
}

export interface Mailer {
  send(message: Message): Promise<void>;
  /** Lets go of open connections (at server close). */
  close?(): void;
}

/** Where mail goes: what makeMailer needs besides a log (the mail thread gets the same). */
export interface MailerSettings {
  smtpUrl: string | null;
  dataDir: string;
  /** The sender: the club's name and address. */
  from?: { name: string; address: string };
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox (an .eml and
 *  a .json copy) and its link logged, so a newcomer can still reset a password. */
export function makeMailer(opts: MailerSettings & { log: (msg: string) => void }): Mailer {
  const from = opts.from ?? { name: 'Fantasy XI', address: 'no-reply@fantasy-xi.local' };
  const envelope = (m: Message) => ({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
  if (opts.smtpUrl) {
    // A pool: a round of notifications reuses a few connections rather than one per message.
    const transport = nodemailer.createTransport(opts.smtpUrl, { pool: true, maxConnections: 4 } as object);
    return {
      async send(m) {
        await transport.sendMail(envelope(m));
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      await fs.promises.mkdir(outbox, { recursive: true, mode: 0o700 }); // reset links: for the owner's eyes only
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      await fs.promises.writeFile(path.join(outbox, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
      await fs.promises.writeFile(path.join(outbox, `${name}.json`), JSON.stringify({ ...m, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
      if (!m.quiet) opts.log(`Email to ${m.to} written to ${path.join(outbox, name)}.eml${m.link ? ` — link: ${m.link}` : ''}`);
    },
  };
}
