import { expectContract, startTestApp, type TestApp, type TestResponse } from './harness';
import { addPlayerPool, type PlayerPool } from './fixtures';
import type { Auth } from './season';

// The own-team calls for the team tests: every answer is checked against openapi.yaml.

/** A test file's app with a pool of players. */
export async function startTeamsApp(): Promise<{ t: TestApp; pool: PlayerPool }> {
  const t = await startTestApp();
  const pool = await addPlayerPool(t);
  return { t, pool };
}

/** The team calls over the test file's app (read when called: the app starts in beforeAll). */
export function teamCalls(app: () => TestApp) {
  let names = 0;
  const uniqueName = (base = 'Team') => `${base} ${++names}`;
  const getTeam = async (auth: Auth) => {
    const res = await app().inject({ method: 'GET', url: '/api/team/', headers: auth });
    expectContract(res, 'getMyTeam');
    return res;
  };
  const createTeam = async (auth: Auth, payload: unknown) => {
    const res = await app().inject({ method: 'POST', url: '/api/team/', headers: auth, payload });
    expectContract(res, 'createTeam');
    return res;
  };
  const updateTeam = async (auth: Auth, payload: unknown) => {
    const res = await app().inject({ method: 'PUT', url: '/api/team/', headers: auth, payload });
    expectContract(res, 'updateTeam');
    return res;
  };
  const leagueTable = async () => {
    const res = await app().inject({ method: 'GET', url: '/api/teams/' });
    expectContract(res, 'listTeams');
    return res.json() as { id: number; name: string; total_points: number; rank: number }[];
  };
  return { uniqueName, getTeam, createTeam, updateTeam, leagueTable };
}

/** The sorted player ids of a team answer. */
export const ids = (res: TestResponse) => (res.json().players as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
