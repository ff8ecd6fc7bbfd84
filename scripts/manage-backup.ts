import { BackupError, writeBackup } from '../src/server/db/backup';
import { restoreBackup } from '../src/server/db/restore';
import { UsageError, type Command } from './manage-command';

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function oneFile(positionals: string[]): string {
  if (positionals.length !== 1) throw new UsageError('Name one backup file.');
  return positionals[0];
}

/** Backups that move between the embedded database and PostgreSQL (src/server/db/backup.ts). */
export const commands: Record<string, Command> = {
  backup: {
    usage: 'backup FILE',
    summary: 'Write the whole database to FILE (gzipped JSON lines; PostgreSQL may keep serving).',
    options: {},
    positionals: true,
    async run({ database, positionals }) {
      const file = oneFile(positionals);
      const started = Date.now();
      const counts = await writeBackup(database, file);
      console.log(`Backed up ${total(counts)} rows of ${Object.keys(counts).length} tables to ${file} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    },
  },
  restore: {
    usage: 'restore FILE',
    summary: 'Load a backup into an empty database (embedded or PostgreSQL); refuses one holding data.',
    options: {},
    positionals: true,
    async run({ database, positionals }) {
      const file = oneFile(positionals);
      const started = Date.now();
      try {
        const counts = await restoreBackup(database, file);
        console.log(`Restored ${total(counts)} rows of ${Object.keys(counts).length} tables from ${file} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
      } catch (e) {
        // One line, whatever the database said (a row it refused).
        if (e instanceof BackupError) throw e;
        throw new BackupError(`Nothing was restored: ${String((e as Error).message).split('\n')[0]}`);
      }
    },
  },
};
