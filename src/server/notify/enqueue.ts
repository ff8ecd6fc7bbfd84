import crypto from 'node:crypto';
import { isEmbedded, type Db, type Exec } from '../db';
import { nextDeadlineAfter } from '../../domain/gameweeks';
import { currentStandings } from '../standings/load';
import { cachedLeague } from '../standings/table';
import type { FixtureView } from '../modules/fixtures/fixtures.service';
import { type PerVersionValues } from '../db/dataVersion';
import { findResultsRecipients, insertDueMails, insertDueReminders, insertFixtureChangeMails } from './notify.repository';

// Mails become due here: each is a row of `notifications`, unique per user, kind and key, so
// recording one twice (a second round, a second process, a repeated publish) adds nothing.

const HOUR = 3_600_000;

export interface ReminderData {
  deadline: string;
  has_team: boolean;
}

export interface ResultsData {
  game_week_id: number;
  week: number;
  team_id: number;
  team_name: string;
  points: number;
  total: number;
  rank: number;
  team_count: number;
}

export interface FixtureChangeData {
  before: FixtureView;
  after: FixtureView;
}

/** Users whose reminders one statement records: a short statement at a time, so the database
 *  answers requests between them. The embedded database runs in the server's own thread, where a
 *  run of 5,000 users held the answers up for about half a second: there runs are shorter. */
const REMINDER_CHUNK = 5_000;
const EMBEDDED_REMINDER_CHUNK = 1_000;

/**
 * The reminders of the next deadline, once the game clock is within `reminderHours` of it (and
 * before it): one per user who wants them, recorded in runs of users by id (the unique key makes a
 * second recording of any of them add nothing). A user who signs up later in the window gets
 * theirs in the next round. Answers how many became due now.
 *
 * Every round in the window runs this over all users, so a run costs the same however stale the
 * table statistics are (the embedded database never analyzes by itself): the run's users already
 * recorded, and those with a team, are each one hashed list (uncorrelated subqueries over the
 * run's range of ids), never a join the planner could make a loop over every pair of rows.
 */
export async function recordDueReminders(
  db: Exec,
  now: Date,
  opts: { timeZone: string; reminderHours: number; chunk?: number; step?: <T>(run: () => Promise<T>) => Promise<T> },
): Promise<number> {
  const deadline = nextDeadlineAfter(now, opts.timeZone);
  const ahead = deadline.getTime() - now.getTime();
  if (ahead <= 0 || ahead > opts.reminderHours * HOUR) return 0;
  const key = deadline.toISOString();
  const chunk = opts.chunk ?? (isEmbedded(db) ? EMBEDDED_REMINDER_CHUNK : REMINDER_CHUNK);
  const step = opts.step ?? (<T>(run: () => Promise<T>) => run());
  let added = 0;
  for (let after = 0; ; ) {
    const from = after;
    const row = await step(() => insertDueReminders(db, key, from, chunk));
    added += row.added;
    // (not one more statement, and one more wait, to find that no users are left)
    if (row.size < chunk || row.last === null || !row.more) return added;
    after = row.last;
  }
}

const CHUNK = 2_000;

/** Inserts due mails of one kind in chunks (one statement per chunk, duplicates ignored). */
async function insertDue(tx: Exec, kind: string, rows: { userId: number; key: string; data: object }[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    added += await insertDueMails(tx, kind, rows.slice(i, i + CHUNK));
  }
  return added;
}

export type DueMail<D> = { userId: number; key: string; data: D };

/**
 * The results emails of a gameweek about to be published: one to each user with them on whose
 * team has a snapshot that week, with the week's points, the team's total and its place in the
 * table now (read before the publishing transaction: the standings engine reads the database itself).
 */
export async function resultsMails(ctx: { db: Db; values: PerVersionValues }, week: { id: number; week: number }): Promise<DueMail<ResultsData>[]> {
  const season = await currentStandings(ctx);
  const table = await cachedLeague(ctx);
  const owners = await findResultsRecipients(ctx.db);
  const rows: DueMail<ResultsData>[] = [];
  for (const { teamId, userId } of owners) {
    const snap = season.snapshot(teamId, week.id);
    const place = table.byId.get(teamId);
    if (!snap || !season.hasTeam(teamId) || !place) continue;
    rows.push({
      userId,
      key: String(week.id),
      data: {
        game_week_id: week.id,
        week: week.week,
        team_id: teamId,
        team_name: season.teamName(teamId) ?? '',
        points: snap.weeklyPoints,
        total: season.total(teamId),
        rank: place.rank,
        team_count: table.rows.length,
      },
    });
  }
  return rows;
}

/** Records the results emails (in the publishing transaction). */
export const recordResults = (tx: Exec, rows: DueMail<ResultsData>[]) => insertDue(tx, 'gameweek_results', rows);

/** What a fixture change emails about: its status, date, time or location. */
export function fixtureChangeMatters(before: FixtureView, after: FixtureView): boolean {
  return before.status !== after.status || before.date !== after.date || before.time !== after.time || before.location !== after.location;
}

/** One email per change of a fixture's status, date, time or location, to the users who follow
 *  that side (in the transaction of the change). */
export async function recordFixtureChange(tx: Exec, before: FixtureView, after: FixtureView): Promise<number> {
  if (!fixtureChangeMatters(before, after)) return 0;
  const key = `${after.id}:${Date.now()}:${crypto.randomBytes(6).toString('hex')}`;
  const data: FixtureChangeData = { before, after };
  return insertFixtureChangeMails(tx, key, data, after.side);
}
