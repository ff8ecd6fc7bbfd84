import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { raiseDataVersion } from './dataVersion';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database, type Exec } from './index';

/**
 * Backups that move between the two databases: one gzipped JSON-lines file, the same whichever
 * database wrote it and whichever reads it.
 *   line 1: the header {format, version, migration (the schema's last migration), database,
 *           created_at, tables, sequences ({"table.column": the next value its sequence gives})}
 *   then for each table: {"table": name}, then one line per row (the row as PostgreSQL's to_json)
 *   last: {"end": true, "rows": {table: count}} (a file without it is incomplete)
 * The backup reads every table in one REPEATABLE READ read-only transaction (one consistent
 * snapshot while the server keeps serving). A restore loads an empty database in one transaction:
 * the tables in the order their references need, each sequence set where the backed-up database
 * had it (so the id of a row deleted before the backup is never given again: its account's old
 * tokens name no new account), and the data version raised so running servers drop what they
 * cached. A file that is not a whole backup, or a row the schema refuses, is reported with its
 * line, its table and the cause, and changes nothing.
 */
export const BACKUP_FORMAT = 'fantasy-xi-backup';
const BACKUP_VERSION = 1;
/** Rows fetched or inserted at a time. */
const BATCH_ROWS = 1000;
/** The longest line a restore reads (a row is a few hundred bytes; the largest far under this). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** How much a gzipped backup may inflate: JSON lines shrink to a tenth or a twentieth; a file
 *  that grows far more than this (beyond its first 16 MB) is not a backup. */
export const MAX_INFLATE_RATIO = 200;
const INFLATE_FREE_BYTES = 16 * 1024 * 1024;

export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  migration: string;
  database: string;
  created_at: string;
  tables: string[];
  /** The next value of each serial column's sequence ("table.column"); older backups lack it. */
  sequences?: Record<string, number>;
}

/** The migrations this code knows, oldest first (the journal's tags). */
function migrationTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** Our tables (schema public), each after the tables it refers to. */
async function tablesInOrder(tx: Exec): Promise<string[]> {
  const rows = await queryRows<{ name: string; refs: string | null }>(
    tx,
    sql`select c.relname as name,
          string_agg(distinct r.relname, ',') filter (where r.relname is not null and r.relname <> c.relname) as refs
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_constraint k on k.conrelid = c.oid and k.contype = 'f'
        left join pg_class r on r.oid = k.confrelid
        where n.nspname = 'public' and c.relkind = 'r'
        group by c.relname order by c.relname`,
  );
  const refs = new Map(rows.map((r) => [r.name, r.refs ? r.refs.split(',') : []]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const ref of refs.get(name) ?? []) visit(ref, [...path, name]);
    ordered.push(name);
  };
  for (const name of refs.keys()) visit(name, []);
  return ordered;
}

const quoted = (name: string) => sql.identifier(name);

/** Our serial columns, with their sequences. */
function serialColumns(tx: Exec) {
  return queryRows<{ table_name: string; column_name: string; seq: string }>(
    tx,
    sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'
        order by table_name, column_name`,
  );
}

/** The next value each serial column's sequence gives ("table.column"). */
async function sequencePositions(tx: Exec): Promise<Record<string, number>> {
  const positions: Record<string, number> = {};
  for (const s of await serialColumns(tx)) {
    const [row] = await queryRows<{ last_value: string | number; is_called: boolean }>(tx, sql`select last_value, is_called from ${sql.raw(s.seq)}`);
    positions[`${s.table_name}.${s.column_name}`] = Number(row.last_value) + (row.is_called ? 1 : 0);
  }
  return positions;
}

/** Writes lines to a gzip file, waiting when the stream asks to. */
function gzipWriter(file: string) {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const finished = once(out, 'close');
  return {
    async line(text: string) {
      if (!gzip.write(text + '\n')) await once(gzip, 'drain');
    },
    async end() {
      gzip.end();
      await finished;
    },
  };
}

/** Writes the whole database to `file` (gzipped JSON lines); answers the rows per table. */
export async function writeBackup(database: Database, file: string): Promise<Record<string, number>> {
  const partial = `${file}.partial-${process.pid}`;
  const writer = gzipWriter(partial);
  const counts: Record<string, number> = {};
  try {
    await database.db.transaction(
      async (tx) => {
        const tables = await tablesInOrder(tx);
        const tags = migrationTags();
        const header: Header = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          migration: tags[tags.length - 1],
          database: database.kind,
          created_at: new Date().toISOString(),
          tables,
          // Read after the snapshot is taken: at least past every id the backup holds.
          sequences: await sequencePositions(tx),
        };
        await writer.line(JSON.stringify(header));
        for (const table of tables) {
          await writer.line(JSON.stringify({ table }));
          counts[table] = 0;
          await tx.execute(sql`declare fxi_backup no scroll cursor for select to_json(t)::text as row from ${quoted(table)} t`);
          for (;;) {
            const rows = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from fxi_backup`));
            for (const r of rows) await writer.line(r.row);
            counts[table] += rows.length;
            if (rows.length < BATCH_ROWS) break;
          }
          await tx.execute(sql`close fxi_backup`);
        }
        await writer.line(JSON.stringify({ end: true, rows: counts }));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writer.end();
    fs.renameSync(partial, file);
  } catch (e) {
    await writer.end().catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw e;
  }
  return counts;
}

/** A line of a backup file, with its number (from 1). */
interface Line {
  no: number;
  text: string;
}

/**
 * The lines of a backup file (gzipped or not), read as they come: a line longer than
 * MAX_LINE_BYTES, or a gzip that inflates past MAX_INFLATE_RATIO times the file's size, stops the
 * reading with a BackupError before it is held in memory or read to its end.
 */
async function* readLines(file: string): AsyncGenerator<Line> {
  const fd = fs.openSync(file, 'r');
  const magic = Buffer.alloc(2);
  fs.readSync(fd, magic, 0, 2, 0);
  const size = fs.fstatSync(fd).size;
  fs.closeSync(fd);
  const gzipped = magic[0] === 0x1f && magic[1] === 0x8b;
  const raw = fs.createReadStream(file);
  const gunzip = gzipped ? zlib.createGunzip() : null;
  const input: NodeJS.ReadableStream = gunzip ? raw.pipe(gunzip) : raw;
  raw.on('error', (e) => gunzip?.destroy(e));
  const inflateLimit = INFLATE_FREE_BYTES + MAX_INFLATE_RATIO * size;
  let inflated = 0;
  let no = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (gzipped && inflated > inflateLimit) {
        throw new BackupError(`${file} inflates to more than ${MAX_INFLATE_RATIO} times its size: it is not a Fantasy XI backup.`);
      }
      let from = 0;
      for (let nl = chunk.indexOf(10, from); nl !== -1; nl = chunk.indexOf(10, from)) {
        const piece = chunk.subarray(from, nl);
        if (pendingBytes + piece.length > MAX_LINE_BYTES) throw tooLong(file, no + 1);
        const bytes = pending.length ? Buffer.concat([...pending, piece]) : piece;
        pending = [];
        pendingBytes = 0;
        yield { no: ++no, text: bytes.toString('utf8').replace(/\r$/, '') };
        from = nl + 1;
      }
      if (from < chunk.length) {
        const rest = chunk.subarray(from);
        pendingBytes += rest.length;
        if (pendingBytes > MAX_LINE_BYTES) throw tooLong(file, no + 1);
        pending.push(rest);
      }
    }
    if (pendingBytes > 0) yield { no: ++no, text: Buffer.concat(pending).toString('utf8').replace(/\r$/, '') };
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw new BackupError(`${file} cannot be read${gzipped ? ' (its gzip is damaged)' : ''}: ${(e as Error).message.split('\n')[0]}.`);
  } finally {
    raw.destroy();
    gunzip?.destroy();
  }
}

const tooLong = (file: string, no: number) =>
  new BackupError(`${file}, line ${no}: longer than ${MAX_LINE_BYTES / 1024 / 1024} MB, which no backup line is: it is not a Fantasy XI backup.`);

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
