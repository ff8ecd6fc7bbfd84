import { sql, type SQL } from 'drizzle-orm';
import { REBUILDS_ROW } from '../db/write';
import { queryColumns, queryRows, type Db, type Exec } from '../db';
import { collectGarbage } from '../garbage';
import { Standings, type SeasonWeek, type TeamFacts, type WeekPoints } from './model';
import { perVersion, type PerVersionValues } from '../db/dataVersion';

// Loading the standings engine from the database, and keeping one per database in this process.
//
// Each write that changes a team's history (create, transfer, captaincy) stamps the team with the
// data version it raised (fantasy_teams.changed_version); data_version is one row updated in every
// write transaction, so its values are commit-ordered. A sync reads, in one snapshot: the data
// version, the gameweeks and every player's points per gameweek (small: they grow with matches,
// not teams), and the history of the teams stamped after the version last read. Deleted teams
// show as a smaller count than the model holds. So a match costs the model a few small queries
// and a look at the teams that held its players; a transfer costs that team's rows.


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
async function readTeams(tx: Exec, which: number[] | 'all', withNameRank: boolean): Promise<{ teams: TeamFacts[]; nameRank: Map<number, number> | null }> {
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
  ids.forEach((id, i) => byId.set(id, { id, name: String(teams.name[i]), players: [], joined: [], left: [], capSetAt: [], capCaptain: [], capVice: [] }));
  if (which === 'all') {
    for (let i = 0; i < ids.length; i += TEAMS_PER_READ) {
      const [first, last] = [ids[i], ids[Math.min(i + TEAMS_PER_READ, ids.length) - 1]];
      await readHistories(tx, byId, sql`team_id between ${first} and ${last}`);
    }
  } else await readHistories(tx, byId, sql`team_id = any(${sql.param(which)}::int[])`);
  const ranks = (teams as Record<string, unknown[]>).rank;
  return { teams: [...byId.values()], nameRank: rank ? new Map(ids.map((id, i) => [id, Number(ranks[i])])) : null };
}

/** Adds the memberships and captaincies of the teams `where` selects to their facts in `byId`. */
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
}

/** Every team's place in the order the league table breaks ties in: lower(name), then id. */
export async function loadNameRank(tx: Exec): Promise<Map<number, number>> {
  const { id } = await queryColumns(tx, sql`select id, lower(name) as key from fantasy_teams`, ['id'], sql`q.key, q.id`);
  return new Map(id.map((team, i) => [Number(team), i]));
}


/** Brings `season` up to the database's current state (see the top of this file); `whole` says
 *  every team was read (the first load, or a rebuild). */
async function syncFrom(tx: Exec, season: Standings): Promise<{ apply: () => Standings; whole: boolean }> {
  const versions = await queryRows<{ id: number; version: number }>(tx, sql`select id, version from data_version`);
  const version = Number(versions.find((r) => Number(r.id) === 1)?.version ?? 0);
  // Row 2 counts recomputes: after one, every team is read again (the model rebuilt from the facts).
  const rebuilds = Number(versions.find((r) => Number(r.id) === REBUILDS_ROW)?.version ?? 0);
  const { weeks, pts } = await loadWeeks(tx);
  const first = season.version < 0 || rebuilds !== season.rebuilds;
  const stamped = first
    ? 'all'
    : (await queryRows<{ id: number }>(tx, sql`select id from fantasy_teams where changed_version > ${season.version}`)).map((r) => Number(r.id));
  // A whole read takes the teams' name order from the same scan.
  const { teams, nameRank: wholeRank } = await readTeams(tx, stamped, true);
  // A whole read replaces every team; otherwise the teams gone since are found by their count.
  let existing: Set<number> | null = null;
  let newTeams = 0;
  if (!first) {
    const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from fantasy_teams`);
    newTeams = teams.filter((t) => !season.hasTeam(t.id)).length;
    if (season.teamCount() + newTeams !== Number(count.n)) {
      existing = new Set((await queryRows<{ id: number }>(tx, sql`select id from fantasy_teams`)).map((r) => Number(r.id)));
    }
  }
  const nameRank = wholeRank ?? (newTeams > 0 || existing ? await loadNameRank(tx) : null);
  // Applied after the snapshot's reads, all at once (no read sees a half-applied model). A whole
  // read fills a new model: replacing every team of the old one, each first looked for in the
  // lists of the teams naming its players, cost a closed season's first read 20-60 ms at 5,000.
  const apply = () => {
    const into = first ? new Standings() : season;
    if (existing) for (const id of into.teamIds()) if (!existing.has(id)) into.removeTeam(id);
    into.setWeeks(weeks, pts);
    for (const t of teams) into.setTeam(t);
    if (nameRank) into.setNameOrder(nameRank);
    into.version = version;
    into.rebuilds = rebuilds;
    return into;
  };
  return { apply, whole: first };
}

/** A season built from scratch inside the caller's transaction (the recompute's). */
export async function loadStandings(tx: Exec): Promise<Standings> {
  return (await syncFrom(tx, new Standings())).apply();
}

/**
 * The standings engine as of the caller's transaction, which holds the season lock and has changed
 * nothing yet: this process's own model when it stands at the data version the transaction sees
 * (no team is read again: closing a season at 50,000 teams), else one read whole in `tx`.
 */
export async function standingsIn(tx: Exec, db: Db): Promise<Standings> {
  const held = models.get(db)?.season;
  if (held && held.version >= 0) {
    const versions = await queryRows<{ id: number; version: number }>(tx, sql`select id, version from data_version`);
    const at = (id: number) => Number(versions.find((r) => Number(r.id) === id)?.version ?? 0);
    if (at(1) === held.version && at(REBUILDS_ROW) === held.rebuilds) return held;
  }
  return loadStandings(tx);
}

interface Holder {
  season: Standings;
  queue: Promise<unknown>;
}

const models = new WeakMap<object, Holder>();
const syncObservers = new WeakMap<object, (seconds: number) => void>();

/** Told how long each sync of the standings engine for `db` took (the metrics). */
export function observeStandingsSync(db: Db, observe: (seconds: number) => void): void {
  syncObservers.set(db, observe);
}

/**
 * This process's standings engine for `db`, brought up to date with the database now (one sync at
 * a time; each reads one consistent snapshot). Writes call it after their commit so that their
 * answers include themselves.
 */
export function syncStandings(db: Db): Promise<Standings> {
  let holder = models.get(db);
  if (!holder) models.set(db, (holder = { season: new Standings(), queue: Promise.resolve() }));
  const h = holder;
  const run = async () => {
    const started = process.hrtime.bigint();
    const { apply, whole } = await db.transaction((tx) => syncFrom(tx, h.season), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    h.season = apply();
    syncObservers.get(db)?.(Number(process.hrtime.bigint() - started) / 1e9);
    // Every team's rows were read: their dead copies go now rather than stay resident.
    if (whole) setImmediate(collectGarbage);
    return h.season;
  };
  const next = h.queue.then(run, run);
  h.queue = next.catch(() => undefined);
  return next;
}

const STANDINGS = perVersion<Standings>('standings engine');
const HOLDERS = perVersion<{ teams: number; byPlayer: ReadonlyMap<number, number> }>('holders');

/** The standings engine as of the data version: synced once per version, whoever asks. */
export function currentStandings(ctx: { db: Db; values: PerVersionValues }): Promise<Standings> {
  return ctx.values.get(STANDINGS, () => syncStandings(ctx.db));
}

/** How many teams there are and how many hold each player now, from the standings engine, once per
 *  data version (for selected-by). */
export function cachedHolders(ctx: { db: Db; values: PerVersionValues }): Promise<{ teams: number; byPlayer: ReadonlyMap<number, number> }> {
  return ctx.values.get(HOLDERS, async () => {
    const season = await currentStandings(ctx);
    return { teams: season.teamCount(), byPlayer: new Map(season.holderCounts()) as ReadonlyMap<number, number> };
  });
}
