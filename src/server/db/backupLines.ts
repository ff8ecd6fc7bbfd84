import fs from 'node:fs';
import zlib from 'node:zlib';
import { BackupError } from './backup';

// Reading a backup file line by line, with limits, so that a file that is not a backup (a gzip
// bomb, a line without end, millions of blank lines) is stopped early with one line of error.

/** The longest line a restore reads (a row is a few hundred bytes; the largest far under this). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;
/** How much a gzipped backup may inflate: JSON lines shrink to a tenth or a twentieth; a file
 *  that grows far more than this (beyond its first 16 MB) is not a backup. */
export const MAX_INFLATE_RATIO = 200;
const INFLATE_FREE_BYTES = 16 * 1024 * 1024;

/** A line of a backup file, with its number (from 1). */
export interface Line {
  no: number;
  text: string;
}

/**
 * The lines of a backup file (gzipped or not), read as they come: a line longer than
 * MAX_LINE_BYTES, or a gzip that inflates past MAX_INFLATE_RATIO times the file's size, stops the
 * reading with a BackupError before it is held in memory or read to its end.
 */
export async function* readLines(file: string): AsyncGenerator<Line> {
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
