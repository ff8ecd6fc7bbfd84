import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Exec } from './index';

/** Something that can hear data_version changes made by other processes (PostgreSQL LISTEN). */
export interface VersionFeed {
  /** Calls `onChange` on every change (with the notification's payload); `onLost` when changes
   *  can no longer be heard. */
  subscribe(onChange: (payload: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

export const VERSION_CHANNEL = 'fantasy_xi_data_version';

/** The one statement that raises the data version (through `write()`, db/write.ts, only). */
export async function raiseDataVersion(tx: Exec): Promise<void> {
  await tx.execute(sql`update data_version set version = version + 1 where id = 1`);
}

/**
 * The data version: one number in the database (the `data_version` row) that every write raises
 * inside its transaction (only through `write()`, db/write.ts), and a trigger on that row
 * notifies every server process at commit (the command line's writes too). Everything derived
 * from the stored rows and kept between requests (cached answers, per-version values, the
 * standings engine) is kept per version and subscribes here.
 * - Embedded database: this process is the only writer, and a write transaction holds the
 *   database until it commits, so a version kept in memory and raised in the transaction is exact.
 * - PostgreSQL with a feed: each process keeps its version in memory and raises it on every
 *   notification, which arrives after the commit; the writing process also raises it as soon as
 *   its write has committed (afterWrites), so its own next read is fresh. Never before the
 *   commit: a read in between would keep the old answer under the new version. Without a feed
 *   (or after losing it) each read asks the database.
 */
export class DataVersion {
  private local = 0;
  private writes = 0;
  private listening = false;
  private readonly subscribers: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly shared: boolean,
  ) {}

  /** `onChange` runs whenever what this process holds for the current version must go. */
  subscribe(onChange: () => void): void {
    this.subscribers.push(onChange);
  }

  /** Hears other processes' writes, so reads need no version query. */
  async listen(feed: VersionFeed): Promise<void> {
    await feed.subscribe(
      () => this.changed(),
      () => {
        this.listening = false;
        this.changed();
      },
    );
    this.listening = true;
    this.changed();
  }

  /** Raises the version inside a write transaction. Only `write()` calls it. */
  async bump(tx: Exec): Promise<void> {
    await raiseDataVersion(tx);
    if (this.shared) this.writes++;
    else this.local++;
  }

  /** Writes bumped (PostgreSQL) so far: compare before and after a write. */
  get writeCount(): number {
    return this.writes;
  }

  /** Call once a write's transactions are over (committed or not): when any write bumped since
   *  `since`, what is held goes. Early is harmless (every commit also notifies); late only delays
   *  this process's own next read. */
  afterWrites(since: number): void {
    if (this.writes !== since) this.changed();
  }

  /** Everything held for the current version goes (the next read builds it again). */
  changed(): void {
    this.local++;
    for (const onChange of this.subscribers) onChange();
  }

  /** The version now when it is known without asking the database (this process hears every
   *  write), else null. */
  settled(): number | null {
    return !this.shared || this.listening ? this.local : null;
  }

  /** The version answers are kept under now. */
  async current(): Promise<number> {
    if (!this.shared || this.listening) return this.local;
    const rows = await queryRows<{ version: number }>(this.db, sql`select version from data_version where id = 1`);
    return Number(rows[0]?.version ?? 0);
  }
}

/** A value kept per data version, named once where it is defined: `perVersion<T>('name')`. */
export interface PerVersionKey<T> {
  readonly name: string;
  /** Only carries the value's type. */
  readonly type?: T;
}

export const perVersion = <T>(name: string): PerVersionKey<T> => ({ name });

/**
 * Values (not encoded answers) kept until the next write, each built once per version even when
 * many requests miss together: e.g. the whole league table, from which its pages are cut. Keys
 * are typed objects made by `perVersion`, so a reader gets the type its builder made; a failed
 * build is forgotten so the next call tries again.
 */
export class PerVersionValues {
  private values = new Map<PerVersionKey<unknown>, { version: number; value: Promise<unknown> }>();
  /** Told of every lookup: found (hit) or built (miss). */
  onLookup: (hit: boolean) => void = () => undefined;

  constructor(private readonly version: DataVersion) {
    version.subscribe(() => this.values.clear());
  }

  async get<T>(key: PerVersionKey<T>, build: () => Promise<T>): Promise<T> {
    const version = await this.version.current();
    const hit = this.values.get(key);
    this.onLookup(hit !== undefined && hit.version === version);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = build();
    this.values.set(key, { version, value });
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }
}
