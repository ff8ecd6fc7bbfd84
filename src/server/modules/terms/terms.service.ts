import { checkSeasonText, TERM_NAME_MAX } from '../../../domain/seasons';
import type { Services } from '../../context';
import type { Db } from '../../db';
import { type FieldErrors, invalidInput, notFound } from '../../outcomes';
import { write } from '../../db/write';
import { currentStandings } from '../../standings/load';
import { cachedCurrentSeason, ensureCurrentSeason } from '../seasons/seasons.service';
import { mondayOf, resolveTerm } from './bounds';
import { tableOverWeeks, termWeeks, type TermRow, type TermWeek } from '../../standings/terms';
import { perVersion } from '../../db/dataVersion';
import {
  currentSeasonId,
  deleteTermOfSeason,
  gameWeekMondays,
  insertTerm,
  termsOfSeason,
  updateTermOfSeason,
  type TermFields,
  type TermRecord,
} from './terms.repository';

// Terms (phases): prize periods of the current season, each a table of the sum of the teams'
// weekly points over its gameweeks. Derived like every other table: from the standings engine, once
// per data version (every write that changes points raises it).

type Ctx = Pick<Services, 'db' | 'values' | 'clock' | 'config'>;

export interface TermView {
  id: number;
  name: string;
  first_week: number;
  last_week: number;
  leader: { team: { id: number; name: string }; points: number } | null;
}

export interface TermInput {
  name: string;
  first_week: number;
  last_week: number;
}

const NO_PHASE = 'There is no term with that id in the current season.';

/** A term's bounds in today's numbering and its whole table. */
export function termTable(weeks: TermWeek[], season: Parameters<typeof tableOverWeeks>[0], p: TermRecord): { view: TermView; rows: TermRow[] } {
  const bounds = resolveTerm(weeks, p);
  const rows = tableOverWeeks(season, bounds.weeks);
  // No leader before any of its gameweeks is played (every team has 0 points then).
  const top = bounds.weeks.size === 0 ? undefined : rows[0];
  return {
    view: { id: p.id, name: p.name, first_week: bounds.first, last_week: bounds.last, leader: top ? { team: top.team, points: top.points } : null },
    rows,
  };
}

/** The terms of a season, by id (their order is set once their bounds are known). */
export function termsOf(db: Pick<Db, 'select'>, seasonId: number): Promise<TermRecord[]> {
  return termsOfSeason(db, seasonId);
}

/** Every term of the current season with its table, in order of first week: once per data version. */
const TERM_TABLES = perVersion<{ view: TermView; rows: TermRow[] }[]>('term tables');

function cachedTerms(ctx: Ctx): Promise<{ view: TermView; rows: TermRow[] }[]> {
  return ctx.values.get(TERM_TABLES, async () => {
    const current = await cachedCurrentSeason(ctx);
    const season = await currentStandings(ctx);
    const weeks = termWeeks(season);
    const terms = (await termsOf(ctx.db, current.id)).map((p) => termTable(weeks, season, p));
    return terms.sort((a, b) => a.view.first_week - b.view.first_week || a.view.last_week - b.view.last_week || a.view.id - b.view.id);
  });
}

export async function listTerms(ctx: Ctx): Promise<TermView[]> {
  return (await cachedTerms(ctx)).map((t) => t.view);
}

/** A term and a page of its table (ranks those of the whole table), or null when there is none. */
export async function termTablePage(ctx: Ctx, id: number, page: { limit?: number; offset?: number }) {
  const term = (await cachedTerms(ctx)).find((t) => t.view.id === id);
  if (!term) return null;
  const from = page.offset ?? 0;
  return { phase: term.view, standings: term.rows.slice(from, page.limit === undefined ? undefined : from + page.limit) };
}

/** The name trimmed and the weeks in order, or 400 naming each field that is wrong. */
function checkTerm(input: TermInput): TermInput {
  const errors: FieldErrors = {};
  const name = checkSeasonText(input.name, TERM_NAME_MAX, 'term name');
  if (!name.ok) errors.name = [name.message];
  if (input.last_week < input.first_week) errors.last_week = ['The last week must be the first week or later.'];
  if (!name.ok || errors.last_week) throw invalidInput(errors);
  return { ...input, name: name.value };
}

/** The bounds as stored: each with the Monday of the gameweek it names now (if played). */
async function anchored(tx: Db, input: TermInput): Promise<TermFields> {
  const weeks = await gameWeekMondays(tx);
  return {
    name: input.name,
    firstWeek: input.first_week,
    lastWeek: input.last_week,
    firstMonday: mondayOf(weeks, input.first_week),
    lastMonday: mondayOf(weeks, input.last_week),
  };
}

/** A write to the current season's terms, kept apart from a season closing at the same time. */
async function termWrite<T>(ctx: Ctx, work: (tx: Db, seasonId: number) => Promise<T>): Promise<T> {
  await ensureCurrentSeason(ctx);
  // The answer is then read from the tables of the new data version (this process's own write).
  return write(ctx, { lock: 'shared' }, async (tx) => work(tx, await currentSeasonId(tx)));
}

async function viewOf(ctx: Ctx, id: number): Promise<TermView> {
  const view = (await listTerms(ctx)).find((p) => p.id === id);
  if (!view) throw notFound(NO_PHASE);
  return view;
}

export async function createTerm(ctx: Ctx, input: TermInput): Promise<TermView> {
  const checked = checkTerm(input);
  const id = await termWrite(ctx, async (tx, seasonId) => insertTerm(tx, seasonId, await anchored(tx, checked)));
  return viewOf(ctx, id);
}

export async function updateTerm(ctx: Ctx, id: number, input: TermInput): Promise<TermView> {
  const checked = checkTerm(input);
  await termWrite(ctx, async (tx, seasonId) => {
    const found = await updateTermOfSeason(tx, id, seasonId, await anchored(tx, checked));
    if (!found) throw notFound(NO_PHASE);
  });
  return viewOf(ctx, id);
}

export async function deleteTerm(ctx: Ctx, id: number): Promise<void> {
  await termWrite(ctx, async (tx, seasonId) => {
    const found = await deleteTermOfSeason(tx, id, seasonId);
    if (!found) throw notFound(NO_PHASE);
  });
}
