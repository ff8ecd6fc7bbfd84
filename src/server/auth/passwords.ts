import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** The servers of the test suites (jest's API tests, the browser tests' servers), which make
 *  hundreds of accounts a run, set FXI_TEST_PASSWORD_HASHING=fast: argon2id still, with the least
 *  memory and passes, about a hundred times cheaper. Nothing else sets it, so every other server
 *  hashes with OPTIONS. A hash records its own parameters, so checking a password works either way. */
const TEST_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hashOptions = () => (process.env.FXI_TEST_PASSWORD_HASHING === 'fast' ? TEST_OPTIONS : OPTIONS);

export const hashPassword = (password: string) => hash(password, hashOptions());

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
