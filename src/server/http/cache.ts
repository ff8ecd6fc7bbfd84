import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';

/** Something that can hear data_version changes made by other processes (PostgreSQL LISTEN). */
export interface VersionFeed {
  /** Calls `onChange` on every change; `onLost` when changes can no longer be heard. */
  subscribe(onChange: () => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

export const VERSION_CHANNEL = 'fantasy_xi_data_version';

/**
 * Caches the encoded answers of public lists until the next write that changes them.
 * Writes call bump() in their transaction: it raises data_version and, on PostgreSQL, notifies
 * every server process (delivered at commit).
 * - Embedded database: this process is the only writer, and a write transaction holds the
 *   database until it commits, so a version kept in memory is exact.
 * - PostgreSQL with a feed: each process keeps its version in memory and raises it on every
 *   notification; without a feed (or after losing it) each read asks the database.
 */
export class ResponseCache {
  private entries = new Map<string, { version: number; body: Buffer }>();
  private building = new Map<string, Promise<Buffer>>();
  private localVersion = 0;
  private listening = false;

  constructor(
    private readonly db: Db,
    private readonly shared: boolean,
  ) {}

  /** Hears other processes' writes, so reads need no version query. */
  async listen(feed: VersionFeed): Promise<void> {
    await feed.subscribe(
      () => this.invalidate(),
      () => {
        this.listening = false;
        this.invalidate();
      },
    );
    this.listening = true;
    this.invalidate();
  }

  /** Call inside every write transaction that changes a cached list. */
  async bump(tx: Pick<Db, 'execute'>): Promise<void> {
    await tx.execute(sql`update data_version set version = version + 1 where id = 1`);
    if (this.shared) await tx.execute(sql`select pg_notify(${VERSION_CHANNEL}, '')`);
    this.localVersion++;
  }

  /** Forget every cached answer. */
  invalidate(): void {
    this.localVersion++;
    this.entries.clear();
  }

  private async version(): Promise<number> {
    if (!this.shared || this.listening) return this.localVersion;
    const rows = await queryRows<{ version: number }>(this.db, sql`select version from data_version where id = 1`);
    return Number(rows[0]?.version ?? 0);
  }

  /** The cached answer for `key` (JSON, UTF-8), built once per version even when many requests
   *  miss together. */
  async get(key: string, build: () => Promise<unknown>): Promise<Buffer> {
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.body;
    const flightKey = `${version}:${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = (async () => {
        try {
          const body = Buffer.from(JSON.stringify(await build()), 'utf8');
          if (this.entries.size > 500) this.entries.clear();
          this.entries.set(key, { version, body });
          return body;
        } finally {
          this.building.delete(flightKey);
        }
      })();
      this.building.set(flightKey, flight);
    }
    return flight;
  }
}
