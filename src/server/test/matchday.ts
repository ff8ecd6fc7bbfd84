import { expectContract, startTestApp, type TestApp, type TestResponse } from './harness';
import { addPlayerPool, type PlayerPool } from './fixtures';
import type { Auth } from './season';

// Setup and calls for the match-day tests (editing matches, the audit trail, fixtures' results).

export interface MatchdayApp {
  t: TestApp;
  pool: PlayerPool;
  staff: Auth;
  staffEmail: string;
  user: Auth;
}

/** A test file's app on Wednesday 18 November 2026, with a player pool, a staff user and a user. */
export async function startMatchdayApp(): Promise<MatchdayApp> {
  const t = await startTestApp({ now: '2026-11-18T12:00:00Z' });
  const pool = await addPlayerPool(t, { prefix: 'Day', count: 6 });
  const s = await t.user({ staff: true });
  const user = (await t.user()).auth;
  return { t, pool, staff: s.auth, staffEmail: s.email, user };
}

export type Entry = { id: number; at: string; by: { id: number; email: string } | null; action: string; entity: string; entity_id: number; before: Rec | null; after: Rec | null };
type Rec = { players_stats: { player: number; goals: number }[]; [key: string]: unknown };

/** The match-day calls over the test file's app (read when called: the app starts in beforeAll). */
export function matchdayCalls(app: () => MatchdayApp) {
  const putMatch = async (auth: Auth | undefined, id: number | string, body: unknown): Promise<TestResponse> => {
    const res = await app().t.inject({ method: 'PUT', url: `/api/matches/${id}/`, headers: auth, payload: body });
    expectContract(res, 'updateMatch');
    return res;
  };

  const audit = async (query = ''): Promise<TestResponse> => {
    const res = await app().t.inject({ method: 'GET', url: `/api/audit/${query}`, headers: app().staff });
    expectContract(res, 'listAuditEntries');
    return res;
  };

  const entriesOf = async (entity: string, id: number): Promise<Entry[]> => (await audit(`?entity=${entity}&entity_id=${id}`)).json();
  const auditCount = async () => ((await audit('?limit=1000')).json() as Entry[]).length;
  return { putMatch, audit, entriesOf, auditCount };
}
