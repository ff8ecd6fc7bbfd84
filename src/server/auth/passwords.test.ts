import { hashPassword, verifyPassword } from './passwords';

// The test suites' cheap hashing is theirs alone: without FXI_TEST_PASSWORD_HASHING=fast a server
// hashes with OWASP's argon2id minimum (19 MiB, 2 passes), and a password checks against either.
const setting = process.env.FXI_TEST_PASSWORD_HASHING;
afterAll(() => {
  process.env.FXI_TEST_PASSWORD_HASHING = setting;
});

test('a server hashes with the production parameters unless the test setting asks for the cheap ones', async () => {
  delete process.env.FXI_TEST_PASSWORD_HASHING;
  const real = await hashPassword('touchline-pass-1');
  expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  process.env.FXI_TEST_PASSWORD_HASHING = 'fast';
  const cheap = await hashPassword('touchline-pass-1');
  expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  process.env.FXI_TEST_PASSWORD_HASHING = 'yes';
  expect(await hashPassword('touchline-pass-1')).toMatch(/\$m=19456,t=2,p=1\$/);
  for (const stored of [real, cheap]) {
    expect(await verifyPassword(stored, 'touchline-pass-1')).toBe(true);
    expect(await verifyPassword(stored, 'touchline-pass-2')).toBe(false);
  }
});
