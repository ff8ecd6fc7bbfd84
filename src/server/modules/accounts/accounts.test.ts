import { startTestApp, expectContract, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_FAILURES_PER_EMAIL: '5' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers?: Record<string, string>) => t.inject({ method: 'POST', url, payload, headers });
const login = (email: string, password: string) => post('/api/token/', { email, password });

async function register(email: string, password = 'pitch-side-42') {
  const res = await post('/api/user/register/', { email, password });
  expect(res.statusCode).toBe(201);
  return res;
}

test('register, log in, read the user, refresh', async () => {
  const reg = await post('/api/user/register/', { email: ' New@Example.com ', password: 'pitch-side-42' });
  expect(reg.statusCode).toBe(201);
  expectContract(reg, 'registerUser');
  expect(reg.json()).toMatchObject({ email: 'new@example.com' });

  const res = await login('NEW@example.com', 'pitch-side-42');
  expect(res.statusCode).toBe(200);
  expectContract(res, 'obtainToken');
  const { access, refresh } = res.json();
  const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
  expect(claims.exp - claims.iat).toBe(300); // 5 minutes, in seconds

  const me = await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
  expectContract(me, 'getCurrentUser');
  expect(me.json()).toMatchObject({ email: 'new@example.com', is_staff: false });

  const again = await post('/api/token/refresh/', { refresh });
  expect(again.statusCode).toBe(200);
  expectContract(again, 'refreshToken');
  const me2 = await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${again.json().access}` } });
  expect(me2.statusCode).toBe(200);
});

test('registration refuses bad emails, weak passwords, duplicates and extra fields', async () => {
  const cases: [unknown, string][] = [
    [{ email: 'not-an-email', password: 'pitch-side-42' }, 'email'],
    [{ email: 'short@example.com', password: 'short' }, 'password'],
    [{ email: 'digits@example.com', password: '1234567890' }, 'password'],
    [{ email: 'common@example.com', password: 'password1' }, 'password'],
    [{ email: 'long@example.com', password: 'x'.repeat(129) }, 'password'],
    [{ email: 'staff@example.com', password: 'pitch-side-42', is_staff: true }, 'is_staff'],
    [{ email: 'nopass@example.com' }, 'password'],
  ];
  for (const [payload, field] of cases) {
    const res = await post('/api/user/register/', payload);
    expect(res.statusCode).toBe(400);
    expectContract(res, 'registerUser');
    expect(res.json().errors).toHaveProperty(field);
  }
  await register('dup@example.com');
  const dup = await post('/api/user/register/', { email: 'DUP@example.com', password: 'pitch-side-42' });
  expect(dup.statusCode).toBe(400);
  expect(dup.json().errors.email[0]).toMatch(/already exists/);
});

test('a wrong password and an unknown email get the same 401 message', async () => {
  await register('same@example.com');
  const wrong = await login('same@example.com', 'not-the-password');
  const unknown = await login('nobody@example.com', 'not-the-password');
  expect(wrong.statusCode).toBe(401);
  expect(unknown.statusCode).toBe(401);
  expectContract(wrong, 'obtainToken');
  expect(wrong.json()).toEqual(unknown.json());
});

test('tampered, alg:none and wrong-type tokens are refused with 401', async () => {
  await register('tamper@example.com');
  const { access, refresh } = (await login('tamper@example.com', 'pitch-side-42')).json();
  const flip = (tok: string) => {
    const i = tok.length - 5;
    return tok.slice(0, i) + (tok[i] === 'A' ? 'B' : 'A') + tok.slice(i + 1);
  };
  const [, payload] = access.split('.');
  const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
  const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
  const forged = [access.split('.')[0], forgedPayload, access.split('.')[2]].join('.');
  for (const bad of [flip(access), none, forged, refresh, 'garbage', '']) {
    const res = await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${bad}` } });
    expect(res.statusCode).toBe(401);
    expectContract(res, 'getCurrentUser');
  }
  const noHeader = await t.inject({ method: 'GET', url: '/api/user/' });
  expect(noHeader.statusCode).toBe(401);
  for (const bad of [access, flip(refresh), 'garbage']) {
    const res = await post('/api/token/refresh/', { refresh: bad });
    expect(res.statusCode).toBe(401);
    expectContract(res, 'refreshToken');
  }
});

test('password reset by emailed link: works once, revokes older tokens, needs a good password', async () => {
  await register('reset@example.com', 'old-password-1');
  const before = (await login('reset@example.com', 'old-password-1')).json();

  const unknown = await post('/api/password-reset/', { email: 'ghost@example.com' });
  const known = await post('/api/password-reset/', { email: 'RESET@example.com' });
  expect(unknown.statusCode).toBe(200);
  expect(known.statusCode).toBe(200);
  expectContract(known, 'requestPasswordReset');
  expect(unknown.json()).toEqual(known.json()); // no account probing
  const mail = t.outbox.filter((m) => m.to === 'reset@example.com').pop()!;
  expect(t.outbox.some((m) => m.to === 'ghost@example.com')).toBe(false);
  expect(mail.text).toContain(mail.link);
  expect(mail.html).toContain(mail.link);
  const [uid, token] = new URL(mail.link!).pathname.split('/').slice(2);
  expect(mail.link!.startsWith(`${t.config.appUrl}/reset-password/`)).toBe(true);

  const weak = await post('/api/reset-password/', { uid, token, new_password: '12345678' });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().errors).toHaveProperty('new_password');

  const ok = await post('/api/reset-password/', { uid, token, new_password: 'new-password-2' });
  expect(ok.statusCode).toBe(200);
  expectContract(ok, 'resetPassword');

  const twice = await post('/api/reset-password/', { uid, token, new_password: 'newer-password-3' });
  expect(twice.statusCode).toBe(400);
  expectContract(twice, 'resetPassword');

  expect((await login('reset@example.com', 'old-password-1')).statusCode).toBe(401);
  expect((await login('reset@example.com', 'new-password-2')).statusCode).toBe(200);
  // Tokens issued before the reset stop working, even within the same second.
  expect((await post('/api/token/refresh/', { refresh: before.refresh })).statusCode).toBe(401);
  expect((await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${before.access}` } })).statusCode).toBe(401);
});

test('a reset link dies when the password changes another way, and a forged link is refused', async () => {
  await register('dies@example.com', 'old-password-1');
  await post('/api/password-reset/', { email: 'dies@example.com' });
  await post('/api/password-reset/', { email: 'dies@example.com' });
  const [first, second] = t.outbox.filter((m) => m.to === 'dies@example.com');
  const parts = (m: typeof first) => new URL(m.link!).pathname.split('/').slice(2);
  const [uid1, token1] = parts(first);
  const [uid2, token2] = parts(second);
  expect((await post('/api/reset-password/', { uid: uid2, token: token2, new_password: 'fresh-password-9' })).statusCode).toBe(200);
  expect((await post('/api/reset-password/', { uid: uid1, token: token1, new_password: 'other-password-8' })).statusCode).toBe(400);
  expect((await post('/api/reset-password/', { uid: 'MQ', token: 'made-up', new_password: 'other-password-8' })).statusCode).toBe(400);
  expect((await post('/api/reset-password/', { uid: '!!', token: token1, new_password: 'other-password-8' })).statusCode).toBe(400);
});

test('many wrong passwords for one email end in 429 with a detail and Retry-After', async () => {
  await register('brute@example.com');
  const codes: number[] = [];
  for (let i = 0; i < 7; i++) codes.push((await login('brute@example.com', `wrong-${i}-password`)).statusCode);
  expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
  expect(codes.slice(5)).toEqual([429, 429]);
  const res = await login('brute@example.com', 'pitch-side-42');
  expect(res.statusCode).toBe(429);
  expectContract(res, 'obtainToken');
  expect(res.json().detail).toMatch(/Too many/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
});

test('the JSON error shape covers malformed bodies, wrong types and unknown paths', async () => {
  const bad = await t.inject({ method: 'POST', url: '/api/token/', payload: '{not json', headers: { 'content-type': 'application/json' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().detail).toBeTruthy();
  const wrongType = await post('/api/token/', { email: { a: 1 }, password: [] });
  expect(wrongType.statusCode).toBe(400);
  expect(Object.keys(wrongType.json().errors).sort()).toEqual(['email', 'password']);
  const big = await post('/api/token/', { email: 'x@example.com', password: 'y'.repeat(3 * 1024 * 1024) });
  expect(big.statusCode).toBe(413);
  expect(big.json().detail).toMatch(/too large/);
  const nope = await t.inject({ method: 'GET', url: '/api/nope' });
  expect(nope.statusCode).toBe(404);
  expect(nope.json().detail).toMatch(/No API call/);
  const wrongMethod = await t.inject({ method: 'PATCH', url: '/api/team/' });
  expect(wrongMethod.statusCode).toBe(404);
  expect(wrongMethod.json().detail).toBeTruthy();
});

test('health checks the database', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/health' });
  expectContract(res, 'getHealth');
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('security headers are set', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/health' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
});
