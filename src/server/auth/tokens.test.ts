import { TokenService } from './tokens';

// A token's signature is checked once and the token kept; a kept token must still expire on
// time, still be refused as the other type, and never vouch for a token that differs from it.

const key = new TextEncoder().encode('test-secret-test-secret-test-secret-123');
const service = () => new TokenService(key, { access: 60_000, refresh: 3_600_000 });

afterEach(() => jest.useRealTimers());

test('a token shown again is verified again with the same claims', async () => {
  const tokens = service();
  const token = await tokens.issue(7, 'access', 3, 'stamp');
  const first = await tokens.verify(token, 'access');
  expect(first).toEqual({ userId: 7, type: 'access', version: 3, stamp: 'stamp' });
  expect(await tokens.verify(token, 'access')).toEqual(first);
});

test('a kept token stops working when it expires', async () => {
  const tokens = service();
  const token = await tokens.issue(7, 'access', 3, 'stamp');
  expect(await tokens.verify(token, 'access')).not.toBeNull();
  // The clock a minute on (Date.now and new Date alike: the cache and the JWT library each ask).
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: Date.now() + 61_000 });
  expect(await tokens.verify(token, 'access')).toBeNull();
  expect(await tokens.verify(token, 'access')).toBeNull();
});

test('a kept access token is not a refresh token, nor a refresh token an access token', async () => {
  const tokens = service();
  const access = await tokens.issue(7, 'access', 3, '');
  const refresh = await tokens.issue(7, 'refresh', 3, '');
  expect(await tokens.verify(access, 'access')).not.toBeNull();
  expect(await tokens.verify(refresh, 'refresh')).not.toBeNull();
  expect(await tokens.verify(access, 'refresh')).toBeNull();
  expect(await tokens.verify(refresh, 'access')).toBeNull();
});

test('a kept token vouches for no other text: an altered signature or payload is refused', async () => {
  const tokens = service();
  const token = await tokens.issue(7, 'access', 3, '');
  expect(await tokens.verify(token, 'access')).not.toBeNull();
  const [header, payload, signature] = token.split('.');
  const otherSignature = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
  expect(await tokens.verify(`${header}.${payload}.${otherSignature}`, 'access')).toBeNull();
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
  expect(await tokens.verify(`${header}.${forged}.${signature}`, 'access')).toBeNull();
  // Signed by another key: refused.
  const stranger = new TokenService(new TextEncoder().encode('another-secret-another-secret-1234567'), { access: 60_000, refresh: 60_000 });
  expect(await tokens.verify(await stranger.issue(7, 'access', 3, ''), 'access')).toBeNull();
});
