import { expectContract, type TestApp, type TestResponse } from './harness';
import type { Auth } from './season';

// Calls of the mini-league API for the league tests: every answer is checked against openapi.yaml.

export interface Member {
  id: number;
  email?: string;
  password?: string;
  auth: Auth;
  teamId: number | null;
  teamName: string | null;
  /** The member deleted their account (after an h2h league's start they stay in its pairs). */
  deleted?: boolean;
}

type TestRequestMethod = 'GET' | 'POST' | 'DELETE';

/** The league calls over the test file's app (read when called: the app starts in beforeAll). */
export function leagueCalls(app: () => TestApp) {
  async function call(method: TestRequestMethod, url: string, auth: Auth | undefined, operationId: string, payload?: unknown): Promise<TestResponse> {
    const res = await app().inject({ method, url, headers: auth, payload });
    expectContract(res, operationId);
    return res;
  }

  const create = (auth: Auth | undefined, payload: unknown) => call('POST', '/api/leagues/', auth, 'createLeague', payload);
  const join = (auth: Auth | undefined, code: unknown) => call('POST', '/api/leagues/join/', auth, 'joinLeague', { code });
  const get = (auth: Auth | undefined, id: number) => call('GET', `/api/leagues/${id}/`, auth, 'getLeague');
  const mine = async (auth: Auth) => {
    const res = await call('GET', '/api/leagues/', auth, 'listMyLeagues');
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; name: string; rank: number; points: number; members: number; code: string }[];
  };
  const leave = (auth: Auth | undefined, id: number) => call('POST', `/api/leagues/${id}/leave/`, auth, 'leaveLeague');
  const remove = (auth: Auth | undefined, id: number, userId: number) => call('DELETE', `/api/leagues/${id}/members/${userId}/`, auth, 'removeLeagueMember');
  const destroy = (auth: Auth | undefined, id: number) => call('DELETE', `/api/leagues/${id}/`, auth, 'deleteLeague');
  const renew = (auth: Auth | undefined, id: number) => call('POST', `/api/leagues/${id}/code/`, auth, 'renewLeagueCode');

  let names = 0;
  /** A new user, with a team of this squad unless `squad` is null. */
  async function member(squad: number[] | null, name = `League Team ${++names}`): Promise<Member> {
    const u = await app().user();
    if (!squad) return { id: u.id, email: u.email, password: u.password, auth: u.auth, teamId: null, teamName: null };
    const res = await app().inject({ method: 'POST', url: '/api/team/', headers: u.auth, payload: { name, players: squad } });
    expect(res.statusCode).toBe(201);
    return { id: u.id, email: u.email, password: u.password, auth: u.auth, teamId: res.json().id, teamName: name };
  }

  async function newLeague(owner: Member, name = 'Halls', startWeek?: number) {
    const res = await create(owner.auth, startWeek === undefined ? { name } : { name, start_week: startWeek });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; name: string; code: string; owner_id: number; start_week: number };
  }

  async function table(auth: Auth, id: number) {
    const res = await get(auth, id);
    expect(res.statusCode).toBe(200);
    return res.json() as { code: string; standings: { rank: number; member_id: number; team: { id: number; name: string } | null; points: number; week_points: number; last_rank: number | null }[] };
  }

  return { call, create, join, get, mine, leave, remove, destroy, renew, member, newLeague, table };
}
