import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from '../db';
import { gameWeeks, users } from '../db/schema';
import type { FixtureChoice, NotificationKind, NotificationPrefs } from './kinds';

// Every query of the notifications: the mails that become due, the sender's lease and its
// batches, the users' choices, and the gameweek a publish stamps.

/** A mail one statement makes due, for one user: its key (unique per user and kind) and data. */
export interface DueRow {
  userId: number;
  key: string;
  data: object;
}

/**
 * Records the deadline reminders of one run of users by id (after `after`, at most `chunk` users
 * who want them): `last` is the run's last user (null when there was none), `size` how many
 * users it held, `added` how many reminders became due and `more` whether users after it want them.
 */
export async function insertDueReminders(
  db: Exec,
  key: string,
  after: number,
  chunk: number,
): Promise<{ last: number | null; size: number; added: number; more: boolean }> {
  const [row] = await queryRows<{ last: number | null; size: number; n: number; more: boolean }>(
    db,
    sql`with chunk as (select id from users where id > ${after} and deadline_reminder order by id limit ${chunk}),
      added as (
        insert into notifications (user_id, kind, key, data)
        select c.id, 'deadline_reminder', ${key},
          jsonb_build_object('deadline', ${key}::text, 'has_team',
            c.id in (select t.user_id from fantasy_teams t where t.user_id > ${after} and t.user_id <= (select max(id) from chunk)))
        from chunk c
        where c.id not in (select n.user_id from notifications n where n.kind = 'deadline_reminder' and n.key = ${key}
                             and n.user_id > ${after} and n.user_id <= (select max(id) from chunk))
        on conflict do nothing
        returning 1)
      select (select max(id) from chunk)::int as last, (select count(*) from chunk)::int as size, (select count(*) from added)::int as n,
        exists (select 1 from users where id > (select max(id) from chunk) and deadline_reminder) as more`,
  );
  return { last: row.last === null ? null : Number(row.last), size: Number(row.size), added: Number(row.n), more: Boolean(row.more) };
}

/** How many rows an insert ... returning 1 added. */
async function countOf(db: Exec, insert: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`with added as (${insert}) select count(*)::int as n from added`);
  return Number(row.n);
}

/** Records due mails of one kind in one statement (duplicates ignored): how many were added. */
export function insertDueMails(tx: Exec, kind: string, rows: DueRow[]): Promise<number> {
  return countOf(
    tx,
    sql`insert into notifications (user_id, kind, key, data)
        select x.user_id, ${kind}, x.key, x.data
        from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ user_id: r.userId, key: r.key, data: r.data })))}::jsonb)
          as x(user_id integer, key text, data jsonb)
        on conflict do nothing
        returning 1`,
  );
}

/** Records a fixture change's mail, under `key`, for every user who follows that side: how many
 *  were added. */
export function insertFixtureChangeMails(tx: Exec, key: string, data: object, side: string): Promise<number> {
  return countOf(
    tx,
    sql`insert into notifications (user_id, kind, key, data)
        select u.id, 'fixture_changes', ${key}, ${JSON.stringify(data)}::jsonb
        from users u where u.fixture_changes in ('all', ${side})
        on conflict do nothing
        returning 1`,
  );
}

/** Every team whose user wants the gameweek results emails, with the user. */
export async function findResultsRecipients(db: Exec): Promise<{ teamId: number; userId: number }[]> {
  const rows = await queryRows<{ team_id: number; user_id: number }>(
    db,
    sql`select t.id as team_id, t.user_id from fantasy_teams t join users u on u.id = t.user_id where u.gameweek_results`,
  );
  return rows.map((r) => ({ teamId: Number(r.team_id), userId: Number(r.user_id) }));
}

/** Takes (or renews) the sender's lease for `holder` when it is free or already theirs: whether
 *  it did. With `thisProcess` (the start of this process's holders' names, on a database no other
 *  process can open) a lease held by another process is taken too: that process has stopped. */
export async function takeSenderLease(db: Exec, holder: string, seconds: number, thisProcess: string | null = null): Promise<boolean> {
  const stopped = thisProcess === null ? sql`false` : sql`(holder is not null and left(holder, ${thisProcess.length}) <> ${thisProcess})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notification_sender set holder = ${holder}, lease_until = now() + make_interval(secs => ${seconds})
        where id = 1 and (lease_until < now() or holder = ${holder} or ${stopped}) returning id`,
  );
  return rows.length === 1;
}

export async function releaseSenderLease(db: Exec, holder: string): Promise<void> {
  await db.execute(sql`update notification_sender set holder = null, lease_until = 'epoch' where id = 1 and holder = ${holder}`);
}

/** A mail claimed for sending, with its user's email and stamp and whether they still want that kind. */
export interface ClaimedMail {
  id: number;
  user_id: number;
  stamp: string;
  kind: NotificationKind;
  data: unknown;
  attempts: number;
  email: string;
  wanted: boolean;
}

/** Takes up to `batch` due mails (skipping rows another sender has locked) and marks them
 *  `sending`, claimed by `round`. */
export async function claimDueMails(db: Exec, batch: number, round: string): Promise<ClaimedMail[]> {
  const rows = await queryRows<ClaimedMail>(
    db,
    sql`update notifications n set status = 'sending', attempts = n.attempts + 1, next_attempt_at = now(), claimed_by = ${round}
        from users u
        where u.id = n.user_id and n.id in (
          select id from notifications where status = 'due' and next_attempt_at <= now()
          order by next_attempt_at, id limit ${batch} for update skip locked)
        returning n.id, n.user_id, u.account_stamp as stamp, n.kind, n.data, n.attempts, u.email,
          case n.kind when 'deadline_reminder' then u.deadline_reminder
                      when 'gameweek_results' then u.gameweek_results
                      else u.fixture_changes in ('all', n.data->'after'->>'side') end as wanted`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    user_id: Number(r.user_id),
    stamp: r.stamp,
    kind: r.kind,
    data: r.data,
    attempts: Number(r.attempts),
    email: r.email,
    wanted: Boolean(r.wanted),
  }));
}

/** A list of ids as one PostgreSQL array parameter. */
const toArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Marks `handing` the mails of `round` about to go to the mailer: the ids it still holds (a mail
 *  claimed again by a later sender, after this one lost its lease, is left alone). */
export async function markMailsHanding(db: Exec, ids: number[], round: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notifications set status = 'handing', next_attempt_at = now()
        where id = any(${toArray(ids)}) and status = 'sending' and claimed_by = ${round} returning id`,
  );
  return rows.map((r) => Number(r.id));
}

export async function markMailsSent(db: Exec, ids: number[], round: string): Promise<void> {
  await db.execute(sql`update notifications set status = 'sent', sent_at = now(), claimed_by = null
                         where id = any(${toArray(ids)}) and status = 'handing' and claimed_by = ${round}`);
}

/** Mails no longer wanted when their turn came (never handed over). */
export async function markMailsSkipped(db: Exec, ids: number[], round: string): Promise<void> {
  await db.execute(sql`update notifications set status = 'skipped', claimed_by = null
                         where id = any(${toArray(ids)}) and status = 'sending' and claimed_by = ${round}`);
}

/** A mail the mailer refused: due again after `waitSeconds`, or failed for good, with its answer. */
export async function markMailRefused(db: Exec, id: number, status: 'due' | 'failed', error: string, waitSeconds: number, round: string): Promise<void> {
  await db.execute(sql`update notifications set status = ${status}, last_error = ${error}, claimed_by = null,
                         next_attempt_at = now() + make_interval(secs => ${waitSeconds})
                         where id = ${id} and status = 'handing' and claimed_by = ${round}`);
}

/**
 * The mails a sender that stopped (killed, or its lease lost) had claimed and not yet handed to
 * the mailer: due again at once, their claim not counted as a try. Only the lease holder calls
 * this, before it claims anything: every mail `sending` then is another round's. Answers how many.
 */
export async function releaseClaimedMails(db: Exec): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update notifications set status = 'due', claimed_by = null, attempts = greatest(attempts - 1, 0), next_attempt_at = now()
        where status = 'sending' returning id`,
  );
  return rows.length;
}

/** The mails a sender that stopped was handing to the mailer (they may have gone). */
export async function findHandingMails(db: Exec): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from notifications where status = 'handing' order by id`);
  return rows.map((r) => Number(r.id));
}

/** Settles the mails a stopped sender was handing over: those the mailer holds are sent, those it
 *  does not are due again, and those nobody can tell (SMTP) failed, never sent twice. */
export async function settleHandingMails(db: Exec, settled: { sent: number[]; again: number[]; unknown: number[] }): Promise<void> {
  if (settled.sent.length) {
    await db.execute(sql`update notifications set status = 'sent', sent_at = now(), claimed_by = null
                           where id = any(${toArray(settled.sent)}) and status = 'handing'`);
  }
  if (settled.again.length) {
    await db.execute(sql`update notifications set status = 'due', claimed_by = null, next_attempt_at = now()
                           where id = any(${toArray(settled.again)}) and status = 'handing'`);
  }
  if (settled.unknown.length) {
    await db.execute(sql`update notifications set status = 'failed', claimed_by = null,
                           last_error = 'cut off while being handed to the mail server; not sent again (it may have gone)'
                           where id = any(${toArray(settled.unknown)}) and status = 'handing'`);
  }
}

const prefColumns = {
  deadline_reminder: users.deadlineReminder,
  gameweek_results: users.gameweekResults,
  fixture_changes: users.fixtureChanges,
};

/** The user's choices of email (the user must exist). */
export async function findPrefs(db: Db, userId: number): Promise<NotificationPrefs> {
  const [row] = await db.select(prefColumns).from(users).where(eq(users.id, userId)).limit(1);
  return { ...row, fixture_changes: row.fixture_changes as FixtureChoice };
}

/** Sets the choices given; the others stay. */
export async function updatePrefColumns(db: Db, userId: number, change: Partial<NotificationPrefs>): Promise<void> {
  const set = {
    ...(change.deadline_reminder !== undefined && { deadlineReminder: change.deadline_reminder }),
    ...(change.gameweek_results !== undefined && { gameweekResults: change.gameweek_results }),
    ...(change.fixture_changes !== undefined && { fixtureChanges: change.fixture_changes }),
  };
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
}

const OFF: Record<NotificationKind, Partial<typeof users.$inferInsert>> = {
  deadline_reminder: { deadlineReminder: false },
  gameweek_results: { gameweekResults: false },
  fixture_changes: { fixtureChanges: 'none' },
};

/** Turns off that kind of email for the user (id and account stamp): false when there is no such user. */
export async function turnOffMails(db: Db, userId: number, stamp: string, kind: NotificationKind): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(OFF[kind])
    .where(and(eq(users.id, userId), eq(users.accountStamp, stamp)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export type GameWeekRow = typeof gameWeeks.$inferSelect;

/** The gameweek with this id, or null. */
export async function findGameWeek(db: Db, id: number): Promise<GameWeekRow | null> {
  const [found] = await db.select().from(gameWeeks).where(eq(gameWeeks.id, id));
  return found ?? null;
}

/** The gameweek under a row lock for the rest of the transaction, or null. */
export async function findGameWeekForUpdate(tx: Db, id: number): Promise<GameWeekRow | null> {
  const [week] = await tx.select().from(gameWeeks).where(eq(gameWeeks.id, id)).for('update');
  return week ?? null;
}

/** Stamps the gameweek published now. */
export async function markGameWeekPublished(tx: Db, id: number): Promise<GameWeekRow> {
  const [now] = await tx.update(gameWeeks).set({ publishedAt: new Date() }).where(eq(gameWeeks.id, id)).returning();
  return now;
}
