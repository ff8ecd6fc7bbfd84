import type { Db } from '../db';

/**
 * Brings one team's snapshots up to date after its squad changed (create, transfer):
 * the snapshots of gameweeks whose deadline is after `now` are rebuilt from the team's
 * membership history, with their points and the team's total. Earlier snapshots never change.
 * (Placeholder: the season engine fills this in.)
 */
export async function syncTeamSnapshots(_tx: Pick<Db, 'execute'>, _teamId: number, _now: Date): Promise<void> {}
