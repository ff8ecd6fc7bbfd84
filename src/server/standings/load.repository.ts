import { sql, type SQL } from 'drizzle-orm';
import { REBUILDS_ROW } from '../db/write';
import { queryColumns, queryRows, type Exec } from '../db';
import type { SeasonWeek, TeamFacts, WeekPoints } from './model';
import type { RulesFrom } from './ledger';
import { isChip } from '../../domain/rules';

// The standings engine's reads (load.ts): the data version, the gameweeks with their player
// points, and the teams' histories, read as columns (queryColumns) into the engine's own shapes.

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** Gameweeks (in start order) and each one's player points. */
export async function loadWeeks(tx: Exec): Promise<{ weeks: SeasonWeek[]; pts: WeekPoints[] }> {
  const rows = await queryRows<{ id: number; week: number; start_date: string; deadline: number }>(
    tx,
    sql`select id, week, to_char(start_date, 'YYYY-MM-DD') as start_date, ${ms('deadline')} as deadline
        from game_weeks order by start_date, id`,
  );
  const weeks = rows.map((r) => ({ id: Number(r.id), week: Number(r.week), startDate: r.start_date, deadline: Number(r.deadline) }));
  const index = new Map(weeks.map((w, i) => [w.id, i]));
  const pts = weeks.map(() => new Map<number, { points: number; rows: number }>());
  const stats = await queryRows<{ game_week_id: number; player_id: number; points: number; n: number }>(
    tx,
    sql`select game_week_id, player_id, sum(points)::int as points, count(*)::int as n
        from player_match_stats group by game_week_id, player_id`,
  );
  for (const s of stats) {
    const wi = index.get(Number(s.game_week_id));
    if (wi !== undefined) pts[wi].set(Number(s.player_id), { points: Number(s.points), rows: Number(s.n) });
  }
  return { weeks, pts: pts as WeekPoints[] };
}

/** Teams whose history one query reads when every team is read: the rows of a part become
 *  garbage while young, rather than hundreds of thousands of rows at once (the load's peak memory). */
const TEAMS_PER_READ = 5_000;

/** The history of the teams given (every team when 'all', read in parts by id). */
export async function loadTeams(tx: Exec, which: number[] | 'all'): Promise<TeamFacts[]> {
  return (await readTeams(tx, which, false)).teams;
}

/** The teams' histories, and with `withNameRank` (every team only) their places in the order of
 *  loadNameRank, read in the same scan of the teams. */
export async function readTeams(tx: Exec, which: number[] | 'all', withNameRank: boolean): Promise<{ teams: TeamFacts[]; nameRank: Map<number, number> | null }> {
  if (which !== 'all' && which.length === 0) return { teams: [], nameRank: null };
  const rank = withNameRank && which === 'all';
  const teams = await queryColumns(
    tx,
    which === 'all'
      ? rank
        ? sql`select id, name, (row_number() over (order by lower(name), id))::int - 1 as rank from fantasy_teams`
        : sql`select id, name from fantasy_teams`
      : sql`select id, name from fantasy_teams where id = any(${sql.param(which)}::int[])`,
    rank ? ['id', 'name', 'rank'] : ['id', 'name'],
    sql`q.id`,
  );
  const ids = teams.id.map(Number);
  const byId = new Map<number, TeamFacts>();
  ids.forEach((id, i) => byId.set(id, { id, name: String(teams.name[i]), players: [], joined: [], left: [], capSetAt: [], capCaptain: [], capVice: [], benchSetAt: [], benchPlayers: [] }));
  if (which === 'all') {
    for (let i = 0; i < ids.length; i += TEAMS_PER_READ) {
      const [first, last] = [ids[i], ids[Math.min(i + TEAMS_PER_READ, ids.length) - 1]];
      await readHistories(tx, byId, sql`team_id between ${first} and ${last}`);
    }
  } else await readHistories(tx, byId, sql`team_id = any(${sql.param(which)}::int[])`);
  const ranks = (teams as Record<string, unknown[]>).rank;
  return { teams: [...byId.values()], nameRank: rank ? new Map(ids.map((id, i) => [id, Number(ranks[i])])) : null };
}

/** Adds the memberships, captaincies and benches of the teams `where` selects to their facts in `byId`. */
async function readHistories(tx: Exec, byId: Map<number, TeamFacts>, where: SQL): Promise<void> {
  // Read as columns (queryColumns): a part is tens of thousands of rows.
  const m = await queryColumns(
    tx,
    sql`select team_id, player_id, ${ms('joined_at')} as joined, ${ms('left_at')} as left from team_memberships where ${where}`,
    ['team_id', 'player_id', 'joined', 'left'],
  );
  for (let i = 0; i < m.team_id.length; i++) {
    const t = byId.get(Number(m.team_id[i]));
    if (!t) continue;
    t.players.push(Number(m.player_id[i]));
    t.joined.push(Number(m.joined[i]));
    t.left.push(m.left[i] === null ? Infinity : Number(m.left[i]));
  }
  const c = await queryColumns(
    tx,
    sql`select id, team_id, captain_id, vice_captain_id, ${ms('set_at')} as set_at from team_captaincies where ${where}`,
    ['team_id', 'captain_id', 'vice_captain_id', 'set_at'],
    sql`q.id`,
  );
  for (let i = 0; i < c.team_id.length; i++) {
    const t = byId.get(Number(c.team_id[i]));
    if (!t) continue;
    t.capSetAt.push(Number(c.set_at[i]));
    t.capCaptain.push(c.captain_id[i] === null ? 0 : Number(c.captain_id[i]));
    t.capVice.push(c.vice_captain_id[i] === null ? 0 : Number(c.vice_captain_id[i]));
  }
  const b = await queryColumns(
    tx,
    sql`select id, team_id, bench_1, bench_2, bench_3, bench_4, ${ms('set_at')} as set_at from team_benches where ${where}`,
    ['team_id', 'bench_1', 'bench_2', 'bench_3', 'bench_4', 'set_at'],
    sql`q.id`,
  );
  for (let i = 0; i < b.team_id.length; i++) {
    const t = byId.get(Number(b.team_id[i]));
    if (!t) continue;
    t.benchSetAt.push(Number(b.set_at[i]));
    t.benchPlayers.push(Number(b.bench_1[i] ?? 0), Number(b.bench_2[i] ?? 0), Number(b.bench_3[i] ?? 0), Number(b.bench_4[i] ?? 0));
  }
  // The chips played (few: at most one a week per team), a free hit with the squad saved under it.
  const chips = await queryRows<{ team_id: number; week_start: string; chip: string; players: number[] | null; bench: number[] | null; captain: number | null; vice: number | null }>(
    tx,
    sql`select team_id, to_char(week_start, 'YYYY-MM-DD') as week_start, chip, free_hit_players as players, free_hit_bench as bench,
          free_hit_captain as captain, free_hit_vice as vice
        from team_chips where ${where} order by week_start`,
  );
  for (const r of chips) {
    const t = byId.get(Number(r.team_id));
    if (!t || !isChip(r.chip)) continue;
    const num = (x: number | null) => (x === null ? null : Number(x));
    const freeHit = r.chip === 'free_hit' ? { squad: (r.players ?? []).map(Number), bench: (r.bench ?? []).map(Number), captain: num(r.captain), vice: num(r.vice) } : null;
    (t.chips ??= []).push({ weekStart: r.week_start, chip: r.chip, freeHit });
  }
}

/** The rules changes, by deadline (ms): the bank and the chips of each gameweek follow those of its deadline. */
export async function loadRules(tx: Exec): Promise<RulesFrom[]> {
  const rows = await queryRows<{ from_ms: number; free_transfers: number | null; max_banked: number; transfer_cost: number; chips: boolean }>(
    tx,
    sql`select ${ms('from_deadline')} as from_ms, free_transfers, max_banked, transfer_cost, chips from game_rules order by from_deadline`,
  );
  return rows.map((r) => ({
    from: Number(r.from_ms),
    rules: { free_transfers: r.free_transfers === null ? null : Number(r.free_transfers), max_banked: Number(r.max_banked), transfer_cost: Number(r.transfer_cost), chips: Boolean(r.chips) },
  }));
}

/** Every player's position (the substitution rule's shapes). */
export async function loadPositions(tx: Exec): Promise<{ id: number; position: string }[]> {
  const rows = await queryRows<{ id: number; position: string }>(tx, sql`select id, position from players`);
  return rows.map((r) => ({ id: Number(r.id), position: r.position }));
}

/** Every team's place in the order the league table breaks ties in: lower(name), then id. */
export async function loadNameRank(tx: Exec): Promise<Map<number, number>> {
  const { id } = await queryColumns(tx, sql`select id, lower(name) as key from fantasy_teams`, ['id'], sql`q.key, q.id`);
  return new Map(id.map((team, i) => [Number(team), i]));
}

/** The data version (row 1) and the count of rebuilds (row REBUILDS_ROW), 0 when a row is missing. */
export async function readVersions(tx: Exec): Promise<{ version: number; rebuilds: number }> {
  const versions = await queryRows<{ id: number; version: number }>(tx, sql`select id, version from data_version`);
  const at = (id: number) => Number(versions.find((r) => Number(r.id) === id)?.version ?? 0);
  return { version: at(1), rebuilds: at(REBUILDS_ROW) };
}

/** The teams whose history changed after data version `version` (their changed_version). */
export async function teamsChangedSince(tx: Exec, version: number): Promise<number[]> {
  return (await queryRows<{ id: number }>(tx, sql`select id from fantasy_teams where changed_version > ${version}`)).map((r) => Number(r.id));
}

export async function countTeams(tx: Exec): Promise<number> {
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from fantasy_teams`);
  return Number(count.n);
}

export async function allTeamIds(tx: Exec): Promise<number[]> {
  return (await queryRows<{ id: number }>(tx, sql`select id from fantasy_teams`)).map((r) => Number(r.id));
}
