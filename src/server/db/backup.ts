import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { once } from 'node:events';
import { raiseDataVersion } from './dataVersion';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database, type Exec } from './index';

/**
 * Backups that move between the two databases: one gzipped JSON-lines file, the same whichever
 * database wrote it and whichever reads it.
 *   line 1: the header {format, version, migration (the schema's last migration), database, created_at, tables}
 *   then for each table: {"table": name}, then one line per row (the row as PostgreSQL's to_json)
 *   last: {"end": true, "rows": {table: count}} (a file without it is incomplete)
 * The backup reads every table in one REPEATABLE READ read-only transaction (one consistent
 * snapshot while the server keeps serving). A restore loads an empty database in one transaction:
 * the tables in the order their references need, the sequences set past the largest ids, and the
 * data version raised so running servers drop what they cached.
 */
export const BACKUP_FORMAT = 'fantasy-xi-backup';
const BACKUP_VERSION = 1;
/** Rows fetched or inserted at a time. */
const BATCH_ROWS = 1000;

export class BackupError extends Error {}

interface Header {
  format: string;
  version: number;
  migration: string;
  database: string;
  created_at: string;
  tables: string[];
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

/** The lines of a backup file (gzipped or not). */
function readLines(file: string): readline.Interface {
  const fd = fs.openSync(file, 'r');
  const magic = Buffer.alloc(2);
  fs.readSync(fd, magic, 0, 2, 0);
  fs.closeSync(fd);
  const raw = fs.createReadStream(file);
  const input = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(zlib.createGunzip()) : raw;
  return readline.createInterface({ input, crlfDelay: Infinity });
}

function parseHeader(line: string | undefined, file: string): Header {
  let header: Partial<Header> = {};
  try {
    header = JSON.parse(line ?? '') as Partial<Header>;
  } catch {
    /* not ours */
  }
  if (header.format !== BACKUP_FORMAT || !Array.isArray(header.tables)) throw new BackupError(`${file} is not a Fantasy XI backup.`);
  if (header.version !== BACKUP_VERSION) throw new BackupError(`${file} is a backup of format ${header.version}; this version reads format ${BACKUP_VERSION}.`);
  if (!migrationTags().includes(header.migration ?? '')) {
    throw new BackupError(`${file} was made by a newer Fantasy XI (schema ${header.migration}); upgrade this one first.`);
  }
  return header as Header;
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

/** Every serial column's sequence is set past the largest value in its table. */
async function resetSequences(tx: Exec) {
  const serials = await queryRows<{ table_name: string; column_name: string; seq: string }>(
    tx,
    sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const s of serials) {
    await tx.execute(
      sql`select setval(${s.seq}::regclass, coalesce((select max(${quoted(s.column_name)}) from ${quoted(s.table_name)}), 0) + 1, false)`,
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
async function insertRows(tx: Exec, table: string, rows: Record<string, unknown>[], known: Set<string>) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((c) => known.has(c));
  const list = sql.join(columns.map(quoted), sql`, `);
  await tx.execute(
    sql`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/**
 * Loads a backup into an empty database (its migrations already applied), all in one transaction:
 * a database holding data, a file that is not a whole backup, or any row the schema refuses
 * changes nothing. Answers the rows per table.
 */
export async function restoreBackup(database: Database, file: string): Promise<Record<string, number>> {
  if (!fs.existsSync(file)) throw new BackupError(`Cannot read ${file}.`);
  const lines = readLines(file)[Symbol.asyncIterator]();
  const header = parseHeader((await lines.next()).value as string | undefined, file);
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
    let batch: Record<string, unknown>[] = [];
    let end: { rows: Record<string, number> } | null = null;
    const flush = async () => {
      if (table) await insertRows(tx, table, batch, columns.get(table)!);
      batch = [];
    };
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = next.value as string;
      if (line === '' || end) continue;
      const item = JSON.parse(line) as Record<string, unknown>;
      if (typeof item.table === 'string' && Object.keys(item).length === 1) {
        await flush();
        if (!header.tables.includes(item.table)) throw new BackupError(`The backup names a table its header does not: ${item.table}.`);
        table = item.table;
        counts[table] = 0;
      } else if (item.end === true) {
        await flush();
        end = item as unknown as { rows: Record<string, number> };
      } else {
        if (!table) throw new BackupError(`${file} is not a Fantasy XI backup.`);
        batch.push(item);
        counts[table]++;
        if (batch.length >= BATCH_ROWS) await flush();
      }
    }
    if (!end) throw new BackupError(`${file} is incomplete (it has no end line): nothing was restored.`);
    for (const t of header.tables) {
      if ((end.rows[t] ?? 0) !== (counts[t] ?? 0)) throw new BackupError(`${file} is damaged (${t}: ${counts[t] ?? 0} rows of ${end.rows[t]}): nothing was restored.`);
    }
    if (!header.tables.includes('data_version')) await tx.execute(sql`insert into data_version (id, version) values (1, 0)`);
    await resetSequences(tx);
    // Announced at commit: running servers (PostgreSQL) drop every cached answer.
    await raiseDataVersion(tx);
  });
  return counts;
}
