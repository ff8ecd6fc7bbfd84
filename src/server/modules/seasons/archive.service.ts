import { POSITIONS } from '../../../domain/positions';
import { anchoredWeekNumber } from '../../../domain/weekAnchors';
import type { Db } from '../../db';
import { termsOf, termTable } from '../terms/terms.service';
import type { Standings } from '../../standings/model';
import { archivePlayers } from './stats.service';
import { seasonCompetitions } from '../lms/lms.service';
import { leagueOrder, type LeagueEntry } from '../leagues/tables.service';
import { playH2h } from '../leagues/h2h.service';
import { leagueTable } from '../../standings/table';
import { nameOrder, pointsFromWeek, termWeeks, weekMondays } from '../../standings/terms';
import { insertFinalSquads, insertFinalTable, insertLeagueWinners, playersAtClose, departedMembers, insertLmsWinner, insertTermWinner, leagueMembers, leagueStarts, teamOwnersAndNames, type FinalSquads, type TeamsById } from './archive.repository';

// What a closing season leaves in its archive, written inside the closing transaction from a
// standings engine read in that same transaction: the final table (each row with its owner, for
// their past seasons), the players' totals and top lists, the terms' winners and each
// mini-league's winner, and each Last Man Standing competition's.

export interface ArchiveSummary {
  teams: number;
  champion: { team_name: string; points: number } | null;
  phases: number;
  leagues: number;
}

/** Each team's final squad, by its place in the final table: the 11 in pitch order (goalkeeper,
 *  defenders, midfielders, attackers), then the bench in order, with the armbands. */
async function archiveSquads(tx: Db, seasonId: number, season: Standings, teamIds: number[]): Promise<void> {
  const lineups = teamIds.map((id) => season.squadNow(id));
  const ids = [...new Set(lineups.flatMap((l) => (l ? [...l.squad, ...l.bench] : [])))];
  const players = await playersAtClose(tx, ids);
  const rank = (id: number) => POSITIONS.indexOf((players.get(id)?.position ?? '') as (typeof POSITIONS)[number]);
  const rows: FinalSquads = { places: [], slots: [], playerIds: [], captains: [], vices: [] };
  lineups.forEach((lineup, i) => {
    if (!lineup) return;
    const eleven = [...lineup.squad].sort((a, b) => rank(a) - rank(b));
    [...eleven, ...lineup.bench].forEach((id, k) => {
      if (!players.has(id)) return; // a player of a squad exists (foreign key)
      rows.places.push(i + 1);
      rows.slots.push(k + 1);
      rows.playerIds.push(id);
      rows.captains.push(k < eleven.length && id === lineup.captain);
      rows.vices.push(k < eleven.length && id === lineup.vice);
    });
  });
  await insertFinalSquads(tx, seasonId, rows);
}

/** The final table, a row per team in table order, and each team's final squad. */
async function archiveTable(tx: Db, seasonId: number, season: Standings, teams: TeamsById): Promise<ArchiveSummary['champion']> {
  const table = leagueTable(season);
  const owners = new Map([...teams].map(([id, t]) => [id, t.userId]));
  if (table.length > 0) {
    await insertFinalTable(tx, seasonId, {
      places: table.map((_, i) => i + 1),
      ranks: table.map((r) => r.rank),
      names: table.map((r) => r.name),
      points: table.map((r) => r.total_points),
      userIds: table.map((r) => owners.get(r.id) ?? null),
    });
    await archiveSquads(tx, seasonId, season, table.map((r) => r.id));
  }
  return table[0] ? { team_name: table[0].name, points: table[0].total_points } : null;
}

/** Each term of the season with its winner (null before any of its weeks was played). */
async function archiveTerms(tx: Db, seasonId: number, season: Standings): Promise<number> {
  const weeks = termWeeks(season);
  const terms = (await termsOf(tx, seasonId)).map((p) => termTable(weeks, season, p).view);
  terms.sort((a, b) => a.first_week - b.first_week || a.last_week - b.last_week || a.id - b.id);
  for (const [i, t] of terms.entries()) {
    await insertTermWinner(tx, seasonId, {
      place: i + 1,
      name: t.name,
      firstWeek: t.first_week,
      lastWeek: t.last_week,
      teamName: t.leader?.team.name ?? null,
      points: t.leader?.points ?? null,
    });
  }
  return terms.length;
}

/** Each mini-league's winner: the top of its table (members' points from its start week, ranked
 *  as the main table); null when no member has a team. */
async function archiveLeagues(tx: Db, seasonId: number, season: Standings, teams: TeamsById): Promise<number> {
  // Each league's first gameweek, numbered as its live table numbers it (leagueTables.ts): its
  // start is held by a Monday and an offset.
  const mondays = weekMondays(season);
  const rows = await leagueStarts(tx);
  const byId = new Map(rows.map((l) => [l.id, { name: l.name, fromWeek: anchoredWeekNumber({ from: l.startFrom, offset: l.startWeek }, mondays) }]));
  const h2hMembers = new Map(rows.filter((l) => l.kind === 'h2h').map((l) => [l.id, [] as { memberId: number; team: { id: number; name: string } | null; deleted: boolean }[]]));
  // The leagues and their members apart, joined here: a join in the database sent every member
  // row with its league's and team's names (about three times the bytes, and most of the time).
  const members = await leagueMembers(tx);
  const teamOfUser = new Map([...teams].map(([id, t]) => [t.userId, { id, name: t.name }]));
  type Best = LeagueEntry & { name: string; team: { id: number; name: string } | null };
  const best = new Map<number, Best>();
  for (let i = 0; i < members.leagueIds.length; i++) {
    const leagueId = members.leagueIds[i];
    const league = byId.get(leagueId)!; // a member's league exists (foreign key)
    const userId = members.userIds[i];
    const team = teamOfUser.get(userId) ?? null;
    const h2h = h2hMembers.get(leagueId);
    if (h2h) {
      h2h.push({ memberId: userId, team, deleted: false });
      continue;
    }
    const points = team ? pointsFromWeek(season, team.id, league.fromWeek) : 0;
    const order = team ? nameOrder(season, team.id) : Infinity;
    const entry = { name: league.name, member_id: userId, team, points, order };
    const b = best.get(leagueId);
    if (!b || leagueOrder(entry, b) < 0) best.set(leagueId, entry);
  }
  // Members who deleted their account after an h2h league's start keep their place in its pairs.
  const departed = await departedMembers(tx);
  for (let i = 0; i < departed.leagueIds.length; i++) {
    h2hMembers.get(departed.leagueIds[i])?.push({ memberId: departed.memberIds[i], team: null, deleted: true });
  }
  // A head-to-head league's winner: the top of its h2h table, with its h2h points.
  const leagueRows = new Map(rows.map((l) => [l.id, l]));
  for (const [leagueId, members] of h2hMembers) {
    const top = playH2h(season, leagueRows.get(leagueId)!, members).standings[0];
    if (top) best.set(leagueId, { name: byId.get(leagueId)!.name, member_id: top.member_id, team: top.team, points: top.points, order: 0 });
  }
  const winners = [...best];
  if (winners.length > 0) {
    await insertLeagueWinners(tx, seasonId, {
      leagueIds: winners.map(([id]) => id),
      leagueNames: winners.map(([, b]) => b.name),
      teamNames: winners.map(([, b]) => b.team?.name ?? null),
      points: winners.map(([, b]) => (b.team ? b.points : null)),
      userIds: winners.map(([, b]) => (b.team ? b.member_id : null)),
    });
  }
  return best.size;
}

/** Each Last Man Standing competition, oldest first, with its winner (null while none is left alone). */
async function archiveLms(tx: Db, seasonId: number, season: Standings): Promise<void> {
  const played = await seasonCompetitions(tx, seasonId, season);
  for (const [i, c] of played.entries()) await insertLmsWinner(tx, seasonId, i + 1, c.name, c.winner?.name ?? null);
}

/** Writes the whole archive of season `seasonId` from `season` (its model, read in `tx`). */
export async function writeArchive(tx: Db, seasonId: number, season: Standings): Promise<ArchiveSummary> {
  const teams = await teamOwnersAndNames(tx);
  const champion = await archiveTable(tx, seasonId, season, teams);
  await archivePlayers(tx, seasonId);
  const phases = await archiveTerms(tx, seasonId, season);
  const leagues = await archiveLeagues(tx, seasonId, season, teams);
  await archiveLms(tx, seasonId, season);
  return { teams: season.teamCount(), champion, phases, leagues };
}
