import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { mockApi } from '../test/renderWithApp';
import { makeTestStore as makeStore, type TestState as RootState } from '../test/store';
import { renewalDelay, useSessionKeeper } from './useSessionKeeper';
import { fakeJwt } from '../session/testTokens';

function Keeper() {
  useSessionKeeper();
  return null;
}

afterEach(() => jest.restoreAllMocks());

describe('when the access token is renewed', () => {
  // The tokens are made with the same clock the delay is planned from (a test that starts a
  // second after the file was read must not see its token a second younger).
  const now = Date.now();
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(now));
  it('is 30 s before exp for a five-minute token', () => {
    const delay = renewalDelay(fakeJwt(300), now) as number;
    expect(delay).toBeGreaterThan(269_000);
    expect(delay).toBeLessThanOrEqual(270_000);
  });

  it('is a quarter of the lifetime before exp for a short token, never in a tight loop', () => {
    const delay = renewalDelay(fakeJwt(8), now) as number;
    expect(delay).toBeGreaterThan(5_000);
    expect(delay).toBeLessThanOrEqual(6_000);
  });

  it('is now for an expired token, and cannot be planned without exp', () => {
    expect(renewalDelay(fakeJwt(-10), now)).toBe(0);
    expect(renewalDelay('no-exp', now)).toBeNull();
    expect(renewalDelay(null, now)).toBeNull();
  });
});

describe('the session keeper', () => {
  it('renews the access token shortly before it expires', async () => {
    const renewed = fakeJwt(300);
    const calls = mockApi({ 'POST /api/token/refresh/': { status: 200, body: { access: renewed } } });
    const refresh = fakeJwt(86_400);
    const store = makeStore({ auth: { access: fakeJwt(2), refresh } as RootState['auth'] });
    render(
      <Provider store={store}>
        <Keeper />
      </Provider>,
    );
    await waitFor(() => expect(store.getState().auth.access).toBe(renewed), { timeout: 3000 });
    expect(calls).toEqual([{ method: 'POST', path: '/api/token/refresh/', body: { refresh } }]);
  });

  it('does nothing without a refresh token', async () => {
    const calls = mockApi({});
    const access = fakeJwt(-1);
    const store = makeStore({ auth: { access, refresh: null } as RootState['auth'] });
    render(
      <Provider store={store}>
        <Keeper />
      </Provider>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    expect(store.getState().auth.access).toBe(access);
  });
});
