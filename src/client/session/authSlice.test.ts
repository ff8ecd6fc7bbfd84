import { accessTokenRefreshed, authReducer, loggedOut, selectAccessToken, selectRefreshToken, tokensReceived } from './authSlice';
import { isTokenExpired, isTokenFresh, tokenExpiry } from './token';
import { fakeJwt } from './testTokens';

const start = authReducer(undefined, { type: 'init' });

describe('the auth slice', () => {
  it('starts with no tokens', () => {
    expect(start).toEqual({ access: null, refresh: null });
  });

  it('stores the access and refresh tokens of a login', () => {
    const state = authReducer(start, tokensReceived({ access: 'a1', refresh: 'r1' }));
    expect(state).toEqual({ access: 'a1', refresh: 'r1' });
    expect(selectAccessToken({ auth: state })).toBe('a1');
    expect(selectRefreshToken({ auth: state })).toBe('r1');
  });

  it('stores a refreshed access token and keeps the refresh token', () => {
    const signedIn = authReducer(start, tokensReceived({ access: 'a1', refresh: 'r1' }));
    expect(authReducer(signedIn, accessTokenRefreshed('a2'))).toEqual({ access: 'a2', refresh: 'r1' });
    expect(authReducer(signedIn, tokensReceived({ access: 'a3' }))).toEqual({ access: 'a3', refresh: 'r1' });
  });

  it('forgets both tokens on logout', () => {
    const signedIn = authReducer(start, tokensReceived({ access: 'a1', refresh: 'r1' }));
    expect(authReducer(signedIn, loggedOut())).toEqual({ access: null, refresh: null });
  });
});

describe('reading a token expiry (the exp claim, in seconds)', () => {
  it('reads exp and tells fresh from expired', () => {
    const live = fakeJwt(60);
    const dead = fakeJwt(-60);
    expect(tokenExpiry(live)).toBe(Math.floor(Date.now() / 1000) + 60);
    expect(isTokenFresh(live)).toBe(true);
    expect(isTokenExpired(live)).toBe(false);
    expect(isTokenFresh(dead)).toBe(false);
    expect(isTokenExpired(dead)).toBe(true);
  });

  it('treats a missing or unreadable token as not fresh and not known to be expired', () => {
    for (const token of [null, undefined, '', 'not-a-jwt', 'a.%%%.c', `x.${btoa('{"sub":1}')}.y`]) {
      expect(isTokenFresh(token)).toBe(false);
      expect(isTokenExpired(token)).toBe(false);
      expect(tokenExpiry(token)).toBeNull();
    }
  });
});
