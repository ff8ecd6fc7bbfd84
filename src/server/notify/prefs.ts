import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../db/schema';
import { invalidInput } from '../outcomes';
import type { UnsubscribeTokens } from '../auth/unsubscribe';
import type { FixtureChoice, NotificationKind, NotificationPrefs } from './kinds';

const prefColumns = {
  deadline_reminder: users.deadlineReminder,
  gameweek_results: users.gameweekResults,
  fixture_changes: users.fixtureChanges,
};

export async function getPrefs(db: Db, userId: number): Promise<NotificationPrefs> {
  const [row] = await db.select(prefColumns).from(users).where(eq(users.id, userId)).limit(1);
  return { ...row, fixture_changes: row.fixture_changes as FixtureChoice };
}

/** Sets the choices given (the contract has checked their names and types); the others stay. */
export async function updatePrefs(db: Db, userId: number, change: Partial<NotificationPrefs>): Promise<NotificationPrefs> {
  const set = {
    ...(change.deadline_reminder !== undefined && { deadlineReminder: change.deadline_reminder }),
    ...(change.gameweek_results !== undefined && { gameweekResults: change.gameweek_results }),
    ...(change.fixture_changes !== undefined && { fixtureChanges: change.fixture_changes }),
  };
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  return getPrefs(db, userId);
}

const INVALID_LINK = 'This unsubscribe link is not valid.';

const OFF: Record<NotificationKind, Partial<typeof users.$inferInsert>> = {
  deadline_reminder: { deadlineReminder: false },
  gameweek_results: { gameweekResults: false },
  fixture_changes: { fixtureChanges: 'none' },
};

/** Turns off the kind of email an unsubscribe link's token names, for the user it names; a 400
 *  naming `token` for a token that is not one (or whose user is gone). */
export async function unsubscribeWithToken(db: Db, links: UnsubscribeTokens, token: string): Promise<NotificationKind> {
  const claims = await links.verify(token);
  if (!claims) throw invalidInput({ token: [INVALID_LINK] });
  const rows = await db.update(users).set(OFF[claims.kind]).where(eq(users.id, claims.userId)).returning({ id: users.id });
  if (rows.length === 0) throw invalidInput({ token: [INVALID_LINK] });
  return claims.kind;
}
