import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { auditEntries, fantasyTeams, passwordResets, users } from '../../db/schema';

// Every query of the accounts: users, their password reset links, and what an account's removal
// deletes.

export type UserRow = typeof users.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

/** The user with this id, or null. */
export async function findUserById(db: Pick<Db, 'select'>, userId: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/** The user with this (normalised) email, or null. */
export async function findUserWithEmail(db: Pick<Db, 'select'>, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Whether an account has this (normalised) email. */
export async function emailIsTaken(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return taken !== undefined;
}

/** Adds a user; null when the email is taken meanwhile (nothing added). */
export async function insertUser(
  db: Pick<Db, 'insert'>,
  values: { email: string; passwordHash: string; isStaff: boolean },
): Promise<{ id: number; email: string; accountStamp: string } | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id, email: users.email, accountStamp: users.accountStamp });
  return row ?? null;
}

/** The user's token version (the user must exist). */
export async function findTokenVersion(db: Pick<Db, 'select'>, userId: number): Promise<number> {
  const [fresh] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return fresh.tokenVersion;
}

export async function updatePasswordHash(db: Pick<Db, 'update'>, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Deletes the user's team (its history goes with it: the foreign keys cascade). */
export async function deleteTeamOfUser(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx.delete(fantasyTeams).where(eq(fantasyTeams.userId, userId));
}

/** The audit entries the user wrote keep their id and lose their email. */
export async function forgetAuthorEmail(tx: Pick<Db, 'update'>, userId: number): Promise<void> {
  await tx.update(auditEntries).set({ byEmail: null }).where(eq(auditEntries.byId, userId));
}

export async function deleteUser(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

export async function insertPasswordReset(
  db: Pick<Db, 'insert'>,
  values: { userId: number; tokenHash: string; tokenVersion: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** The reset link with this token hash for this user, not used and not expired, with its user. */
export async function findLiveReset(
  db: Pick<Db, 'select'>,
  tokenHash: string,
  userId: number,
): Promise<{ reset: PasswordResetRow; user: UserRow } | null> {
  const [row] = await db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Marks the reset link used unless it already is: whether this call took it. */
export async function takeReset(tx: Pick<Db, 'update'>, resetId: number): Promise<boolean> {
  const [taken] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return taken !== undefined;
}
