import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';
import type { Config } from '../config';
import type { GameClock } from '../clock';
import type { Mailer } from '../mail/mailer';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import { recordDueReminders } from './enqueue';
import { renderMail } from './messages';
import type { NotificationKind } from './kinds';

/** Tries of a mail SMTP refuses before it is given up (logged each time). */
export const MAX_ATTEMPTS = 5;
const BATCH = 500;
/** Mails sent at once within a batch. */
const PARALLEL = 16;
const LEASE_SECONDS = 120;
/** A mail left `sending` this long was cut off by a crash: it is marked failed, never sent again. */
const STALE_SENDING = "interval '15 minutes'";

export interface RoundReport {
  /** false when another sender (this or another process) held the lease: nothing was done. */
  ran: boolean;
  due: number;
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

interface Claimed {
  id: number;
  user_id: number;
  kind: NotificationKind;
  data: unknown;
  attempts: number;
  email: string;
  wanted: boolean;
}

export interface NotifierDeps {
  db: Db;
  config: Config;
  clock: GameClock;
  mailer: Mailer;
  links: UnsubscribeTokens;
  log: (msg: string) => void;
  warn: (msg: string) => void;
}

/**
 * Sends the email that is due, one sender at a time across processes: a round first takes the
 * lease row (or does nothing), records the reminders now due, then claims due mails in batches
 * (`due` -> `sending` in one conditional update, so no two senders ever hold the same mail), sends
 * them and marks each `sent`, or `due` again later when SMTP refused it (`failed` after
 * MAX_ATTEMPTS). A crash between claiming and marking leaves a mail `sending`: it is not sent
 * twice.
 */
export class Notifier {
  private readonly holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  private running: Promise<RoundReport> | null = null;

  constructor(private readonly deps: NotifierDeps) {}

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

  /** No more rounds start; waits for one in progress (the server before it closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async takeLease(): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.deps.db,
      sql`update notification_sender set holder = ${this.holder}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
          where id = 1 and (lease_until < now() or holder = ${this.holder}) returning id`,
    );
    return rows.length === 1;
  }

  private async releaseLease(): Promise<void> {
    await this.deps.db.execute(sql`update notification_sender set holder = null, lease_until = 'epoch' where id = 1 and holder = ${this.holder}`);
  }

  private async runRound(): Promise<RoundReport> {
    const report: RoundReport = { ran: false, due: 0, sent: 0, retried: 0, failed: 0, skipped: 0 };
    if (!(await this.takeLease())) return report;
    report.ran = true;
    try {
      const { db, config, clock } = this.deps;
      const lost = await queryRows<{ id: number }>(
        db,
        sql`update notifications set status = 'failed', last_error = 'cut off while sending; not sent again'
            where status = 'sending' and next_attempt_at < now() - ${sql.raw(STALE_SENDING)} returning id`,
      );
      if (lost.length) this.deps.warn(`${lost.length} notification(s) were cut off while sending and are not sent again`);
      report.due = await recordDueReminders(db, clock.now(), { timeZone: config.clubTimezone, reminderHours: config.reminderHours });
      for (;;) {
        const batch = await this.claim();
        if (batch.length === 0) break;
        await this.sendBatch(batch, report);
        if (!(await this.takeLease())) break; // renewed; lost only if a batch outlived the lease
      }
      if (report.sent || report.failed || report.retried) {
        this.deps.log(`notifications: ${report.sent} sent, ${report.retried} to retry, ${report.failed} given up`);
      }
      return report;
    } finally {
      await this.releaseLease();
    }
  }

  /** Takes up to BATCH due mails (skipping rows another sender has locked) and marks them sending. */
  private claim(): Promise<Claimed[]> {
    return queryRows<Claimed>(
      this.deps.db,
      sql`update notifications n set status = 'sending', attempts = n.attempts + 1, next_attempt_at = now()
          from users u
          where u.id = n.user_id and n.id in (
            select id from notifications where status = 'due' and next_attempt_at <= now()
            order by next_attempt_at, id limit ${BATCH} for update skip locked)
          returning n.id, n.user_id, n.kind, n.data, n.attempts, u.email,
            case n.kind when 'deadline_reminder' then u.deadline_reminder
                        when 'gameweek_results' then u.gameweek_results
                        else u.fixture_changes in ('all', n.data->'after'->>'side') end as wanted`,
    );
  }

  private async sendBatch(batch: Claimed[], report: RoundReport): Promise<void> {
    const sent: number[] = [];
    const skipped: number[] = [];
    const refused: { id: number; attempts: number; error: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const n = batch[next++];
        if (!n.wanted) {
          skipped.push(n.id); // turned off since it became due
          continue;
        }
        try {
          await this.deps.mailer.send(await this.message(n));
          sent.push(n.id);
        } catch (e) {
          const error = (e as Error).message.slice(0, 500);
          refused.push({ id: n.id, attempts: n.attempts, error });
          this.deps.warn(`notification ${n.id} (${n.kind}) to user ${n.user_id} refused, try ${n.attempts} of ${MAX_ATTEMPTS}: ${error}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
    const { db } = this.deps;
    if (sent.length) await db.execute(sql`update notifications set status = 'sent', sent_at = now() where id = any(${toArray(sent)})`);
    if (skipped.length) await db.execute(sql`update notifications set status = 'skipped' where id = any(${toArray(skipped)})`);
    for (const r of refused) {
      const last = r.attempts >= MAX_ATTEMPTS;
      // Later each time: 1, 2, 4, 8 minutes.
      const wait = 2 ** (r.attempts - 1) * 60;
      await db.execute(sql`update notifications set status = ${last ? 'failed' : 'due'}, last_error = ${r.error},
                             next_attempt_at = now() + make_interval(secs => ${wait}) where id = ${r.id}`);
      if (last) report.failed++;
      else report.retried++;
    }
    report.sent += sent.length;
    report.skipped += skipped.length;
  }

  private async message(n: Claimed) {
    const { config, links } = this.deps;
    const token = await links.issue(n.user_id, n.kind);
    const unsubscribeUrl = `${config.appUrl}/api/unsubscribe/?token=${token}`;
    const mail = renderMail(n.kind, n.data, {
      appUrl: config.appUrl,
      clubName: config.clubName,
      timeZone: config.clubTimezone,
      unsubscribeUrl: `${config.appUrl}/unsubscribe?token=${token}`,
    });
    return {
      to: n.email,
      ...mail,
      quiet: true,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}

/** A list of ids as one PostgreSQL array parameter. */
const toArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
