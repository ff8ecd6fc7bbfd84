import { STORAGE_KEY, getSession, logOut, reloadSession, setSession, subscribeSession } from './session';

beforeEach(() => {
  localStorage.clear();
  reloadSession();
});

describe('the session', () => {
  it("reads the tokens stored in redux-persist's format (a browser signed in before stays signed in)", () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ access: '"a1"', refresh: '"r1"', _persist: '{"version":-1,"rehydrated":true}' }));
    reloadSession();
    expect(getSession()).toEqual({ access: 'a1', refresh: 'r1' });
  });

  it('stores what it holds in the same format, and tells its listeners once per change', () => {
    const heard = jest.fn();
    const stop = subscribeSession(heard);
    setSession({ access: 'a2', refresh: 'r2' });
    setSession({ access: 'a2', refresh: 'r2' });
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    expect([JSON.parse(stored.access), JSON.parse(stored.refresh)]).toEqual(['a2', 'r2']);
  });

  it('treats unreadable storage as no session', () => {
    localStorage.setItem(STORAGE_KEY, 'not json');
    reloadSession();
    expect(getSession()).toEqual({ access: null, refresh: null });
  });

  it('logging out clears all local storage and the tokens', () => {
    setSession({ access: 'a3', refresh: 'r3' });
    localStorage.setItem('other', 'x');
    logOut();
    expect(localStorage.length).toBe(0);
    expect(getSession()).toEqual({ access: null, refresh: null });
  });
});
