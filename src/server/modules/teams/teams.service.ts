import type { components } from '../../openapi/contract.gen';
import { BUDGET_TENTHS, fromTenths, sumTenths } from '../../../domain/money';
import type { Position } from '../../../domain/positions';
import { checkSquad, formationOf } from '../../../domain/squad';
import { benchBudgetProblems, benchListProblems } from '../../../domain/bench';
import { nameOrMessage } from '../../../domain/names';
import type { AppContext } from '../../context';
import { clubToday } from '../players/availability.service';
import type { Db } from '../../db';
import { type FieldErrors, conflict, invalidInput, notFound } from '../../outcomes';
import {
  cachedPlayerExtras, playerExtras, squadInOrder, toPlayerSummary, type Holders, type PlayerExtrasMap, type PlayerRow,
} from '../players/players.service';
import { write } from '../../db/write';
import { currentStandings } from '../../standings/load';
import { chooseCaptaincy, currentCaptaincy, saveCaptaincy, type Captaincy, type CaptaincyInput } from './captaincy.service';
import { perVersion } from '../../db/dataVersion';
import {
  closeMemberships, currentMemberIds, deleteTeamOfUser, findTeamOfUser, insertBench, insertTeam, latestBench, lockPlayers,
  lockTeamOfUser, openMemberships, chipsOfTeam, selectSquadPlayers, setFormation, setFreeHitSquad, teamNameTaken, type TeamRow,
} from './teams.repository';
import { decisionsOf, nextMonday, storedChips } from './chips.service';
import { NAME_TAKEN, translateWriteError } from './write-errors';
import type { ChipWeek } from '../../standings/ledger';
import type { Standings } from '../../standings/model';

export { cachedLeague, leaguePage, withRank, type CachedLeague, type LeagueRow } from '../../standings/table';

export const TEAM_NAME_MAX = 50;

/** What GET /api/team/ answers before the rank is added: the contract's MyTeam. */
export type MyTeamView = Omit<components['schemas']['MyTeam'], 'rank' | 'team_count'>;

export const NO_TEAM = "You don't have a team yet.";

/** The MyTeam shape: the team with its current players, valued at today's prices (total_points
 *  is filled in from the standings engine by the caller). */
async function teamView(db: Db, team: TeamRow, today: string, cached?: PlayerExtrasMap, holders?: Holders): Promise<MyTeamView> {
  const members = await selectSquadPlayers(db, team.id);
  const benchIds = await latestBench(db, team.id);
  const bench = inOrder(members, benchIds);
  const onBench = new Set(bench.map((p) => p.id));
  const extras = cached ?? (await playerExtras(db, members.map((p) => p.id), holders));
  return myTeamShape(team, members.filter((p) => !onBench.has(p.id)), bench, extras, await currentCaptaincy(db, team.id), today);
}

/** The rows of `ids` among `rows`, in the order of `ids` (those missing left out). */
function inOrder(rows: readonly PlayerRow[], ids: readonly number[]): PlayerRow[] {
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
}

/** The MyTeam shape of a team, its 11 now (in squad order), its bench now (in bench order; both
 *  available or not on club date `today`) and its captaincy now. The cost is the 11's and the
 *  bench's. */
function myTeamShape(team: TeamRow, eleven: PlayerRow[], bench: PlayerRow[], extras: PlayerExtrasMap, captaincy: Captaincy, today: string): MyTeamView {
  const cost = sumTenths([...eleven, ...bench].map((p) => p.priceTenths));
  return {
    id: team.id,
    name: team.name,
    total_points: 0,
    formation: team.formation,
    cost: fromTenths(cost),
    budget_remaining: fromTenths(BUDGET_TENTHS - cost),
    players: eleven.map((p) => toPlayerSummary(p, extras, today)),
    bench: bench.map((p) => toPlayerSummary(p, extras, today)),
    ...captaincy,
    free_transfers: null,
    transfers_pending: 0,
    transfer_cost_pending: 0,
    chip: null,
    chips: [],
  };
}

/** The free hit played for the next deadline, if any: the team then shows (and saves to) its squad. */
function pendingFreeHit(ctx: Pick<AppContext, 'clock' | 'config'>, played: readonly ChipWeek[]): ChipWeek['freeHit'] {
  const monday = nextMonday(ctx);
  return played.find((c) => c.weekStart === monday && c.chip === 'free_hit')?.freeHit ?? null;
}

/** The view of a team playing a free hit for the next deadline: the squad saved under it. */
async function freeHitView(ctx: Pick<AppContext, 'db' | 'values'>, team: TeamRow, fh: NonNullable<ChipWeek['freeHit']>, today: string, extras: PlayerExtrasMap): Promise<MyTeamView> {
  const eleven = await squadInOrder(ctx, fh.squad);
  const bench = inOrder(await squadInOrder(ctx, fh.bench), fh.bench);
  return myTeamShape(team, eleven, bench, extras, { captain: fh.captain, vice_captain: fh.vice }, today);
}

/** Adds the team's decisions for the next deadline (bank, pending transfers and their cost, chips). */
async function withDecisions(ctx: Pick<AppContext, 'db' | 'values' | 'clock' | 'config'>, season: Standings, view: MyTeamView, played: readonly ChipWeek[]): Promise<MyTeamView> {
  const squad = [...view.players.map((p) => p.id), ...view.bench.map((p) => p.id)];
  return Object.assign(view, await decisionsOf(ctx, season, view.id, played, squad));
}

/** Users whose team row (or lack of one) is kept per data version: a club's busiest managers. */
const TEAM_ROWS_KEPT = 5_000;

/** The user's team row as of the cache's data version: read once per version and user, so the
 *  most frequent signed-in call costs no query while nothing is written (every write to a team
 *  raises the version). */
const TEAM_ROWS_BY_USER = perVersion<Map<number, TeamRow | null>>('team rows by user');

async function teamOfUserNow(ctx: Pick<AppContext, 'db' | 'values'>, userId: number): Promise<TeamRow | undefined> {
  const kept = await ctx.values.get(TEAM_ROWS_BY_USER, async () => new Map<number, TeamRow | null>());
  const known = kept.get(userId);
  if (known !== undefined) return known ?? undefined;
  const team = await findTeamOfUser(ctx.db, userId);
  if (kept.size < TEAM_ROWS_KEPT) kept.set(userId, team ?? null);
  return team;
}

export async function getMyTeam(ctx: Pick<AppContext, 'db' | 'cache' | 'values' | 'clock' | 'config'>, userId: number): Promise<MyTeamView> {
  const team = await teamOfUserNow(ctx, userId);
  if (!team) throw notFound(NO_TEAM);
  const season = await currentStandings(ctx);
  const now = season.squadNow(team.id);
  // Form and selected-by from the per-version list (not two grouped queries per call).
  const extras = await cachedPlayerExtras(ctx);
  // The squad and captaincy come from the standings engine when it has read the team's history since
  // its last change (the row's stamp): no query. Otherwise (another process changed it a moment
  // ago) from the database.
  const fresh = now !== null && team.changedVersion <= season.version;
  const played = fresh ? (season.decisions(team.id)?.chips ?? []) : await storedChips(ctx.db, team.id);
  const fh = pendingFreeHit(ctx, played);
  const view = fh
    ? await freeHitView(ctx, team, fh, clubToday(ctx), extras)
    : now && fresh
      ? myTeamShape(
          team,
          await squadInOrder(ctx, now.squad),
          inOrder(await squadInOrder(ctx, now.bench), now.bench),
          extras,
          { captain: now.captain, vice_captain: now.vice },
          clubToday(ctx),
        )
      : await teamView(ctx.db, team, clubToday(ctx), extras);
  view.total_points = season.total(team.id);
  return withDecisions(ctx, season, view, played);
}

/** After a team write committed: its view, with the total and the players' holders of the season
 *  model of the version the write raised (synced with it once, and the same one the answer's rank
 *  reads; counting holders in the database: about 60 ms at 50,000 on the embedded database). */
export async function committedView(ctx: AppContext, team: TeamRow): Promise<MyTeamView> {
  const season = await currentStandings(ctx);
  const holders = { teams: season.teamCount(), byPlayer: season.holderCounts() };
  const played = await storedChips(ctx.db, team.id);
  const fh = pendingFreeHit(ctx, played);
  const view = fh
    ? await freeHitView(ctx, team, fh, clubToday(ctx), await playerExtras(ctx.db, [...fh.squad, ...fh.bench], holders))
    : await teamView(ctx.db, team, clubToday(ctx), undefined, holders);
  view.total_points = season.total(team.id);
  return withDecisions(ctx, season, view, played);
}

const unknownPlayers = (unknown: number[]) =>
  unknown.length === 1 ? `There is no player with id ${unknown[0]}.` : `There are no players with ids ${unknown.join(', ')}.`;

/**
 * Checks a pick of the 11 (`players`) and a bench against the squad and bench rules at today's
 * prices: the field errors of each, and their players. `keep` holds the players the team already
 * has (11 and bench): those may stay, on either, even if they have since retired; anyone new must
 * be active. The rows are locked (key share, all at once) so that no player picked can be deleted
 * or retired meanwhile.
 */
async function pickLineup(
  db: Db,
  pick: { players: number[]; bench: number[] },
  keep: ReadonlySet<number>,
): Promise<{ errors: FieldErrors; squad: PlayerRow[]; bench: PlayerRow[] }> {
  const rows = await lockPlayers(db, [...new Set([...pick.players, ...pick.bench])]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const errors: FieldErrors = {};
  let squad: PlayerRow[] = [];
  const unknown = [...new Set(pick.players)].filter((id) => !byId.has(id));
  if (unknown.length) errors.players = [unknownPlayers(unknown)];
  else {
    squad = pick.players.map((id) => byId.get(id)!);
    const problems: string[] = [];
    for (const p of new Set(squad)) if (p.retired && !keep.has(p.id)) problems.push(`${p.name} has retired and cannot be picked.`);
    problems.push(...checkSquad(squad.map((p) => ({ id: p.id, position: p.position as Position, priceTenths: p.priceTenths }))));
    if (problems.length) errors.players = problems;
  }
  let bench: PlayerRow[] = [];
  const benchProblems = benchListProblems(pick.bench, pick.players);
  const unknownOnBench = [...new Set(pick.bench)].filter((id) => !byId.has(id));
  if (unknownOnBench.length) benchProblems.push(unknownPlayers(unknownOnBench));
  if (benchProblems.length === 0) {
    bench = pick.bench.map((id) => byId.get(id)!);
    for (const p of bench) if (p.retired && !keep.has(p.id)) benchProblems.push(`${p.name} has retired and cannot be put on the bench.`);
    // The budget of the 11 and the bench, once the 11 are a valid squad (else the 11's own errors say it).
    if (!errors.players) benchProblems.push(...benchBudgetProblems(squad.map((p) => p.priceTenths), bench.map((p) => p.priceTenths)));
  }
  if (benchProblems.length) errors.bench = benchProblems;
  return { errors, squad, bench };
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function nameProblems(name: string): string[] {
  const { message } = nameOrMessage(name, 'team name', TEAM_NAME_MAX);
  return message === null ? [] : [message];
}

export function refuse(errors: FieldErrors): never {
  throw invalidInput(errors);
}

/** Creates the caller's one team: name and squad checked, history started, snapshots synced. */
export async function createTeam(
  ctx: AppContext,
  userId: number,
  input: { name: string; players: number[]; bench?: number[] } & CaptaincyInput,
): Promise<MyTeamView> {
  const now = ctx.clock.now();
  try {
    // The season lock (shared) before any row lock, as every season write takes it (no deadlock with a match).
    return await committedView(ctx, await write(ctx, { lock: 'shared' }, async (tx, w) => {
      if (await findTeamOfUser(tx, userId)) throw conflict('You already have a team. Make transfers or delete it first.');
      const benchIds = input.bench ?? [];
      const { errors, squad, bench } = await pickLineup(tx, { players: input.players, bench: benchIds }, new Set());
      const name = input.name.trim();
      const nameErrs = nameProblems(name);
      if (nameErrs.length) errors.name = nameErrs;
      else if (await teamNameTaken(tx, name)) errors.name = [NAME_TAKEN];
      const captaincy = chooseCaptaincy(input, { captain: null, vice_captain: null }, new Set(input.players), errors);
      if (Object.keys(errors).length) refuse(errors);

      const team = await insertTeam(tx, { userId, name, formation: formationOf(squad as { position: Position }[]), createdAt: now });
      // The bench players are in the team like the 11 (membership rows); the bench row says which.
      await openMemberships(tx, team.id, [...squad, ...bench].map((p) => p.id), now);
      if (bench.length) await insertBench(tx, team.id, benchIds, now);
      await saveCaptaincy(tx, team.id, captaincy, null, now);
      await w.stampTeam(team.id);
      return (await findTeamOfUser(tx, userId))!;
    }));
  } catch (e) {
    throw translateWriteError(e);
  }
}

/** A transfer: the team's 11 and bench become the given ones (the bench left out: the bench as it
 *  is, less anyone now among the 11). Leavers' history rows close, joiners' open, the rest keep
 *  theirs (a move between the 11 and the bench is no transfer); the captaincy follows the input
 *  (or stays while its players are among the 11). Nothing changes unless all of it is valid. */
export async function updateTeam(ctx: AppContext, userId: number, input: { players: number[]; bench?: number[] } & CaptaincyInput): Promise<MyTeamView> {
  const now = ctx.clock.now();
  try {
    // The season lock (shared) before the team's row lock, as in createTeam.
    return await committedView(ctx, await write(ctx, { lock: 'shared' }, async (tx, w) => {
      const team = await lockTeamOfUser(tx, userId);
      if (!team) throw notFound(NO_TEAM);
      // While a free hit is played for the next deadline, the saves go to the squad saved under it.
      const monday = nextMonday(ctx);
      const freeHit = (await chipsOfTeam(tx, team.id)).find((c) => c.weekStart === monday && c.chip === 'free_hit');
      if (freeHit) {
        const fhEleven = freeHit.freeHitPlayers ?? [];
        const fhBench = freeHit.freeHitBench ?? [];
        const keep = new Set([...fhEleven, ...fhBench, ...(await currentMemberIds(tx, team.id))]);
        const eleven = new Set(input.players);
        const benchIds = input.bench ?? fhBench.filter((id) => !eleven.has(id));
        const { errors } = await pickLineup(tx, { players: input.players, bench: benchIds }, keep);
        const captaincy = chooseCaptaincy(input, { captain: freeHit.freeHitCaptain, vice_captain: freeHit.freeHitVice }, eleven, errors);
        if (Object.keys(errors).length) refuse(errors);
        await setFreeHitSquad(tx, freeHit.id, { players: input.players, bench: benchIds, captain: captaincy.captain, vice: captaincy.vice_captain });
        await w.stampTeam(team.id);
        return team;
      }
      const held = new Set(await currentMemberIds(tx, team.id));
      const storedBench = await latestBench(tx, team.id);
      const eleven = new Set(input.players);
      const benchIds = input.bench ?? storedBench.filter((id) => held.has(id) && !eleven.has(id));
      const { errors, squad, bench } = await pickLineup(tx, { players: input.players, bench: benchIds }, held);
      const before = await currentCaptaincy(tx, team.id);
      const captaincy = chooseCaptaincy(input, before, eleven, errors);
      if (Object.keys(errors).length) refuse(errors);

      const next = new Set([...squad, ...bench].map((p) => p.id));
      const leaving = [...held].filter((id) => !next.has(id));
      const joining = [...next].filter((id) => !held.has(id));
      if (leaving.length) await closeMemberships(tx, team.id, leaving, now);
      if (joining.length) await openMemberships(tx, team.id, joining, now);
      await setFormation(tx, team.id, formationOf(squad as { position: Position }[]));
      await saveCaptaincy(tx, team.id, captaincy, before, now);
      if (!sameList(benchIds, storedBench)) await insertBench(tx, team.id, benchIds, now);
      await w.stampTeam(team.id);
      return (await findTeamOfUser(tx, userId))!;
    }));
  } catch (e) {
    throw translateWriteError(e);
  }
}

/** Deletes the caller's team with its history (the foreign keys cascade). It holds the season
 *  lock (shared) like any team write. */
export async function deleteTeam(ctx: AppContext, userId: number): Promise<void> {
  await write(ctx, { lock: 'shared' }, async (tx) => {
    if (!(await deleteTeamOfUser(tx, userId))) throw notFound(NO_TEAM);
  });
}
