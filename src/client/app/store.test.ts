import { api } from '../api';
import { makeStore, type RootState } from './store';
import { loggedOut, tokensReceived } from '../session/authSlice';
import { fakeJwt } from '../session/testTokens';

const nextTick = () => new Promise((r) => setTimeout(r, 20));

describe('logging out', () => {
  beforeEach(() => localStorage.clear());

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

  it('still saves the tokens of the next login to local storage', async () => {
    const store = makeStore();
    await nextTick();
    store.dispatch(tokensReceived({ access: 'access-1', refresh: 'refresh-1' }));
    await nextTick();
    expect(localStorage.getItem('persist:auth')).toContain('access-1');

    store.dispatch(loggedOut());
    await nextTick();
    expect(localStorage.getItem('persist:auth') ?? '').not.toContain('access-1');

    store.dispatch(tokensReceived({ access: 'access-2', refresh: 'refresh-2' }));
    await nextTick();
    expect(localStorage.getItem('persist:auth')).toContain('access-2');
  });
});
