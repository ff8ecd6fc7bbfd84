// The first page's early calls: the base query takes an answer already under way, once, for the
// same address and token, while it is fresh.
import { fakeJwt } from '../session/testTokens';
import { fetchEarly, takeEarly } from './earlyFetch';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const get = (url: string, token?: string) =>
  new Request(new URL(url, window.location.origin), { headers: token ? { Authorization: `Bearer ${token}` } : {} });

afterEach(() => jest.restoreAllMocks());

it('hands the answer of an early call to the same call, once, whatever the order of its parameters', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ rows: 1 }));
  fetchEarly(['/api/teams/?limit=50&offset=0', '/api/game-weeks/'], 'tok-1');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(fetchSpy.mock.calls[0][1]).toEqual({ headers: { Authorization: 'Bearer tok-1' } });

  const early = takeEarly(get('/api/teams/?offset=0&limit=50', 'tok-1'));
  expect(early).toBeDefined();
  expect(await (await early!).json()).toEqual({ rows: 1 });
  expect(takeEarly(get('/api/teams/?offset=0&limit=50', 'tok-1'))).toBeUndefined();
  // An empty query is no query (RTK Query asks `/api/game-weeks/?` when the week is left out).
  expect(takeEarly(get('/api/game-weeks/?', 'tok-1'))).toBeDefined();
});

it('never hands an answer to another token, another address, a write or a call asked too late', () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({}));
  fetchEarly(['/api/team/'], 'tok-2');
  expect(takeEarly(get('/api/team/', 'other'))).toBeUndefined();
  expect(takeEarly(get('/api/team/?x=1', 'tok-2'))).toBeUndefined();
  expect(
    takeEarly(new Request(new URL('/api/team/', window.location.origin), { method: 'POST', headers: { Authorization: 'Bearer tok-2' } })),
  ).toBeUndefined();

  fetchEarly(['/api/phases/'], 'tok-3');
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + 11_000);
  expect(takeEarly(get('/api/phases/', 'tok-3'))).toBeUndefined();
});

it('sends the call again when the early one failed on the way', async () => {
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementationOnce(() => Promise.reject(new TypeError('offline')))
    .mockImplementation(async () => answer({ again: true }));
  fetchEarly(['/api/deadline/'], 'tok-4');
  const early = takeEarly(get('/api/deadline/', 'tok-4'));
  expect(await (await early!).json()).toEqual({ again: true });
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

it('asks nothing early with a token about to expire (the base query renews it first)', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({}));
  fetchEarly(['/api/user/'], fakeJwt(2));
  expect(fetchSpy).not.toHaveBeenCalled();
  const fresh = fakeJwt(300);
  fetchEarly(['/api/user/'], fresh);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect(takeEarly(get('/api/user/', fresh))).toBeDefined();
});
