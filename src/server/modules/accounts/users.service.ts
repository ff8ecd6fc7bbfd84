import type { Db, Exec } from '../../db';
import type { TokenVersions } from '../../auth/versions';
import { emailIsTaken, findUserById, findUserWithEmail, insertUser, updatePasswordHash } from './accounts.repository';
import { hashPassword, passwordProblems } from '../../auth/passwords';
import { type FieldErrors, invalidInput } from '../../outcomes';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function emailProblems(email: string): string[] {
  if (email.length === 0) return ['This field may not be blank.'];
  if (email.length > 254 || !EMAIL.test(email)) return ['Enter a valid email address.'];
  return [];
}

/** Makes an account (used by the register call and the command line). Staff only from the CLI. */
export async function createUser(db: Db, input: { email: string; password: string; isStaff?: boolean }) {
  const email = normaliseEmail(input.email);
  const errors: FieldErrors = {};
  const emailErrs = emailProblems(email);
  if (emailErrs.length) errors.email = emailErrs;
  const pwErrs = passwordProblems(input.password, email);
  if (pwErrs.length) errors.password = pwErrs;
  if (!errors.email && (await emailIsTaken(db, email))) errors.email = ['A user with that email already exists.'];
  if (Object.keys(errors).length) throw invalidInput(errors);
  const passwordHash = await hashPassword(input.password);
  const row = await insertUser(db, { email, passwordHash, isStaff: input.isStaff ?? false });
  if (!row) throw invalidInput({ email: ['A user with that email already exists.'] });
  return row;
}

/** Sets a new password and raises the token version (`TokenVersions.revoke`), so every older
 *  token stops working. */
export async function setPassword(db: Pick<Db, 'update'> & Exec, versions: TokenVersions, userId: number, password: string, email?: string) {
  const problems = passwordProblems(password, email);
  if (problems.length) throw invalidInput({ new_password: problems });
  const passwordHash = await hashPassword(password);
  await updatePasswordHash(db, userId, passwordHash);
  await versions.revoke(db, userId);
}

export async function findUserByEmail(db: Db, email: string) {
  return findUserWithEmail(db, normaliseEmail(email));
}

/** The user a token's claims name, or null when there is none, the token is older than the
 *  user's last password change (its version is behind) or was made for another account (its
 *  stamp differs: an account removed before this one came to have its id). */
export async function userOfClaims(db: Db, claims: { userId: number; version: number; stamp: string }) {
  const user = await findUserById(db, claims.userId);
  return user && user.tokenVersion === claims.version && user.accountStamp === claims.stamp ? user : null;
}
