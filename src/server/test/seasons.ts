import type { components } from '../openapi/contract.gen';
import type { TestApp, TestResponse } from './harness';
import { getJson, snapshotFor, type Auth, type GameWeek } from './season';

// Calls of the seasons and terms API for their tests (every answer is checked against openapi.yaml
// by the harness).

export type SeasonSummary = components['schemas']['SeasonSummary'];

export interface PhaseView {
  id: number;
  name: string;
  first_week: number;
  last_week: number;
  leader: { team: { id: number; name: string }; points: number } | null;
}

export interface PhaseTable {
  phase: PhaseView;
  standings: { rank: number; team: { id: number; name: string }; points: number }[];
}

export function seasonCalls(app: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown): Promise<TestResponse> =>
    app().inject({ method, url, headers: auth, payload });
  return {
    call,
    seasons: (): Promise<SeasonSummary[]> => getJson(app(), '/api/seasons/', 'listSeasons'),
    season: (id: number, query = '') => getJson(app(), `/api/seasons/${id}/${query}`, 'getSeason'),
    close: (auth: Auth | undefined, payload: unknown) => call('POST', '/api/seasons/', auth, payload),
    phases: (): Promise<PhaseView[]> => getJson(app(), '/api/phases/', 'listPhases'),
    phaseTable: (id: number, query = ''): Promise<PhaseTable> => getJson(app(), `/api/phases/${id}/table/${query}`, 'getPhaseTable'),
    addPhase: (auth: Auth | undefined, payload: unknown) => call('POST', '/api/phases/', auth, payload),
    editPhase: (auth: Auth | undefined, id: number, payload: unknown) => call('PUT', `/api/phases/${id}/`, auth, payload),
    dropPhase: (auth: Auth | undefined, id: number) => call('DELETE', `/api/phases/${id}/`, auth),
    userHistory: (auth: Auth | undefined) => call('GET', '/api/user/history/', auth),
    playerHistory: (id: number) => call('GET', `/api/players/${id}/history/`),
  };
}

/** A term's table worked out from the snapshots: each team's weekly points over the gameweeks
 *  given, ranked as the main table (ties by name ignoring case, then id). */
export async function termTableFromSnapshots(t: TestApp, teams: { id: number; name: string }[], weeks: GameWeek[]) {
  const rows: { team: { id: number; name: string }; points: number }[] = [];
  for (const team of teams) {
    let points = 0;
    for (const w of weeks) points += (await snapshotFor(t, team.id, w.id))?.weekly_points ?? 0;
    rows.push({ team: { id: team.id, name: team.name }, points });
  }
  rows.sort((a, b) => b.points - a.points || a.team.name.toLowerCase().localeCompare(b.team.name.toLowerCase()) || a.team.id - b.team.id);
  return rows.map((r) => ({ rank: 1 + rows.filter((o) => o.points > r.points).length, ...r }));
}

/** The gameweeks numbered `first` to `last`. */
export const weeksNumbered = (weeks: GameWeek[], first: number, last: number) => weeks.filter((w) => w.week >= first && w.week <= last);
