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
  /** Names the message for good (a notification's row): the outbox can tell whether it holds it. */
  key?: string;
}

export interface Mailer {
  send(message: Message): Promise<void>;
  /** Lets go of open connections (at server close). */
  close?(): void;
  /** Which of these keys' messages it holds (sent whole), when it can tell: the outbox folder
   *  can; an SMTP server cannot be asked. */
  holds?(keys: string[]): Promise<Set<string>>;
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
export function makeMailer(opts: MailerSettings & { log: (msg: string) => void; filesInThisThread?: boolean }): Mailer {
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
  // Each file is written under a temporary name and then renamed, the .json last: a message is in
  // the outbox whole (its .json is there) or not at all, even if the process is killed meanwhile.
  // `filesInThisThread` (the mail thread): the files are written by this thread's own calls, at
  // its low priority, rather than by Node's shared pool of threads at normal priority, where a
  // round's thousands of files took the CPU the server's answers need.
  const files = opts.filesInThisThread
    ? {
        writeFile: async (file: string, data: string | Buffer) => fs.writeFileSync(file, data, { mode: 0o600 }),
        rename: async (from: string, to: string) => fs.renameSync(from, to),
        mkdir: async (dir: string) => void fs.mkdirSync(dir, { recursive: true, mode: 0o700 }),
      }
    : {
        writeFile: (file: string, data: string | Buffer) => fs.promises.writeFile(file, data, { mode: 0o600 }),
        rename: fs.promises.rename,
        mkdir: async (dir: string) => void (await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 })),
      };
  const writeWhole = async (file: string, data: string | Buffer) => {
    const partial = `${file}.partial`;
    await files.writeFile(partial, data);
    await files.rename(partial, file);
  };
  return {
    async send(m) {
      const info = await transport.sendMail(envelope(m));
      await files.mkdir(outbox); // 0700: reset links are for the owner's eyes only
      const suffix = m.key ?? Math.random().toString(36).slice(2, 8);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${suffix}`;
      await writeWhole(path.join(outbox, `${name}.eml`), info.message as Buffer);
      const shown: Partial<Message> = { ...m };
      delete shown.key; // the file's name holds it
      await writeWhole(path.join(outbox, `${name}.json`), JSON.stringify({ ...shown, sentAt: new Date().toISOString() }, null, 2));
      if (!m.quiet) opts.log(`Email to ${m.to} written to ${path.join(outbox, name)}.eml${m.link ? ` — link: ${m.link}` : ''}`);
    },
    async holds(keys) {
      const wanted = new Set(keys);
      const held = new Set<string>();
      const names = await fs.promises.readdir(outbox).catch(() => [] as string[]);
      for (const name of names) {
        // `<time>-<key>.json`, the time as 2026-11-28T14-05-03-123Z.
        const m = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(.+)\.json$/.exec(name);
        if (m && wanted.has(m[1])) held.add(m[1]);
      }
      return held;
    },
  };
}
