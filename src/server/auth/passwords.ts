import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to check against when the email is unknown, so both failures take the same time. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-' + Math.random()));

/** docs/rules.md §12: 8-128 characters, not all digits, not a common password. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (password.length > 128) problems.push('This password is too long. It must contain at most 128 characters.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('This password is too common.');
  if (email && password.toLowerCase() === email.toLowerCase()) problems.push('The password is too similar to the email.');
  return problems;
}
