import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './schema';

// The email the server sends (the product rules §17): one row per mail due, and the sender's lease.

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every email due to a user, recorded before it is sent so that each goes at most once: one row
 * per user, kind and subject (`key`: the deadline, the gameweek id, the fixture change's audit
 * id). A round of a sender claims a row (`due` to `sending`, a conditional update), marks it
 * `handing` just before it goes to the mailer, then `sent`; what a stopped sender leaves claimed is
 * claimed again or settled by a later round. A refused mail goes
 * back to `due` with a later `next_attempt_at`, and to `failed` after 5 attempts.
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  /** What the message says (numbers, names, dates), fixed when it became due. */
  data: jsonb('data').notNull(),
  status: text('status').notNull().default('due'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  lastError: text('last_error'),
  /** The round of the sender that claimed it (`sending`, `handing`): only that round hands it over
   *  or marks it, so a sender that lost its lease cannot touch a mail claimed again since. */
  claimedBy: text('claimed_by'),
}, (t) => [
  uniqueIndex('notifications_user_kind_key').on(t.userId, t.kind, t.key),
  index('notifications_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'due'`),
  // The mails a sender that stopped left claimed (looked for at the start of every round): few,
  // in a table that grows all season.
  index('notifications_claimed_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('sending', 'handing')`),
  check('notifications_kind', sql`${t.kind} in ('deadline_reminder', 'gameweek_results', 'fixture_changes')`),
  check('notifications_status', sql`${t.status} in ('due', 'sending', 'handing', 'sent', 'failed', 'skipped')`),
]);

/** One row: the sender's lease. A process sends only while it holds an unexpired lease, so one
 *  sender runs at a time across processes; a killed sender's lease simply runs out. */
export const notificationSender = pgTable('notification_sender', {
  id: integer('id').primaryKey(),
  holder: text('holder'),
  leaseUntil: tz('lease_until').notNull(),
});
