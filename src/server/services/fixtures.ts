import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { fixtures } from '../db/schema';
import { badRequest } from '../http/errors';
import type { ResponseCache } from '../http/cache';
import { FIXTURE_FIELDS, FIXTURE_SIDES, checkFixture, fixtureKey, type FixtureFields, type FixtureSide } from '../../domain/fixtures';
import { isBadRecord, isBlankRecord, parseCsv } from './csv';

export type { FixtureSide } from '../../domain/fixtures';

/** A fixture as the API answers it. */
export interface FixtureView {
  id: number;
  team1: string;
  team2: string;
  location: string;
  date: string;
  time: string;
  side: FixtureSide;
}

export interface FixtureImportReport {
  imported: number;
  already_present: number;
  rejected: { line: number; reason: string }[];
}

type Row = typeof fixtures.$inferSelect;

export const fixtureView = (r: Row): FixtureView => ({
  id: r.id,
  team1: r.team1,
  team2: r.team2,
  location: r.location,
  date: String(r.date).slice(0, 10),
  time: String(r.time).slice(0, 8),
  side: r.side as FixtureSide,
});

/** One side's fixtures in date and time order; from `fromDate` (YYYY-MM-DD) on when given. */
export async function listFixtures(db: Db, side: FixtureSide, fromDate?: string): Promise<FixtureView[]> {
  const rows = await db
    .select()
    .from(fixtures)
    .where(fromDate ? and(eq(fixtures.side, side), gte(fixtures.date, fromDate)) : eq(fixtures.side, side))
    .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.id));
  return rows.map(fixtureView);
}

type Bumper = Pick<ResponseCache, 'bump'> | null;

/** Raises the cached lists' version inside a write transaction (also without a cache object,
 *  for the command line, so that servers sharing the database see the change). */
async function bump(cache: Bumper, tx: Pick<Db, 'execute'>) {
  if (cache) await cache.bump(tx);
  else await tx.execute(sql`update data_version set version = version + 1 where id = 1`);
}

/** Adds a checked fixture; null when the same fixture (side, teams, date, time) is already stored. */
export async function insertFixture(db: Db, cache: Bumper, side: FixtureSide, f: FixtureFields): Promise<FixtureView | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(fixtures).values({ side, ...f }).onConflictDoNothing().returning();
    if (!row) return null;
    await bump(cache, tx);
    return fixtureView(row);
  });
}

/** Deletes a fixture of that side; false when there is none with that id. */
export async function deleteFixture(db: Db, cache: Bumper, side: FixtureSide, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(fixtures).where(and(eq(fixtures.id, id), eq(fixtures.side, side))).returning({ id: fixtures.id });
    if (gone.length === 0) return false;
    await bump(cache, tx);
    return true;
  });
}

const HEADER = FIXTURE_FIELDS.join(',');
const CHUNK = 1000; // rows per insert: well under PostgreSQL's 65,535 parameters

/**
 * Imports one side's fixtures from CSV text (header team1,team2,location,date,time). Good rows
 * go in together in one transaction; a row equal to a stored fixture, or to an earlier row of
 * the file, counts as already present; every other bad row is reported with its line number
 * (the header is line 1) and why. Throws a 400 ApiError (its message one clear line) when the
 * side is unknown or the header is missing or wrong. Used by the API and the command line.
 */
export async function importFixturesCsv(db: Db, cache: Bumper, side: FixtureSide, csvText: string): Promise<FixtureImportReport> {
  if (!FIXTURE_SIDES.includes(side)) {
    throw badRequest(`The side must be men or women, not "${String(side)}".`, { side: ['Must be one of: men, women.'] });
  }
  const records = parseCsv(String(csvText ?? ''));
  const headerAt = records.findIndex((r) => !isBlankRecord(r));
  const header = records[headerAt];
  const headerProblem = (detail: string) => badRequest(detail, { csv: [detail] });
  if (!header) throw headerProblem(`The CSV file is empty: its first line must be the header ${HEADER}.`);
  if (isBadRecord(header)) throw headerProblem(`The header on line ${header.line} could not be read (${header.error}); it must be ${HEADER}.`);
  const got = header.fields.map((f) => f.trim().toLowerCase());
  if (got.join(',') !== HEADER) {
    const text = header.fields.map((f) => f.trim()).join(',');
    const quoted = text.length > 80 ? text.slice(0, 80) + '…' : text;
    throw headerProblem(`The first line must be the header ${HEADER}, but line ${header.line} is "${quoted}".`);
  }

  const rejected: FixtureImportReport['rejected'] = [];
  const seen = new Set<string>();
  const good: (FixtureFields & { side: FixtureSide })[] = [];
  let repeated = 0;
  for (const record of records.slice(headerAt + 1)) {
    if (isBlankRecord(record)) continue;
    if (isBadRecord(record)) {
      rejected.push({ line: record.line, reason: record.error });
      continue;
    }
    if (record.fields.length !== FIXTURE_FIELDS.length) {
      rejected.push({ line: record.line, reason: `expected ${FIXTURE_FIELDS.length} fields, got ${record.fields.length}` });
      continue;
    }
    const [team1, team2, location, date, time] = record.fields;
    const check = checkFixture({ team1, team2, location, date, time });
    if (!check.ok) {
      rejected.push({ line: record.line, reason: check.problems.map((p) => p.message).join('; ') });
      continue;
    }
    const key = fixtureKey(side, check.fixture);
    if (seen.has(key)) {
      repeated++;
      continue;
    }
    seen.add(key);
    good.push({ side, ...check.fixture });
  }

  let imported = 0;
  if (good.length > 0) {
    await db.transaction(async (tx) => {
      for (let at = 0; at < good.length; at += CHUNK) {
        const added = await tx.insert(fixtures).values(good.slice(at, at + CHUNK)).onConflictDoNothing().returning({ id: fixtures.id });
        imported += added.length;
      }
      if (imported > 0) await bump(cache, tx);
    });
  }
  return { imported, already_present: good.length - imported + repeated, rejected };
}
