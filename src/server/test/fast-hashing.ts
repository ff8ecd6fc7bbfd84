// Every API test file's setup: its servers hash passwords with the cheap test parameters
// (auth/passwords.ts); the default password's hash in harness.ts is made the same way.
process.env.FXI_TEST_PASSWORD_HASHING = 'fast';
