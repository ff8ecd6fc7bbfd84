import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { raiseDataVersion } from './dataVersion';
import { queryRows, type Database, type Exec } from './index';
import { BACKUP_FORMAT, BACKUP_VERSION, BATCH_ROWS, BackupError, migrationTags, quoted, serialColumns, tablesInOrder, type Header } from './backup';
import { readLines, type Line } from './backupLines';

// Loading a backup (backup.ts describes the file) into an empty database.

function parseHeader(line: Line | undefined, file: string): Header {
  let header: Partial<Header> = {};
  try {
    header = JSON.parse(line?.text ?? '') as Partial<Header>;
  } catch {
    /* not ours */
  }
  if (header === null || typeof header !== 'object' || header.format !== BACKUP_FORMAT || !Array.isArray(header.tables) || !header.tables.every((t) => typeof t === 'string')) {
    throw new BackupError(`${file} is not a Fantasy XI backup.`);
  }
  if (header.version !== BACKUP_VERSION) throw new BackupError(`${file} is a backup of format ${header.version}; this version reads format ${BACKUP_VERSION}.`);
  if (!migrationTags().includes(header.migration ?? '')) {
    throw new BackupError(`${file} was made by a newer Fantasy XI (schema ${header.migration}); upgrade this one first.`);
  }
  const sequences = header.sequences ?? {};
  if (typeof sequences !== 'object' || Array.isArray(sequences) || !Object.values(sequences).every((v) => Number.isSafeInteger(v) && v >= 1)) {
    throw new BackupError(`${file}, line 1: the header's sequences are not whole numbers from 1.`);
  }
  return { ...(header as Header), sequences };
}

/** What the database said about a row it refused, in one line: its message and its detail. */
function causeOf(e: unknown): string {
  const inner = (e as { cause?: unknown })?.cause ?? e;
  const { message, detail } = (inner ?? {}) as { message?: unknown; detail?: unknown };
  const first = String(message ?? inner).split('\n')[0];
  return detail ? `${first} (${String(detail).split('\n')[0]})` : first;
}

/** Tables holding rows, other than the one-row data version the migrations create. */
/** Tables whose one row the migrations write (a new database has it): the backup's rows replace it. */
const SEEDED = ['data_version', 'notification_sender'];

async function tablesWithRows(tx: Exec, tables: string[]): Promise<string[]> {
  const full: string[] = [];
  for (const table of tables.filter((t) => !SEEDED.includes(t))) {
    const [row] = await queryRows<{ any: boolean }>(tx, sql`select exists (select 1 from ${quoted(table)}) as any`);
    if (row?.any) full.push(table);
  }
  return full;
}

/** Every serial column's sequence is set where the backup recorded it (the next value the
 *  backed-up database would have given), and past the largest value in its table in any case. */
async function resetSequences(tx: Exec, recorded: Record<string, number>) {
  for (const s of await serialColumns(tx)) {
    const next = recorded[`${s.table_name}.${s.column_name}`] ?? 1;
    await tx.execute(
      sql`select setval(${s.seq}::regclass, greatest(coalesce((select max(${quoted(s.column_name)}) from ${quoted(s.table_name)}), 0) + 1, ${next}::bigint), false)`,
    );
  }
}

/** Columns of each of our tables. */
async function columnsOf(tx: Exec): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    tx,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const map = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!map.has(r.table_name)) map.set(r.table_name, new Set());
    map.get(r.table_name)!.add(r.column_name);
  }
  return map;
}

/** Inserts rows (JSON objects) into a table, PostgreSQL turning each field into its column's type. */
async function insertRows(tx: Exec, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const list = sql.join(columns.map(quoted), sql`, `);
  await tx.execute(
    sql`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** A row read from the file, with its line. */
interface Row {
  line: number;
  row: Record<string, unknown>;
}

/**
 * Inserts a batch of one table's rows in a savepoint. When the database refuses the batch, the
 * rows are tried one at a time to find the first it refuses: the error names its line, its table
 * and what the database said (a duplicate id, a value of the wrong type, a missing column, a row
 * referring to one not loaded yet).
 */
async function insertBatch(tx: Exec, file: string, table: string, batch: Row[]) {
  if (batch.length === 0) return;
  await tx.execute(sql`savepoint fxi_restore_batch`);
  try {
    await insertRows(tx, table, batch.map((r) => r.row));
    await tx.execute(sql`release savepoint fxi_restore_batch`);
    return;
  } catch (e) {
    await tx.execute(sql`rollback to savepoint fxi_restore_batch`);
    for (const r of batch) {
      try {
        await insertRows(tx, table, [r.row]);
      } catch (one) {
        throw new BackupError(`${file}, line ${r.line} (a row of ${table}): ${causeOf(one)}. Nothing was restored.`);
      }
    }
    throw new BackupError(`${file}, lines ${batch[0].line}-${batch[batch.length - 1].line} (rows of ${table}): ${causeOf(e)}. Nothing was restored.`);
  }
}

/**
 * Loads a backup into an empty database (its migrations already applied), all in one transaction:
 * a database holding data, a file that is not a whole backup, or any row the schema refuses
 * changes nothing (the message names the line, the table and the cause). Answers the rows per table.
 */
export async function restoreBackup(database: Database, file: string): Promise<Record<string, number>> {
  if (!fs.existsSync(file)) throw new BackupError(`Cannot read ${file}.`);
  const lines = readLines(file);
  try {
    const header = parseHeader((await lines.next()).value as Line | undefined, file);
    const counts: Record<string, number> = {};
    await database.db.transaction(async (tx) => {
      const tables = await tablesInOrder(tx);
      const full = await tablesWithRows(tx, tables);
      if (full.length > 0) {
        throw new BackupError(`The database is not empty (${full.join(', ')} hold rows): restore needs a new, empty database.`);
      }
      const unknown = header.tables.filter((t) => !tables.includes(t));
      if (unknown.length > 0) throw new BackupError(`The backup has tables this schema does not: ${unknown.join(', ')}.`);
      const columns = await columnsOf(tx);
      for (const seeded of SEEDED.filter((t) => header.tables.includes(t))) await tx.execute(sql`delete from ${quoted(seeded)}`);
      if (!header.tables.includes('data_version')) await tx.execute(sql`delete from data_version`);
      let table: string | null = null;
      let batch: Row[] = [];
      let end: { rows: Record<string, number> } | null = null;
      const flush = async () => {
        if (table) await insertBatch(tx, file, table, batch);
        batch = [];
      };
      for await (const { no, text } of lines) {
        if (text === '') throw new BackupError(`${file}, line ${no}: blank, which no backup line is: it is not a Fantasy XI backup (or it is damaged).`);
        let item: unknown;
        try {
          item = JSON.parse(text);
        } catch {
          throw new BackupError(`${file}, line ${no}${table ? ` (in the rows of ${table})` : ''}: not JSON: the file is damaged.`);
        }
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          throw new BackupError(`${file}, line ${no}${table ? ` (in the rows of ${table})` : ''}: not a JSON object: the file is damaged.`);
        }
        const fields = item as Record<string, unknown>;
        if (typeof fields.table === 'string' && Object.keys(fields).length === 1) {
          await flush();
          if (!header.tables.includes(fields.table)) throw new BackupError(`${file}, line ${no}: names a table its header does not: ${fields.table}.`);
          table = fields.table;
          counts[table] = 0;
        } else if (fields.end === true) {
          await flush();
          const rows = fields.rows;
          if (rows === null || typeof rows !== 'object' || Array.isArray(rows)) throw new BackupError(`${file}, line ${no}: the end line has no row counts: the file is damaged.`);
          end = { rows: rows as Record<string, number> };
          break; // what follows the end line is not read
        } else {
          if (!table) throw new BackupError(`${file}, line ${no}: a row before any table line: it is not a Fantasy XI backup.`);
          const known = columns.get(table)!;
          const strange = Object.keys(fields).filter((c) => !known.has(c));
          if (strange.length > 0) {
            throw new BackupError(`${file}, line ${no} (a row of ${table}): ${strange.map((c) => `"${c}"`).join(', ')} ${strange.length === 1 ? 'is not a column' : 'are not columns'} of ${table} in this schema. Nothing was restored.`);
          }
          batch.push({ line: no, row: fields });
          counts[table]++;
          if (batch.length >= BATCH_ROWS) await flush();
        }
      }
      if (!end) throw new BackupError(`${file} is incomplete (it has no end line): nothing was restored.`);
      for (const t of header.tables) {
        if ((end.rows[t] ?? 0) !== (counts[t] ?? 0)) throw new BackupError(`${file} is damaged (${t}: ${counts[t] ?? 0} rows of ${end.rows[t]}): nothing was restored.`);
      }
      if (!header.tables.includes('data_version')) await tx.execute(sql`insert into data_version (id, version) values (1, 0)`);
      await resetSequences(tx, header.sequences ?? {});
      // Announced at commit: running servers (PostgreSQL) drop every cached answer.
      await raiseDataVersion(tx);
    });
    return counts;
  } finally {
    await lines.return(undefined);
  }
}
