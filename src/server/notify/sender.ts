import crypto from 'node:crypto';
import os from 'node:os';
import { isEmbedded, type Db } from '../db';
import type { Config } from '../config';
import type { GameClock } from '../clock';
import type { Mailer, MailerSettings } from '../mail/mailer';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import { Pace } from './pace';
import { recordDueReminders } from './enqueue';
import { PARALLEL, composer, notificationKey, sendJobs, type BatchResult, type MailJob } from './compose';
import { MailThread } from './mail-thread';
import {
  claimDueMails, findHandingMails, markMailRefused, markMailsHanding, markMailsSent, markMailsSkipped, releaseClaimedMails, releaseSenderLease,
  settleHandingMails, takeSenderLease, type ClaimedMail,
} from './notify.repository';

/** Tries of a mail SMTP refuses before it is given up (logged each time). */
export const MAX_ATTEMPTS = 5;
/** Mails claimed at a time (fewer on the embedded database, whose statements run in the server's
 *  own thread). */
const BATCH = 500;
const EMBEDDED_BATCH = 250;
/** Mails marked `handing` and given to the mailer at a time: at most this many are in doubt when
 *  a sender is killed. */
const CHUNK = 4 * PARALLEL;
const LEASE_SECONDS = 120;
/** The lease is renewed between chunks once this much of it has gone. */
const RENEW_AFTER_MS = 15_000;

export interface RoundReport {
  /** false when another sender (this or another process) held the lease: nothing was done. */
  ran: boolean;
  due: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

export interface NotifierDeps {
  db: Db;
  config: Config;
  clock: GameClock;
  /** Sends in this thread (the tests' mailers) when `mailThread` is not set; asked which mails
   *  it holds after a sender stopped part-way (the outbox folder can tell). */
  mailer: Mailer;
  links: UnsubscribeTokens;
  /** The server's own mailer (SMTP or the outbox folder), for the mail thread (mail-thread.ts). */
  mailThread?: { mailer: MailerSettings; secret: Uint8Array };
  log: (msg: string) => void;
  warn: (msg: string) => void;
}

/**
 * Sends the email that is due, one sender at a time across processes: a round first takes the
 * lease row (or does nothing), settles what a sender that stopped left behind, records the
 * reminders now due, then claims due mails in batches (`due` -> `sending` in one conditional
 * update, claimed by this round, so no two senders ever hold the same mail). A batch goes out a
 * chunk at a time: the chunk is marked `handing` just before it goes to the mailer, then each mail
 * `sent`, or `due` again later when the mailer refused it (`failed` after MAX_ATTEMPTS). The
 * lease is renewed after every chunk.
 *
 * A sender killed part-way leaves mails `sending` (claimed, never handed over: the next round
 * makes them due again, so none is lost) and at most a chunk `handing` (handed over or about to
 * be: the next round asks the mailer which it holds, as the outbox folder can tell, and sends the
 * others; with SMTP, which cannot tell, they are marked failed rather than perhaps sent twice).
 * Each mail's own work (text, link, MIME, SMTP) runs in the mail thread, at the lowest priority,
 * when the notifier has one; the database work stays here.
 */
export class Notifier {
  private readonly ofThisProcess = `${os.hostname()}:${process.pid}:`;
  private readonly holder = `${this.ofThisProcess}${crypto.randomBytes(4).toString('hex')}`;
  private rounds = 0;
  private running: Promise<RoundReport> | null = null;
  private readonly thread: MailThread | null;
  private readonly compose: ReturnType<typeof composer>;

  constructor(private readonly deps: NotifierDeps) {
    const { config, mailThread } = deps;
    const compose = { appUrl: config.appUrl, clubName: config.clubName, timeZone: config.clubTimezone };
    this.thread = mailThread ? new MailThread({ ...mailThread, compose }, deps.log) : null;
    this.compose = composer(compose, deps.links);
  }

  /** The mail thread's id while it runs (null when mail is sent in this thread, or none is running). */
  get mailThreadId(): number | null {
    return this.thread?.threadId ?? null;
  }

  /** One round; a round already running in this process is not doubled (its report is answered). */
  round(): Promise<RoundReport> {
    if (this.running) return this.running.then((r) => ({ ...r, ran: false }));
    const run = this.runRound().finally(() => (this.running = null));
    this.running = run;
    return run;
  }

  private timer: NodeJS.Timeout | null = null;

  /** A round every NOTIFY_INTERVAL until stopped (the server's loop). */
  start(): void {
    this.stop();
    this.timer = setInterval(() => {
      this.round().catch((e: unknown) => this.deps.warn(`notifications round failed: ${(e as Error).message}`));
    }, this.deps.config.notifyIntervalMs);
    this.timer.unref();
  }

  /** No more rounds start; waits for one in progress and ends the mail thread (the server before
   *  it closes, the command line after its round). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.thread?.close();
  }

  /** The embedded database is this process's alone: a lease another process holds there is a
   *  stopped process's (a server killed before this start), taken at once. */
  private takeLease(): Promise<boolean> {
    return takeSenderLease(this.deps.db, this.holder, LEASE_SECONDS, isEmbedded(this.deps.db) ? this.ofThisProcess : null);
  }

  private async releaseLease(): Promise<void> {
    await releaseSenderLease(this.deps.db, this.holder);
  }

  private async runRound(): Promise<RoundReport> {
    const report: RoundReport = { ran: false, due: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    if (!(await this.takeLease())) return report;
    report.ran = true;
    const round = `${this.holder}:${++this.rounds}`;
    try {
      const { db, config, clock } = this.deps;
      await this.settleStopped();
      const pace = new Pace(isEmbedded(db));
      const step = <T>(run: () => Promise<T>) => pace.step(run);
      report.due = await recordDueReminders(db, clock.now(), { timeZone: config.clubTimezone, reminderHours: config.reminderHours, step });
      const size = isEmbedded(db) ? EMBEDDED_BATCH : BATCH;
      let leased = true;
      let renewed = Date.now();
      while (leased) {
        const batch = await pace.step(() => claimDueMails(db, size, round));
        if (batch.length === 0) break;
        for (let i = 0; i < batch.length && leased; i += CHUNK) {
          await this.sendChunk(batch.slice(i, i + CHUNK), round, report);
          // Renewed now and then; lost only if the chunks since outlived it: then nothing more is
          // handed over (the rest of the batch stays claimed, and the next sender makes it due again).
          if (Date.now() - renewed > RENEW_AFTER_MS || i + CHUNK >= batch.length) {
            leased = await this.takeLease();
            renewed = Date.now();
          }
        }
      }
      if (report.sent || report.failed || report.retried) {
        this.deps.log(`notifications: ${report.sent} sent, ${report.retried} to retry, ${report.failed} given up`);
      }
      return report;
    } finally {
      await this.releaseLease();
    }
  }

  /** What a sender that stopped (killed, or its lease lost) left: mails it had claimed are due
   *  again; mails it was handing over are sent if the mailer holds them, due again if the mailer
   *  can tell it does not, and failed if nobody can tell (never sent twice). */
  private async settleStopped(): Promise<void> {
    const { db, mailer } = this.deps;
    const released = await releaseClaimedMails(db);
    const handing = await findHandingMails(db);
    const held = handing.length && mailer.holds ? await mailer.holds(handing.map(notificationKey)) : null;
    const sent = held ? handing.filter((id) => held.has(notificationKey(id))) : [];
    const again = held ? handing.filter((id) => !held.has(notificationKey(id))) : [];
    const unknown = held ? [] : handing;
    await settleHandingMails(db, { sent, again, unknown });
    if (released || handing.length) {
      this.deps.warn(
        `a sender stopped part-way: ${released} claimed mail(s) due again; of ${handing.length} being handed over, ` +
          `${sent.length} had gone, ${again.length} are sent again, ${unknown.length} may have gone and are not sent again`,
      );
    }
  }

  /** Sends a chunk of a batch: those turned off since they became due are skipped, the others
   *  marked `handing` (those still this round's), handed to the mail thread (or this thread's
   *  mailer), and marked by the answer. */
  private async sendChunk(chunk: ClaimedMail[], round: string, report: RoundReport): Promise<void> {
    const { db } = this.deps;
    const skipped = chunk.filter((n) => !n.wanted).map((n) => n.id);
    if (skipped.length) {
      await markMailsSkipped(db, skipped, round);
      report.skipped += skipped.length;
    }
    const wanted = chunk.filter((n) => n.wanted);
    if (wanted.length === 0) return;
    const handing = new Set(await markMailsHanding(db, wanted.map((n) => n.id), round));
    const jobs: MailJob[] = wanted.filter((n) => handing.has(n.id)).map(({ id, user_id, stamp, kind, data, email }) => ({ id, user_id, stamp, kind, data, email }));
    if (jobs.length === 0) return;
    const result = this.thread ? await this.thread.send(jobs) : await sendJobs(jobs, this.deps.mailer, this.compose, PARALLEL);
    await this.mark(wanted, result, report, round);
  }

  /** Marks a chunk sent, or due again later (failed after MAX_ATTEMPTS) when refused. */
  private async mark(chunk: ClaimedMail[], { sent, refused }: BatchResult, report: RoundReport, round: string): Promise<void> {
    const { db } = this.deps;
    if (sent.length) await markMailsSent(db, sent, round);
    const byId = new Map(chunk.map((n) => [n.id, n]));
    for (const r of refused) {
      const n = byId.get(r.id)!;
      this.deps.warn(`notification ${n.id} (${n.kind}) to user ${n.user_id} refused, try ${n.attempts} of ${MAX_ATTEMPTS}: ${r.error}`);
      const last = n.attempts >= MAX_ATTEMPTS;
      // Later each time: 1, 2, 4, 8 minutes.
      const wait = 2 ** (n.attempts - 1) * 60;
      await markMailRefused(db, r.id, last ? 'failed' : 'due', r.error, wait, round);
      if (last) report.failed++;
      else report.retried++;
    }
    report.sent += sent.length;
  }
}
