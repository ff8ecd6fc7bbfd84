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
}

export interface Mailer {
  send(message: Message): Promise<void>;
}

const FROM = 'Fantasy XI <no-reply@fantasy-xi.local>';

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox (an .eml and
 *  a .json copy) and its link logged, so a newcomer can still reset a password. */
export function makeMailer(opts: { smtpUrl: string | null; dataDir: string; log: (msg: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: FROM, to: m.to, subject: m.subject, text: m.text, html: m.html });
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 }); // reset links: for the owner's eyes only
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      fs.writeFileSync(path.join(outbox, `${name}.eml`), info.message as Buffer, { mode: 0o600 });
      fs.writeFileSync(path.join(outbox, `${name}.json`), JSON.stringify({ ...m, sentAt: new Date().toISOString() }, null, 2), { mode: 0o600 });
      opts.log(`Email to ${m.to} written to ${path.join(outbox, name)}.eml${m.link ? ` — link: ${m.link}` : ''}`);
    },
  };
}
