import { startTestApp, expectContract, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('register, log in, read the user, refresh', async () => {
  const reg = await t.inject({ method: 'POST', url: '/api/user/register/', payload: { email: ' New@Example.com ', password: 'pitch-side-42' } });
  expect(reg.statusCode).toBe(201);
  expectContract(reg, 'registerUser');
  expect(reg.json()).toMatchObject({ email: 'new@example.com' });

  const login = await t.inject({ method: 'POST', url: '/api/token/', payload: { email: 'NEW@example.com', password: 'pitch-side-42' } });
  expect(login.statusCode).toBe(200);
  expectContract(login, 'obtainToken');
  const { access, refresh } = login.json();

  const me = await t.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${access}` } });
  expectContract(me, 'getCurrentUser');
  expect(me.json()).toMatchObject({ email: 'new@example.com', is_staff: false });

  const again = await t.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
  expect(again.statusCode).toBe(200);
  expectContract(again, 'refreshToken');
});

test('an unknown API path answers 404 JSON', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json().detail).toMatch(/No API call/);
});

test('health checks the database', async () => {
  const res = await t.inject({ method: 'GET', url: '/api/health' });
  expectContract(res, 'getHealth');
  expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
});
