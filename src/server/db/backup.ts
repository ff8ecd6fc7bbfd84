import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { once } from 'node:events';
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
export const BACKUP_VERSION = 1;
/** Rows fetched or inserted at a time. */
export const BATCH_ROWS = 1000;

export class BackupError extends Error {}

export interface Header {
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
export function migrationTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** Our tables (schema public), each after the tables it refers to. */
export async function tablesInOrder(tx: Exec): Promise<string[]> {
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

export const quoted = (name: string) => sql.identifier(name);

/** Our serial columns, with their sequences. */
export function serialColumns(tx: Exec) {
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
