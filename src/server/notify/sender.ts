import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db';
import type { Config } from '../config';
import type { GameClock } from '../clock';
import type { Mailer, MailerSettings } from '../mail/mailer';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import { Pace } from './pace';
import { recordDueReminders } from './enqueue';
import { PARALLEL, composer, sendJobs, type BatchResult, type MailJob } from './compose';
import { MailThread } from './mail-thread';
import {
  claimDueMails, failStaleSending, markMailRefused, markMailsSent, markMailsSkipped, releaseSenderLease, takeSenderLease, type ClaimedMail,
} from './notify.repository';

/** Tries of a mail SMTP refuses before it is given up (logged each time). */
export const MAX_ATTEMPTS = 5;
const BATCH = 500;
const LEASE_SECONDS = 120;

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
  /** Sends in this thread (the tests' mailers); unused when `mailThread` is set. */
  mailer: Mailer;
  links: UnsubscribeTokens;
  /** The server's own mailer (SMTP or the outbox folder), for the mail thread (mail-thread.ts). */
  mailThread?: { mailer: MailerSettings; secret: Uint8Array };
  log: (msg: string) => void;
  warn: (msg: string) => void;
}

/**
 * Sends the email that is due, one sender at a time across processes: a round first takes the
 * lease row (or does nothing), records the reminders now due, then claims due mails in batches
 * (`due` -> `sending` in one conditional update, so no two senders ever hold the same mail), sends
 * them and marks each `sent`, or `due` again later when SMTP refused it (`failed` after
 * MAX_ATTEMPTS). A crash between claiming and marking leaves a mail `sending`: it is not sent
 * twice. Each mail's own work (text, link, MIME, SMTP) runs in the mail thread, at the lowest
 * priority, when the notifier has one; the database work stays here.
 */
export class Notifier {
  private readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
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

  private async takeLease(): Promise<boolean> {
    return takeSenderLease(this.deps.db, this.holder, LEASE_SECONDS);
  }

  private async releaseLease(): Promise<void> {
    await releaseSenderLease(this.deps.db, this.holder);
  }

  private async runRound(): Promise<RoundReport> {
    const report: RoundReport = { ran: false, due: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    if (!(await this.takeLease())) return report;
    report.ran = true;
    try {
      const { db, config, clock } = this.deps;
      const lost = await failStaleSending(db);
      if (lost) this.deps.warn(`${lost} notification(s) were cut off while sending and are not sent again`);
      const pace = new Pace();
      report.due = await recordDueReminders(db, clock.now(), { timeZone: config.clubTimezone, reminderHours: config.reminderHours, between: () => pace.whenQuiet() });
      // The next batch is claimed while one is out (in the mail thread), and sent before the last
      // one is marked: the database work and the mails' own work overlap. Every batch claimed is
      // sent and marked.
      const send = (b: ClaimedMail[]) => {
        const out = this.deliver(b);
        out.catch(() => undefined); // awaited later, after the database work meanwhile
        return out;
      };
      let batch = await this.claim();
      let out = send(batch);
      while (batch.length) {
        // The lease renewed; lost only if a batch outlived it: then nothing more is claimed.
        await pace.whenQuiet();
        const next = (await this.takeLease()) ? await this.claim() : [];
        const result = await out;
        out = send(next);
        await this.mark(batch, result, report);
        batch = next;
      }
      await out;
      if (report.sent || report.failed || report.retried) {
        this.deps.log(`notifications: ${report.sent} sent, ${report.retried} to retry, ${report.failed} given up`);
      }
      return report;
    } finally {
      await this.releaseLease();
    }
  }

  /** Takes up to BATCH due mails (skipping rows another sender has locked) and marks them sending. */
  private claim(): Promise<ClaimedMail[]> {
    return claimDueMails(this.deps.db, BATCH);
  }

  /** Sends the wanted mails of a batch (the mail thread's work, or this thread's with the given
   *  mailer); those turned off since they became due are skipped. */
  private async deliver(batch: ClaimedMail[]): Promise<BatchResult & { skipped: number[] }> {
    const skipped = batch.filter((n) => !n.wanted).map((n) => n.id);
    const jobs: MailJob[] = batch.filter((n) => n.wanted).map(({ id, user_id, kind, data, email }) => ({ id, user_id, kind, data, email }));
    if (jobs.length === 0) return { sent: [], refused: [], skipped };
    const result = this.thread ? await this.thread.send(jobs) : await sendJobs(jobs, this.deps.mailer, this.compose, PARALLEL);
    return { ...result, skipped };
  }

  /** Marks a batch sent, skipped, or due again later (failed after MAX_ATTEMPTS) when refused. */
  private async mark(batch: ClaimedMail[], { sent, refused, skipped }: BatchResult & { skipped: number[] }, report: RoundReport): Promise<void> {
    const { db } = this.deps;
    if (sent.length) await markMailsSent(db, sent);
    if (skipped.length) await markMailsSkipped(db, skipped);
    const byId = new Map(batch.map((n) => [n.id, n]));
    for (const r of refused) {
      const n = byId.get(r.id)!;
      this.deps.warn(`notification ${n.id} (${n.kind}) to user ${n.user_id} refused, try ${n.attempts} of ${MAX_ATTEMPTS}: ${r.error}`);
      const last = n.attempts >= MAX_ATTEMPTS;
      // Later each time: 1, 2, 4, 8 minutes.
      const wait = 2 ** (n.attempts - 1) * 60;
      await markMailRefused(db, r.id, last ? 'failed' : 'due', r.error, wait);
      if (last) report.failed++;
      else report.retried++;
    }
    report.sent += sent.length;
    report.skipped += skipped.length;
  }
}
