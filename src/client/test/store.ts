// A store for client tests, with the data part (RTK Query) and the team builder already injected,
// as they are once a team page has loaded.
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import '../app/dataSlices';
import '../app/teamBuilder';
import { makeStore, type AppStore, type LazySlices, type RootState } from '../app/store';

export type TestState = RootState & LazySlices;
export type TestStore = Omit<AppStore, 'getState' | 'dispatch'> & {
  getState: () => TestState;
  dispatch: ThunkDispatch<TestState, unknown, UnknownAction> & Dispatch;
};

export function makeTestStore(preloadedState?: Partial<TestState>): TestStore {
  return makeStore(preloadedState as Partial<RootState>) as unknown as TestStore;
}
