import { sql } from 'drizzle-orm';
import type { Db, Exec } from './index';
import { raiseDataVersion, type DataVersion } from './dataVersion';

// Every write that changes matches, gameweeks or snapshots runs under one advisory lock, taken
// at the start of its transaction: match records and deletes (and the recompute, and closing a
// season) take it exclusively, a team's writes (create, transfer, delete) take it shared. So a
// match never builds a gameweek's numbers from a squad a concurrent transfer is changing, and
// the sums each write reads are never stale (PostgreSQL's read committed re-reads after the
// lock). With the embedded database there is one connection and the lock is free.
const SEASON_LOCK = 0x5ea5_0001;

/** The row of data_version counted up by every write that rebuilds the whole standings engine
 *  (a recompute, a closed season): each process then reloads every team, whatever it held. */
export const REBUILDS_ROW = 2;

/** How a write holds the season: alone (`exclusive`), beside other team writes (`shared`), or
 *  not at all (`none`: it touches nothing the standings are made from). */
export type SeasonLock = 'exclusive' | 'shared' | 'none';

export interface WriteOptions {
  lock: SeasonLock;
  /** Every process rebuilds its standings engine from the stored facts after this write. */
  rebuild?: boolean;
}

/** What a write can say about itself while it runs. */
export interface WriteScope {
  /** Marks a team's history as changed by this write: every process's standings engine reloads
   *  that team on its next sync. */
  stampTeam(teamId: number): Promise<void>;
  /** This write changed nothing a reader sees (a join by a member, a gameweek published twice):
   *  the data version stays, and nothing held is dropped. */
  unchanged(): void;
}

/** What a write needs: the database and (in a server or the command line) its data version. */
export interface Writer {
  db: Db;
  version?: DataVersion;
}

export async function lockSeason(tx: Exec, mode: 'exclusive' | 'shared'): Promise<void> {
  await tx.execute(
    mode === 'exclusive' ? sql`select pg_advisory_xact_lock(${SEASON_LOCK})` : sql`select pg_advisory_xact_lock_shared(${SEASON_LOCK})`,
  );
}

// Lock not available, deadlock, serialization failure: the transaction can simply run again.
const RETRYABLE = new Set(['55P03', '40P01', '40001']);

function pgCodeOf(e: unknown): string | undefined {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 5; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** One transaction of a write: the lock, the work, the version raised (once) and the teams stamped. */
async function once<T>(w: Writer, opts: WriteOptions, work: (tx: Db, scope: WriteScope) => Promise<T>): Promise<T> {
  return w.db.transaction(async (tx) => {
    if (opts.lock !== 'none') await lockSeason(tx, opts.lock);
    // An exclusive write waits a moment at most for any other row lock (a league's user row,
    // say), then steps back and runs again (see write()).
    if (opts.lock === 'exclusive') await tx.execute(sql`set local lock_timeout = '200ms'`);
    let raised = false;
    let unchanged = false;
    const raise = async () => {
      if (raised) return;
      raised = true;
      if (w.version) await w.version.bump(tx);
      else await raiseDataVersion(tx);
    };
    const scope: WriteScope = {
      async stampTeam(teamId) {
        await raise(); // the stamp is the version this write raises to
        await tx.execute(sql`update fantasy_teams set changed_version = (select version from data_version where id = 1) where id = ${teamId}`);
      },
      unchanged() {
        unchanged = true;
      },
    };
    const out = await work(tx, scope);
    if (!unchanged) await raise();
    if (opts.rebuild) {
      await tx.execute(sql`insert into data_version (id, version) values (${REBUILDS_ROW}, 1)
        on conflict (id) do update set version = data_version.version + 1`);
    }
    return out;
  });
}

/**
 * The one write path. Runs `work` in a transaction that first takes the season lock as asked,
 * raises the data version (db/dataVersion.ts) once before it commits, unless the work said it
 * changed nothing, and stamps the teams the work names; after the transaction (committed or
 * not) this process's cached answers and per-version values follow at once, rather than when
 * the database's notification arrives, and the standings engine catches up on its next read.
 * An exclusive write that meets a lock wait, a deadlock or a serialization failure runs again
 * (at most `attempts` times), so its work must be safe to repeat.
 */
export async function write<T>(w: Writer, opts: WriteOptions, work: (tx: Db, scope: WriteScope) => Promise<T>, attempts = 25): Promise<T> {
  const since = w.version?.writeCount ?? 0;
  try {
    if (opts.lock !== 'exclusive') return await once(w, opts, work);
    for (let attempt = 1; ; attempt++) {
      try {
        return await once(w, opts, work);
      } catch (e) {
        if (attempt >= attempts || !RETRYABLE.has(pgCodeOf(e) ?? '')) throw e;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(attempt, 10)));
      }
    }
  } finally {
    w.version?.afterWrites(since);
  }
}
