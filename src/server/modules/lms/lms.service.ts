import { LMS_NAME_MAX, lastManStanding } from '../../../domain/lms';
import { nameOrMessage } from '../../../domain/names';
import { anchorWeek, anchoredWeekNumber } from '../../../domain/weekAnchors';
import type { Services } from '../../context';
import type { Db } from '../../db';
import { perVersion } from '../../db/dataVersion';
import { write, type Writer } from '../../db/write';
import type { components } from '../../openapi/contract.gen';
import { badRequest, fieldError, notFound } from '../../outcomes';
import { currentStandings, standingsIn } from '../../standings/load';
import type { Standings } from '../../standings/model';
import { weekMondays } from '../../standings/terms';
import { cachedCurrentSeason } from '../seasons/seasons.service';
import { competitionsOfSeason, deleteCompetition, insertCompetition, type LmsRecord } from './lms.repository';

// Last Man Standing (the product rules §23): staff start a competition from a gameweek; who went out
// each week, the survivors and the winner are derived from the snapshots' weekly points on every
// data version, so a corrected match can change who went out, or reopen a finished competition.

type Ctx = Pick<Services, 'db' | 'values' | 'clock' | 'config'>;
type Schemas = components['schemas'];
export type LmsView = Schemas['LmsCompetition'];
export type LmsDetail = Schemas['LmsCompetitionDetail'];

export const NO_COMPETITION = 'There is no Last Man Standing competition with that id this season.';

const teamRef = (season: Standings, id: number) => ({ id, name: season.teamName(id) ?? '' });

/** A competition played out over the standings engine's gameweeks. */
export function playCompetition(season: Standings, c: Pick<LmsRecord, 'id' | 'name' | 'firstWeek' | 'firstFrom'>): LmsDetail {
  const weeks = season.weeks();
  const first = anchoredWeekNumber({ from: c.firstFrom, offset: c.firstWeek }, weekMondays(season));
  const played = weeks.filter((w) => w.week >= first);
  const opening = played.find((w) => w.week === first);
  const entrants = opening ? season.teamIds().filter((id) => season.pointsIn(id, opening.id) !== null).sort((a, b) => a - b) : [];
  const outcome = lastManStanding(
    entrants,
    played.map((w) => ({ week: w.week, points: (team: number) => season.pointsIn(team, w.id) })),
  );
  const byName = (a: number, b: number) => season.namePlace(a) - season.namePlace(b) || a - b;
  const standing = [...entrants].sort((a, b) => {
    const oa = outcome.outInWeek.get(a) ?? Infinity;
    const ob = outcome.outInWeek.get(b) ?? Infinity;
    return ob - oa || byName(a, b);
  });
  return {
    id: c.id,
    name: c.name,
    first_week: first,
    status: outcome.winner === null ? 'running' : 'finished',
    survivors: outcome.survivors.length,
    winner: outcome.winner === null ? null : teamRef(season, outcome.winner),
    rounds: outcome.rounds.map((r) => ({
      week: r.week,
      out: [...r.out].sort((a, b) => byName(a.team, b.team)).map((x) => ({ team: teamRef(season, x.team), points: x.points })),
      survivors: r.survivors,
    })),
    standing: standing.map((id) => ({ team: teamRef(season, id), out_in_week: outcome.outInWeek.get(id) ?? null })),
  };
}

/** A season's competitions played out over `season`, oldest first (what its close archives). */
export async function seasonCompetitions(db: Pick<Db, 'select'>, seasonId: number, season: Standings): Promise<LmsDetail[]> {
  return (await competitionsOfSeason(db, seasonId)).reverse().map((c) => playCompetition(season, c));
}

const summaryOf = ({ rounds: _r, standing: _s, ...summary }: LmsDetail): LmsView => summary;

/** The current season's competitions played out, newest first: once per data version. */
const COMPETITIONS = perVersion<LmsDetail[]>('lms competitions');

function currentCompetitions(ctx: Ctx): Promise<LmsDetail[]> {
  return ctx.values.get(COMPETITIONS, async () => {
    const current = await cachedCurrentSeason(ctx);
    const season = await currentStandings(ctx);
    return (await competitionsOfSeason(ctx.db, current.id)).map((c) => playCompetition(season, c));
  });
}

export async function listCompetitions(ctx: Ctx): Promise<LmsView[]> {
  return (await currentCompetitions(ctx)).map(summaryOf);
}

/** A competition of the current season played out, or null when there is none with that id. */
export async function findCompetition(ctx: Ctx, id: number): Promise<LmsDetail | null> {
  return (await currentCompetitions(ctx)).find((c) => c.id === id) ?? null;
}

/** Starts a competition; refused while another of this season is running. */
export async function startCompetition(ctx: Ctx & Writer, input: { name: string; first_week: number }): Promise<LmsView> {
  const { name, message } = nameOrMessage(input.name, 'competition name', LMS_NAME_MAX);
  if (message !== null) throw fieldError('name', message);
  const current = await cachedCurrentSeason(ctx);
  await currentStandings(ctx); // this process's engine, read before the lock is taken (see standingsIn)
  return write(ctx, { lock: 'exclusive' }, async (tx) => {
    const season = await standingsIn(tx, ctx.db);
    const existing = await competitionsOfSeason(tx, current.id);
    const running = existing.map((c) => playCompetition(season, c)).find((c) => c.status === 'running');
    if (running) throw badRequest(`"${running.name}" is still running: it must finish, or be deleted, before another starts.`);
    // The week named is held by its Monday, as a mini-league's start week is.
    const start = anchorWeek(input.first_week, weekMondays(season));
    const row = await insertCompetition(tx, { seasonId: current.id, name, firstWeek: start.offset, firstFrom: start.from });
    return summaryOf(playCompetition(season, row));
  });
}

export async function removeCompetition(ctx: Ctx & Writer, id: number): Promise<void> {
  const current = await cachedCurrentSeason(ctx);
  await write(ctx, { lock: 'none' }, async (tx) => {
    if (!(await deleteCompetition(tx, id, current.id))) throw notFound(NO_COMPETITION);
  });
}
