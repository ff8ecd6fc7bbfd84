import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../db';
import { fixtures } from '../db/schema';
import { invalidInput } from '../outcomes';
import { writeAudit, type Actor } from './audit';
import { write, type Writer } from '../db/write';
import { FIXTURE_FIELDS, FIXTURE_SIDES, checkFixture, checkStatusNote, fixtureKey, type FixtureFields, type FixtureSide } from '../../domain/fixtures';
import type { components } from '../openapi/contract.gen';
import { isBadRecord, isBlankRecord, parseCsv } from './csv';

export type { FixtureSide } from '../../domain/fixtures';

/** A fixture as the API answers it (the contract's Fixture). */
export type FixtureView = components['schemas']['Fixture'];

export type FixtureStatus = 'scheduled' | 'postponed' | 'cancelled';
export const FIXTURE_STATUSES: readonly FixtureStatus[] = ['scheduled', 'postponed', 'cancelled'];

export type FixtureImportReport = components['schemas']['FixtureImportReport'];

type Row = typeof fixtures.$inferSelect;

export const fixtureView = (r: Row): FixtureView => ({
  id: r.id,
  team1: r.team1,
  team2: r.team2,
  location: r.location,
  date: String(r.date).slice(0, 10),
  time: String(r.time).slice(0, 8),
  side: r.side as FixtureSide,
  status: r.status as FixtureStatus,
  status_note: r.statusNote,
  result_id: r.resultId ?? null,
});

/** One side's fixtures (both when 'all') in date and time order; from `fromDate` (YYYY-MM-DD) on
 *  when given. Postponed and cancelled ones are listed too, with their status. */
export async function listFixtures(db: Db, side: FixtureSide | 'all', fromDate?: string): Promise<FixtureView[]> {
  const where = [side === 'all' ? undefined : eq(fixtures.side, side), fromDate ? gte(fixtures.date, fromDate) : undefined];
  const rows = await db
    .select()
    .from(fixtures)
    .where(and(...where))
    .orderBy(asc(fixtures.date), asc(fixtures.time), asc(fixtures.id));
  return rows.map(fixtureView);
}

/** Adds a checked fixture; null when the same fixture (side, teams, date, time) is already stored. */
export async function insertFixture(
  w: Writer,
  side: FixtureSide,
  f: FixtureFields,
  actor: Actor = null,
  status: FixtureStatus = 'scheduled',
): Promise<FixtureView | null> {
  return write(w, { lock: 'none' }, async (tx, scope) => {
    const [row] = await tx.insert(fixtures).values({ side, ...f, status }).onConflictDoNothing().returning();
    if (!row) {
      scope.unchanged();
      return null;
    }
    const view = fixtureView(row);
    await writeAudit(tx, actor, new Date(), [{ action: 'create', entity: 'fixture', entityId: row.id, before: null, after: view }]);
    return view;
  });
}

export type FixtureUpdate = Partial<FixtureFields> & { status?: FixtureStatus; status_note?: string };

/** The note kept with a status: the one given, trimmed; none (cleared) when the status changes
 *  without one; otherwise the stored one. */
function statusNote(before: FixtureView, change: FixtureUpdate): string {
  if (change.status_note !== undefined) {
    const problem = checkStatusNote(change.status_note);
    if (problem) throw invalidInput([{ field: 'status_note', message: problem }]);
    return change.status_note.trim();
  }
  return change.status !== undefined && change.status !== before.status ? '' : before.status_note;
}

/**
 * Edits a fixture of that side (any of its fields; those left out stay): the merged fields are
 * checked as a new fixture's are. Answers the fixture, 'missing' when there is none, or
 * 'conflict' when it would equal another stored fixture.
 */
export async function updateFixture(
  w: Writer,
  side: FixtureSide,
  id: number,
  change: FixtureUpdate,
  actor: Actor = null,
  /** Runs in the change's transaction when the fixture did change (its emails become due). */
  onChange?: (tx: Db, before: FixtureView, after: FixtureView) => Promise<unknown>,
): Promise<FixtureView | 'missing' | 'conflict'> {
  return write(w, { lock: 'none' }, async (tx, scope) => {
    const [row] = await tx
      .select()
      .from(fixtures)
      .where(and(eq(fixtures.id, id), eq(fixtures.side, side)))
      .for('update');
    if (!row) {
      scope.unchanged();
      return 'missing';
    }
    const before = fixtureView(row);
    const merged = { ...before, ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) };
    const check = checkFixture(merged);
    if (!check.ok) throw invalidInput(check.problems);
    const note = statusNote(before, change);
    const [clash] = await tx
      .select({ id: fixtures.id })
      .from(fixtures)
      .where(
        and(
          eq(fixtures.side, side),
          eq(fixtures.team1, check.fixture.team1),
          eq(fixtures.team2, check.fixture.team2),
          eq(fixtures.date, check.fixture.date),
          eq(fixtures.time, check.fixture.time),
          ne(fixtures.id, id),
        ),
      )
      .limit(1);
    if (clash) {
      scope.unchanged();
      return 'conflict';
    }
    const [updated] = await tx
      .update(fixtures)
      .set({ ...check.fixture, status: merged.status, statusNote: note })
      .where(eq(fixtures.id, id))
      .returning();
    const after = fixtureView(updated);
    if (JSON.stringify(after) === JSON.stringify(before)) {
      scope.unchanged(); // nothing changed: nothing to record
      return after;
    }
    await writeAudit(tx, actor, new Date(), [{ action: 'update', entity: 'fixture', entityId: id, before, after }]);
    await onChange?.(tx, before, after);
    return after;
  });
}

/** Deletes a fixture of that side; false when there is none with that id. */
export async function deleteFixture(w: Writer, side: FixtureSide, id: number, actor: Actor = null): Promise<boolean> {
  return write(w, { lock: 'none' }, async (tx, scope) => {
    const gone = await tx.delete(fixtures).where(and(eq(fixtures.id, id), eq(fixtures.side, side))).returning();
    if (gone.length === 0) {
      scope.unchanged();
      return false;
    }
    await writeAudit(tx, actor, new Date(), [{ action: 'delete', entity: 'fixture', entityId: id, before: fixtureView(gone[0]), after: null }]);
    return true;
  });
}

const HEADER = FIXTURE_FIELDS.join(',');
const CHUNK = 1000; // rows per insert: well under PostgreSQL's 65,535 parameters

/**
 * Imports one side's fixtures from CSV text (header team1,team2,location,date,time). Good rows
 * go in together in one transaction; a row equal to a stored fixture, or to an earlier row of
 * the file, counts as already present; every other bad row is reported with its line number
 * (the header is line 1) and why. Throws a 400 Refusal (its message one clear line) when the
 * side is unknown or the header is missing or wrong. Used by the API and the command line.
 */
export async function importFixturesCsv(
  w: Writer,
  side: FixtureSide,
  csvText: string,
  actor: Actor = null,
): Promise<FixtureImportReport> {
  if (!FIXTURE_SIDES.includes(side)) {
    throw invalidInput({ side: ['Must be one of: men, women.'] }, `The side must be men or women, not "${String(side)}".`);
  }
  const records = parseCsv(String(csvText ?? ''));
  const headerAt = records.findIndex((r) => !isBlankRecord(r));
  const header = records[headerAt];
  const headerProblem = (detail: string) => invalidInput({ csv: [detail] });
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
    await write(w, { lock: 'none' }, async (tx, scope) => {
      for (let at = 0; at < good.length; at += CHUNK) {
        const added = await tx.insert(fixtures).values(good.slice(at, at + CHUNK)).onConflictDoNothing().returning();
        imported += added.length;
        const now = new Date();
        await writeAudit(
          tx,
          actor,
          now,
          added.map((r) => ({ action: 'create' as const, entity: 'fixture' as const, entityId: r.id, before: null, after: fixtureView(r) })),
        );
      }
      if (imported === 0) scope.unchanged();
    });
  }
  return { imported, already_present: good.length - imported + repeated, rejected };
}
