import type { Db, Exec } from '../db';
import { collectGarbage } from '../garbage';
import { Standings } from './model';
import { perVersion, type PerVersionValues } from '../db/dataVersion';
import { allTeamIds, countTeams, loadNameRank, loadPositions, loadRules, loadWeeks, readTeams, readVersions, teamsChangedSince } from './load.repository';

// Loading the standings engine from the database, and keeping one per database in this process.
//
// Each write that changes a team's history (create, transfer, captaincy) stamps the team with the
// data version it raised (fantasy_teams.changed_version); data_version is one row updated in every
// write transaction, so its values are commit-ordered. A sync reads, in one snapshot: the data
// version, the gameweeks and every player's points per gameweek (small: they grow with matches,
// not teams), and the history of the teams stamped after the version last read. Deleted teams
// show as a smaller count than the model holds. So a match costs the model a few small queries
// and a look at the teams that held its players; a transfer costs that team's rows.

/** Brings `season` up to the database's current state (see the top of this file); `whole` says
 *  every team was read (the first load, or a rebuild). */
async function syncFrom(tx: Exec, season: Standings): Promise<{ apply: () => Standings; whole: boolean }> {
  const { version, rebuilds } = await readVersions(tx);
  const { weeks, pts } = await loadWeeks(tx);
  const rules = await loadRules(tx);
  // Row 2 counts recomputes: after one, every team is read again (the model rebuilt from the facts).
  const first = season.version < 0 || rebuilds !== season.rebuilds;
  const stamped = first ? 'all' : await teamsChangedSince(tx, season.version);
  // A whole read takes the teams' name order from the same scan.
  const { teams, nameRank: wholeRank } = await readTeams(tx, stamped, true);
  // Positions (for the bench's substitutions) with any team read: a position cannot change once a
  // team has held the player, so a sync that reads no team needs none.
  const positions = teams.length > 0 ? await loadPositions(tx) : null;
  // A whole read replaces every team; otherwise the teams gone since are found by their count.
  let existing: Set<number> | null = null;
  let newTeams = 0;
  if (!first) {
    const count = await countTeams(tx);
    newTeams = teams.filter((t) => !season.hasTeam(t.id)).length;
    if (season.teamCount() + newTeams !== count) existing = new Set(await allTeamIds(tx));
  }
  const nameRank = wholeRank ?? (newTeams > 0 || existing ? await loadNameRank(tx) : null);
  // Applied after the snapshot's reads, all at once (no read sees a half-applied model). A whole
  // read fills a new model: replacing every team of the old one, each first looked for in the
  // lists of the teams naming its players, cost a closed season's first read 20-60 ms at 5,000.
  const apply = () => {
    const into = first ? new Standings() : season;
    if (existing) for (const id of into.teamIds()) if (!existing.has(id)) into.removeTeam(id);
    if (positions) into.setPositions(positions);
    into.books.setRules(rules);
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
    const { version, rebuilds } = await readVersions(tx);
    if (version === held.version && rebuilds === held.rebuilds) return held;
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
