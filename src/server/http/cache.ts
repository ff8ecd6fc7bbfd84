import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db';

/** Caches serialised answers of public lists until the next write that changes them.
 *  Writes raise data_version in the same transaction. With the embedded database this process
 *  is the only writer, so the version is kept in memory; with PostgreSQL several processes may
 *  write, so each read asks the database for the version (one tiny query). */
export class ResponseCache {
  private entries = new Map<string, { version: number; body: string }>();
  private building = new Map<string, Promise<string>>();
  private localVersion = 0;

  constructor(private readonly db: Db, private readonly shared: boolean) {}

  /** Call inside every write transaction that changes a cached list. */
  async bump(tx: Pick<Db, 'execute'>): Promise<void> {
    await tx.execute(sql`update data_version set version = version + 1 where id = 1`);
    this.localVersion++;
  }

  /** After a write transaction commits (or fails) outside bump's reach, forget everything. */
  invalidate(): void {
    this.localVersion++;
    this.entries.clear();
  }

  private async version(): Promise<number> {
    if (!this.shared) return this.localVersion;
    const rows = await queryRows<{ version: number }>(this.db, sql`select version from data_version where id = 1`);
    return Number(rows[0]?.version ?? 0);
  }

  /** The cached answer for `key`, built once per version even when many requests miss together.
   *  (With the embedded database a write transaction holds the database until it commits, so a
   *  build that starts after bump() reads the committed data.) */
  async get(key: string, build: () => Promise<unknown>): Promise<string> {
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.body;
    const flightKey = `${version}:${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = (async () => {
        try {
          const body = JSON.stringify(await build());
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
