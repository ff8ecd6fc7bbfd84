import { persistStore } from 'redux-persist';
import { api } from '../api';
import { makeTestStore as makeStore, type TestState as RootState } from '../test/store';
import { loggedOut, tokensReceived } from '../session/authSlice';
import { fakeJwt } from '../session/testTokens';

let persistor: ReturnType<typeof persistStore> | null = null;

/** Waits until redux-persist has written what the store holds now (not a fixed sleep: a busy
 *  machine may take longer than any). */
const settle = async () => {
  await persistor?.flush();
};

/** A store whose auth slice redux-persist has read back from local storage, as main.tsx makes it. */
async function rehydratedStore() {
  const store = makeStore();
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  return store;
}

// The value a browser signed in before redux-persist came back holds (the old session store
// wrote redux-persist's own format under its key).
const storedBefore = (access: string, refresh: string) =>
  JSON.stringify({ access: JSON.stringify(access), refresh: JSON.stringify(refresh), _persist: JSON.stringify({ version: -1, rehydrated: true }) });

beforeEach(() => localStorage.clear());

describe('the persisted auth slice', () => {
  it('reads back the tokens a browser signed in before holds (it stays signed in)', async () => {
    localStorage.setItem('persist:auth', storedBefore('old-access', 'old-refresh'));
    const store = await rehydratedStore();
    expect(store.getState().auth).toMatchObject({ access: 'old-access', refresh: 'old-refresh' });
  });

  it('starts signed out with nothing stored, or with something unreadable or of the wrong shape', async () => {
    expect((await rehydratedStore()).getState().auth).toMatchObject({ access: null, refresh: null });
    localStorage.setItem('persist:auth', 'not json');
    expect((await rehydratedStore()).getState().auth).toMatchObject({ access: null, refresh: null });
    localStorage.setItem('persist:auth', JSON.stringify({ access: '42', refresh: '{"x":1}', other: '"y"', _persist: '{"version":-1}' }));
    const state = (await rehydratedStore()).getState().auth as unknown as Record<string, unknown>;
    expect(state).toMatchObject({ access: null, refresh: null });
    expect(state.other).toBeUndefined();
  });

  it('stores the tokens of a login in the same format, and only the auth slice', async () => {
    const store = await rehydratedStore();
    store.dispatch(tokensReceived({ access: 'access-1', refresh: 'refresh-1' }));
    await settle();
    const stored = JSON.parse(localStorage.getItem('persist:auth') ?? '{}');
    expect([JSON.parse(stored.access), JSON.parse(stored.refresh)]).toEqual(['access-1', 'refresh-1']);
    expect(Object.keys(localStorage)).toEqual(['persist:auth']);
  });

  it('logging out forgets the tokens, and the next login is stored again', async () => {
    const store = await rehydratedStore();
    store.dispatch(tokensReceived({ access: 'access-1', refresh: 'refresh-1' }));
    await settle();
    store.dispatch(loggedOut());
    await settle();
    expect(localStorage.getItem('persist:auth') ?? '').not.toContain('access-1');
    store.dispatch(tokensReceived({ access: 'access-2', refresh: 'refresh-2' }));
    await settle();
    expect(localStorage.getItem('persist:auth')).toContain('access-2');
  });
});

describe('logging out', () => {
  it('clears all local storage, the tokens, the API cache and every other slice', async () => {
    const fresh = makeStore().getState();
    const store = makeStore({
      auth: { access: fakeJwt(300), refresh: fakeJwt(86_400) } as RootState['auth'],
      teamBuilder: { ...fresh.teamBuilder, budgetTenths: 5 },
    });
    await store.dispatch(api.util.upsertQueryData('getCurrentUser', undefined, { id: 1, email: 'a@b.test', is_staff: true, player_id: null }));
    localStorage.setItem('persist:auth', '{"access":"eyJ..."}');
    localStorage.setItem('something-else', 'x');

    store.dispatch(loggedOut());

    expect(localStorage.length).toBe(0);
    const state = store.getState();
    expect(state.auth).toMatchObject({ access: null, refresh: null });
    expect(state.teamBuilder).toEqual(fresh.teamBuilder);
    expect(api.endpoints.getCurrentUser.select()(state).data).toBeUndefined();
  });
});
